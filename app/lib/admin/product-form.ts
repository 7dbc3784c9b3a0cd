import {
  EMPTY_SPEC_ROWS,
  MAX_SPEC_LINES,
  productEditorSchema,
  specLabelField,
  specUnitField,
  specValueField,
} from "../forms/staff/product-editor";
import type { EditorForm } from "./content-kinds";

/**
 * The Details part of the product editor, shared by its page and its server part: the fields, what each is called
 * (the labels and the error summary), and their order. Browser-safe.
 */

const SPEC_NUMBERS = Array.from({ length: MAX_SPEC_LINES }, (_, i) => i + 1);

/** Where a problem with a part of the record this page does not edit (its pictures, say) is shown. */
export const RECORD_FIELD = "record";

export const PRODUCT_FIELD_LABELS: Record<string, string> = {
  title: "Name",
  subtitle: "Subtitle",
  manufacturer: "Brand",
  family: "Family",
  kind: "Kind of system",
  slug: "Id",
  landing: "Listed under",
  segment: "Address",
  summary: "Summary",
  description: "Description",
  ...Object.fromEntries(
    SPEC_NUMBERS.flatMap((n) => [
      [specLabelField(n), `Specification line ${n}: label`],
      [specValueField(n), `Specification line ${n}: value`],
      [specUnitField(n), `Specification line ${n}: unit`],
    ]),
  ),
  step_label: "Step Code recommendation",
  step_from: "From step",
  step_to: "To step",
  energy_notes: "Energy notes",
  advantages: "Advantages",
  status: "On the site",
  [RECORD_FIELD]: "The rest of the product",
};

export const PRODUCT_FIELD_ORDER: readonly string[] = [
  "title",
  "subtitle",
  "manufacturer",
  "family",
  "kind",
  "slug",
  "landing",
  "segment",
  "summary",
  "description",
  ...SPEC_NUMBERS.flatMap((n) => [specLabelField(n), specValueField(n), specUnitField(n)]),
  "step_label",
  "step_from",
  "step_to",
  "energy_notes",
  "advantages",
  "status",
  RECORD_FIELD,
];

export const PRODUCT_FORM = {
  kind: "product",
  schema: productEditorSchema,
  labels: PRODUCT_FIELD_LABELS,
  order: PRODUCT_FIELD_ORDER,
} satisfies EditorForm<typeof productEditorSchema>;

/** The record's fields (a path checkProduct names) as the form's fields: `specifications.2.unit` is line 3's unit. */
export function formFieldOfPath(path: string): string {
  const [head, index, leaf] = path.split(".");
  switch (head) {
    case "id":
      return "slug";
    case "path":
      return "segment";
    case "title":
    case "subtitle":
    case "manufacturer":
    case "family":
    case "kind":
    case "summary":
    case "description":
      return head;
    case "energyNotes":
      return "energy_notes";
    case "advantages":
      return "advantages";
    case "stepCode":
      return index === "from" ? "step_from" : index === "to" ? "step_to" : "step_label";
    case "specifications": {
      const n = Number(index) + 1;
      if (!Number.isInteger(n) || n < 1 || n > MAX_SPEC_LINES) return specLabelField(1);
      return leaf === "value" ? specValueField(n) : leaf === "unit" ? specUnitField(n) : specLabelField(n);
    }
    default:
      return RECORD_FIELD;
  }
}

/**
 * The build's lines for a record (`Invalid product "s97": specifications.0.unit: a number needs a unit`) as the
 * form's field errors, the first message for each field. A line about a part this page does not edit goes under
 * RECORD_FIELD, with the part named.
 */
export function recordErrors(lines: readonly string[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const line of lines) {
    const match = /^Invalid product [^:]*: (?:([A-Za-z0-9_.]+): )?(.*)$/.exec(line);
    if (!match) continue;
    const [, path = "", message = ""] = match;
    const field = formFieldOfPath(path);
    const text = message.charAt(0).toUpperCase() + message.slice(1);
    errors[field] ??= field === RECORD_FIELD ? `${path || "record"}: ${text}` : text;
  }
  return errors;
}

/** The number of specification rows the form shows: the filled ones and EMPTY_SPEC_ROWS more (to add lines without JavaScript). */
export function specRowCount(values: Readonly<Record<string, string | undefined>>): number {
  let last = 0;
  for (let n = 1; n <= MAX_SPEC_LINES; n++) if (values[specLabelField(n)] || values[specValueField(n)]) last = n;
  return Math.min(MAX_SPEC_LINES, last + EMPTY_SPEC_ROWS);
}
