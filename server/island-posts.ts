import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import type { AppLoadContext, ServerBuild } from "react-router";
import { pageHandleOf } from "../app/lib/page-handle";
import { ISLAND_PROPS_HEADER, type PostedIsland, type PostedIslandAnswer } from "../app/lib/posted-island";
import { sendResponse, toFetchRequest } from "./react-router-handler";

type ServerRoute = NonNullable<ServerBuild["routes"][string]>;
type RouteModule = ServerRoute["module"];

/** A form page: its route's module, and the island a post from it with scripts is answered for. */
interface FormPage {
  route: ServerRoute;
  island: PostedIsland;
}

/**
 * The pages whose route names a posted island in its `handle`, by path. They are top-level routes with static paths
 * (/contact, /quote, /visit, the RSVP pages); a route with a parameter or a parent other than the root is left to
 * React Router.
 */
export function formPages(build: ServerBuild): Map<string, FormPage> {
  const pages = new Map<string, FormPage>();
  for (const route of Object.values(build.routes)) {
    const island = pageHandleOf(route?.module.handle)?.postedIsland;
    if (!route || !island || route.parentId !== "root" || !route.path || route.path.includes(":") || !route.module.action) continue;
    pages.set(`/${route.path}`, { route, island });
  }
  return pages;
}

/** A loader's or action's value: what `data(value, init)` wraps, and its init (duck-typed as React Router does). */
function unwrap(value: unknown): { data: unknown; init?: ResponseInit | null } {
  const wrapped = value as { type?: unknown; data?: unknown; init?: ResponseInit | null } | null;
  if (wrapped && typeof wrapped === "object" && wrapped.type === "DataWithResponseInit" && "data" in wrapped) {
    return { data: wrapped.data, init: wrapped.init };
  }
  return { data: value };
}

/** The headers the page would answer with: its route's `headers` export, given the action's and the loader's. */
function pageHeaders(module: RouteModule, actionHeaders: Headers, loaderHeaders: Headers): Headers {
  const { headers } = module;
  if (!headers) return actionHeaders;
  if (typeof headers !== "function") return new Headers(headers);
  return new Headers(headers({ actionHeaders, loaderHeaders, parentHeaders: new Headers(), errorHeaders: undefined }));
}

/**
 * A form island's post (decision 021), answered without React Router's request handling: the island asked for its
 * props alone (ISLAND_PROPS_HEADER) and the page is one of `formPages`, so its route's own action runs, then its own
 * loader, and the answer is the props its `postedIsland` makes of them, as JSON with the page's status and headers.
 * That is what React Router does for a post to the page, less the render, the root's loader, matching the URL against
 * every route and encoding the loaders' data for hydration: the page's own code decides everything, as for a post
 * without scripts. Any other request goes on to React Router. A Response the action answers with or throws (a
 * redirect, a 404) is sent as it is.
 */
export function islandPosts(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
}) {
  let pages: Map<string, FormPage> | undefined;
  const pagesOf = async () => {
    if (typeof options.build === "function") return formPages(await options.build()); // development: the build of now
    return (pages ??= formPages(options.build));
  };
  return async function islandPost(req: ExpressRequest, res: ExpressResponse, next: NextFunction) {
    const wanted = req.get(ISLAND_PROPS_HEADER);
    if (req.method !== "POST" || !wanted) return next();
    try {
      const page = (await pagesOf()).get(req.path);
      if (!page || page.island.name !== wanted) return next();
      const { module, path } = page.route;
      const request = toFetchRequest(req, res);
      const url = new URL(request.url);
      const args = { url, pattern: `/${path}`, params: {}, context: options.getLoadContext(req, res) };
      let acted: unknown;
      try {
        acted = await module.action!({ ...args, request });
      } catch (thrown) {
        if (thrown instanceof Response) return await sendResponse(res, thrown);
        throw thrown;
      }
      if (acted instanceof Response) return await sendResponse(res, acted);
      const action = unwrap(acted);
      const loader = module.loader
        ? unwrap(await module.loader({ ...args, request: new Request(url, { headers: request.headers, signal: request.signal }) }))
        : { data: undefined };
      const props = page.island.props({ loaderData: loader.data, actionData: action.data, pathname: url.pathname });
      const headers = pageHeaders(module, new Headers(action.init?.headers), new Headers(loader.init?.headers));
      headers.set("Content-Type", "application/json; charset=utf-8");
      // No props: the page no longer shows the island (an RSVP page whose event was taken down); the island then
      // loads the page itself.
      const answer: PostedIslandAnswer<object> | Record<string, never> = props ? { props } : {};
      await sendResponse(res, new Response(JSON.stringify(answer), { status: action.init?.status ?? 200, headers }));
    } catch (error) {
      next(error);
    }
  };
}
