/** The RSVP form's fields in the order they appear, for focusing the first error; its schema is in rsvp.ts. */
export const RSVP_FIELDS = ["first_name", "last_name", "_replyto", "phone", "company", "guests"] as const;
