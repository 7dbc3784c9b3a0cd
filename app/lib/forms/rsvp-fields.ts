import { LIMITS } from "./limits";

/** The RSVP form's fields in the order they appear, for focusing the first error; its schema is in rsvp.ts. */
export const RSVP_FIELDS = ["first_name", "last_name", "_replyto", "phone", "company", "guests"] as const;

/**
 * The most guests one reply may bring: the owner sets it per event (the event editor's "Most guests per reply"),
 * within these bounds; an event starts with the default. Larger groups call.
 */
export const GUESTS_PER_REPLY = { min: 1, max: LIMITS.guests, default: 4 } as const;

/** An RSVP's email as replies are compared (one per email per event): surrounding spaces and case do not count. */
export function rsvpEmailKey(email: string): string {
  return email.trim().toLowerCase();
}
