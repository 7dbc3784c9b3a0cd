import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import type { Store } from "../platform/database.server";

/**
 * A second factor for staff accounts (decision 066): an authenticator app (TOTP, RFC 6238: 6 digits, 30 s, SHA-1, as
 * every app reads it) and ten one-use recovery codes. The app's secret is kept encrypted (AES-256-GCM, a key derived
 * from the session secret), a code is accepted once (the time step last used is kept, and only a later one passes),
 * and recovery codes are kept as SHA-256 hashes.
 */

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Codes one step either side of now are accepted: a phone's clock a little off, a code typed as it changed. */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;
const SECRET_BYTES = 20;
const ISSUER = "Helios staff";

function key(sessionSecret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", sessionSecret, "helios", "totp secret", 32));
}

export function encryptSecret(base32: string, sessionSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(sessionSecret), iv);
  const sealed = Buffer.concat([cipher.update(base32, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), sealed.toString("base64url"), cipher.getAuthTag().toString("base64url")].join(":");
}

/** The secret, or undefined when it cannot be read (another session secret: the account then uses a recovery code). */
export function decryptSecret(stored: string, sessionSecret: string): string | undefined {
  const [version, iv, sealed, tag] = stored.split(":");
  if (version !== "v1" || !iv || !sealed || !tag) return undefined;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key(sessionSecret), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return undefined;
  }
}

function totpOf(base32: string, label: string): TOTP {
  return new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(base32), digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS, algorithm: "SHA1" });
}

/** What the setup shows: the secret as text (spaced in fours), the otpauth:// address and its QR code as SVG. */
export interface SecondFactorSetup {
  secret: string;
  uri: string;
  qrSvg: string;
}

/** Starts setting up an authenticator app: a new secret, kept aside until a code confirms it. */
export async function startSecondFactor(store: Store, user: { id: string; email: string }, sessionSecret: string): Promise<SecondFactorSetup> {
  const secret = new Secret({ size: SECRET_BYTES }).base32;
  await store.db.updateTable("users").set({ totp_pending_secret: encryptSecret(secret, sessionSecret) }).where("id", "=", user.id).execute();
  return setupOf(secret, user.email);
}

async function setupOf(secret: string, email: string): Promise<SecondFactorSetup> {
  const uri = totpOf(secret, email).toString();
  const qrSvg = await QRCode.toString(uri, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
  return { secret: secret.match(/.{1,4}/g)!.join(" "), uri, qrSvg };
}

/** The setup being shown again (a wrong code, a reload), or undefined when none was started. */
export async function pendingSecondFactor(store: Store, user: { id: string; email: string }, sessionSecret: string): Promise<SecondFactorSetup | undefined> {
  const row = await store.db.selectFrom("users").select("totp_pending_secret").where("id", "=", user.id).executeTakeFirst();
  const secret = row?.totp_pending_secret ? decryptSecret(row.totp_pending_secret, sessionSecret) : undefined;
  return secret ? setupOf(secret, user.email) : undefined;
}

/** The time step a code matches (within TOTP_WINDOW of now), or undefined. */
function matchingStep(secret: string, code: string, now: number): number | undefined {
  const delta = totpOf(secret, "").validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  return delta === null ? undefined : Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
}

/** A recovery code as typed: letters and digits only, lower case ("ab12-cd34" and "AB12CD34" are one). */
const normaliseRecovery = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, "");
const recoveryHash = (code: string) => createHash("sha256").update(normaliseRecovery(code)).digest("hex");

function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const text = randomBytes(5).toString("hex");
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}

async function replaceRecoveryCodes(store: Store, userId: string, now: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await store.db.transaction().execute(async (trx) => {
    await trx.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
    await trx
      .insertInto("recovery_codes")
      .values(codes.map((code) => ({ code_hash: recoveryHash(code), user_id: userId, created_at: now, used_at: null })))
      .execute();
  });
  return codes;
}

/**
 * Confirms the secret being set up with a code from the app: the second factor is on, and ten recovery codes are made
 * (shown once: only their hashes are kept). Undefined when the code does not match.
 */
export async function confirmSecondFactor(store: Store, userId: string, code: string, sessionSecret: string, now = Date.now()): Promise<string[] | undefined> {
  const row = await store.db.selectFrom("users").select("totp_pending_secret").where("id", "=", userId).executeTakeFirst();
  const secret = row?.totp_pending_secret ? decryptSecret(row.totp_pending_secret, sessionSecret) : undefined;
  const step = secret ? matchingStep(secret, code, now) : undefined;
  if (!secret || step === undefined) return undefined;
  await store.db
    .updateTable("users")
    .set({ totp_secret: row!.totp_pending_secret, totp_pending_secret: null, totp_enabled_at: now, totp_last_step: step })
    .where("id", "=", userId)
    .execute();
  return replaceRecoveryCodes(store, userId, now);
}

/** New recovery codes, the old ones no longer valid (shown once). */
export function renewRecoveryCodes(store: Store, userId: string, now = Date.now()): Promise<string[]> {
  return replaceRecoveryCodes(store, userId, now);
}

/** Turns the second factor off: the secret and the recovery codes go. */
export async function removeSecondFactor(store: Store, userId: string): Promise<void> {
  await store.db.transaction().execute(async (trx) => {
    await trx.updateTable("users").set({ totp_secret: null, totp_pending_secret: null, totp_enabled_at: null, totp_last_step: null }).where("id", "=", userId).execute();
    await trx.deleteFrom("recovery_codes").where("user_id", "=", userId).execute();
  });
}

export type CodeCheck = "app" | "recovery" | "wrong";

/**
 * Checks a code at sign-in: the app's (accepted once: its time step must be later than the last one accepted, moved
 * on in one conditional update, so two requests with one code cannot both pass) or an unused recovery code (used up
 * in one conditional update).
 */
export async function checkSecondFactor(store: Store, userId: string, code: string, sessionSecret: string, now = Date.now()): Promise<CodeCheck> {
  const typed = code.replace(/\s+/g, "");
  if (/^\d{6}$/.test(typed)) {
    const row = await store.db.selectFrom("users").select(["totp_secret", "totp_last_step"]).where("id", "=", userId).executeTakeFirst();
    const secret = row?.totp_secret ? decryptSecret(row.totp_secret, sessionSecret) : undefined;
    const step = secret ? matchingStep(secret, typed, now) : undefined;
    if (step === undefined) return "wrong";
    const moved = await store.db
      .updateTable("users")
      .set({ totp_last_step: step })
      .where("id", "=", userId)
      .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
      .executeTakeFirst();
    return Number(moved.numUpdatedRows) === 1 ? "app" : "wrong";
  }
  if (normaliseRecovery(typed).length !== 10) return "wrong";
  const used = await store.db
    .updateTable("recovery_codes")
    .set({ used_at: now })
    .where("code_hash", "=", recoveryHash(typed))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1 ? "recovery" : "wrong";
}

/** Recovery codes left unused. */
export async function recoveryCodesLeft(store: Store, userId: string): Promise<number> {
  const row = await store.db
    .selectFrom("recovery_codes")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
