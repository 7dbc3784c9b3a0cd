import { z } from "#app/lib/zod";
import { isShowroomId, isVisitPurpose, SHOWROOM_IDS, VISIT_PURPOSES } from "../visits/showrooms";
import { email, firstName, firstTouch, lastName, phone } from "./fields";
import { VISIT_NOTE_MAX } from "./visit-fields";

export { VISIT_FIELDS, VISIT_NOTE_MAX } from "./visit-fields";

/** A visit's start as the form carries it: UTC milliseconds, in digits. */
const slotStart = z
  .string({ message: "Please choose a time." })
  .trim()
  .regex(/^\d{12,14}$/, "Please choose a time.")
  .transform(Number);

/** Booking a showroom visit: one schema for the browser and the server (which is the authority, and checks the time). */
export const visitSchema = z.object({
  showroom: z.enum(SHOWROOM_IDS, { message: "Please choose a showroom." }),
  purpose: z.enum(VISIT_PURPOSES.map((purpose) => purpose.value) as [string, ...string[]], { message: "Please choose what the visit is about." }),
  slot: slotStart,
  first_name: firstName,
  last_name: lastName,
  _replyto: email,
  phone,
  note: z
    .string()
    .trim()
    .max(VISIT_NOTE_MAX)
    .optional()
    .transform((value) => value || undefined),
  first_touch: firstTouch,
});

export type VisitInput = z.infer<typeof visitSchema>;

export { isShowroomId, isVisitPurpose };
