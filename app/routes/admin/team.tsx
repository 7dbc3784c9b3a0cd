import { OrderedRows, type OrderedLine } from "#app/components/admin/OrderedRows";
import { OrderNotice, useProjectOrder, type OrderAnswer } from "#app/components/admin/ProjectOrder";
import { DeletedBy, EmptyList, StaffListPage } from "#app/components/admin/StaffListPage";
import { editorPath } from "#app/lib/admin/content-kinds";
import { contentList, deletedLine, justDeleted } from "#app/lib/admin/list-page";
import { staffMeta } from "#app/lib/admin/staff-meta";
import { teamPortrait } from "#app/lib/images";
import { mediaImage } from "#app/lib/media";
import { contentListAction } from "#app/lib/server/content/editor-actions.server";
import { coverChoices } from "#app/lib/server/content/journal-admin.server";
import { orderedListAction } from "#app/lib/server/content/ordered-list.server";
import { teamForStaff } from "#app/lib/server/content/kinds/team-member-editor.server";
import { requireServices } from "#app/lib/server/platform/services.server";
import { requireStaff } from "#app/lib/server/staff/auth.server";
import type { Route } from "./+types/team";
import type { MetaMatches } from "#app/lib/content/root-content";

export const meta = ({ matches }: { matches: MetaMatches }) => staffMeta("Team", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { store } = requireServices(context);
  const { live, removed } = await teamForStaff(store);
  const photos = new Map((await coverChoices(store, live.flatMap((row) => (row.media_id ? [row.media_id] : [])))).map((photo) => [photo.id, photo]));
  return {
    members: live.map((row): OrderedLine => {
      const photo = row.media_id ? photos.get(row.media_id) : undefined;
      return {
        id: row.id,
        title: row.name,
        detail: row.title,
        edit: editorPath("team_member", row.id),
        view: null,
        picture: photo ? mediaImage(photo) : row.drawing ? teamPortrait(row.drawing) : null,
        ...(photo || row.drawing ? {} : { monogram: row.name }),
      };
    }),
    deleted: removed.map((row) => deletedLine(row, row.name)),
    justDeleted: justDeleted(request, removed, (row) => row.name),
  };
}

/** Moves (buttons, a drag, an undo); bringing a member back is shared. */
export function action({ request, context }: Route.ActionArgs) {
  return contentListAction("team_member", request, context, (post) =>
    orderedListAction("team_member", post, { nameOf: (row) => row.name, gone: "That person is not in the team list: they may have been taken off." }),
  );
}

const DELETED = { heading: "Taken off the About page", intro: "Not on the site. Bring someone back as they were.", look: "ruled" } as const;

export default function TeamAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { members, deleted, justDeleted } = loaderData;
  const order = useProjectOrder(members, actionData as OrderAnswer | undefined);
  const intro = `The Our Team grid of the About page, in the order visitors see it: move someone up or down to change their place${
    order.hydrated ? " (on a wide screen, you can also drag them by the handle)" : ""
  }. The people the site shipped with keep their drawn portrait until they have a photo; anyone else without one shows their initials.`;
  return (
    <StaffListPage
      definition={contentList("team_member", { intro, deleted: DELETED })}
      justDeleted={justDeleted}
      notice={<OrderNotice order={order} />}
      deleted={deleted.map((member) => ({ ...member, detail: <DeletedBy by={member.by} at={member.deleted} /> }))}
    >
      {order.shown.length ? (
        <OrderedRows order={order} label="Team in the order of the About page" pictures="square" />
      ) : (
        <EmptyList text="Nobody is on the About page: its team section is left out." link="Add the first person" to={editorPath("team_member", "new")} />
      )}
    </StaffListPage>
  );
}
