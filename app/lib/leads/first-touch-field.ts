/*
 * The names the lead forms' pages share for the visit's first touch (decision 073), apart from its reading
 * (first-touch.ts) so a form island carries nothing more.
 */

/** The hidden field of every lead form that carries the first touch. */
export const FIRST_TOUCH_FIELD = "first_touch";
/** The id of a page's lead form (one a page): the first-touch field the server adds outside it names it (form=…). */
export const LEAD_FORM_ELEMENT_ID = "lead-form";
/** The session storage key the first page of a visit writes it under. */
export const FIRST_TOUCH_STORAGE_KEY = "helios-first-touch";
