import { FORMS, type FormId, type FormKind } from "#app/lib/forms/form-ids";
import type { LeadForm } from "./lead-form.server";
import { contactForm } from "./forms/contact.server";
import { quoteForm } from "./forms/quote.server";
import { rsvpForm } from "./forms/rsvp.server";
import { visitForm } from "./forms/visit.server";

/**
 * Every lead form's definition, by the kind its posts are stored as (decision 031). A form id (FORMS in
 * app/lib/forms/form-ids.ts) names its page and its kind; the three RSVP pages share the RSVP definition.
 */
export const LEAD_FORMS: Record<FormKind, LeadForm> = {
  contact: contactForm,
  quote: quoteForm,
  visit: visitForm,
  rsvp: rsvpForm,
};

/** The definition of a form, by its id. */
export function leadForm(formId: FormId): LeadForm {
  return LEAD_FORMS[FORMS[formId].kind];
}
