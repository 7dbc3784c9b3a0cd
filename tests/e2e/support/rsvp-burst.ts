import { solvedCaptcha } from "./captcha";

/**
 * Bursts of RSVP posts over plain HTTP, for the flood test (tests/http/durability.test.ts) and the crash test
 * (tests/e2e/durability.spec.ts).
 */

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

/** Posts guest n's RSVP to the server at `url`; its status. */
export async function postRsvp(url: string, n: number, altcha?: string): Promise<number> {
  const response = await fetch(`${url}/rsvp`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: rsvpBody(n, altcha),
  });
  return response.status;
}

/** `count` captchas solved ahead, so a burst of posts is not held up solving them. */
export function solvedAhead(url: string, count: number): Promise<string[]> {
  return Promise.all(Array.from({ length: count }, () => solvedCaptcha(url)));
}

/** A cheap proof of work, so that the captchas of a burst are solved ahead in moments. */
export const CHEAP_CAPTCHA = { ALTCHA_COST: "200" };
