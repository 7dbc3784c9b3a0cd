import { createHmac } from "node:crypto";

/** A visitor's address, pseudonymised: stable for rate limits and the record, not reversible without the key. */
export function clientHash(ip: string | undefined, key: string): string {
  return createHmac("sha256", key).update(ip ?? "unknown").digest("base64url").slice(0, 22);
}
