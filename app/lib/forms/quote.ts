import { z } from "#app/lib/zod";
import { whenMissing } from "#app/lib/forms/plain-errors";
import type { QuoteCatalogue } from "../quote/catalogue";
import { contactSchema } from "./contact";
import "./fields";
import {
  ENERGY_TARGETS,
  MAX_OPENINGS,
  openingField,
  OPENINGS_FIELD,
  PROJECT_TYPES,
  QUOTE_LIMITS,
  readOpening,
  scheduleOpenings,
  TIMELINES,
} from "./quote-fields";

export * from "./quote-fields";

const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((option) => option.value) as unknown as [T[number]["value"], ...T[number]["value"][]];

/** A typed value, or a number from a JSON client, as trimmed text ("" when absent). */
const text = (max: number) =>
  z.preprocess(
    (value) => (typeof value === "number" && Number.isFinite(value) ? String(value) : (value ?? "")),
    z.string({ error: whenMissing("Please enter text here.") }).trim().max(max),
  );

/**
 * The schema of every row's fields, made on first use: 420 fields, a task of its own in a browser, which a page
 * needs only once the form is checked.
 */
let rowShapeMade: Record<string, ReturnType<typeof text>> | undefined;
const rowShape = () =>
  (rowShapeMade ??= Object.fromEntries(
    Array.from({ length: MAX_OPENINGS }, (_, i) => [
      [openingField(i + 1, "product"), text(QUOTE_LIMITS.choice)],
      [openingField(i + 1, "configuration"), text(QUOTE_LIMITS.choice)],
      [openingField(i + 1, "width"), text(QUOTE_LIMITS.number)],
      [openingField(i + 1, "height"), text(QUOTE_LIMITS.number)],
      [openingField(i + 1, "unit"), text(QUOTE_LIMITS.choice)],
      [openingField(i + 1, "quantity"), text(QUOTE_LIMITS.number)],
      [openingField(i + 1, "note"), text(QUOTE_LIMITS.note)],
    ]).flat(),
  ) as Record<string, ReturnType<typeof text>>);

/**
 * The quote request: one schema for the browser and the server (the authority), made for the catalogue it offers.
 * The contact fields follow the contact form's rules; the captcha and honeypot are checked as for the contact form.
 */
export function quoteSchema(catalogue: QuoteCatalogue) {
  return z
    .object({
      ...contactSchema.shape,
      project_location: z
        .string({ error: whenMissing("Please enter the project's address or city.") })
        .trim()
        .min(1, "Please enter the project's address or city.")
        .max(QUOTE_LIMITS.location),
      project_type: z.enum(values(PROJECT_TYPES), { message: "Please choose the type of project." }),
      timeline: z.enum(values(TIMELINES), { message: "Please choose when the project needs its windows and doors." }),
      energy_target: z.preprocess(
        (value) => (value === "" || value === null ? undefined : value),
        z
          .enum(values(ENERGY_TARGETS), { message: "Please choose an energy target from the list, or leave it empty." })
          .optional()
          .transform((value) => value ?? null),
      ),
      ...rowShape(),
    })
    // The rows are checked with the other fields, not only once those are all right.
    .superRefine((value, context) => {
      const record = value as Record<string, unknown>;
      let started = 0;
      for (let n = 1; n <= MAX_OPENINGS; n++) {
        const row = readOpening(record, n, catalogue);
        if (!row) continue;
        started++;
        for (const issue of row.issues) context.addIssue({ code: "custom", path: [issue.field], message: issue.message });
      }
      if (started === 0) {
        context.addIssue({
          code: "custom",
          path: [OPENINGS_FIELD],
          message: "Please add at least one opening: its product, width, height and quantity.",
        });
      }
    }, { when: (payload) => typeof payload.value === "object" && payload.value !== null })
    .transform((value) => {
      const openings = scheduleOpenings(value as Record<string, unknown>, catalogue);
      return {
        first_name: value.first_name,
        last_name: value.last_name,
        _replyto: value._replyto,
        phone: value.phone,
        message: value.message,
        how_did_you_hear: value.how_did_you_hear,
        marketing_consent: value.marketing_consent,
        first_touch: value.first_touch,
        project_location: value.project_location,
        project_type: value.project_type,
        timeline: value.timeline,
        energy_target: value.energy_target,
        openings,
      };
    });
}


/**
 * The quote schema for the browser, made when the form is first checked rather than when it arrives (its 420 row
 * fields are a task of their own).
 */
export function lazyQuoteSchema(catalogue: QuoteCatalogue) {
  return z.lazy(() => quoteSchema(catalogue));
}

export type QuoteSchema = ReturnType<typeof quoteSchema>;
export type QuoteInput = z.output<QuoteSchema>;
