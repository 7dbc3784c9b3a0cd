import type { UIMatch } from "react-router";

/**
 * What a route module's `handle` may say about its page.
 *
 * `hydrate: false` — the page has nothing for React to run: it ships as HTML and CSS only (no framework, no route
 * modules, no manifest), with the small enhancement script of `StaticPageScript` for the menus and Speculation Rules
 * for instant navigation (docs/decisions/018-pages-without-javascript.md).
 */
export interface PageHandle {
  hydrate?: boolean;
  /** With `hydrate: false`: the page's island script (app/islands/<name>.client.tsx) hydrates its <Island>s. */
  islands?: string;
}

/** The handle of a page with nothing to run. */
export const STATIC_PAGE = { hydrate: false } as const satisfies PageHandle;

const handleOf = (match: UIMatch): PageHandle | undefined =>
  match.handle && typeof match.handle === "object" ? (match.handle as PageHandle) : undefined;

/** The island script of a page that does not hydrate as a whole, if it has one. */
export function pageIslands(matches: UIMatch[]): string | undefined {
  return matches.map((match) => handleOf(match)?.islands).find(Boolean);
}

/** Whether the server should ship the scripts that hydrate this page: unless a matched route says it needs none. */
export function pageHydrates(matches: UIMatch[]): boolean {
  return !matches.some((match) => handleOf(match)?.hydrate === false);
}
