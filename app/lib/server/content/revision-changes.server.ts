import { fieldChanges, OTHER_DETAILS, type FieldChange } from "#app/lib/admin/revision-changes";
import { BOOKKEEPING } from "./content-store.server";

/** What an item's history compares: each version as its editor's values, and the editor's labels and order. */
export interface HistoryFields {
  values: (snapshot: Record<string, unknown>) => Record<string, string>;
  form: { labels: Readonly<Record<string, string>>; order: readonly string[] };
}

/** The actions whose version is compared with the one before it (a delete, an undo or a move changes no field). */
const COMPARED = new Set(["update", "restore"]);

/** True when two recorded rows differ in something besides the bookkeeping (who, when, deleted, place in a list). */
function contentDiffers(before: Record<string, unknown>, after: Record<string, unknown>): boolean {
  for (const column of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (!BOOKKEEPING.has(column) && JSON.stringify(before[column] ?? null) !== JSON.stringify(after[column] ?? null)) return true;
  }
  return false;
}

/**
 * For an item's history (newest first), what each edit changed from the version before it: one pass, each version's
 * values worked out once, so a long history costs one comparison per version. A version whose values cannot be
 * worked out (recorded before a field existed, say) is told only as "Other details changed".
 */
export function historyChanges(actions: readonly string[], snapshots: readonly Record<string, unknown>[], fields: HistoryFields): FieldChange[][] {
  const values = new Map<number, Record<string, string> | null>();
  const valuesAt = (index: number) => {
    if (!values.has(index)) {
      try {
        values.set(index, fields.values(snapshots[index]!));
      } catch {
        values.set(index, null);
      }
    }
    return values.get(index)!;
  };
  return snapshots.map((snapshot, index) => {
    const previous = snapshots[index + 1];
    if (!previous || !COMPARED.has(actions[index] ?? "")) return [];
    const other = contentDiffers(previous, snapshot);
    const before = valuesAt(index + 1);
    const after = valuesAt(index);
    if (!before || !after) return other ? [{ label: OTHER_DETAILS }] : [];
    return fieldChanges(before, after, fields.form, other);
  });
}
