/** The owner content kinds in the staff area: what each is called and where its pages are. */
export const CONTENT_KINDS = {
  event: { one: "event", listPath: "/admin/events", listTitle: "Events" },
  announcement: { one: "announcement", listPath: "/admin/announcements", listTitle: "Announcements" },
  post: { one: "post", listPath: "/admin/journal", listTitle: "Journal" },
  project: { one: "project", listPath: "/admin/projects", listTitle: "Projects" },
} as const;

export type StaffContentKind = keyof typeof CONTENT_KINDS;

export function editorPath(kind: StaffContentKind, id: string): string {
  return `${CONTENT_KINDS[kind].listPath}/${id}`;
}

/** How a revision's action reads in an item's history. */
export const REVISION_LABELS = {
  create: "Created",
  update: "Edited",
  delete: "Deleted",
  undelete: "Brought back",
  restore: "Restored an earlier version",
  move: "Moved in the gallery",
} as const;
