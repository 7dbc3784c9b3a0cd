import type { Request, Response } from "express";
import type { ContentService } from "../app/lib/server/content/content-service.server";
import { runMorningMail } from "../app/lib/server/leads/pipeline/morning-mail.server";
import { runRetention } from "../app/lib/server/leads/privacy/retention.server";
import type { AppServices } from "../app/lib/server/platform/services.server";

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

/**
 * POST /__test/morning-mail: looks now, on the content clock, whether the morning mail is due (as the server's own
 * minute tick does), so a browser test that moved the clock to 08:00 need not wait for the tick. Answers how many
 * mails this instance queued. Mounted only with ENABLE_TEST_ROUTES.
 */
export function testMorningMailRoute(services: Pick<AppServices, "store" | "content" | "wakeOutbox">) {
  return async function morningMail(_req: Request, res: Response) {
    res.setHeader("Cache-Control", "no-store");
    const queued = await runMorningMail(services.store, services.content.now());
    if (queued) services.wakeOutbox();
    res.json({ queued });
  };
}

/**
 * POST /__test/retention: runs the day's deletion of leads past the owners' retention now, on the content clock, at
 * whatever hour it says (as the server's own schedule does once a day, decision 076). Answers how many leads this
 * instance deleted, or null when it did not run (the setting is off, or the day was run already). Mounted only with
 * ENABLE_TEST_ROUTES.
 */
export function testRetentionRoute(services: Pick<AppServices, "store" | "content">) {
  return async function retention(_req: Request, res: Response) {
    res.setHeader("Cache-Control", "no-store");
    res.json({ deleted: await runRetention(services.store, services.content.now(), { anyHour: true }) });
  };
}
