import { createHmac, randomUUID } from "node:crypto";
import { clientHash } from "../platform/client-hash.server";
import type { Store } from "../platform/database.server";
import { normaliseEmail } from "./users.server";

/** Failed sign-ins are counted over this sliding window. */
export const LOGIN_WINDOW_MS = 15 * 60_000;
/** Wrong passwords for one account (whether or not it exists) before it is locked for the rest of the window. */
export const MAX_FAILURES_PER_ACCOUNT = 5;
/** Failed sign-ins from one client (any accounts) before it is locked for the rest of the window. */
export const MAX_FAILURES_PER_CLIENT = 10;
/** Attempt records are kept this long (a day of history for an investigation), then swept. */
export const LOGIN_ATTEMPT_RETENTION_MS = 24 * 60 * 60_000;
/** The only answer while locked, the same for existing and unknown accounts. */
export const TOO_MANY_ATTEMPTS = "Too many attempts, try again later";

export interface ThrottleKeys {
  /** Pseudonymised typed email (see accountKey): the table never holds what someone typed. */
  account: string;
  /** Pseudonymised client address (clientHash). */
  client: string;
}

/** The account half of the throttle key: an HMAC of the normalised email, so typos and junk are not stored. */
export function accountKey(email: string, key: string): string {
  return createHmac("sha256", key).update(`account:${normaliseEmail(email)}`).digest("base64url").slice(0, 32);
}

/** The keys an attempt is counted under: the account's email (typed at sign-in, or the staff member's) and client. */
export function throttleKeys(email: string, clientIp: string | undefined, key: string): ThrottleKeys {
  return { account: accountKey(email, key), client: clientHash(clientIp, key) };
}

export type AttemptClaim = { allowed: true; attemptId: string } | { allowed: false; retryAfterSeconds: number };

/** Times of the failures that count against the keys, newest first, at most `limit` of each. */
async function recentFailures(store: Store, keys: ThrottleKeys, now: number) {
  const since = now - LOGIN_WINDOW_MS;
  const lastSuccess = await store.db
    .selectFrom("login_attempts")
    .select((eb) => eb.fn.max<number | null>("created_at").as("at"))
    .where("account_key", "=", keys.account)
    .where("succeeded", "=", 1)
    .where("created_at", ">", since)
    .executeTakeFirst();
  // A successful sign-in clears the account's count (not the client's: one staff member signing in must not
  // reset a client that is guessing other accounts' passwords).
  const accountSince = Math.max(since, Number(lastSuccess?.at ?? since));
  const [account, client] = await Promise.all([
    store.db
      .selectFrom("login_attempts")
      .select("created_at")
      .where("account_key", "=", keys.account)
      .where("succeeded", "=", 0)
      .where("created_at", ">", accountSince)
      .orderBy("created_at", "desc")
      .limit(MAX_FAILURES_PER_ACCOUNT + 1)
      .execute(),
    store.db
      .selectFrom("login_attempts")
      .select("created_at")
      .where("client_hash", "=", keys.client)
      .where("succeeded", "=", 0)
      .where("created_at", ">", since)
      .orderBy("created_at", "desc")
      .limit(MAX_FAILURES_PER_CLIENT + 1)
      .execute(),
  ]);
  return { account: account.map((row) => Number(row.created_at)), client: client.map((row) => Number(row.created_at)) };
}

/**
 * Milliseconds until the keys may try again, or 0 when they may now. `allowance` is how many failures are
 * tolerated on top of the limits (1 when the caller's own pending attempt is already counted).
 */
function lockedFor(failures: { account: number[]; client: number[] }, now: number, allowance: number): number {
  let until = 0;
  const check = (times: number[], limit: number) => {
    if (times.length >= limit + allowance) {
      // The lock lifts when the limit-th newest failure leaves the window.
      until = Math.max(until, times[limit - 1 + allowance]! + LOGIN_WINDOW_MS);
    }
  };
  check(failures.account, MAX_FAILURES_PER_ACCOUNT);
  check(failures.client, MAX_FAILURES_PER_CLIENT);
  return until > now ? until - now : 0;
}

/**
 * Before a password is checked: refuses when either key is locked; otherwise records the attempt as a failure
 * (turned into a success by markSucceeded), so concurrent tries cannot slip past the limits together.
 */
export async function claimAttempt(store: Store, keys: ThrottleKeys, now = Date.now()): Promise<AttemptClaim> {
  const before = lockedFor(await recentFailures(store, keys, now), now, 0);
  if (before > 0) return { allowed: false, retryAfterSeconds: Math.ceil(before / 1000) };

  const attemptId = randomUUID();
  await store.db
    .insertInto("login_attempts")
    .values({ id: attemptId, account_key: keys.account, client_hash: keys.client, created_at: now, succeeded: 0 })
    .execute();
  // Counting our own row: more than the limit means others got in first in the meantime.
  const after = lockedFor(await recentFailures(store, keys, now), now, 1);
  if (after > 0) {
    await store.db.deleteFrom("login_attempts").where("id", "=", attemptId).execute();
    return { allowed: false, retryAfterSeconds: Math.ceil(after / 1000) };
  }
  return { allowed: true, attemptId };
}

export async function markSucceeded(store: Store, attemptId: string): Promise<void> {
  await store.db.updateTable("login_attempts").set({ succeeded: 1 }).where("id", "=", attemptId).execute();
}

/** Deletes attempt records older than the retention period. */
export async function sweepLoginAttempts(store: Store, now = Date.now()): Promise<number> {
  const result = await store.db
    .deleteFrom("login_attempts")
    .where("created_at", "<", now - LOGIN_ATTEMPT_RETENTION_MS)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
