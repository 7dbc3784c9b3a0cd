/**
 * What the staff list pages (app/components/admin/StaffListPage.tsx) take from their loaders, the same for every
 * content kind. Pure TypeScript.
 */
import type { ReactNode } from "react";
import { staffTime, type StaffTime } from "../business-time";
import { CONTENT_KINDS, editorPath, type KindWords, type StaffContentKind } from "./content-kinds";
import { sectionAbout } from "./staff-nav";

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

/** A deleted item as a list has it: what it was called, when it went and who deleted it. */
export type DeletedItem = JustDeleted & { deleted: StaffTime; by: string };

/** A deleted item's row in a list: what it was called, when it went and who deleted it. */
export function deletedLine(row: { id: string; deleted_at: number | null; updated_by: string }, title: string): DeletedItem {
  return { id: row.id, title, deleted: staffTime(Number(row.deleted_at)), by: row.updated_by };
}

/** What a list page says of its kind. */
export interface StaffListDefinition {
  /** The page's heading. */
  title: string;
  /** What the page changes on the site, in one sentence (the staff menu's, app/lib/admin/staff-nav.ts). */
  about: string;
  /** What the list is, under the heading. */
  intro: ReactNode;
  /** The "New …" button; absent where items are added on the list itself (the pivot door designs). */
  newItem?: { label: string; path: string };
  /** The kind in the notice after a delete ("Event deleted: “…”. It is off the website."). */
  one: string;
  /** The section of deleted items. */
  deleted: { heading: string; intro?: string; look: "boxed" | "ruled" };
  /** The Undo of a deleted item; by default "Undo delete" named "Undo delete: <title>". */
  undo?: (item: JustDeleted, busy: boolean) => ReactNode;
  /** The notice after a delete; by default the kind's (`one`) with an "Undo" button. */
  deletedNotice?: (item: JustDeleted, busy: boolean) => ReactNode;
}

/** A content kind's list: its heading, "New …" button and name in notices come from the kind (CONTENT_KINDS). */
export function contentList(
  kind: StaffContentKind,
  page: Pick<StaffListDefinition, "intro" | "deleted" | "undo" | "deletedNotice"> & {
    /** Items are added in a form on the list itself (the pivot door designs, whose definition is not creatable): no "New". */
    adds?: "on the list";
  },
): StaffListDefinition {
  const words: KindWords = CONTENT_KINDS[kind];
  const { one, listTitle } = words;
  const { adds, ...shown } = page;
  const newItem = adds === "on the list" ? undefined : { label: `New ${one}`, path: editorPath(kind, "new") };
  return { title: listTitle, about: sectionAbout(words.path ?? words.listPath), newItem, one: one[0]!.toUpperCase() + one.slice(1), ...shown };
}
