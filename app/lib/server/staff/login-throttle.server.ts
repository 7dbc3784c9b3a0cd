import { createHmac, randomUUID } from "node:crypto";
import { clientHash } from "../platform/client-hash.server";
import type { Store } from "../platform/database.server";
import { normaliseEmail } from "./users.server";

/**
 * The sign-in throttle (decision 024). Failures are counted in the database (several instances share the counts)
 * under three keys, each over a sliding window:
 * - one account from one client: after MAX_FAILURES_PER_ACCOUNT_AND_CLIENT that client may not try that account
 *   until the failures leave the window;
 * - one client, across accounts: after MAX_FAILURES_PER_CLIENT that client may not try any account;
 * - one account, from every client: never a refusal, but past ACCOUNT_SLOWDOWN_AFTER each try waits a delay that
 *   grows with the failures (accountDelayMs), so a stranger guessing from many addresses is slowed down while the
 *   right password from a client that has not failed still signs in.
 */
/** Failed sign-ins are counted over this sliding window. */
export const LOGIN_WINDOW_MS = 15 * 60_000;
/** Wrong passwords for one account from one client before that client is refused it for the rest of the window. */
export const MAX_FAILURES_PER_ACCOUNT_AND_CLIENT = 5;
/** Failed sign-ins from one client (any accounts) before it is refused for the rest of the window. */
export const MAX_FAILURES_PER_CLIENT = 10;
/** Failures for one account from all clients together before its sign-ins start to slow down. */
export const ACCOUNT_SLOWDOWN_AFTER = 20;
/** The first delay past ACCOUNT_SLOWDOWN_AFTER; it doubles every ACCOUNT_DELAY_DOUBLES_EVERY further failures. */
export const ACCOUNT_DELAY_BASE_MS = 1_000;
export const ACCOUNT_DELAY_DOUBLES_EVERY = 10;
/** The longest a sign-in waits, however many failures: slower, never locked. */
export const MAX_ACCOUNT_DELAY_MS = 16_000;
/** Attempt records are kept this long (a day of history for an investigation), then swept. */
export const LOGIN_ATTEMPT_RETENTION_MS = 24 * 60 * 60_000;
/** The only answer while refused, the same for existing and unknown accounts. */
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

/** How long a try for an account waits after `failures` failures for it (from every client) in the window. */
export function accountDelayMs(failures: number): number {
  if (failures < ACCOUNT_SLOWDOWN_AFTER) return 0;
  const doublings = Math.floor((failures - ACCOUNT_SLOWDOWN_AFTER) / ACCOUNT_DELAY_DOUBLES_EVERY);
  return Math.min(MAX_ACCOUNT_DELAY_MS, ACCOUNT_DELAY_BASE_MS * 2 ** Math.min(doublings, 16));
}

export type AttemptClaim =
  | { allowed: true; attemptId: string; /** Wait this long before checking the password. */ delayMs: number }
  | { allowed: false; retryAfterSeconds: number };

interface Failures {
  /** Times of this account's failures from this client since its last success here, newest first (capped). */
  pair: number[];
  /** Times of this client's failures for any account, newest first (capped). */
  client: number[];
  /** How many failures this account has from every client (capped). */
  account: number;
}

async function recentFailures(store: Store, keys: ThrottleKeys, now: number): Promise<Failures> {
  const since = now - LOGIN_WINDOW_MS;
  const lastSuccess = await store.db
    .selectFrom("login_attempts")
    .select((eb) => eb.fn.max<number | null>("created_at").as("at"))
    .where("account_key", "=", keys.account)
    .where("client_hash", "=", keys.client)
    .where("succeeded", "=", 1)
    .where("created_at", ">", since)
    .executeTakeFirst();
  // A success clears the count of that account from that client only: not the client's (one staff member signing
  // in must not reset a client guessing other accounts' passwords), nor the account's from other clients.
  const pairSince = Math.max(since, Number(lastSuccess?.at ?? since));
  const [pair, client, account] = await Promise.all([
    failureTimes(store, keys, pairSince, MAX_FAILURES_PER_ACCOUNT_AND_CLIENT + 1),
    failureTimes(store, { client: keys.client }, since, MAX_FAILURES_PER_CLIENT + 1),
    // Counting stops where the delay stops growing, so a flood does not make each count slower.
    store.db
      .selectFrom((eb) =>
        eb
          .selectFrom("login_attempts")
          .select("id")
          .where("account_key", "=", keys.account)
          .where("succeeded", "=", 0)
          .where("created_at", ">", since)
          .limit(ACCOUNT_SLOWDOWN_AFTER + ACCOUNT_DELAY_DOUBLES_EVERY * 5)
          .as("recent"),
      )
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  return { pair, client, account: Number(account.count) };
}

/** Times of the failures from `keys.client` (for `keys.account` too, when given) after `after`, newest first, at most `limit`. */
async function failureTimes(store: Store, keys: Pick<ThrottleKeys, "client"> & Partial<ThrottleKeys>, after: number, limit: number): Promise<number[]> {
  let query = store.db
    .selectFrom("login_attempts")
    .select("created_at")
    .where("client_hash", "=", keys.client)
    .where("succeeded", "=", 0)
    .where("created_at", ">", after);
  if (keys.account !== undefined) query = query.where("account_key", "=", keys.account);
  const rows = await query.orderBy("created_at", "desc").limit(limit).execute();
  return rows.map((row) => Number(row.created_at));
}

/**
 * Milliseconds until the keys may try again, or 0 when they may now. `allowance` is how many failures are
 * tolerated on top of the limits (1 when the caller's own pending attempt is already counted).
 */
function refusedFor(failures: Failures, now: number, allowance: number): number {
  let until = 0;
  const check = (times: number[], limit: number) => {
    if (times.length >= limit + allowance) {
      // The refusal lifts when the limit-th newest failure leaves the window.
      until = Math.max(until, times[limit - 1 + allowance]! + LOGIN_WINDOW_MS);
    }
  };
  check(failures.pair, MAX_FAILURES_PER_ACCOUNT_AND_CLIENT);
  check(failures.client, MAX_FAILURES_PER_CLIENT);
  return until > now ? until - now : 0;
}

/**
 * Before a password is checked: refuses when this client has failed too often (for this account, or for any);
 * otherwise records the attempt as a failure (turned into a success by markSucceeded, or taken back by
 * releaseAttempt), so concurrent tries cannot slip past the limits together, and says how long to wait first.
 */
export async function claimAttempt(store: Store, keys: ThrottleKeys, now = Date.now()): Promise<AttemptClaim> {
  const before = await recentFailures(store, keys, now);
  const refused = refusedFor(before, now, 0);
  if (refused > 0) return { allowed: false, retryAfterSeconds: Math.ceil(refused / 1000) };

  const attemptId = randomUUID();
  await store.db
    .insertInto("login_attempts")
    .values({ id: attemptId, account_key: keys.account, client_hash: keys.client, created_at: now, succeeded: 0 })
    .execute();
  // Counting our own row: more than the limit means others got in first in the meantime.
  const after = refusedFor(await recentFailures(store, keys, now), now, 1);
  if (after > 0) {
    await releaseAttempt(store, attemptId);
    return { allowed: false, retryAfterSeconds: Math.ceil(after / 1000) };
  }
  return { allowed: true, attemptId, delayMs: accountDelayMs(before.account) };
}

export async function markSucceeded(store: Store, attemptId: string): Promise<void> {
  await store.db.updateTable("login_attempts").set({ succeeded: 1 }).where("id", "=", attemptId).execute();
}

/** Takes back a claimed attempt whose password could not be checked (the server was busy): it counts for nothing. */
export async function releaseAttempt(store: Store, attemptId: string): Promise<void> {
  await store.db.deleteFrom("login_attempts").where("id", "=", attemptId).execute();
}

/** Deletes attempt records older than the retention period. */
export async function sweepLoginAttempts(store: Store, now = Date.now()): Promise<number> {
  const result = await store.db
    .deleteFrom("login_attempts")
    .where("created_at", "<", now - LOGIN_ATTEMPT_RETENTION_MS)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
