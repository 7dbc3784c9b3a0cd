/**
 * What an edit changed, for an item's history: the fields whose values differ between two versions, named by the
 * labels the editor shows, with the value before and after when both are short ("Phone: (604) 555-0142 →
 * (604) 555-0199"), or only that the field changed for long text, a list or a picture ("Description changed").
 * Works on the editor's own values of each version (the kind's toValues), so the names are the owners'. Browser-safe.
 */

export interface FieldChange {
  label: string;
  /** Both set for a short value (empty text is ""); both absent when only the fact of the change is told. */
  before?: string;
  after?: string;
}

/** A value longer than this, or on several lines, is told as changed, without its text. */
export const SHORT_VALUE_CHARS = 60;

/** What a change that no field of the editor shows is called (a product's pictures, its energy records). */
export const OTHER_DETAILS = "Other details";

/** An image of the library, as a field holds it: its id (22 URL-safe characters), never something to read. */
const IMAGE_ID = /^[A-Za-z0-9_-]{22}$/;

/** A ticked box as a form posts it. */
const TICKED = "on";

function isShort(value: string): boolean {
  return value.length <= SHORT_VALUE_CHARS && !value.includes("\n") && !IMAGE_ID.test(value);
}

/** A box's value in words: ticked or not (only when one side is ticked and the other empty). */
function asBox(before: string, after: string): [string, string] | undefined {
  const values = new Set([before, after]);
  return values.has(TICKED) && values.has("") ? [before ? "yes" : "no", after ? "yes" : "no"] : undefined;
}

/**
 * The changes from one version's values to the next's, in the editor's order of fields. A field the editor does not
 * label is not listed; `otherChanged` (the versions differ in something no field shows) adds one "Other details"
 * line when no labelled field changed, so an edit made elsewhere still says that something changed.
 */
export function fieldChanges(
  before: Readonly<Record<string, string | undefined>>,
  after: Readonly<Record<string, string | undefined>>,
  form: { labels: Readonly<Record<string, string>>; order: readonly string[] },
  otherChanged = false,
): FieldChange[] {
  const fields = [...new Set([...form.order, ...Object.keys(form.labels), ...Object.keys(before), ...Object.keys(after)])];
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const label = form.labels[field];
    if (!label) continue;
    const was = (before[field] ?? "").trim();
    const now = (after[field] ?? "").trim();
    if (was === now) continue;
    const box = asBox(was, now);
    if (box) changes.push({ label, before: box[0], after: box[1] });
    else if (isShort(was) && isShort(now)) changes.push({ label, before: was, after: now });
    else changes.push({ label });
  }
  if (!changes.length && otherChanged) changes.push({ label: OTHER_DETAILS });
  return changes;
}

/** A change as one line: "Phone: (604) 555-0142 → (604) 555-0199", "Link: empty → https://…", "Description changed". */
export function changeLine(change: FieldChange): string {
  if (change.before === undefined || change.after === undefined) return `${change.label} changed`;
  return `${change.label}: ${change.before || "empty"} → ${change.after || "empty"}`;
}
