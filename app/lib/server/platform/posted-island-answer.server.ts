import type { EntryContext } from "react-router";
import { pageHandleOf } from "../../page-handle";
import { ISLAND_PROPS_HEADER, type PostedIslandAnswer } from "../../posted-island";

/**
 * The answer to a form island's post that asked for its props alone (ISLAND_PROPS_HEADER): the props its page would
 * have rendered beside it, as JSON, with the status and headers the page would have had. Undefined, so that the page
 * is rendered as usual, for any other request, a route that errored, or a page that shows no such island now (an RSVP
 * page whose event was taken down meanwhile): the island then reads the page, or loads it.
 */
export function postedIslandAnswer(
  request: Request,
  status: number,
  headers: Headers,
  { staticHandlerContext: context, routeModules }: EntryContext,
): Response | undefined {
  const wanted = request.headers.get(ISLAND_PROPS_HEADER);
  if (!wanted || request.method !== "POST" || context.errors) return undefined;
  for (const match of [...context.matches].reverse()) {
    const island = pageHandleOf(routeModules[match.route.id]?.handle)?.postedIsland;
    if (island?.name !== wanted) continue;
    const props = island.props({
      loaderData: context.loaderData[match.route.id],
      actionData: context.actionData?.[match.route.id],
      pathname: new URL(request.url).pathname,
    });
    if (!props) return undefined;
    headers.set("Content-Type", "application/json; charset=utf-8");
    const answer: PostedIslandAnswer<object> = { props };
    return new Response(JSON.stringify(answer), { status, headers });
  }
  return undefined;
}
