import { ANNOUNCEMENT_FORM, shortText } from "#app/lib/admin/announcement-form";
import { announcementDates } from "#app/lib/admin/announcement-lines";
import type { AnnouncementEditorInput } from "#app/lib/forms/staff/announcement-editor";
import type { Store } from "../../platform/database.server";
import { saveItem, type EditableFields } from "../content-store.server";
import type { ServerContentKind } from "../editor-page.server";
import { announcement as announcementDefinition } from "./announcement.server";
import { postedText } from "./posted-text.server";

/** The announcement bar's editor (decision 030): its form, its values both ways, its history line and its save. */

export function announcementFields(input: AnnouncementEditorInput): EditableFields<"announcement"> {
  return {
    text: input.text,
    link_url: input.link_url,
    link_label: input.link_label,
    starts_on: input.starts_on,
    ends_on: input.ends_on,
  };
}

export async function saveAnnouncement(store: Store, id: string | undefined, input: AnnouncementEditorInput, actor: string) {
  return saveItem(store, "announcement", id, announcementFields(input), { actor });
}

export const announcementKind: ServerContentKind<"announcement", typeof ANNOUNCEMENT_FORM.schema> = {
  definition: announcementDefinition,
  form: ANNOUNCEMENT_FORM,
  toValues: (row): Record<string, string> =>
    row
      ? { text: row.text, link_url: row.link_url ?? "", link_label: row.link_label ?? "", starts_on: row.starts_on ?? "", ends_on: row.ends_on ?? "" }
      : {},
  fromPosted: postedText,
  describe: (snapshot) =>
    `${shortText(String(snapshot.text))} (${announcementDates({
      startsOn: (snapshot.starts_on as string | null) ?? null,
      endsOn: (snapshot.ends_on as string | null) ?? null,
    })})`,
  save: saveAnnouncement,
};
