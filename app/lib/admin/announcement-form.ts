/** The announcement editor's form in the staff area, shared by its page and its server part. Browser-safe. */
import { announcementEditorSchema } from "../forms/staff/announcement-editor";
import type { EditorForm } from "./content-kinds";

export const ANNOUNCEMENT_FORM = {
  kind: "announcement",
  schema: announcementEditorSchema,
  labels: { text: "Announcement", link_url: "Link", link_label: "Link label", starts_on: "First day", ends_on: "Last day" },
  order: ["text", "link_url", "link_label", "starts_on", "ends_on"],
} satisfies EditorForm<typeof announcementEditorSchema>;

/** "Showroom open Saturdays …": a short name for the title and the history. */
export function shortText(text: string, max = 60): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
