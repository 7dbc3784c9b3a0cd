import type { Request, Response } from "express";
import type { ContentService } from "../app/lib/server/content/content-service.server";

/** The most a test may move the content clock: ten years either way. */
const MAX_OFFSET_MS = 10 * 365 * 24 * 60 * 60 * 1000;

/**
 * POST /__test/clock {"offsetMs": n}: moves the clock the owner content follows, as if that much time had passed,
 * so a browser test sees an announcement expire or an event close without waiting. Mounted only with
 * ENABLE_TEST_ROUTES; nothing else on the server follows this clock.
 */
export function testClockRoute(content: ContentService) {
  return function setClock(req: Request, res: Response) {
    const offset = (req.body as { offsetMs?: unknown } | undefined)?.offsetMs;
    res.setHeader("Cache-Control", "no-store");
    if (typeof offset !== "number" || !Number.isFinite(offset) || Math.abs(offset) > MAX_OFFSET_MS) {
      res.status(400).json({ error: 'Send {"offsetMs": n}, at most ten years either way.' });
      return;
    }
    content.setClockOffset(offset);
    res.json({ now: new Date(content.now()).toISOString() });
  };
}
