/**
 * What the staff list pages (app/components/admin/StaffListPage.tsx) take from their loaders, the same for every
 * content kind. Pure TypeScript.
 */
import { staffTime, type StaffTime } from "../business-time";

/** An item just deleted (the list's `?deleted=<id>`), for the notice with its Undo. */
export interface JustDeleted {
  id: string;
  title: string;
}

/** The deleted item a list's address names (`?deleted=<id>`, set by the editor after a delete), if it is one. */
export function justDeleted<T extends { id: string }>(request: Request, deleted: readonly T[], title: (item: T) => string): JustDeleted | null {
  const id = new URL(request.url).searchParams.get("deleted");
  const item = id ? deleted.find((candidate) => candidate.id === id) : undefined;
  return item ? { id: item.id, title: title(item) } : null;
}

/** A deleted item's row in a list: what it was called, when it went and who deleted it. */
export function deletedLine(
  row: { id: string; deleted_at: number | null; updated_by: string },
  title: string,
): JustDeleted & { deleted: StaffTime; by: string } {
  return { id: row.id, title, deleted: staffTime(Number(row.deleted_at)), by: row.updated_by };
}
