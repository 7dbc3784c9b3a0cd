import type { MetaDescriptor } from "react-router";
import { pageMeta } from "#app/content/page-meta";
import type { PageKey } from "#app/content/page-keys";
import { getMeta, type MetaInput } from "../meta";
import { pageSeo, SHIPPED_LIVE_PAGES, type PageSeo } from "./page-copy";
import { rootData, rootSettings, type MetaMatches } from "./root-content";

/**
 * The routes' meta with the live content (decisions 040, 044): each page's search entry and the trading name, from the
 * root loader's data among the matches. Apart from root-content.ts, which islands import: meta never ships to them.
 */

/** The meta of a page with an entry (decision 044): its live search title, description and social image, under the live trading name. */
export function livePageMeta(matches: MetaMatches, key: PageKey, more: Partial<MetaInput> = {}): MetaDescriptor[] {
  return getMeta({ ...rootPageSeo(matches, key), path: pageMeta[key].path, site: rootSettings(matches), ...more });
}

/** A page's live search entry, from the root loader's data (the shipped one before any). */
export function rootPageSeo(matches: MetaMatches, key: PageKey): PageSeo {
  return rootData(matches)?.pages?.[key] ?? pageSeo(SHIPPED_LIVE_PAGES[key]);
}

/** The meta of any page under the live trading name: getMeta with the root's company details. */
export function siteMeta(matches: MetaMatches, input: MetaInput): MetaDescriptor[] {
  return getMeta({ site: rootSettings(matches), ...input });
}
