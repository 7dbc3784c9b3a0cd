import { setTimeout as sleep } from "node:timers/promises";
import type { User } from "../platform/db-schema";
import { hashPassword, needsRehash, PasswordHashBusyError, verifyPassword } from "../platform/password-hash.server";
import type { AppServices } from "../platform/services.server";
import { claimAttempt, markSucceeded, releaseAttempt, throttleKeys } from "./login-throttle.server";
import { dummyPasswordHash } from "./passwords.server";
import { findUserByEmail, updatePasswordHash } from "./users.server";

/** Retry-After when every password hash slot is taken (a flood of sign-ins): a few seconds, then it is free again. */
export const HASHING_BUSY_RETRY_SECONDS = 5;

export type PasswordCheck =
  | { ok: true; user: User }
  | { ok: false; reason: "wrong" }
  | { ok: false; reason: "throttled" | "busy"; retryAfterSeconds: number };

/**
 * Checks a password for an email under the sign-in throttle: signing in, and every staff action that asks for the
 * password again (changing it, adding or removing an account), so a stolen session cannot be used to guess it.
 * Exactly one password hash is computed when the attempt is allowed (against a dummy hash for an unknown or removed
 * email) and none when it is refused, so neither the answer nor its timing tells whether an account exists. A
 * hash made at an older cost is remade at today's after the right password.
 */
export async function checkPassword(
  services: AppServices,
  input: { email: string; password: string; clientIp?: string },
  now = Date.now(),
): Promise<PasswordCheck> {
  const { store } = services;
  const claim = await claimAttempt(store, throttleKeys(input.email, input.clientIp, services.clientKey), now);
  if (!claim.allowed) return { ok: false, reason: "throttled", retryAfterSeconds: claim.retryAfterSeconds };
  if (claim.delayMs > 0) await sleep(claim.delayMs);

  const user = await findUserByEmail(store, input.email);
  let matches: boolean;
  try {
    matches = await verifyPassword(input.password, user?.password_hash ?? (await dummyPasswordHash()));
  } catch (error) {
    if (!(error instanceof PasswordHashBusyError)) throw error;
    await releaseAttempt(store, claim.attemptId);
    return { ok: false, reason: "busy", retryAfterSeconds: HASHING_BUSY_RETRY_SECONDS };
  }
  if (user && !matches && needsRehash(user.password_hash)) {
    // An older, cheaper hash answered sooner than the dummy would have: make up the difference with a hash at
    // today's cost (the right password pays it too, for the rehash), so the timing stays the same.
    await verifyPassword(input.password, await dummyPasswordHash()).catch(() => false);
  }
  if (!user || !matches) return { ok: false, reason: "wrong" };

  await markSucceeded(store, claim.attemptId);
  if (needsRehash(user.password_hash)) await rehash(services, user, input.password);
  return { ok: true, user };
}

async function rehash(services: AppServices, user: User, password: string): Promise<void> {
  try {
    await updatePasswordHash(services.store, user.id, user.password_hash, await hashPassword(password));
  } catch (error) {
    // Busy: the old hash still works, and the next sign-in tries again.
    if (!(error instanceof PasswordHashBusyError)) throw error;
  }
}
