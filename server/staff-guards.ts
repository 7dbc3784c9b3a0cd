import type { NextFunction, Request, Response } from "express";
import { withAuditScope } from "../app/lib/server/audit/audit-scope.server";
import type { AppServices } from "../app/lib/server/platform/services.server";
import { browserSummary } from "../app/lib/server/staff/browser-summary.server";
import { requestClientHash } from "../app/lib/server/staff/auth.server";
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

/** Runs each staff request with its pseudonymised client and browser family, for the audit log's entries. */
export function staffAuditScope(services: AppServices) {
  return function scopeStaffRequest(req: Request, _res: Response, next: NextFunction) {
    if (!isStaffPath(req.path)) return next();
    withAuditScope({ client: requestClientHash(services, req.ip), browser: browserSummary(req.get("user-agent")) }, next);
  };
}
