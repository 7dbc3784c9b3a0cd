/* The visit form's limits and field order, without its schema (visit.ts), for the page before it is checked. */

/** The longest note a visitor may leave. */
export const VISIT_NOTE_MAX = 1000;

/** Fields in the order they appear, for focusing the first error. */
export const VISIT_FIELDS = ["first_name", "last_name", "_replyto", "phone", "note"] as const;
