import { Form, Link, useNavigation } from "react-router";
import { Notice } from "../../components/admin/Notice";
import { PostStateBadge } from "../../components/admin/PostStateBadge";
import { CONTENT_KINDS, editorPath } from "../../lib/admin/content-kinds";
import { postState } from "../../lib/admin/post-state";
import { staffMeta } from "../../lib/admin/staff-meta";
import { staffTime } from "../../lib/business-time";
import { postPath } from "../../lib/content/journal";
import { listItemRows } from "../../lib/server/content/content-store.server";
import { contentListAction } from "../../lib/server/content/editor-actions.server";
import { requireServices } from "../../lib/server/platform/services.server";
import { requireStaff } from "../../lib/server/staff/auth.server";
import type { Route } from "./+types/journal";

export const meta = () => staffMeta("Journal");


/** Newest first: by when a post goes (or went) public; a draft without a date by when it was started. */
const sortTime = (row: { publish_at: number | null; created_at: number }) => Number(row.publish_at ?? row.created_at);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const services = requireServices(context);
  const now = services.content.now();
  const [rows, deletedRows] = await Promise.all([
    listItemRows(services.store, "post", { deleted: false }),
    listItemRows(services.store, "post", { deleted: true }),
  ]);
  const deletedId = new URL(request.url).searchParams.get("deleted");
  const justDeleted = deletedRows.find((row) => row.id === deletedId);
  return {
    posts: [...rows]
      .sort((a, b) => sortTime(b) - sortTime(a))
      .map((row) => {
        const state = postState(row, now);
        return {
          id: row.id,
          title: row.title,
          state,
          publicPath: state.kind === "published" ? postPath(row) : null,
          updatedBy: row.updated_by,
          updated: staffTime(Number(row.updated_at)),
        };
      }),
    deleted: deletedRows.map((row) => ({ id: row.id, title: row.title, deleted: staffTime(Number(row.deleted_at)), by: row.updated_by })),
    justDeleted: justDeleted ? { id: justDeleted.id, title: justDeleted.title } : null,
  };
}

/** The list brings a deleted item back; deleting is done from the editor. */
export function action({ request, context }: Route.ActionArgs) {
  return contentListAction("post", request, context);
}

function UndoDelete({ id, title, busy }: { id: string; title: string; busy: boolean }) {
  return (
    <Form method="post">
      <input type="hidden" name="id" value={id} />
      <button type="submit" name="intent" value="undelete" disabled={busy} className="min-h-11 whitespace-nowrap rounded-sm border-2 border-aegean bg-white px-3 text-sm font-semibold text-aegean hover:bg-aegean hover:text-white">
        Undo delete<span className="sr-only"> of “{title}”</span>
      </button>
    </Form>
  );
}

const linkClass = "inline-flex min-h-11 items-center font-semibold text-aegean underline decoration-aegean/40 underline-offset-2 hover:decoration-aegean";

export default function JournalAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { posts, deleted, justDeleted } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <div className="container-site py-8 md:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl md:text-4xl">{CONTENT_KINDS.post.listTitle}</h1>
          <p className="mt-1 text-muted">News for the website's journal, newest first. Drafts are only seen here.</p>
        </div>
        <Link to={editorPath("post", "new")} className="btn btn-primary">
          New post
        </Link>
      </div>

      <div className="mt-6 space-y-3">
        {actionData ? <Notice tone={actionData.tone}>{actionData.message}</Notice> : null}
        {justDeleted ? (
          <div role="status" className="flex flex-wrap items-center gap-3 border-l-4 border-[#2f6b3a] bg-[#e8f1e8] px-4 py-3 font-medium text-[#1d4a26]">
            <p className="min-w-0 flex-1 break-words">“{justDeleted.title}” was deleted: it is no longer on the site.</p>
            <UndoDelete id={justDeleted.id} title={justDeleted.title} busy={busy} />
          </div>
        ) : null}
      </div>

      {posts.length ? (
        <ul aria-label="Posts" className="mt-6 divide-y divide-stone border border-stone bg-white">
          {posts.map((post) => (
            <li key={post.id} className="grid gap-x-6 gap-y-1 px-4 py-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-center">
              <div className="min-w-0">
                <h2 className="break-words font-sans text-lg font-semibold">
                  <Link to={editorPath("post", post.id)} className="text-aegean underline decoration-aegean/40 underline-offset-2 hover:decoration-aegean">
                    {post.title}
                  </Link>
                </h2>
                <p className="mt-1">
                  <PostStateBadge state={post.state} />
                </p>
                <p className="mt-1 text-sm text-muted">
                  Last edited by <span className="break-words font-medium text-ink">{post.updatedBy}</span>,{" "}
                  <time dateTime={post.updated.iso}>{post.updated.label}</time>
                </p>
              </div>
              <p className="flex flex-wrap gap-x-5">
                <Link to={editorPath("post", post.id)} className={linkClass}>
                  Edit<span className="sr-only"> “{post.title}”</span>
                </Link>
                {post.publicPath ? (
                  <a href={post.publicPath} className={linkClass}>
                    {/* One flex item, so the space after the hidden title is kept. */}
                    <span>
                      View<span className="sr-only"> “{post.title}”</span> on the site
                    </span>
                  </a>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 border border-stone bg-white p-5">
          No posts yet. <Link to={editorPath("post", "new")} className="text-aegean underline">Write the first one</Link>.
        </p>
      )}

      {deleted.length ? (
        <section aria-labelledby="deleted-heading" className="mt-12">
          <h2 id="deleted-heading" className="text-2xl">
            Deleted posts
          </h2>
          <p className="mt-1 text-sm text-muted">Not on the site. Bring one back with its text and history as they were.</p>
          <ul className="mt-3 divide-y divide-stone border-y border-stone">
            {deleted.map((post) => (
              <li key={post.id} className="flex flex-wrap items-center justify-between gap-3 py-2.5">
                <span className="min-w-0 break-words">
                  <span className="font-medium">{post.title}</span>{" "}
                  <span className="text-sm text-muted">
                    deleted by <span className="break-words">{post.by}</span>, <time dateTime={post.deleted.iso}>{post.deleted.label}</time>
                  </span>
                </span>
                <UndoDelete id={post.id} title={post.title} busy={busy} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
