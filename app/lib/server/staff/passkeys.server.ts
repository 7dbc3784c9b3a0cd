import { createHash, randomUUID } from "node:crypto";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { MAX_PASSKEYS_PER_ACCOUNT } from "#app/lib/forms/staff/account-forms";
import type { StaffRole } from "#app/lib/admin/staff-roles";
import { isUniqueViolation, type Store } from "../platform/database.server";

/**
 * Passkeys (WebAuthn) of staff accounts (decision 067), with @simplewebauthn/server: registered on Your account (user
 * verification and a discoverable credential required, so signing in needs no email), used to sign in alone or as the
 * second step after a password. The relying party is the site's public address (SITE_URL): its host name is the RP ID
 * and its origin the only origin accepted, whatever host a request came in by.
 */

/** How long a registration or a sign-in may take between the options and the answer (the challenge's life). */
export const PASSKEY_CEREMONY_TTL_MS = 5 * 60_000;
/** The name the site gives itself in the browser's passkey prompt. */
const RP_NAME = "Helios staff";
/** The longest JSON answer from a browser that is read (an attestation "none" is well under 2 KB). */
export const MAX_PASSKEY_RESPONSE_LENGTH = 16_000;

export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

/** The relying party of a site address: its host name and its origin. */
export function relyingParty(siteUrl: string): RelyingParty {
  const url = new URL(siteUrl);
  return { id: url.hostname, origin: url.origin, name: RP_NAME };
}

/** One passkey as Your account lists it. */
export interface PasskeyLine {
  id: string;
  name: string;
  createdAt: number;
  lastUsedAt: number | null;
  backedUp: boolean;
}

/** An account's passkeys, oldest first. */
export async function listPasskeys(store: Store, userId: string): Promise<PasskeyLine[]> {
  const rows = await store.db
    .selectFrom("passkeys")
    .select(["id", "name", "created_at", "last_used_at", "backed_up"])
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: Number(row.created_at),
    lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
    backedUp: Number(row.backed_up) === 1,
  }));
}

export async function countPasskeys(store: Store, userId: string): Promise<number> {
  const row = await store.db
    .selectFrom("passkeys")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Renames one of an account's passkeys; its earlier name, or undefined when it is not the account's (or gone). */
export async function renamePasskey(store: Store, userId: string, passkeyId: string, name: string): Promise<string | undefined> {
  return store.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("passkeys").select("name").where("id", "=", passkeyId).where("user_id", "=", userId).executeTakeFirst();
    if (!row) return undefined;
    await trx.updateTable("passkeys").set({ name }).where("id", "=", passkeyId).where("user_id", "=", userId).execute();
    return row.name;
  });
}

/** Removes one of an account's passkeys; its name, or undefined when it is not the account's (or already gone). */
export async function removePasskey(store: Store, userId: string, passkeyId: string): Promise<string | undefined> {
  const row = await store.db.deleteFrom("passkeys").where("id", "=", passkeyId).where("user_id", "=", userId).returning("name").executeTakeFirst();
  return row?.name;
}

/** The options a browser registers a new passkey with: resident key and user verification required, the account's own excluded. */
export async function registrationOptions(
  store: Store,
  rp: RelyingParty,
  user: { id: string; email: string; name: string | null },
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await store.db.selectFrom("passkeys").select(["credential_id", "transports"]).where("user_id", "=", user.id).execute();
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userID: new TextEncoder().encode(user.id),
    userDisplayName: user.name ?? user.email,
    timeout: PASSKEY_CEREMONY_TTL_MS,
    attestationType: "none",
    excludeCredentials: existing.map((row) => ({ id: row.credential_id, transports: parseTransports(row.transports) })),
    authenticatorSelection: { residentKey: "required", requireResidentKey: true, userVerification: "required" },
  });
}

/** The options a browser signs in with: any of the site's passkeys (discoverable), or one account's (the second step). */
export async function authenticationOptions(store: Store, rp: RelyingParty, userId?: string): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const allowed = userId ? await store.db.selectFrom("passkeys").select(["credential_id", "transports"]).where("user_id", "=", userId).execute() : [];
  return generateAuthenticationOptions({
    rpID: rp.id,
    timeout: PASSKEY_CEREMONY_TTL_MS,
    userVerification: "required",
    allowCredentials: allowed.map((row) => ({ id: row.credential_id, transports: parseTransports(row.transports) })),
  });
}

function parseTransports(stored: string): string[] {
  try {
    const list: unknown = JSON.parse(stored);
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

/** A browser's JSON answer, read from a form field; undefined when it is not one (the library checks the rest). */
export function parseCredential<T extends RegistrationResponseJSON | AuthenticationResponseJSON>(text: string): T | undefined {
  if (!text || text.length > MAX_PASSKEY_RESPONSE_LENGTH) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null) return undefined;
    const { id, rawId, response, type } = value as Record<string, unknown>;
    if (typeof id !== "string" || typeof rawId !== "string" || type !== "public-key" || typeof response !== "object" || response === null) return undefined;
    return value as T;
  } catch {
    return undefined;
  }
}

const challengeHash = (challenge: string) => createHash("sha256").update(challenge).digest("hex");

/**
 * Uses a challenge up: its hash is kept until the challenge would have expired, and a second use is refused (false).
 * Called only after the browser's answer was verified, so a visitor who signs nothing stores nothing.
 */
export async function useChallenge(store: Store, challenge: string, now = Date.now()): Promise<boolean> {
  try {
    await store.db.insertInto("passkey_challenges").values({ challenge_hash: challengeHash(challenge), expires_at: now + PASSKEY_CEREMONY_TTL_MS }).execute();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** Deletes the used challenges that have expired anyway; returns how many. */
export async function sweepPasskeyChallenges(store: Store, now = Date.now()): Promise<number> {
  const result = await store.db.deleteFrom("passkey_challenges").where("expires_at", "<=", now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export type AddOutcome = { ok: true; id: string; name: string } | { ok: false; reason: "refused" | "limit" | "exists" };

/** What every passkey response must have been made for: this site, the challenge it was given, a verified user. */
function expectedBy(rp: RelyingParty, challenge: string) {
  return { expectedChallenge: challenge, expectedOrigin: rp.origin, expectedRPID: rp.id, requireUserVerification: true };
}

/**
 * Verifies a new passkey's registration (the challenge the server gave, the site's origin and RP ID, user verification)
 * and keeps it under the name given, unless the account has MAX_PASSKEYS_PER_ACCOUNT already: counted and inserted in
 * one transaction (PostgreSQL locks the account's row first, so two registrations at once cannot pass the limit).
 */
export async function addPasskey(
  store: Store,
  rp: RelyingParty,
  input: { userId: string; name: string; challenge: string; response: RegistrationResponseJSON },
  now = Date.now(),
): Promise<AddOutcome> {
  let verified;
  try {
    verified = await verifyRegistrationResponse({ response: input.response, ...expectedBy(rp, input.challenge) });
  } catch {
    return { ok: false, reason: "refused" };
  }
  if (!verified.verified) return { ok: false, reason: "refused" };
  const { credential, credentialBackedUp } = verified.registrationInfo;
  if (!(await useChallenge(store, input.challenge, now))) return { ok: false, reason: "refused" };
  const id = randomUUID();
  try {
    return await store.db.transaction().execute(async (trx): Promise<AddOutcome> => {
      if (store.dialect === "postgres") await trx.selectFrom("users").select("id").where("id", "=", input.userId).forUpdate().execute();
      const row = await trx
        .selectFrom("passkeys")
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .where("user_id", "=", input.userId)
        .executeTakeFirstOrThrow();
      if (Number(row.count) >= MAX_PASSKEYS_PER_ACCOUNT) return { ok: false, reason: "limit" };
      await trx
        .insertInto("passkeys")
        .values({
          id,
          user_id: input.userId,
          credential_id: credential.id,
          public_key: Buffer.from(credential.publicKey).toString("base64url"),
          counter: credential.counter,
          transports: JSON.stringify(credential.transports ?? input.response.response.transports ?? []),
          backed_up: credentialBackedUp ? 1 : 0,
          name: input.name,
          created_at: now,
          last_used_at: null,
        })
        .execute();
      return { ok: true, id, name: input.name };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "exists" };
    throw error;
  }
}

/** The account of a passkey sign-in, as the session needs it. */
export interface PasskeyUser {
  id: string;
  email: string;
  role: StaffRole;
}

export type PasskeyCheck =
  | { ok: true; user: PasskeyUser; passkey: { id: string; name: string } }
  /** `user`: the account of the credential, when it names one (a refusal is logged against it). */
  | { ok: false; user?: PasskeyUser; passkey?: { id: string; name: string } };

/** The active account and passkey a credential id names, if any. */
export async function findPasskeyOwner(store: Store, credentialId: string) {
  return store.db
    .selectFrom("passkeys")
    .innerJoin("users", "users.id", "passkeys.user_id")
    .select([
      "passkeys.id as id",
      "passkeys.name as name",
      "passkeys.public_key as publicKey",
      "passkeys.counter as counter",
      "passkeys.transports as transports",
      "users.id as userId",
      "users.email as email",
      "users.role as role",
    ])
    .where("passkeys.credential_id", "=", credentialId.slice(0, 1024))
    .where("users.disabled_at", "is", null)
    .executeTakeFirst();
}

/**
 * Checks a passkey sign-in: a credential of an active account (of `userId`'s, for the second step), signed for the
 * challenge the server gave, at the site's origin, with the user verified; then the challenge is used up (a second
 * use of it is refused) and the counter moved on in one conditional update (when the authenticator keeps one, it
 * must have grown).
 */
export async function checkPasskey(
  store: Store,
  rp: RelyingParty,
  input: { challenge: string; response: AuthenticationResponseJSON; userId?: string },
  now = Date.now(),
): Promise<PasskeyCheck> {
  const found = await findPasskeyOwner(store, input.response.id);
  if (!found || (input.userId && found.userId !== input.userId)) return { ok: false };
  const user: PasskeyUser = { id: found.userId, email: found.email, role: found.role };
  const passkey = { id: found.id, name: found.name };
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response: input.response,
      ...expectedBy(rp, input.challenge),
      credential: {
        id: input.response.id,
        publicKey: new Uint8Array(Buffer.from(found.publicKey, "base64url")),
        counter: Number(found.counter),
        transports: parseTransports(found.transports),
      },
    });
  } catch {
    return { ok: false, user, passkey };
  }
  if (!verified.verified) return { ok: false, user, passkey };
  if (!(await useChallenge(store, input.challenge, now))) return { ok: false, user, passkey };
  const { newCounter, credentialBackedUp } = verified.authenticationInfo;
  const moved = await store.db
    .updateTable("passkeys")
    .set({ counter: newCounter, last_used_at: now, backed_up: credentialBackedUp ? 1 : 0 })
    .where("id", "=", found.id)
    // An authenticator that keeps a counter must show a higher one than last time (a cloned key shows an old one).
    .where((eb) => (newCounter > 0 ? eb("counter", "<", newCounter) : eb("counter", "=", 0)))
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) return { ok: false, user, passkey };
  return { ok: true, user, passkey };
}

/** Whether an account has at least one passkey (it then counts as having a second factor). */
export async function hasPasskeys(store: Store, userId: string): Promise<boolean> {
  const row = await store.db.selectFrom("passkeys").select("id").where("user_id", "=", userId).limit(1).executeTakeFirst();
  return row !== undefined;
}
