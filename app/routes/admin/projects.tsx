import { useEffect, useLayoutEffect, useRef, useState, type DragEvent, type FormEvent } from "react";
import { data, Form, Link, useFetcher, useNavigation } from "react-router";
import { DeletedNotice, StateBadge, UndoDeleteForm } from "../../components/admin/ContentControls";
import { Notice } from "../../components/admin/Notice";
import { Picture } from "../../components/Picture";
import { CONTENT_KINDS, editorPath } from "../../lib/admin/content-kinds";
import { moveBy } from "../../lib/admin/project-form";
import { staffMeta } from "../../lib/admin/staff-meta";
import { staffTime } from "../../lib/business-time";
import { projectPath } from "../../lib/content/projects";
import { ContentNotFound, listInOrder, listItemRows, reorderItems } from "../../lib/server/content/content-store.server";
import { contentListAction, notice, type StaffPost } from "../../lib/server/content/editor-actions.server";
import { setProjectStatus } from "../../lib/server/content/owner-content.server";
import { projectThumbnails } from "../../lib/server/content/project-admin.server";
import { requireServices } from "../../lib/server/platform/services.server";
import { requireStaff } from "../../lib/server/staff/auth.server";
import type { Route } from "./+types/projects";

export const meta = () => staffMeta("Projects");


/** The fetcher that moves projects (buttons and drag and drop, with JavaScript) and undoes a move. */
const ORDER_FETCHER = "project-order";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { store } = requireServices(context);
  const [rows, deletedRows] = await Promise.all([listInOrder(store, "project"), listItemRows(store, "project", { deleted: true })]);
  const thumbnails = await projectThumbnails(store, rows);
  const deletedId = new URL(request.url).searchParams.get("deleted");
  const justDeleted = deletedRows.find((row) => row.id === deletedId);
  return {
    projects: rows.map((row) => {
      const thumbnail = thumbnails.get(row.id);
      return {
        id: row.id,
        name: row.name,
        place: row.place,
        year: Number(row.year),
        shown: row.status === "published",
        publicPath: row.status === "published" ? projectPath(row) : null,
        thumbnail: thumbnail ? thumbnail.image : null,
      };
    }),
    deleted: deletedRows.map((row) => ({ id: row.id, name: row.name, deleted: staffTime(Number(row.deleted_at)), by: row.updated_by })),
    justDeleted: justDeleted ? { id: justDeleted.id, name: justDeleted.name } : null,
  };
}

/** What a move answers: the notice, and the order before it (for its Undo), unless it was itself an undo. */
type OrderAnswer = { tone: "success" | "error"; message: string; moved?: string; undo?: string };

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
      await services.content.refresh();
      return answer({ tone: "success", message: `Moved ${name} ${fields.intent}, to position ${after.indexOf(id) + 1}.`, moved: id, undo: before.join(",") });
    }
    case "order": {
      const wanted = typeof fields.order === "string" ? fields.order.split(",").filter(Boolean) : [];
      const { before, after } = await reorderItems(services.store, "project", () => wanted, { actor: staff.email, moved: id });
      await services.content.refresh();
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
      await services.content.refresh();
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

type Project = Route.ComponentProps["loaderData"]["projects"][number];

const linkClass = "inline-flex min-h-11 items-center font-semibold text-aegean underline decoration-aegean/40 underline-offset-2 hover:decoration-aegean";
const smallButton =
  "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 whitespace-nowrap rounded-sm border-2 border-aegean bg-white px-3 text-sm font-semibold text-aegean hover:bg-aegean hover:text-white aria-disabled:cursor-not-allowed aria-disabled:border-stone aria-disabled:text-muted aria-disabled:hover:bg-white";

/** The id of a row's move button, so focus can return to it once the row has moved. */
const moveButtonId = (id: string, direction: "up" | "down") => `move-${direction}-${id}`;

/** The notice of the last change made here (a move, hide or show, or a refusal), with an Undo for a move. */
function OrderNotice({ result, busy, onUndo }: { result: OrderAnswer; busy: boolean; onUndo: (event: FormEvent<HTMLFormElement>) => void }) {
  if (result.tone === "error") return <Notice tone="error">{result.message}</Notice>;
  return (
    <div id="order-notice" tabIndex={-1} role="status" className="flex flex-wrap items-center gap-3 border-l-4 border-[#2f6b3a] bg-[#e8f1e8] px-4 py-3 font-medium text-[#1d4a26] focus:outline-3 focus:outline-offset-2">
      <p className="min-w-0 flex-1 break-words">{result.message}</p>
      {result.undo && result.moved ? (
        <Form method="post" onSubmit={onUndo}>
          <input type="hidden" name="intent" value="order" />
          <input type="hidden" name="id" value={result.moved} />
          <input type="hidden" name="order" value={result.undo} />
          <input type="hidden" name="undo" value="1" />
          <button type="submit" disabled={busy} className="min-h-11 rounded-sm border-2 border-aegean bg-white px-3 text-sm font-semibold text-aegean hover:bg-aegean hover:text-white">
            Undo<span className="sr-only"> the move</span>
          </button>
        </Form>
      ) : null}
    </div>
  );
}

export default function ProjectsAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { projects, deleted, justDeleted } = loaderData;
  const busy = useNavigation().state === "submitting";
  const fetcher = useFetcher<OrderAnswer>({ key: ORDER_FETCHER });
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // The order on screen: the stored one, or (while a move is being saved) the one just asked for.
  const stored = projects.map((project) => project.id);
  const storedKey = stored.join(",");
  const [order, setOrder] = useState(stored);
  useEffect(() => setOrder(storedKey ? storedKey.split(",") : []), [storedKey]);
  const byId = new Map(projects.map((project) => [project.id, project]));
  const shown = order.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));

  // The notice of the latest change, whichever way it was sent.
  const [result, setResult] = useState<OrderAnswer | null>((actionData as OrderAnswer | undefined) ?? null);
  useEffect(() => {
    if (actionData) setResult(actionData as OrderAnswer);
  }, [actionData]);
  useEffect(() => {
    if (fetcher.data) setResult(fetcher.data);
  }, [fetcher.data]);

  // After a move with JavaScript, focus goes back to the button that moved the row (React may have moved its node).
  const focusNext = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  }, [order, result]);

  // One move at a time reaches the server: a click while the last one is being sent is ignored (its row has not
  // settled yet); once sent, the next may go while the list reloads.
  const moving = fetcher.state === "submitting";

  function submitOrder(next: string[], moved: string, extra: Record<string, string> = {}) {
    setOrder(next);
    fetcher.submit({ intent: "order", id: moved, order: next.join(","), ...extra }, { method: "post" });
  }

  function onMove(event: FormEvent<HTMLFormElement>, project: Project) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const direction = submitter?.value === "down" ? "down" : "up";
    const index = order.indexOf(project.id);
    const target = index + (direction === "up" ? -1 : 1);
    if (moving || target < 0 || target >= order.length) return;
    setOrder(moveBy(order, index, direction === "up" ? -1 : 1));
    focusNext.current = moveButtonId(project.id, direction);
    fetcher.submit({ intent: direction, id: project.id }, { method: "post" });
  }

  function onUndo(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const previous = String(form.get("order") ?? "").split(",").filter(Boolean);
    focusNext.current = "order-notice";
    submitOrder(previous, String(form.get("id")), { undo: "1" });
  }

  // Drag and drop (a mouse or pen): the row dropped on gives the new place. The buttons are the keyboard's way.
  const [dragging, setDragging] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  function onDrop(event: DragEvent<HTMLLIElement>, target: string) {
    event.preventDefault();
    const moved = dragging ?? event.dataTransfer.getData("text/plain");
    setDragging(null);
    setOver(null);
    if (!moved || moved === target || moving) return;
    const next = order.filter((id) => id !== moved);
    const to = order.indexOf(target);
    next.splice(to, 0, moved);
    submitOrder(next, moved);
  }

  return (
    <div className="container-site py-8 md:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl md:text-4xl">{CONTENT_KINDS.project.listTitle}</h1>
          <p className="mt-1 max-w-3xl text-muted">
            The projects gallery, in the order visitors see it: move a project up or down to change its place
            {hydrated ? " (on a wide screen, you can also drag it by its handle)" : ""}. Hidden projects are only seen here.
          </p>
        </div>
        <Link to={editorPath("project", "new")} className="btn btn-primary">
          New project
        </Link>
      </div>

      <div className="mt-6 space-y-3 empty:hidden">
        {justDeleted ? <DeletedNotice what="Project" title={justDeleted.name} id={justDeleted.id} busy={busy} /> : null}
        {result ? <OrderNotice result={result} busy={busy || moving} onUndo={onUndo} /> : null}
      </div>

      {shown.length ? (
        <ol aria-label="Projects in gallery order" className="mt-6 divide-y divide-stone border border-stone bg-white">
          {shown.map((project, index) => (
            <li
              key={project.id}
              draggable={hydrated}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = "move";
                event.dataTransfer.setData("text/plain", project.id);
                setDragging(project.id);
              }}
              onDragEnd={() => {
                setDragging(null);
                setOver(null);
              }}
              onDragOver={(event) => {
                if (!dragging) return;
                event.preventDefault();
                event.dataTransfer.dropEffect = "move";
                if (over !== project.id) setOver(project.id);
              }}
              onDrop={(event) => onDrop(event, project.id)}
              data-project={project.id}
              className={`grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-4 gap-y-3 px-3 py-3 sm:px-4 md:grid-cols-[auto_7.5rem_minmax(0,1fr)_auto] md:items-center ${
                dragging === project.id ? "opacity-50" : ""
              } ${over === project.id && dragging !== project.id ? "outline-3 -outline-offset-3 outline-bronze" : ""}`}
            >
              {hydrated ? (
                <span
                  aria-hidden="true"
                  title="Drag to move"
                  data-drag-handle=""
                  className="hidden cursor-grab select-none items-center justify-center self-stretch px-1 text-xl leading-none text-muted md:flex"
                >
                  ⠿
                </span>
              ) : (
                <span aria-hidden="true" className="hidden md:block" />
              )}
              <span className="pointer-events-none block aspect-[5/3] w-full overflow-hidden bg-marble">
                {project.thumbnail ? <Picture image={project.thumbnail} alt="" sizes="120px" className="h-full w-full object-cover" /> : null}
              </span>
              <div className="min-w-0">
                <h2 className="break-words font-sans text-lg font-semibold leading-snug">
                  <span className="mr-1.5 text-sm font-normal text-muted">{index + 1}.</span>
                  <Link to={editorPath("project", project.id)} className="text-aegean underline decoration-aegean/40 underline-offset-2 hover:decoration-aegean">
                    {project.name}
                  </Link>
                </h2>
                <p className="mt-0.5 text-sm text-muted">
                  {project.place}, {project.year}
                </p>
                <p className="mt-1">
                  <StateBadge tone={project.shown ? "live" : "over"}>{project.shown ? "Shown" : "Hidden"}</StateBadge>
                </p>
              </div>
              <div className="col-span-2 flex flex-wrap items-center gap-x-3 gap-y-2 md:col-span-1 md:justify-end">
                <Form method="post" onSubmit={(event) => onMove(event, project)} className="flex gap-2">
                  <input type="hidden" name="id" value={project.id} />
                  <button
                    id={moveButtonId(project.id, "up")}
                    type="submit"
                    name="intent"
                    value="up"
                    aria-disabled={index === 0 || undefined}
                    aria-label={`Move up: ${project.name}`}
                    className={smallButton}
                  >
                    <span aria-hidden="true">↑</span> Move up
                  </button>
                  <button
                    id={moveButtonId(project.id, "down")}
                    type="submit"
                    name="intent"
                    value="down"
                    aria-disabled={index === shown.length - 1 || undefined}
                    aria-label={`Move down: ${project.name}`}
                    className={smallButton}
                  >
                    <span aria-hidden="true">↓</span> Move down
                  </button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="id" value={project.id} />
                  <button type="submit" name="intent" value={project.shown ? "hide" : "show"} disabled={busy} aria-label={`${project.shown ? "Hide" : "Show"}: ${project.name}`} className={smallButton}>
                    {project.shown ? "Hide" : "Show"}
                  </button>
                </Form>
                <Link to={editorPath("project", project.id)} className={linkClass}>
                  Edit<span className="sr-only"> “{project.name}”</span>
                </Link>
                {project.publicPath ? (
                  <a href={project.publicPath} className={linkClass}>
                    <span>
                      View<span className="sr-only"> “{project.name}”</span> on the site
                    </span>
                  </a>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-6 border border-stone bg-white p-5">
          No projects yet. <Link to={editorPath("project", "new")} className="text-aegean underline">Add the first one</Link>.
        </p>
      )}

      {deleted.length ? (
        <section aria-labelledby="deleted-heading" className="mt-12">
          <h2 id="deleted-heading" className="text-2xl">
            Deleted projects
          </h2>
          <p className="mt-1 text-sm text-muted">Not on the site. Bring one back with its photos and history as they were.</p>
          <ul className="mt-3 divide-y divide-stone border-y border-stone">
            {deleted.map((project) => (
              <li key={project.id} className="flex flex-wrap items-center justify-between gap-3 py-2.5">
                <span className="min-w-0 break-words">
                  <span className="font-medium">{project.name}</span>{" "}
                  <span className="text-sm text-muted">
                    deleted by <span className="break-words">{project.by}</span>, <time dateTime={project.deleted.iso}>{project.deleted.label}</time>
                  </span>
                </span>
                <UndoDeleteForm id={project.id} busy={busy} label="Undo delete" title={project.name} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
