import { shippedPages } from "#app/content/page-copy";
import type { PageCopyOf } from "#app/content/page-copy.schema";
import { PAGE_KEYS, type PageKey } from "#app/content/page-keys";
import { mediaOgImage, type MediaRef } from "../media";

/**
 * The page copy as the pages show it (decision 044): each page's checked record and the library images it names,
 * found (an image taken out of the library is no image: the drawn hero and the build's social image show again).
 * Browser-safe: the root loader and the home and About pages carry it.
 */
export interface LivePage<K extends PageKey = PageKey> {
  copy: PageCopyOf<K>;
  socialImage: MediaRef | null;
  /** The home hero's photo. */
  heroImage: MediaRef | null;
}

export type LivePages = { [K in PageKey]: LivePage<K> };

/** Every page as shipped, with no images: before the first load, and a stored record's fallback. */
export const SHIPPED_LIVE_PAGES: LivePages = Object.fromEntries(
  PAGE_KEYS.map((key) => [key, { copy: shippedPages[key], socialImage: null, heroImage: null }]),
) as LivePages;

/** What a page's meta needs of its entry: its search title, description and social image (the build's when none). */
export interface PageSeo {
  title: string;
  description: string;
  image?: { path: string; width: number; height: number; alt: string };
}

export function pageSeo(page: LivePage): PageSeo {
  const { title, description, socialImageAlt } = page.copy;
  return { title, description, ...(page.socialImage ? { image: { ...mediaOgImage(page.socialImage), alt: socialImageAlt } } : {}) };
}

/** Every page's search entry, by key: what the root loader gives the routes' meta. */
export type PagesSeo = Record<PageKey, PageSeo>;

export function pagesSeo(pages: LivePages): PagesSeo {
  return Object.fromEntries(PAGE_KEYS.map((key) => [key, pageSeo(pages[key])])) as PagesSeo;
}
