import { expect, test } from "vitest";
import { CHEAP_CAPTCHA, postRsvp as post, solvedAhead } from "#tests/e2e/support/rsvp-burst";
import { openRsvpEvent } from "#tests/e2e/support/events";
import { startApp } from "./support/app";

/**
 * The per-client limit on form posts at its default (20 in the window), from the production app in this process. The
 * crash test, a real process killed mid-burst, stays in tests/e2e/durability.spec.ts.
 */

/** Signing in to open the event, twenty captchas and sixty posts: seconds on a busy 2-core machine. */
const FLOOD_TIMEOUT_MS = 120_000;

test("a flood from one client gets 429 after at most 20 posts; a dozen posts are fine", async () => {
  const server = await startApp(CHEAP_CAPTCHA);
  try {
    await openRsvpEvent(server.url);
    // The limit counts every post, captcha or not; each of the first 20 carries one, so those are stored.
    const captchas = await solvedAhead(server.url, 20);
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push(await post(server.url, i, captchas[i]));
    expect(statuses.slice(0, 12).every((status) => status === 200)).toBe(true);
    const firstRefused = statuses.indexOf(429);
    expect(firstRefused).toBeGreaterThan(11);
    expect(firstRefused).toBeLessThanOrEqual(20);
    expect(statuses.slice(firstRefused).every((status) => status === 429)).toBe(true);
  } finally {
    await server.close();
  }
}, FLOOD_TIMEOUT_MS);
