import { DeletedBy, EditAndView, EmptyList, ItemList, ItemRow, StaffListPage } from "#app/components/admin/StaffListPage";
import { Notice } from "#app/components/admin/Notice";
import { CONTENT_KINDS, editorPath } from "#app/lib/admin/content-kinds";
import { deletedLine, justDeleted, type StaffListDefinition } from "#app/lib/admin/list-page";
import { staffTime } from "#app/lib/business-time";
import { staffMeta } from "#app/lib/admin/staff-meta";
import { contentListAction } from "#app/lib/server/content/editor-actions.server";
import { replyTemplatesForStaff } from "#app/lib/server/content/kinds/reply-template-editor.server";
import { requireServices } from "#app/lib/server/platform/services.server";
import { requireStaff } from "#app/lib/server/staff/auth.server";
import type { MetaMatches } from "#app/lib/content/root-content";
import type { Route } from "./+types/reply-templates";

export const meta = ({ matches }: { matches: MetaMatches }) => staffMeta("Reply templates", matches);

/** How much of a template's text a row shows. */
const TEXT_START = 110;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { live, removed } = await replyTemplatesForStaff(requireServices(context).store);
  return {
    templates: live.map((row) => {
      const text = row.body.replace(/\s+/g, " ");
      return {
        id: row.id,
        name: row.name,
        start: text.length > TEXT_START ? `${text.slice(0, TEXT_START - 1).trimEnd()}…` : text,
        edited: { by: row.updated_by, at: staffTime(row.updated_at) },
      };
    }),
    deleted: removed.map((row) => deletedLine(row, row.name)),
    justDeleted: justDeleted(request, removed, (row) => row.name),
  };
}

/** The list brings a deleted template back; deleting is done from the editor. */
export function action({ request, context }: Route.ActionArgs) {
  return contentListAction("reply_template", request, context);
}

/**
 * The list's words. Not a section of the staff menu (it is reached from a lead's reply form, where the templates are
 * used), so its line under the heading is its own rather than the menu's.
 */
const TEMPLATES_LIST: StaffListDefinition = {
  title: CONTENT_KINDS.reply_template.listTitle,
  about: "The replies you start from on a lead's page, with placeholders for the lead's details.",
  intro: "Listed by name. Choosing one on a lead's page fills in the lead's first name, product, showroom and visit time, to read and change before sending.",
  newItem: { label: "New reply template", path: editorPath("reply_template", "new") },
  one: "Reply template",
  deleted: { heading: "Deleted templates", intro: "Not offered on the lead pages. Bring one back as it was.", look: "ruled" },
};

export default function ReplyTemplates({ loaderData, actionData }: Route.ComponentProps) {
  const { templates, deleted, justDeleted } = loaderData;
  return (
    <StaffListPage
      definition={TEMPLATES_LIST}
      justDeleted={justDeleted}
      notice={actionData ? <Notice tone={actionData.tone}>{actionData.message}</Notice> : null}
      deleted={deleted.map((item) => ({ ...item, detail: <DeletedBy by={item.by} at={item.deleted} /> }))}
    >
      <ItemList
        label="Reply templates"
        items={templates}
        empty={<EmptyList text="No templates: replies are written from scratch." link="Add the first one" to={editorPath("reply_template", "new")} />}
      >
        {(item) => (
          <ItemRow
            key={item.id}
            title={item.name}
            edit={editorPath("reply_template", item.id)}
            edited={item.edited}
            links={<EditAndView title={item.name} edit={editorPath("reply_template", item.id)} view={null} />}
          >
            <p className="mt-1 break-words text-muted">{item.start}</p>
          </ItemRow>
        )}
      </ItemList>
    </StaffListPage>
  );
}
