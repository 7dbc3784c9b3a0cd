import express, { type NextFunction, type Request, type Response } from "express";
import { isOwnOrigin } from "../app/lib/server/platform/same-origin.server";
import { plain } from "./request-guards";

/** Form posts are small; anything bigger is refused with 413 before it is read into memory. */
export const MAX_POST_BYTES = 64 * 1024;

/** Reads a POST body into req.body (a Buffer), up to MAX_POST_BYTES; larger bodies get 413. */
export const readBody = express.raw({ type: () => true, limit: MAX_POST_BYTES });

/** Whether a request's Origin is this site's: SITE_URL's origin, or the origin the request was made to. */
export function fromOwnOrigin(req: Request, siteOrigin: string): boolean {
  return isOwnOrigin(req.get("origin"), siteOrigin, `${req.protocol}://${req.get("host")}`);
}

/**
 * Posts are accepted from this site only: a browser always sends Origin on a cross-site POST, so a foreign
 * (or "null") Origin is refused. Clients that send no Origin at all (scripts, integrations) are not browsers.
 */
export function sameOrigin(siteUrl: string) {
  const siteOrigin = new URL(siteUrl).origin;
  return function checkOrigin(req: Request, res: Response, next: NextFunction) {
    if (req.method !== "POST") return next();
    if (req.get("origin") === undefined || fromOwnOrigin(req, siteOrigin)) return next();
    return plain(res, 403, "Forbidden: forms on this site accept posts from this site only.");
  };
}
