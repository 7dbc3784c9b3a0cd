import type { Env } from "../../env.server";
import type { FormServices } from "../leads/form-handler.server";
import type { RateLimiter } from "../leads/rate-limit.server";

/** Everything the server's routes need, made once at start by server/services.ts. */
export interface AppServices extends FormServices {
  env: Env;
  /** Key for pseudonymising client addresses: CLIENT_HASH_KEY, or the key shared through the database. */
  clientKey: string;
  /** Limits captcha challenges per client (each costs the server a key derivation). */
  challengeLimiter: RateLimiter;
  /** Signs staff session cookies: SESSION_SECRET, or the key shared through the database. */
  sessionSecret: string;
}
