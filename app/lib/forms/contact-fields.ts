/** The contact form's choices and field order, without its schema (contact.ts), for the page before it is checked. */

export const HOW_DID_YOU_HEAR = ["Referral", "Instagram", "Google", "Other"] as const;

/** Fields in the order they appear, for focusing the first error. */
export const CONTACT_FIELDS = ["first_name", "last_name", "_replyto", "phone", "message", "how_did_you_hear"] as const;
