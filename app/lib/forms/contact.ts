import { z } from "#app/lib/zod";
import { whenMissing } from "#app/lib/forms/plain-errors";
import { HOW_DID_YOU_HEAR } from "./contact-fields";
import { checkbox, email, firstName, firstTouch, lastName, LIMITS, phone } from "./fields";

export { CONTACT_FIELDS, HOW_DID_YOU_HEAR } from "./contact-fields";

/** The contact form: one schema for the browser and the server (which is the authority). */
export const contactSchema = z.object({
  first_name: firstName,
  last_name: lastName,
  _replyto: email,
  phone,
  message: z
    .string({ error: whenMissing("Please enter your message.") })
    .trim()
    .min(1, "Please enter your message.")
    .max(LIMITS.message),
  how_did_you_hear: z.enum(HOW_DID_YOU_HEAR, { message: "Please tell us how you heard about us." }),
  marketing_consent: checkbox,
  first_touch: firstTouch,
});

export type ContactInput = z.infer<typeof contactSchema>;
