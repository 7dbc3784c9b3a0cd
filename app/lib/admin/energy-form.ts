/**
 * The staff form of a product's energy records (/admin/products/:id/energy): one group of fields per record, the stored
 * ones and EMPTY_ROWS empty ones (no JavaScript needed to add a record). A row left empty is not a record; a stored row
 * is removed with its "Remove" box. The fields name their row: `records.0.uValue`. Browser-safe.
 */
import { CERTIFIABLE_LEVELS, U_BASES, U_BASIS_NAMES } from "#app/content/energy-bases";
import { energyRecordSchema, type EnergyRecordEntry } from "#app/content/energy.schema";
import { z } from "#app/lib/zod";
import type { EditorForm } from "./content-kinds";

/** The most records a product holds (the schema's limit). */
export const MAX_RECORDS = 12;
/** Empty rows shown after the stored ones, to add records without JavaScript. */
export const EMPTY_ROWS = 2;
/** Rows a post may carry: every stored record and the empty ones; fields of any further row are ignored. */
export const MAX_ROWS = MAX_RECORDS + EMPTY_ROWS;

export const RECORD_FIELDS = ["configuration", "uValue", "basis", "certification", "certifiedBy", "reference", "sourceName", "sourceUrl", "checkedOn", "remove"] as const;
export type RecordField = (typeof RECORD_FIELDS)[number];
/** The most fields an energy post has: every row's, plus the intent. */
export const MAX_ENERGY_FIELDS = MAX_ROWS * RECORD_FIELDS.length + 1;
/** The longest value any field takes (a document's address); longer posts are refused before parsing. */
export const MAX_FIELD_LENGTH = 500;

export const RECORD_LABELS: Record<Exclude<RecordField, "remove">, string> = {
  configuration: "Configuration",
  uValue: "U-value (W/m²K)",
  basis: "What the value is",
  certification: "Certification",
  certifiedBy: "Certifying body",
  reference: "NRCan reference or certificate",
  sourceName: "Source document",
  sourceUrl: "Address of the source document",
  checkedOn: "Checked on",
};

export const BASIS_OPTIONS = U_BASES.map((basis) => ({ value: basis, label: U_BASIS_NAMES[basis] }));
export const NO_CERTIFICATION = "none";
const LEVEL_NAMES: Record<(typeof CERTIFIABLE_LEVELS)[number], string> = {
  "energy-star": "ENERGY STAR Canada",
  "most-efficient": "ENERGY STAR Most Efficient",
  "passive-house": "Passive House",
};
export const CERTIFICATION_OPTIONS = [
  { value: NO_CERTIFICATION, label: "None" },
  ...CERTIFIABLE_LEVELS.map((level) => ({ value: level, label: LEVEL_NAMES[level] })),
];

/** The name of one row's field: "records.2.sourceUrl". */
export const recordFieldName = (row: number, field: RecordField) => `records.${row}.${field}`;

export type RecordValues = Record<Exclude<RecordField, "remove">, string>;

const EMPTY: RecordValues = {
  configuration: "",
  uValue: "",
  basis: "",
  certification: NO_CERTIFICATION,
  certifiedBy: "",
  reference: "",
  sourceName: "",
  sourceUrl: "",
  checkedOn: "",
};

/** A stored record as its row's values. */
export function recordValues(record: EnergyRecordEntry): RecordValues {
  return {
    configuration: record.configuration,
    uValue: String(record.uValue),
    basis: record.basis,
    certification: record.certification?.level ?? NO_CERTIFICATION,
    certifiedBy: record.certification?.certifiedBy ?? "",
    reference: record.certification?.reference ?? "",
    sourceName: record.source.name,
    sourceUrl: record.source.url,
    checkedOn: record.checkedOn,
  };
}

/** The rows of the form: the stored records, then the empty ones. */
export function formRows(records: readonly EnergyRecordEntry[]): RecordValues[] {
  return [...records.map(recordValues), ...Array.from({ length: EMPTY_ROWS }, () => ({ ...EMPTY }))];
}

export interface PostedRow {
  /** The row's position in the form, which names its fields. */
  row: number;
  values: RecordValues;
  remove: boolean;
}

/** The rows a post carries, in order, each as text (trimmed, capped); rows beyond MAX_ROWS are not read. */
export function postedRows(fields: Record<string, unknown>): PostedRow[] {
  const rows: PostedRow[] = [];
  for (let row = 0; row < MAX_ROWS; row++) {
    const text = (field: RecordField) => {
      const value = fields[recordFieldName(row, field)];
      return typeof value === "string" ? value.trim().slice(0, MAX_FIELD_LENGTH) : undefined;
    };
    const values = Object.fromEntries(Object.keys(EMPTY).map((key) => [key, text(key as RecordField) ?? ""])) as RecordValues;
    const present = RECORD_FIELDS.some((field) => text(field) !== undefined);
    if (!present) continue;
    rows.push({ row, values: { ...values, certification: values.certification || NO_CERTIFICATION }, remove: text("remove") !== undefined && text("remove") !== "" });
  }
  return rows;
}

/** A row with nothing typed in it: not a record. */
export function isEmptyRow(values: RecordValues): boolean {
  return Object.entries(values).every(([key, value]) => value === "" || (key === "certification" && value === NO_CERTIFICATION));
}

/**
 * A row's values as the record the schema checks: the number read as a number (a comma taken for a decimal point), the
 * certification only when one is chosen, optional parts only when filled in. The schema says what is wrong.
 */
export function rowRecord(values: RecordValues): unknown {
  const number = values.uValue.replace(",", ".");
  const certification =
    values.certification === NO_CERTIFICATION
      ? undefined
      : {
          level: values.certification,
          ...(values.certifiedBy ? { certifiedBy: values.certifiedBy } : {}),
          ...(values.reference ? { reference: values.reference } : {}),
        };
  return {
    configuration: values.configuration,
    uValue: /^\d+(?:\.\d+)?$/.test(number) ? Number(number) : values.uValue,
    basis: values.basis,
    ...(certification ? { certification } : {}),
    source: { name: values.sourceName, url: values.sourceUrl },
    checkedOn: values.checkedOn,
  };
}

/** Which row field a schema path inside one record names: ["source", "url"] → "sourceUrl". */
export function fieldOfPath(path: readonly PropertyKey[]): Exclude<RecordField, "remove"> {
  const [first, second] = path.map(String);
  if (first === "source") return second === "url" ? "sourceUrl" : "sourceName";
  if (first === "certification") return second === "certifiedBy" ? "certifiedBy" : second === "reference" ? "reference" : "certification";
  if (first && first in EMPTY) return first as Exclude<RecordField, "remove">;
  return "configuration";
}

/** The label of one row's field in the error summary: "U-value (W/m²K), record 2", or "…, new record 1" for an empty row. */
export function recordFieldLabel(row: number, field: Exclude<RecordField, "remove">, stored: number): string {
  return `${RECORD_LABELS[field]}, ${row < stored ? `record ${row + 1}` : `new record ${row - stored + 1}`}`;
}

/** The labels of every row's fields, the first `stored` rows being stored records. */
export function recordLabels(stored: number): Record<string, string> {
  const labels: Record<string, string> = {};
  for (let row = 0; row < MAX_ROWS; row++) {
    for (const field of Object.keys(RECORD_LABELS) as Exclude<RecordField, "remove">[]) labels[recordFieldName(row, field)] = recordFieldLabel(row, field, stored);
  }
  return labels;
}

/**
 * Each kept row (not empty, not marked for removal) checked as the record the energy schema takes, every problem named
 * by its row's field ("records.2.uValue"), as the save checks them (product-energy.server.ts). The rules that need
 * the energy figures (a certified U above its level's figure) are the server's alone.
 */
export const energyFormSchema = z.record(z.string(), z.unknown()).superRefine((fields, context) => {
  for (const entry of postedRows(fields)) {
    if (entry.remove || isEmptyRow(entry.values)) continue;
    const result = energyRecordSchema.safeParse(rowRecord(entry.values));
    if (result.success) continue;
    for (const issue of result.error.issues) context.addIssue({ code: "custom", message: issue.message, path: [recordFieldName(entry.row, fieldOfPath(issue.path))] });
  }
});

/** The energy records page as an editor's form: the rows' fields in the order the page shows them. */
export const ENERGY_FORM: EditorForm = {
  kind: "product",
  schema: energyFormSchema,
  labels: recordLabels(0),
  order: Array.from({ length: MAX_ROWS }, (_, row) => (Object.keys(RECORD_LABELS) as Exclude<RecordField, "remove">[]).map((field) => recordFieldName(row, field))).flat(),
};

/** The rows as the form's values, each field by its name ("records.1.uValue"); a row in `removed` has its Remove box ticked. */
export function rowsAsValues(rows: readonly RecordValues[], removed: readonly number[] = []): Record<string, string> {
  const values: Record<string, string> = {};
  rows.forEach((row, index) => {
    for (const [field, value] of Object.entries(row)) values[recordFieldName(index, field as RecordField)] = value;
    if (removed.includes(index)) values[recordFieldName(index, "remove")] = "1";
  });
  return values;
}

/** The form's values as rows again, in order (a row missing from the values shows empty). */
export function valuesAsRows(values: Readonly<Record<string, string>>): { values: RecordValues; removed: boolean }[] {
  const count = Math.min(MAX_ROWS, Math.max(0, ...Object.keys(values).map((name) => Number(/^records\.(\d+)\./.exec(name)?.[1] ?? -1) + 1)));
  return Array.from({ length: count }, (_, row) => ({
    values: Object.fromEntries(Object.entries(EMPTY).map(([field, empty]) => [field, values[recordFieldName(row, field as RecordField)] ?? empty])) as RecordValues,
    removed: Boolean(values[recordFieldName(row, "remove")]),
  }));
}
