import { z } from "#app/lib/zod";
import { email, firstName, firstTouch, lastName, LIMITS, phone } from "./fields";
import { GUESTS_PER_REPLY } from "./rsvp-fields";

/**
 * What the guests field says above an event's ceiling: the ceiling, and that a larger group calls `phone` (the live
 * company details' number: the page's in the browser, the stored one on the server).
 */
export function tooManyGuestsMessage(maxGuests: number, phone: string): string {
  return `One reply can bring at most ${maxGuests} ${maxGuests === 1 ? "guest" : "guests"}. For a larger group, please call us at ${phone}.`;
}

/**
 * The RSVP form for an event whose replies may bring at most `maxGuests` guests (the owner's setting, never above
 * the form's own limit), whose larger groups call `companyPhone`: one schema for the browser and the server.
 */
export function rsvpSchemaFor(maxGuests: number, companyPhone: string) {
  const ceiling = Math.min(Math.max(Math.trunc(maxGuests), GUESTS_PER_REPLY.min), GUESTS_PER_REPLY.max);
  return z.object({
    first_name: firstName,
    last_name: lastName,
    _replyto: email,
    phone,
    company: z
      .string()
      .trim()
      .max(LIMITS.company)
      .optional()
      .transform((value) => value || undefined),
    // An empty box is a missing answer, not zero guests.
    guests: z.preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
      z.coerce
        .number({ message: "Please enter the number of guests." })
        .int("Please enter a whole number of guests.")
        .min(1, "Please enter at least 1 guest.")
        .max(ceiling, tooManyGuestsMessage(ceiling, companyPhone)),
    ),
    first_touch: firstTouch,
  });
}

export type RsvpInput = z.infer<ReturnType<typeof rsvpSchemaFor>>;

export { RSVP_FIELDS } from "./rsvp-fields";
