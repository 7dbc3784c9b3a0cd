import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { Store } from "../platform/database.server";

/** The window of the form limit (FORM_RATE_LIMIT posts per client, 20 by default). */
export const FORM_WINDOW_SECONDS = 10 * 60;
/** Files a client may attach to quote requests in the same window: a few requests' drawings and photos. */
export const ATTACHMENTS_PER_WINDOW = 30;
/** Captcha challenges per client in the same window: a visitor needs one per form, plus one per expiry. */
export const CHALLENGES_PER_WINDOW = 60;

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  consume(key: string): Promise<RateLimitResult>;
}

/**
 * With PostgreSQL the counters live in the database, so every instance sharing it sees the same counts.
 * With the embedded SQLite file there is one instance, and the counters stay in its memory: they need no
 * durability, and writing them would cost a disk sync on every post.
 */
export function createRateLimiter(
  store: Store | null,
  options: { keyPrefix: string; points: number; durationSeconds: number },
): RateLimiter {
  const common = { keyPrefix: options.keyPrefix, points: options.points, duration: options.durationSeconds };
  let limiter: RateLimiterAbstract;
  if (store?.dialect === "postgres") {
    // The table is made by a migration (0008), once, before any limiter starts.
    limiter = new RateLimiterPostgres({ ...common, storeClient: store.raw, tableName: "rate_limits", tableCreated: true });
  } else {
    limiter = new RateLimiterMemory(common);
  }
  return {
    async consume(key) {
      try {
        await limiter.consume(key);
        return { allowed: true };
      } catch (result) {
        if (result instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(result.msBeforeNext / 1000)) };
        }
        // A store failure must not turn away a visitor's lead.
        console.error(`Rate limiter unavailable: ${(result as Error)?.message ?? result}`);
        return { allowed: true };
      }
    },
  };
}
