import { z } from "#app/lib/zod";
import { optionalPhone } from "#app/lib/forms/fields";
import { whenMissing } from "#app/lib/forms/plain-errors";
import { isVisitPurpose } from "#app/lib/visits/showrooms";

/**
 * A visit booked by staff for someone on the phone: one schema for the browser and the server (decision 047). The
 * free time is a choice of the times offered; a phone is read as people write it (phone.ts); nothing is cut: a
 * name or note over its limit is refused with by how much, the text kept.
 */

/** The most characters each typed field takes (never cut; counted as it nears, refused over it). */
export const PHONE_BOOKING_LIMITS = { name: 100, email: 254, note: 1000 } as const;

const CHOOSE_TIME = "Choose a free time.";
const NAME_MISSING = "Enter the visitor's name.";
const EMAIL_MESSAGE = "Enter an email address like name@example.com, or leave it empty.";
const anEmail = z.email(EMAIL_MESSAGE);

export const phoneBookingSchema = z.object({
  slot: z
    .string({ error: whenMissing(CHOOSE_TIME) })
    .regex(/^\d{1,15}$/, CHOOSE_TIME)
    .transform(Number),
  purpose: z.string({ error: whenMissing("Choose what the visit is about.") }).refine(isVisitPurpose, "Choose what the visit is about."),
  name: z.string({ error: whenMissing(NAME_MISSING) }).trim().min(1, NAME_MISSING).max(PHONE_BOOKING_LIMITS.name),
  email: z
    .string()
    .optional()
    .transform((typed) => (typed ?? "").trim())
    .refine((typed) => !typed || (typed.length <= PHONE_BOOKING_LIMITS.email && anEmail.safeParse(typed).success), EMAIL_MESSAGE)
    .transform((typed) => typed || null),
  phone: optionalPhone,
  note: z
    .string()
    .optional()
    .transform((typed) => (typed ?? "").trim())
    .pipe(z.string().max(PHONE_BOOKING_LIMITS.note))
    .transform((typed) => typed || null),
});

export type PhoneBooking = z.output<typeof phoneBookingSchema>;

/** The fields as the error summary names them, in the form's order. */
export const PHONE_BOOKING_LABELS: Record<string, string> = {
  slot: "Free time",
  purpose: "What the visit is about",
  name: "Name",
  email: "Email",
  phone: "Phone",
  note: "Note",
};
export const PHONE_BOOKING_ORDER = ["slot", "purpose", "name", "email", "phone", "note"] as const;

/** What a refused booking gives back to its form: the text as typed, so nothing is lost. */
export function typedBooking(fields: Record<string, unknown>): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const name of PHONE_BOOKING_ORDER) {
    const value = fields[name];
    if (typeof value === "string") typed[name] = value;
  }
  return typed;
}
