import type { QuoteCatalogue } from "#app/lib/quote/catalogue";
import type { SchemaLoader } from "./useFormValidation";

/*
 * Each island form's schema, imported when the form is first used (useFormValidation): the same schema the server
 * checks the post with, in a chunk of its own with zod.
 */

export const loadContactSchema: SchemaLoader = () => import("#app/lib/forms/contact").then((module) => module.contactSchema);

/** The RSVP form's schema for its event's ceiling of guests per reply; a larger group calls `phone`. */
export const rsvpSchemaLoader =
  (maxGuests: number, phone: string): SchemaLoader =>
  () =>
    import("#app/lib/forms/rsvp").then((module) => module.rsvpSchemaFor(maxGuests, phone));

export const loadVisitSchema: SchemaLoader = () => import("#app/lib/forms/visit").then((module) => module.visitSchema);

/** The quote request's schema is made for the catalogue the form offers, when the form is first checked. */
export const quoteSchemaLoader =
  (catalogue: QuoteCatalogue): SchemaLoader =>
  () =>
    import("#app/lib/forms/quote").then((module) => module.lazyQuoteSchema(catalogue));
