import { z } from "zod";
import { email, firstName, lastName, LIMITS, phone } from "./fields";

/** The RSVP form: one schema for the browser and the server. */
export const rsvpSchema = z.object({
  first_name: firstName,
  last_name: lastName,
  _replyto: email,
  phone,
  company: z
    .string()
    .trim()
    .max(LIMITS.company, `Your company name can be at most ${LIMITS.company} characters.`)
    .optional()
    .transform((value) => value || undefined),
  // An empty box is a missing answer, not zero guests.
  guests: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.coerce
      .number({ message: "Please enter the number of guests." })
      .int("Please enter a whole number of guests.")
      .min(1, "Please enter at least 1 guest.")
      .max(LIMITS.guests, `For more than ${LIMITS.guests} guests, please call us.`),
  ),
});

export type RsvpInput = z.infer<typeof rsvpSchema>;

export { RSVP_FIELDS } from "./rsvp-fields";
