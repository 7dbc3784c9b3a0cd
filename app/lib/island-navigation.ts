import { useCallback, useEffect, useRef } from "react";
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from "../components/Island";

/**
 * How an island changes its page's URL and data (docs/decisions/018-pages-without-javascript.md). On a page that does
 * not hydrate as a whole there is no client router: the island asks the server for the page at the new address, as
 * a visitor without scripts would, reads its own props from it (the same JSON the server put beside the island) and
 * re-renders with them. When the island was rendered by the router instead (a client-side navigation from a page that
 * hydrates), the router navigates, so its history and loader data stay its own.
 */

/** The data router React Router puts on window once a page has hydrated as a whole. */
interface DataRouter {
  navigate: (to: string, options?: { replace?: boolean; preventScrollReset?: boolean }) => Promise<void>;
}

export function pageRouter(): DataRouter | undefined {
  return (window as unknown as { __reactRouterDataRouter?: DataRouter }).__reactRouterDataRouter;
}

/** An island's props and the page's head, as served at an address. */
export interface IslandPage<P> {
  props: P;
  document: Document;
}

/** Reads the props of the island named `name` from a page's HTML; undefined when the page has no such island. */
export function readIslandProps<P>(html: string, name: string): IslandPage<P> | undefined {
  const document = new DOMParser().parseFromString(html, "text/html");
  const island = [...document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)].find((element) => element.getAttribute(ISLAND_ATTRIBUTE) === name);
  const text = island?.querySelector(`script[${ISLAND_PROPS_ATTRIBUTE}]`)?.textContent;
  if (!text) return undefined;
  return { props: JSON.parse(text) as P, document };
}

/**
 * The island's props at `url`, from the page the server serves there (the page cache answers at once). Throws when
 * the page cannot be had or has no such island, so the caller can fall back to loading the page itself.
 */
export async function fetchIslandPage<P>(url: string, name: string, signal?: AbortSignal): Promise<IslandPage<P>> {
  const response = await fetch(url, { headers: { Accept: "text/html" }, credentials: "same-origin", signal });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const page = readIslandProps<P>(await response.text(), name);
  if (!page) throw new Error(`${url} has no island "${name}"`);
  return page;
}

/** Head elements that follow the page's data (a filtered view is kept out of search results). */
const FOLLOWED_HEAD_ELEMENTS = ['meta[name="robots"]'];

/** Makes the current head agree with the served page's on what the data changes; the title and the rest stay. */
export function followHead(served: Document): void {
  for (const selector of FOLLOWED_HEAD_ELEMENTS) {
    const current = document.head.querySelector(selector);
    const next = served.head.querySelector(selector);
    if (next && current) current.replaceWith(document.importNode(next, true));
    else if (next) document.head.append(document.importNode(next, true));
    else current?.remove();
  }
}

/** Changes the address without a navigation, keeping the history entry's state (a router's, when there is one). */
export function setAddress(url: string, { replace }: { replace: boolean }): void {
  if (replace) window.history.replaceState(window.history.state, "", url);
  else window.history.pushState(null, "", url);
}

/**
 * Shows the page at `url` in place, without a router: asks the server for it, then (unless a later request took its
 * place) pushes the address when asked and follows the head; returns the served page. Offline, or when the server
 * cannot answer, the page is loaded itself, as without scripts, and nothing is returned. `pending` holds the request
 * under way, which a new one aborts.
 */
export async function showIslandPage<P>(
  url: string,
  island: string,
  pending: { current: AbortController | null },
  { push }: { push: boolean },
): Promise<IslandPage<P> | undefined> {
  pending.current?.abort();
  const request = new AbortController();
  pending.current = request;
  try {
    const page = await fetchIslandPage<P>(url, island, request.signal);
    if (request.signal.aborted) return undefined;
    if (push) setAddress(url, { replace: false });
    followHead(page.document);
    return page;
  } catch {
    if (!request.signal.aborted) window.location.assign(url);
    return undefined;
  }
}

/** How a visitor's click or submit moves an island to another address of its page. */
export type IslandNavigate = (url: string) => void;

/**
 * For an island whose page is its props at an address (the steps of /visit): `navigate(url)` shows the page at `url`,
 * through the router when the island was rendered by one, else by asking the server for that page, pushing the
 * address and following the head; the browser's Back and Forward do the same for the entry they reach. `show` takes
 * the served props (a state setter: it must not change between renders).
 */
export function useIslandPages<P>(island: string, show: (props: P) => void): IslandNavigate {
  const pending = useRef<AbortController | null>(null);

  const visit = useCallback(
    async (url: string, { push }: { push: boolean }) => {
      const router = pageRouter();
      if (router) return router.navigate(url, { preventScrollReset: true });
      const page = await showIslandPage<P>(url, island, pending, { push });
      if (page) show(page.props);
    },
    [island, show],
  );

  useEffect(() => {
    const onPopState = () => {
      if (!pageRouter()) void visit(`${window.location.pathname}${window.location.search}`, { push: false });
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, [visit]);

  return useCallback((url: string) => void visit(url, { push: true }), [visit]);
}
