import { SiteItemsPage } from "#app/components/admin/StaffListPage";
import { staffMeta } from "#app/lib/admin/staff-meta";
import { editorPath } from "#app/lib/admin/content-kinds";
import { contentDb } from "#app/lib/server/content/content-store.server";
import { requireServices } from "#app/lib/server/platform/services.server";
import { requireStaff } from "#app/lib/server/staff/auth.server";
import type { Route } from "./+types/landings";
import type { MetaMatches } from "#app/lib/content/root-content";

export const meta = ({ matches }: { matches: MetaMatches }) => staffMeta("Landing pages", matches);

/** The catalogue's landing pages, in the site's order: their addresses are fixed, their words and cards are staff's. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { store } = requireServices(context);
  const rows = await contentDb(store)
    .selectFrom("landings")
    .select(["id", "path", "heading", "sections", "updated_at", "updated_by"])
    .where("deleted_at", "is", null)
    .orderBy("position")
    .execute();
  return {
    landings: rows.map((row) => {
      let cards = 0;
      try {
        cards = (JSON.parse(row.sections) as { cards: unknown[] }[]).reduce((count, section) => count + section.cards.length, 0);
      } catch {
        cards = 0;
      }
      return { id: row.id, path: row.path, heading: row.heading, cards };
    }),
  };
}

export default function Landings({ loaderData }: Route.ComponentProps) {
  return (
    <SiteItemsPage
      title="Landing pages"
      section="/admin/landings"
      intro={
        <>
          The catalogue&rsquo;s collection pages: their words, their sections and which products and pages their cards show, in
          which order. Their addresses are part of the site and stay as they are. Where a product is shown is also set from
          the product, under &ldquo;Where it is shown&rdquo;. The pivot door designs are on{" "}
          <a href="/admin/pivot-designs" className="text-aegean underline">
            their own page
          </a>
          .
        </>
      }
      list={{ id: "landings-heading", title: "Pages", empty: "No landing pages." }}
      items={loaderData.landings.map((landing) => ({
        id: landing.id,
        name: landing.heading,
        detail: `${landing.path} · ${landing.cards === 1 ? "1 card" : `${landing.cards} cards`}`,
        edit: editorPath("landing", landing.id),
        view: landing.path,
      }))}
    />
  );
}
