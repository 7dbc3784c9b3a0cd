import { PostStateBadge } from "#app/components/admin/PostStateBadge";
import {
  ActionNotice,
  EditAndView,
  EmptyList,
  ItemList,
  ItemRow,
  StaffListPage,
  UndoDeleteOf,
} from "#app/components/admin/StaffListPage";
import { editorPath } from "#app/lib/admin/content-kinds";
import { contentList, deletedLine, justDeleted } from "#app/lib/admin/list-page";
import { postState } from "#app/lib/admin/post-state";
import { staffMeta } from "#app/lib/admin/staff-meta";
import { staffTime } from "#app/lib/business-time";
import { postPath } from "#app/lib/content/journal";
import { listItemRows } from "#app/lib/server/content/content-store.server";
import { contentListAction } from "#app/lib/server/content/editor-actions.server";
import { requireServices } from "#app/lib/server/platform/services.server";
import { requireStaff } from "#app/lib/server/staff/auth.server";
import type { Route } from "./+types/journal";
import type { MetaMatches } from "#app/lib/content/root-content";

export const meta = ({ matches }: { matches: MetaMatches }) => staffMeta("Journal", matches);

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
    deleted: deletedRows.map((row) => deletedLine(row, row.title)),
    justDeleted: justDeleted(request, deletedRows, (row) => row.title),
  };
}

/** The list brings a deleted item back; deleting is done from the editor. */
export function action({ request, context }: Route.ActionArgs) {
  return contentListAction("post", request, context);
}

const undo = (post: { id: string; title: string }, busy: boolean) => <UndoDeleteOf id={post.id} name={`“${post.title}”`} busy={busy} />;

const JOURNAL_LIST = contentList("post", {
  intro: "News for the website's journal, newest first. Drafts are only seen here.",
  deleted: { heading: "Deleted posts", intro: "Not on the site. Bring one back with its text and history as they were.", look: "ruled" },
  undo,
  deletedNotice: (post, busy) => <ActionNotice action={undo(post, busy)}>“{post.title}” was deleted: it is no longer on the site.</ActionNotice>,
});

export default function JournalAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { posts, deleted, justDeleted } = loaderData;
  return (
    <StaffListPage definition={JOURNAL_LIST} justDeleted={justDeleted} answer={actionData} deleted={deleted}>
      <ItemList label="Posts" items={posts} empty={<EmptyList text="No posts yet." link="Write the first one" to={editorPath("post", "new")} />}>
        {(post) => (
          <ItemRow
            key={post.id}
            title={post.title}
            edit={editorPath("post", post.id)}
            edited={{ by: post.updatedBy, at: post.updated }}
            links={
              <p className="flex flex-wrap gap-x-5">
                <EditAndView title={post.title} edit={editorPath("post", post.id)} view={post.publicPath} />
              </p>
            }
          >
            <p className="mt-1">
              <PostStateBadge state={post.state} />
            </p>
          </ItemRow>
        )}
      </ItemList>
    </StaffListPage>
  );
}
