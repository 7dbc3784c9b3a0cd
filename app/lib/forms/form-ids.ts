/** Every form the site records, by its id (also the hosted form service's id when forwarding). */
export const FORMS = {
  contact: { kind: "contact", label: "Contact form", path: "/contact" },
  quote: { kind: "quote", label: "Quote request", path: "/quote" },
  visit: { kind: "visit", label: "Showroom visit", path: "/visit" },
  rsvp: { kind: "rsvp", label: "RSVP", path: "/rsvp" },
  "rsvp-cosentino": { kind: "rsvp", label: "RSVP (Cosentino)", path: "/rsvp-cosentino" },
  "rsvp-livingspace": { kind: "rsvp", label: "RSVP (Living Space)", path: "/rsvp-livingspace" },
} as const;

export type FormId = keyof typeof FORMS;

/** What a form's posts are stored as: "contact", "quote", "visit" or "rsvp". */
export type FormKind = (typeof FORMS)[FormId]["kind"];

/** Every form id, in the order of FORMS. */
export const FORM_IDS = Object.keys(FORMS) as FormId[];

export function isFormId(value: string): value is FormId {
  return Object.hasOwn(FORMS, value);
}

/** A form's name for people ("Contact form", "RSVP (Cosentino)"); a stored id that is no longer a form, as it is. */
export function formLabel(formId: string): string {
  return isFormId(formId) ? FORMS[formId].label : formId;
}

/** Name of the hidden field that only bots fill in. */
export const HONEYPOT_FIELD = "company_website";
