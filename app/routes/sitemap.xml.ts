import { publicPagePaths } from "../content/pages";
import { CACHE_REVALIDATE } from "../lib/cache-control";
import { indexedRsvpPages } from "../lib/content/event-state";
import { JOURNAL_PAGE_SIZE, JOURNAL_PATH, journalPagePath, postPath, publicPosts } from "../lib/content/journal";
import { galleryPath, PROJECTS_PAGE_SIZE, projectPath, WHOLE_GALLERY } from "../lib/content/projects";
import { pageCountOf } from "../lib/pagination";
import { FORMS } from "../lib/forms/form-ids";
import { requireServices } from "../lib/server/platform/services.server";
import { absoluteUrl } from "../lib/site-url";
import { escapeXml } from "../lib/xml";
import type { Route } from "./+types/sitemap.xml";

export function sitemapXml(paths: string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(absoluteUrl(path))}</loc></url>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/**
 * The catalogue (its products from the snapshot) and copy pages (/projects among them), the gallery's further pages and
 * every published project's page, the RSVP pages that have an event, and the journal with every published post.
 */
export function loader({ context }: Route.LoaderArgs) {
  const content = requireServices(context).content;
  const now = content.now();
  const { events, posts, projects, products, landings } = content.current();
  const published = publicPosts(posts, now);
  const journalPages = pageCountOf(published.length, JOURNAL_PAGE_SIZE);
  const projectPages = pageCountOf(projects.length, PROJECTS_PAGE_SIZE);
  const paths = [
    ...publicPagePaths(products, landings),
    ...Array.from({ length: projectPages - 1 }, (_, i) => galleryPath(WHOLE_GALLERY, i + 2)),
    ...projects.map(projectPath),
    ...indexedRsvpPages(events, now).map((page) => FORMS[page].path),
    JOURNAL_PATH,
    ...Array.from({ length: journalPages - 1 }, (_, i) => journalPagePath(i + 2)),
    ...published.map(postPath),
  ];
  return new Response(sitemapXml(paths), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": CACHE_REVALIDATE },
  });
}
