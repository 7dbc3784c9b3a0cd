import { data } from "react-router";
import { OrderedRows, type OrderedLine } from "#app/components/admin/OrderedRows";
import { OrderNotice, useProjectOrder, type OrderAnswer } from "#app/components/admin/ProjectOrder";
import { DeletedBy, EmptyList, StaffListPage } from "#app/components/admin/StaffListPage";
import { editorPath } from "#app/lib/admin/content-kinds";
import { contentList, deletedLine, justDeleted } from "#app/lib/admin/list-page";
import { moveBy } from "#app/lib/admin/project-form";
import { staffMeta } from "#app/lib/admin/staff-meta";
import { projectPath } from "#app/lib/content/projects";
import { ContentNotFound, listInOrder, listItemRows, reorderItems } from "#app/lib/server/content/content-store.server";
import { contentListAction, notice } from "#app/lib/server/content/editor-actions.server";
import type { StaffPost } from "#app/lib/server/staff/staff-post.server";
import { setProjectStatus, projectThumbnails } from "#app/lib/server/content/kinds/project-editor.server";
import { requireServices } from "#app/lib/server/platform/services.server";
import { requireStaff } from "#app/lib/server/staff/auth.server";
import type { Route } from "./+types/projects";
import type { MetaMatches } from "#app/lib/content/root-content";

export const meta = ({ matches }: { matches: MetaMatches }) => staffMeta("Projects", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { store } = requireServices(context);
  const [rows, deletedRows] = await Promise.all([listInOrder(store, "project"), listItemRows(store, "project", { deleted: true })]);
  const thumbnails = await projectThumbnails(store, rows);
  return {
    projects: rows.map(
      (row): OrderedLine => ({
        id: row.id,
        title: row.name,
        detail: `${row.place}, ${row.year}`,
        edit: editorPath("project", row.id),
        view: row.status === "published" ? projectPath(row) : null,
        picture: thumbnails.get(row.id)?.image ?? null,
        shown: row.status === "published",
      }),
    ),
    deleted: deletedRows.map((row) => deletedLine(row, row.name)),
    justDeleted: justDeleted(request, deletedRows, (row) => row.name),
  };
}

const answer = (body: OrderAnswer, status = 200) => data<OrderAnswer>(body, { status });

/** Moves, the order after a drag or an undo, and hiding or showing a project; bringing one back is shared. */
async function projectListAction({ staff, services, fields }: StaffPost) {
  const id = typeof fields.id === "string" ? fields.id : "";
  const rows = await listInOrder(services.store, "project");
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) return answer({ tone: "error", message: "That project is not in the list: it may have been deleted." }, 404);
  const name = `“${row.name}”`;
  switch (fields.intent) {
    case "up":
    case "down": {
      const by = fields.intent === "up" ? -1 : 1;
      const index = rows.indexOf(row);
      if (index + by < 0 || index + by >= rows.length) {
        return answer({ tone: "success", message: `${name} is already ${by < 0 ? "first" : "last"} in the gallery.` });
      }
      const { before, after } = await reorderItems(services.store, "project", (ids) => moveBy(ids, ids.indexOf(id), by), { actor: staff.email, moved: id });
      return answer({ tone: "success", message: `Moved ${name} ${fields.intent}, to position ${after.indexOf(id) + 1}.`, moved: id, undo: before.join(",") });
    }
    case "order": {
      const wanted = typeof fields.order === "string" ? fields.order.split(",").filter(Boolean) : [];
      const { before, after } = await reorderItems(services.store, "project", () => wanted, { actor: staff.email, moved: id });
      const position = after.indexOf(id) + 1;
      if (fields.undo === "1") return answer({ tone: "success", message: `Move undone: ${name} is back at position ${position}.`, moved: id });
      return answer({ tone: "success", message: `Moved ${name} to position ${position}.`, moved: id, undo: before.join(",") });
    }
    case "hide":
    case "show": {
      try {
        await setProjectStatus(services.store, id, fields.intent === "show" ? "published" : "draft", staff.email);
      } catch (error) {
        if (error instanceof ContentNotFound) return answer({ tone: "error", message: "That project is not in the list: it may have been deleted." }, 404);
        throw error;
      }
      return answer({
        tone: "success",
        message: fields.intent === "show" ? `${name} is shown on the site again.` : `${name} is hidden: it is no longer on the site.`,
      });
    }
    default:
      return notice("error", "That action is not known.");
  }
}

export function action({ request, context }: Route.ActionArgs) {
  return contentListAction("project", request, context, projectListAction);
}

const DELETED_PROJECTS = { heading: "Deleted projects", intro: "Not on the site. Bring one back with its photos and history as they were.", look: "ruled" } as const;

export default function ProjectsAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { projects, deleted, justDeleted } = loaderData;
  const order = useProjectOrder(projects, actionData as OrderAnswer | undefined);
  const intro = `The projects gallery, in the order visitors see it: move a project up or down to change its place${
    order.hydrated ? " (on a wide screen, you can also drag it by its handle)" : ""
  }. Hidden projects are only seen here.`;
  return (
    <StaffListPage
      definition={contentList("project", { intro, deleted: DELETED_PROJECTS })}
      justDeleted={justDeleted}
      notice={<OrderNotice order={order} />}
      deleted={deleted.map((project) => ({ ...project, detail: <DeletedBy by={project.by} at={project.deleted} /> }))}
    >
      {order.shown.length ? (
        <OrderedRows order={order} label="Projects in gallery order" pictures="wide" />
      ) : (
        <EmptyList text="No projects yet." link="Add the first one" to={editorPath("project", "new")} />
      )}
    </StaffListPage>
  );
}
