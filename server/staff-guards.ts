import type { NextFunction, Request, Response } from "express";
import { isStaffPath } from "../app/lib/admin/staff-paths";
import { CACHE_PRIVATE } from "../app/lib/cache-control";
import { fromOwnOrigin } from "./post-guards";

export const STAFF_ROBOTS = "noindex, nofollow";

/**
 * Every /admin response is private and kept out of search engines; staff posts must carry this site's Origin
 * (a missing one is refused too, unlike the public forms, which integrations may post to).
 */
export function staffGuards(siteUrl: string) {
  const siteOrigin = new URL(siteUrl).origin;
  return function guardStaff(req: Request, res: Response, next: NextFunction) {
    if (!isStaffPath(req.path)) return next();
    res.setHeader("X-Robots-Tag", STAFF_ROBOTS);
    res.setHeader("Cache-Control", CACHE_PRIVATE);
    if (req.method === "POST" && !fromOwnOrigin(req, siteOrigin)) {
      res.status(403).type("text/plain; charset=utf-8");
      return res.send("Forbidden: staff pages accept posts from this site only.\n");
    }
    next();
  };
}
