import type { Request, Response } from "express";

/** What /healthz checks, each true when fine: e.g. { database, migrations, mail }. */
export type HealthChecks = Record<string, boolean>;

/**
 * /healthz, the readiness check: 200 when every check passes; otherwise 503 naming the checks that failed, so a load
 * balancer stops sending visitors and the operator sees why. Never cached; no detail beyond the checks' names.
 */
export function readiness(checks: () => HealthChecks | Promise<HealthChecks>) {
  return async function healthz(_req: Request, res: Response) {
    let results: HealthChecks;
    try {
      results = await checks();
    } catch {
      results = { checks: false };
    }
    const failed = Object.keys(results).filter((name) => !results[name]);
    res.setHeader("Cache-Control", "no-store");
    if (failed.length === 0) res.status(200).json({ status: "ok", checks: results });
    else res.status(503).json({ status: "unavailable", failed, checks: results });
  };
}

/** /livez: answers as long as the process runs and its event loop turns (no database, no other check). */
export function liveness(_req: Request, res: Response) {
  res.setHeader("Cache-Control", "no-store");
  res.status(200).json({ status: "ok" });
}
