import { landings as seedLandings, type Landing } from "./landings";
import { pageMeta } from "./page-meta";
import type { Product } from "./schema";

// The sitemap's list of pages. Titles and descriptions live in page-meta.ts, which pages import directly. The products
// and landings are the live catalogue's (the content snapshot's, decisions 034 and 039), given by the caller.

/**
 * Every primary page of the catalogue and the copy, for the sitemap (alias addresses and staff pages are left out). The pages
 * of the owner content (RSVP pages with an event, the journal) are added by the sitemap from the database.
 */
export function publicPagePaths(products: readonly Pick<Product, "path">[], landings: readonly Pick<Landing, "path">[] = seedLandings): string[] {
  return [
    pageMeta.home.path,
    pageMeta.about.path,
    ...landings.map((landing) => landing.path),
    ...products.map((product) => product.path),
    pageMeta.energy.path,
    pageMeta.projects.path,
    pageMeta.contact.path,
    pageMeta.quote.path,
    pageMeta.visit.path,
    pageMeta.privacy.path,
  ];
}
