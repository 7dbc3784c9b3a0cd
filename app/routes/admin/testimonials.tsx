import { OrderedRows, type OrderedLine } from "#app/components/admin/OrderedRows";
import { OrderNotice, useProjectOrder, type OrderAnswer } from "#app/components/admin/ProjectOrder";
import { DeletedBy, EmptyList, StaffListPage } from "#app/components/admin/StaffListPage";
import { editorPath } from "#app/lib/admin/content-kinds";
import { contentList, deletedLine, justDeleted } from "#app/lib/admin/list-page";
import { staffMeta } from "#app/lib/admin/staff-meta";
import { ContentNotFound } from "#app/lib/server/content/content-store.server";
import { contentListAction } from "#app/lib/server/content/editor-actions.server";
import { orderAnswer, orderedListAction } from "#app/lib/server/content/ordered-list.server";
import { setTestimonialStatus, testimonialsForStaff } from "#app/lib/server/content/kinds/testimonial-editor.server";
import { requireServices } from "#app/lib/server/platform/services.server";
import { requireStaff } from "#app/lib/server/staff/auth.server";
import type { Route } from "./+types/testimonials";
import type { MetaMatches } from "#app/lib/content/root-content";

export const meta = ({ matches }: { matches: MetaMatches }) => staffMeta("Testimonials", matches);

/** How much of a quote a row shows. */
const QUOTE_START = 90;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { store } = requireServices(context);
  const { live, removed } = await testimonialsForStaff(store);
  return {
    testimonials: live.map(
      (row): OrderedLine => ({
        id: row.id,
        title: row.author,
        detail: `${row.label}: “${row.text.length > QUOTE_START ? `${row.text.slice(0, QUOTE_START - 1).trimEnd()}…` : row.text}”`,
        edit: editorPath("testimonial", row.id),
        view: null,
        shown: row.status === "published",
      }),
    ),
    deleted: removed.map((row) => deletedLine(row, row.author)),
    justDeleted: justDeleted(request, removed, (row) => row.author),
  };
}

const GONE = "That testimonial is not in the list: it may have been deleted.";

/** Moves (buttons, a drag, an undo), hiding and showing; bringing one back is shared. */
export function action({ request, context }: Route.ActionArgs) {
  return contentListAction("testimonial", request, context, (post) =>
    orderedListAction("testimonial", post, {
      nameOf: (row) => row.author,
      gone: GONE,
      async other(row, name) {
        if (post.fields.intent !== "hide" && post.fields.intent !== "show") return undefined;
        try {
          await setTestimonialStatus(post.services.store, row.id, post.fields.intent === "show" ? "published" : "hidden", post.staff.email);
        } catch (error) {
          if (error instanceof ContentNotFound) return orderAnswer({ tone: "error", message: GONE }, 404);
          throw error;
        }
        return orderAnswer({
          tone: "success",
          message: post.fields.intent === "show" ? `The testimonial of ${name} is shown on the home page again.` : `The testimonial of ${name} is hidden: it is no longer on the site.`,
        });
      },
    }),
  );
}

const DELETED = { heading: "Deleted testimonials", intro: "Not on the site. Bring one back as it was.", look: "ruled" } as const;

export default function TestimonialsAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { testimonials, deleted, justDeleted } = loaderData;
  const order = useProjectOrder(testimonials, actionData as OrderAnswer | undefined);
  const intro = `The home page's testimonials, in the order they turn: move one up or down to change its place${
    order.hydrated ? " (on a wide screen, you can also drag it by its handle)" : ""
  }. Hidden ones are only seen here; with one shown, the home page shows it alone, and with none it leaves the section out.`;
  return (
    <StaffListPage
      definition={contentList("testimonial", { intro, deleted: DELETED })}
      justDeleted={justDeleted}
      notice={<OrderNotice order={order} />}
      deleted={deleted.map((item) => ({ ...item, detail: <DeletedBy by={item.by} at={item.deleted} /> }))}
    >
      {order.shown.length ? (
        <OrderedRows order={order} label="Testimonials in the order of the home page" />
      ) : (
        <EmptyList text="No testimonials: the home page leaves its testimonials out." link="Add the first one" to={editorPath("testimonial", "new")} />
      )}
    </StaffListPage>
  );
}
