import type { ServerBuild } from "react-router";
import { localPath } from "../app/lib/local-path";
import { loggedPath } from "./log-path";

/**
 * No redirect leaves the site. Each redirect a page makes already builds its target from a path of this site (an old
 * journal or project address, the way back after signing in); this is the check behind them all: every loader and
 * action of the build is wrapped, and a redirect whose Location is not a path on this site (app/lib/local-path.ts)
 * becomes a 404 and a line in the log. It holds for document requests, for client navigation's data requests (which
 * carry the redirect in their body rather than a Location header) and for form islands' posts alike.
 */

type ServerRoute = ServerBuild["routes"][string] & {};
type RouteModule = ServerRoute["module"];
type Handler = NonNullable<RouteModule["loader"]>;

/** The answer that takes the place of a redirect off the site. */
function refused(location: string): Response {
  // The address as the request log writes one (tokens and personal query values masked), never whole.
  console.error(`Refused a redirect off the site (to ${JSON.stringify(loggedPath(location))})`);
  return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** A redirect to somewhere that is not a path of this site, as the 404 that replaces it; undefined otherwise. */
export function offSiteRedirect(value: unknown): Response | undefined {
  if (!(value instanceof Response) || value.status < 300 || value.status > 399) return undefined;
  const location = value.headers.get("Location");
  if (location === null || localPath(location) !== undefined) return undefined;
  return refused(location);
}

function guarded(handler: Handler): Handler {
  return async (args) => {
    let result: unknown;
    try {
      result = await handler(args);
    } catch (thrown) {
      throw offSiteRedirect(thrown) ?? thrown;
    }
    const refusal = offSiteRedirect(result);
    if (refusal) throw refusal;
    return result;
  };
}

function guardBuild(build: ServerBuild): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const { loader, action } = route.module;
    routes[id] = {
      ...route,
      module: { ...route.module, ...(loader ? { loader: guarded(loader) } : {}), ...(action ? { action: guarded(action) } : {}) },
    };
  }
  return { ...build, routes };
}

/** The build with every loader's and action's redirects checked (a build loader, in development, likewise). */
export function sameSiteRedirects(build: ServerBuild): ServerBuild;
export function sameSiteRedirects(build: () => Promise<ServerBuild>): () => Promise<ServerBuild>;
export function sameSiteRedirects(build: ServerBuild | (() => Promise<ServerBuild>)): ServerBuild | (() => Promise<ServerBuild>);
export function sameSiteRedirects(build: ServerBuild | (() => Promise<ServerBuild>)) {
  if (typeof build === "function") return async () => guardBuild(await build());
  return guardBuild(build);
}
