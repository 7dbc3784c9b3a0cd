/**
 * The field map of a one-record editor (decision 057): the company details, the energy figures and a page's copy are
 * each one record stored whole, edited in a form of flat text fields. Each field is declared once (its name in the
 * form, its label, where it lives in the record, how its value is turned to text and back), and from that list come
 * the form's values (toValues), the record a post makes (read, then checked by the kind's own schema) and the field a
 * problem of the record is shown by (fieldOfPath). Browser-safe.
 */
import { z } from "#app/lib/zod";
import type { EditorForm, StaffContentKind } from "./content-kinds";

/** Where a value lives in a record: keys, and the positions of lists. */
export type RecordPath = readonly (string | number)[];

export interface FieldSpec {
  /** The field's name in the form (and in a post). */
  name: string;
  /** Its name for people (its label, the error summary); absent: a hidden field, in neither. */
  label?: string;
  path: RecordPath;
  /** The record's value as the field's text; undefined leaves the field out. Default: the value as text, "" for none. */
  toText?: (value: unknown) => string | undefined;
  /** The field's text (trimmed) as the record's value, or `unreadable(…)`. Default: the text. */
  fromText?: (text: string) => unknown;
  /** Several fields add to the one list at `path` (tick boxes): each adds its value unless undefined. */
  adds?: boolean;
  /** Problems of these parts of the record that no field holds show by this field (a whole level's, by its figure). */
  errorsOf?: readonly RecordPath[];
  /** This field's problems show by another field (a tick box's, by the text next to the boxes). */
  errorsOn?: string;
}

/** A field's text that could not be read: its problem, and the value the record gets meanwhile. */
export class Unreadable {
  constructor(
    readonly message: string,
    readonly value: unknown,
  ) {}
}

export const unreadable = (message: string, value?: unknown) => new Unreadable(message, value);

/** The value at a path of a record (undefined where a part is missing). */
export function valueAt(record: unknown, path: RecordPath): unknown {
  let at = record;
  for (const key of path) at = at === null || at === undefined ? undefined : (at as Record<string | number, unknown>)[key];
  return at;
}

function writeAt(record: Record<string, unknown>, path: RecordPath, value: unknown, adds = false) {
  let at = record as Record<string | number, unknown>;
  path.slice(0, -1).forEach((key, i) => {
    at[key] ??= typeof path[i + 1] === "number" ? [] : {};
    at = at[key] as Record<string | number, unknown>;
  });
  const last = path[path.length - 1]!;
  if (!adds) at[last] = value;
  else {
    const list = (at[last] ??= []) as unknown[];
    if (value !== undefined) list.push(value);
  }
}

const asText = (value: unknown) => (value === undefined || value === null ? "" : String(value));

/** A record as the values of its fields. */
export function toValues(fields: readonly FieldSpec[], record: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of fields) {
    const text = (field.toText ?? asText)(valueAt(record, field.path));
    if (text !== undefined) values[field.name] = text;
  }
  return values;
}

/** The fields' values as a record (unchecked), written over `base` (its parts no field holds), and the fields that could not be read. */
export function readRecord(fields: readonly FieldSpec[], values: Readonly<Record<string, string | undefined>>, base: Record<string, unknown> = {}) {
  const unreadableFields: Record<string, string> = {};
  for (const field of fields) {
    const text = (values[field.name] ?? "").trim();
    let value = field.fromText ? field.fromText(text) : text;
    if (value instanceof Unreadable) {
      unreadableFields[field.name] = value.message;
      value = value.value;
    }
    writeAt(base, field.path, value, field.adds);
  }
  return { record: base, unreadable: unreadableFields };
}

/** How many keys two paths share from their start. */
function shared(a: RecordPath, b: readonly PropertyKey[]): number {
  let n = 0;
  while (n < a.length && n < b.length && String(a[n]) === String(b[n])) n += 1;
  return n;
}

/**
 * The field a problem of the record is shown by: the field holding that part of the record (or the part around it);
 * else a field that claims the part (errorsOf); else the first field that holds most of the path's start.
 */
export function fieldOfPath(fields: readonly FieldSpec[], path: readonly PropertyKey[]): string {
  let best: FieldSpec | undefined;
  let bestScore = -1;
  for (const field of fields) {
    const common = shared(field.path, path);
    let score = 3 * common;
    if (common === field.path.length) score = 3 * common + 2;
    for (const claim of field.errorsOf ?? []) if (shared(claim, path) === claim.length) score = Math.max(score, 3 * claim.length + 1);
    if (score > bestScore) [best, bestScore] = [field, score];
  }
  return best ? (best.errorsOn ?? best.name) : "";
}

/** A one-record editor: its fields, how they make the record, and the record's own schema. */
export interface RecordFormSpec<T, K extends StaffContentKind = StaffContentKind> {
  kind: K;
  /** Every field of the form, in the form's order (the error summary's). */
  fields: readonly FieldSpec[];
  /** The fields of the record these values make (a page's own); default: all of them. */
  fieldsFor?: (values: Readonly<Record<string, string | undefined>>) => readonly FieldSpec[];
  /** The record's parts no field holds (ids, fixed values), for the fields to be written over. */
  base?: (values: Readonly<Record<string, string | undefined>>) => Record<string, unknown>;
  /** The record as read, made ready to check (parts left out as the stored record leaves them out); may add problems. */
  finish?: (record: Record<string, unknown>, values: Readonly<Record<string, string | undefined>>, problems: Record<string, string>) => unknown;
  /** The record's schema (the one the stored record is read with). */
  schema: z.ZodType<T>;
  /** A problem of the record in words for its field (`typed`: what the field holds); default: the schema's own. */
  message?: (issue: z.core.$ZodIssue, field: string, typed: string) => string;
  /** Problems of a record the schema accepts that only an edit has (a checked day in the future). */
  check?: (record: T) => Record<string, string>;
  /** Any one field's text at most, before the schema's own limits (a forged post of megabytes stops here). */
  fieldMax: number;
}

/** A one-record kind's editor form: its schema's output is the checked record. */
export interface RecordForm<T, K extends StaffContentKind> extends EditorForm<z.ZodType<T, Record<string, string | undefined>>> {
  kind: K;
  /** Fields a post of the form may have: its own, and the frame's few (intent, revision). */
  maxFields: number;
}

/**
 * The editor form of a one-record kind: its schema takes every field as text, reads the record, checks it with the
 * record's schema and puts each problem (the first of each field) on its field; the output is the checked record.
 */
export function recordForm<T, K extends StaffContentKind>(spec: RecordFormSpec<T, K>): RecordForm<T, K> {
  const schema = z.object(Object.fromEntries(spec.fields.map((field) => [field.name, z.string().max(spec.fieldMax).optional()]))).transform((raw, context): T => {
    const values = raw as Record<string, string | undefined>;
    const fields = spec.fieldsFor?.(values) ?? spec.fields;
    const { record, unreadable: problems } = readRecord(fields, values, spec.base?.(values));
    const checked = spec.schema.safeParse(spec.finish ? spec.finish(record, values, problems) : record);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = fieldOfPath(fields, issue.path);
        problems[field] ??= spec.message ? spec.message(issue, field, values[field] ?? "") : issue.message;
      }
    } else for (const [field, message] of Object.entries(spec.check?.(checked.data) ?? {})) problems[field] ??= message;
    for (const [field, message] of Object.entries(problems)) context.addIssue({ code: "custom", path: [field], message });
    return !checked.success || Object.keys(problems).length ? z.NEVER : checked.data;
  });
  const shown = spec.fields.filter((field) => field.label !== undefined);
  return {
    kind: spec.kind,
    schema: schema as RecordForm<T, K>["schema"],
    labels: Object.fromEntries(shown.map((field) => [field.name, field.label!])),
    order: shown.map((field) => field.name),
    /** Fields a post of the form may have: its own, and the frame's few (intent, revision). */
    maxFields: spec.fields.length + 5,
  };
}
