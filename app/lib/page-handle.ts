import type { UIMatch } from "react-router";
import type { PostedIsland } from "./posted-island";

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
  /** A form page's island, which a post from it with scripts is answered for with its props alone (posted-island.ts). */
  postedIsland?: PostedIsland;
}

/** The handle of a page with nothing to run. */
export const STATIC_PAGE = { hydrate: false } as const satisfies PageHandle;

/** A route's handle as a PageHandle, if it is an object. */
export const pageHandleOf = (handle: unknown): PageHandle | undefined =>
  handle && typeof handle === "object" ? (handle as PageHandle) : undefined;

const handleOf = (match: UIMatch): PageHandle | undefined => pageHandleOf(match.handle);

/** The island script of a page that does not hydrate as a whole, if it has one. */
export function pageIslands(matches: UIMatch[]): string | undefined {
  return matches.map((match) => handleOf(match)?.islands).find(Boolean);
}

/** Whether the server should ship the scripts that hydrate this page: unless a matched route says it needs none. */
export function pageHydrates(matches: UIMatch[]): boolean {
  return !matches.some((match) => handleOf(match)?.hydrate === false);
}
