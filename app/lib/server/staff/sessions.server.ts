import { createHash, randomBytes } from "node:crypto";
import type { StaffRole } from "#app/lib/admin/staff-roles";
import { STAFF_BASE_PATH } from "#app/lib/admin/staff-paths";
import type { Store } from "../platform/database.server";
import { readCookie, serializeCookie, signValue, unsignValue } from "./cookie-signing.server";

/** The staff session cookie: sent only to /admin, never readable by scripts. */
export const SESSION_COOKIE = "helios_staff";
export const SESSION_COOKIE_PATH = STAFF_BASE_PATH;
/** A session ends this long after sign-in, however active it is (absolute expiry). */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** Random bytes in a session token. */
export const SESSION_TOKEN_BYTES = 32;
/** A session's "last seen" is written at most this often (not on every request). */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

export interface StaffSession {
  /** The stored id: a hash of the token in the cookie, never the token itself. */
  id: string;
  userId: string;
  email: string;
  /** What the account may use (app/lib/admin/staff-roles.ts), read with the session on every request. */
  role: StaffRole;
  /** The name the account's edits are signed with, or null (its email is shown). */
  name: string | null;
  /** Whether the account has a second factor: the authenticator app on, or a passkey. */
  secondFactor: boolean;
  expiresAt: number;
  lastSeenAt: number;
}

/** Where a session was started from, as stored: a description of the browser and the pseudonymised address. */
export interface SessionOrigin {
  browser?: string;
  clientHash?: string;
}

/** One of a staff member's live sessions, for the Account page. */
export interface SessionLine {
  id: string;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
  browser: string | null;
  clientHash: string | null;
}

/** Sessions are stored under a hash of their token, so a copy of the database cannot be used to sign in. */
export function sessionIdFor(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function createSession(
  store: Store,
  userId: string,
  now = Date.now(),
  origin: SessionOrigin = {},
): Promise<{ token: string; expiresAt: number }> {
  const token = randomBytes(SESSION_TOKEN_BYTES).toString("base64url");
  const expiresAt = now + SESSION_TTL_MS;
  await store.db
    .insertInto("sessions")
    .values({
      id: sessionIdFor(token),
      user_id: userId,
      created_at: now,
      expires_at: expiresAt,
      last_seen_at: now,
      browser: origin.browser ?? null,
      client_hash: origin.clientHash ?? null,
    })
    .execute();
  return { token, expiresAt };
}

/** The live session of a token with its account, or undefined when unknown, expired or its account was removed. */
export async function findSession(store: Store, token: string, now = Date.now()): Promise<StaffSession | undefined> {
  const row = await store.db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select([
      "sessions.id as id",
      "sessions.user_id as userId",
      "users.email as email",
      "users.role as role",
      "users.display_name as name",
      "users.totp_enabled_at as secondFactorAt",
      "sessions.expires_at as expiresAt",
      "sessions.last_seen_at as lastSeenAt",
      "sessions.created_at as createdAt",
      (eb) => eb.exists(eb.selectFrom("passkeys").select("passkeys.id").whereRef("passkeys.user_id", "=", "users.id")).as("hasPasskey"),
    ])
    .where("sessions.id", "=", sessionIdFor(token))
    .where("sessions.expires_at", ">", now)
    .where("users.disabled_at", "is", null)
    .executeTakeFirst();
  if (!row) return undefined;
  const { createdAt, lastSeenAt, secondFactorAt, hasPasskey, ...session } = row;
  return { ...session, secondFactor: secondFactorAt !== null || Boolean(Number(hasPasskey)), expiresAt: Number(session.expiresAt), lastSeenAt: Number(lastSeenAt ?? createdAt) };
}

/** Records that a session was used now, at most once per SESSION_TOUCH_INTERVAL_MS. */
export async function touchSession(store: Store, session: StaffSession, now = Date.now()): Promise<void> {
  if (now - session.lastSeenAt < SESSION_TOUCH_INTERVAL_MS) return;
  await store.db.updateTable("sessions").set({ last_seen_at: now }).where("id", "=", session.id).execute();
}

/** A staff member's live sessions, the most recently used first. */
export async function listSessions(store: Store, userId: string, now = Date.now()): Promise<SessionLine[]> {
  const rows = await store.db
    .selectFrom("sessions")
    .select(["id", "created_at", "last_seen_at", "expires_at", "browser", "client_hash"])
    .where("user_id", "=", userId)
    .where("expires_at", ">", now)
    .execute();
  return rows
    .map((row) => ({
      id: row.id,
      createdAt: Number(row.created_at),
      lastSeenAt: Number(row.last_seen_at ?? row.created_at),
      expiresAt: Number(row.expires_at),
      browser: row.browser,
      clientHash: row.client_hash,
    }))
    .sort((a, b) => b.lastSeenAt - a.lastSeenAt || b.createdAt - a.createdAt);
}

/** Ends one of a staff member's own sessions; false when it is not theirs or no longer exists. */
export async function deleteUserSession(store: Store, userId: string, sessionId: string): Promise<boolean> {
  const result = await store.db.deleteFrom("sessions").where("id", "=", sessionId).where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteSession(store: Store, sessionId: string): Promise<void> {
  await store.db.deleteFrom("sessions").where("id", "=", sessionId).execute();
}

/** Signs a staff member out everywhere but the session given (after a password change, or when asked); returns how many. */
export async function deleteOtherSessions(store: Store, userId: string, keepSessionId: string): Promise<number> {
  const result = await store.db.deleteFrom("sessions").where("user_id", "=", userId).where("id", "!=", keepSessionId).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes expired sessions; returns how many. */
export async function sweepSessions(store: Store, now = Date.now()): Promise<number> {
  const result = await store.db.deleteFrom("sessions").where("expires_at", "<=", now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface SessionCookieOptions {
  secret: string;
  /** Secure whenever the site is served over HTTPS. */
  secure: boolean;
}

/** Set-Cookie for a new session: the token, signed with SESSION_SECRET. */
export function sessionCookie(token: string, expiresAt: number, options: SessionCookieOptions, now = Date.now()): string {
  return serializeCookie(SESSION_COOKIE, signValue(token, options.secret), {
    path: SESSION_COOKIE_PATH,
    maxAgeSeconds: (expiresAt - now) / 1000,
    secure: options.secure,
    httpOnly: true,
    sameSite: "Lax",
  });
}

/** Set-Cookie that removes the session cookie. */
export function clearedSessionCookie(options: Pick<SessionCookieOptions, "secure">): string {
  return serializeCookie(SESSION_COOKIE, "", {
    path: SESSION_COOKIE_PATH,
    maxAgeSeconds: 0,
    secure: options.secure,
    httpOnly: true,
    sameSite: "Lax",
  });
}

/** The session token of a request when its cookie is present and correctly signed. */
export function sessionToken(request: Request, secret: string): { present: boolean; token?: string } {
  const raw = readCookie(request.headers.get("cookie"), SESSION_COOKIE);
  if (raw === undefined || raw === "") return { present: false };
  return { present: true, token: unsignValue(raw, secret) };
}
