/**
 * A form island's post answered with its props alone (docs/decisions/021-form-posts.md). The island sends
 * ISLAND_PROPS_HEADER with its name; the server (server/island-posts.ts) runs the page's own action and loader, then
 * answers with the props the page would have put beside the island ({ props }, JSON, with the page's status and
 * headers) instead of rendering the whole page for the island to read them from. A post without scripts still gets
 * the page.
 */
export const ISLAND_PROPS_HEADER = "X-Island-Props";

/** The data a form page's island props are made from. */
export interface PostedIslandData<L = unknown, A = unknown> {
  loaderData: L;
  actionData: A | undefined;
  /** The page's path (an RSVP page's form posts to its own path). */
  pathname: string;
}

/**
 * A form page's island, in its route's `handle`: its name, and its props from the route's data, the one function the
 * page renders with and the server answers a posted island with. Undefined when the page shows no such island.
 */
export interface PostedIsland<L = unknown, A = unknown, P extends object = object> {
  name: string;
  // A method, not a function property: a route's own PostedIsland<LoaderData, ActionData> is then a PostedIsland.
  props(data: PostedIslandData<L, A>): P | undefined;
}

/** The JSON answer to a post that sent ISLAND_PROPS_HEADER. */
export interface PostedIslandAnswer<P> {
  props: P;
}
