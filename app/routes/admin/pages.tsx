import { EditAndView, ListSection } from "#app/components/admin/StaffListPage";
import { SectionAbout } from "#app/components/admin/SectionAbout";
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
import { editorName } from "#app/lib/admin/editor-name";

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
  return (
    <div className="container-site py-8 md:py-10">
      <div className="max-w-3xl">
        <h1 className="text-3xl md:text-4xl">Pages</h1>
        <SectionAbout to="/admin/pages" />
        <p className="mt-1 text-muted">
          The words of the home and About pages, and what search engines and link previews show of each page: its search title,
          description and picture in link previews. Products, landing pages, projects and journal posts have theirs in their own editors.
        </p>
      </div>
      <ListSection id="pages-heading" title="The site's pages" items={loaderData.pages} empty="No pages yet.">
        {(page) => (
          <li key={page.id} className="border border-stone bg-white p-4 md:p-5">
            <p className="break-words text-lg font-medium">{page.name}</p>
            <p className="mt-1 text-sm text-muted">
              {page.path} · Search title: “{page.title}” · Last edit <time dateTime={page.edited.at.iso}>{page.edited.at.label}</time> by {editorName(page.edited.by)}
            </p>
            <p className="mt-2 flex flex-wrap gap-x-6">
              <EditAndView title={page.name} edit={editorPath("page", page.id)} view={page.path} />
            </p>
          </li>
        )}
      </ListSection>
    </div>
  );
}
