/**
 * The pages with copy or a search entry of their own (decision 044), zod-free so that the root layout and the routes'
 * meta can name them without loading the page schema (app/content/page-copy.schema.ts).
 */

/** The pages with an entry, in the staff list's order: every public page not edited elsewhere (catalogue, journal posts, projects, events are). */
export const PAGE_KEYS = ["home", "about", "energy", "projects", "journal", "quote", "visit", "contact", "privacy"] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

export function isPageKey(value: string): value is PageKey {
  return (PAGE_KEYS as readonly string[]).includes(value);
}
