import type { Request, Response } from "express";
import { localPath } from "../app/lib/local-path";
import { plain } from "./request-guards";

/** The query of a request target, with its "?" ("" when there is none). */
export function searchOf(target: string): string {
  const start = target.indexOf("?");
  return start < 0 ? "" : target.slice(start);
}

/** The address without its trailing slashes ("/about/?a=1" is "/about?a=1"), when that is a path on this site. */
export function withoutTrailingSlash(pathname: string, search: string): string | undefined {
  return localPath((pathname.replace(/\/+$/, "") || "/") + search);
}

/**
 * One address per page: "/about/" answers 301 to "/about", its query kept. The target goes through localPath like
 * every redirect of the site; one that would leave it (the request guards already refuse "//host/") is a 404.
 */
export function redirectWithoutTrailingSlash(req: Request, res: Response): void {
  const target = withoutTrailingSlash(req.path, searchOf(req.originalUrl));
  if (target === undefined) return plain(res, 404, "Not Found: there is no page at this address.");
  res.redirect(301, target);
}
