import { REPLY_TEMPLATE_FORM } from "#app/lib/admin/reply-template-form";
import type { Store } from "../../platform/database.server";
import { contentDb, listItemRows, saveItem } from "../content-store.server";
import type { ServerContentKind } from "../editor-page.server";
import { postedText } from "./posted-text.server";
import { replyTemplate } from "./reply-template.server";

/** The reply templates' staff pages (decision 072): the editor's server part, and the list's rows. */

/** The live templates in the order of their names, and the deleted ones (to bring back). */
export async function replyTemplatesForStaff(store: Store) {
  const [live, removed] = await Promise.all([listItemRows(store, "reply_template", { deleted: false }), listItemRows(store, "reply_template", { deleted: true })]);
  return { live: live.sort((a, b) => a.name.localeCompare(b.name)), removed };
}

/** The live templates for a lead's page: id, name, subject and text, by name. */
export async function replyTemplateChoices(store: Store) {
  return contentDb(store)
    .selectFrom("reply_templates")
    .select(["id", "name", "subject", "body"])
    .where("deleted_at", "is", null)
    .orderBy("name")
    .orderBy("id")
    .execute();
}

const SUMMARY_LENGTH = 60;

export const replyTemplateKind: ServerContentKind<"reply_template", typeof REPLY_TEMPLATE_FORM.schema> = {
  definition: replyTemplate,
  form: REPLY_TEMPLATE_FORM,
  toValues: (row): Record<string, string> => (row ? { name: row.name, subject: row.subject, body: row.body } : {}),
  fromPosted: postedText,
  describe: (snapshot) => {
    const body = String(snapshot.body ?? "").replace(/\s+/g, " ");
    return `${String(snapshot.name ?? "")}: “${body.length > SUMMARY_LENGTH ? `${body.slice(0, SUMMARY_LENGTH - 1).trimEnd()}…` : body}”`;
  },
  save: (store, id, input, actor) => saveItem(store, "reply_template", id, { name: input.name, subject: input.subject, body: input.body }, { actor }),
};
