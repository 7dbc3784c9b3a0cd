import { expect, test } from "vitest";
import { solvedCaptcha } from "#tests/e2e/support/captcha";
import { openRsvpEvent } from "#tests/e2e/support/events";
import { startApp } from "./support/app";

/**
 * The per-client limit on form posts at its default (20 in the window), from the production app in this process. The
 * crash test, a real process killed mid-burst, stays in tests/e2e/durability.spec.ts.
 */

/** Signing in to open the event, twenty captchas and sixty posts: seconds on a busy 2-core machine. */
const FLOOD_TIMEOUT_MS = 120_000;

/** Guest n's RSVP, with a solved captcha when one is given (a post without one is refused). */
function rsvpBody(n: number, altcha = "") {
  return new URLSearchParams({
    first_name: `Guest${n}`,
    last_name: "Burst",
    _replyto: `guest${n}@example.com`,
    phone: "6045550100",
    guests: "2",
    altcha,
  }).toString();
}

async function post(url: string, n: number, altcha?: string) {
  const response = await fetch(`${url}/rsvp`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: rsvpBody(n, altcha),
  });
  return response.status;
}

/** `count` captchas solved ahead, so a burst of posts is not held up solving them. */
function solvedAhead(url: string, count: number): Promise<string[]> {
  return Promise.all(Array.from({ length: count }, () => solvedCaptcha(url)));
}

/** A cheap proof of work, so that the captchas of a burst are solved ahead in moments. */
const CHEAP_CAPTCHA = { ALTCHA_COST: "200" };

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
