import { SiteItemsPage } from "#app/components/admin/StaffListPage";
import { pageMeta } from "#app/content/page-meta";
import { PAGE_KEYS } from "#app/content/page-keys";
import { editorPath } from "#app/lib/admin/content-kinds";
import { PAGE_NAMES } from "#app/lib/admin/page-form";
import { staffMeta } from "#app/lib/admin/staff-meta";
import { staffTime } from "#app/lib/business-time";
import { pagesForStaff } from "#app/lib/server/content/page-admin.server";
import { requireServices } from "#app/lib/server/platform/services.server";
import { requireStaff } from "#app/lib/server/staff/auth.server";
import type { Route } from "./+types/pages";
import type { MetaMatches } from "#app/lib/content/root-content";
import { useEditorName } from "#app/lib/admin/editor-name";

export const meta = ({ matches }: { matches: MetaMatches }) => staffMeta("Pages", matches);

/** The site's pages with copy or a search entry of their own (decision 044), in a fixed order: their words are staff's. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const rows = await pagesForStaff(requireServices(context).store);
  const byKey = new Map(rows.map((row) => [row.id, row]));
  return {
    pages: PAGE_KEYS.flatMap((key) => {
      const row = byKey.get(key);
      return row ? [{ id: key, name: PAGE_NAMES[key], path: pageMeta[key].path, title: row.copy.title, edited: { by: row.updatedBy, at: staffTime(row.updatedAt) } }] : [];
    }),
  };
}

export default function Pages({ loaderData }: Route.ComponentProps) {
  const editorName = useEditorName();
  return (
    <SiteItemsPage
      title="Pages"
      section="/admin/pages"
      intro={
        <>
          The words of the home and About pages, and what search engines and link previews show of each page: its search title,
          description and picture in link previews. Products, landing pages, projects and journal posts have theirs in their own editors.
        </>
      }
      list={{ id: "pages-heading", title: "The site's pages", empty: "No pages yet." }}
      items={loaderData.pages.map((page) => ({
        id: page.id,
        name: page.name,
        detail: (
          <>
            {page.path} · Search title: “{page.title}” · Last edit <time dateTime={page.edited.at.iso}>{page.edited.at.label}</time> by {editorName(page.edited.by)}
          </>
        ),
        edit: editorPath("page", page.id),
        view: page.path,
      }))}
    />
  );
}
