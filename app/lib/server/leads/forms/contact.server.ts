import { contactSchema } from "#app/lib/forms/contact";
import { storeLead, submissionFields, type LeadForm } from "../lead-form.server";

/** The contact form: a message, mailed to the business with a confirmation to the visitor. */
export const contactForm: LeadForm = {
  kind: "contact",
  captcha: true,
  schema: () => contactSchema,
  lead: (data) => ({ fields: submissionFields(data) }),
  async submit(services, lead, meta) {
    await storeLead(services, lead, meta);
    return { ok: true, formId: meta.formId };
  },
};
