import { MAX_OPENINGS, OPENING_PARTS, openingField, type OpeningPart } from "../forms/quote-fields";

/**
 * The schedule's rows as the form edits them: text as typed, in order. The page keeps them in its state with
 * JavaScript; without it, "Add another opening", "Duplicate" and "Remove" are submit buttons whose action the server
 * applies with these same functions before it gives the form back with every value kept.
 */

export type OpeningRow = Record<OpeningPart, string>;

/** The field that says how many rows the form shows. */
export const ROWS_FIELD = "openings_shown";
/** The name of the schedule's row buttons without JavaScript (add, duplicate-3, remove-3). */
export const ROW_ACTION_FIELD = "row_action";
/** Rows a new schedule starts with. */
export const INITIAL_ROWS = 1;

export function emptyRow(): OpeningRow {
  return { product: "", configuration: "", width: "", height: "", unit: "mm", quantity: "1", note: "" };
}

/** The rows of a posted (or prefilled) form: as many as it showed, or up to its last row with anything in it. */
export function rowsFromValues(values: Readonly<Record<string, string | undefined>>): OpeningRow[] {
  const shown = Number.parseInt(values[ROWS_FIELD] ?? "", 10);
  let count = Number.isFinite(shown) ? Math.min(Math.max(shown, INITIAL_ROWS), MAX_OPENINGS) : INITIAL_ROWS;
  for (let n = MAX_OPENINGS; n > count; n--) {
    if (OPENING_PARTS.some((part) => (values[openingField(n, part)] ?? "") !== "")) {
      count = n;
      break;
    }
  }
  return Array.from({ length: count }, (_, i) => {
    const row = emptyRow();
    for (const part of OPENING_PARTS) {
      const value = values[openingField(i + 1, part)];
      if (value !== undefined) row[part] = value;
    }
    return row;
  });
}

/** The form's values with these rows in place of the posted ones (renumbered from 1). */
export function valuesWithRows(values: Readonly<Record<string, string>>, rows: readonly OpeningRow[]): Record<string, string> {
  const next: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) if (!/^opening_\d+_/.test(key)) next[key] = value;
  rows.forEach((row, i) => {
    for (const part of OPENING_PARTS) next[openingField(i + 1, part)] = row[part];
  });
  next[ROWS_FIELD] = String(rows.length);
  delete next[ROW_ACTION_FIELD];
  return next;
}

export type RowAction = { kind: "add" } | { kind: "duplicate" | "remove"; n: number };

export function readRowAction(value: unknown): RowAction | undefined {
  if (value === "add") return { kind: "add" };
  const match = typeof value === "string" ? /^(duplicate|remove)-(\d{1,2})$/.exec(value) : null;
  if (!match) return undefined;
  const n = Number(match[2]);
  return n >= 1 && n <= MAX_OPENINGS ? { kind: match[1] as "duplicate" | "remove", n } : undefined;
}

/** Applies one row button; the message says what happened, for the page to announce. */
export function applyRowAction(rows: readonly OpeningRow[], action: RowAction): { rows: OpeningRow[]; message: string; focus: number } {
  if (action.kind === "add") {
    if (rows.length >= MAX_OPENINGS) return { rows: [...rows], message: `The schedule has room for ${MAX_OPENINGS} openings; tell us about more in your message.`, focus: rows.length };
    return { rows: [...rows, emptyRow()], message: `Opening ${rows.length + 1} added.`, focus: rows.length + 1 };
  }
  const index = action.n - 1;
  if (index >= rows.length) return { rows: [...rows], message: "That opening is no longer in the schedule.", focus: rows.length };
  if (action.kind === "duplicate") {
    if (rows.length >= MAX_OPENINGS) return { rows: [...rows], message: `The schedule has room for ${MAX_OPENINGS} openings; tell us about more in your message.`, focus: action.n };
    const copy = { ...rows[index]! };
    return { rows: [...rows.slice(0, index + 1), copy, ...rows.slice(index + 1)], message: `Opening ${action.n} duplicated as opening ${action.n + 1}.`, focus: action.n + 1 };
  }
  const rest = rows.filter((_, i) => i !== index);
  const next = rest.length ? rest : [emptyRow()];
  return { rows: next, message: `Opening ${action.n} removed.`, focus: Math.min(action.n, next.length) };
}
