import { createHash, randomBytes } from "node:crypto";
import { STAFF_BASE_PATH } from "../../admin/staff-paths";
import type { Store } from "../platform/database.server";
import { readCookie, serializeCookie, signValue, unsignValue } from "./cookie-signing.server";

/** The staff session cookie: sent only to /admin, never readable by scripts. */
export const SESSION_COOKIE = "helios_staff";
export const SESSION_COOKIE_PATH = STAFF_BASE_PATH;
/** A session ends this long after sign-in, however active it is (absolute expiry). */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
/** Random bytes in a session token. */
export const SESSION_TOKEN_BYTES = 32;

export interface StaffSession {
  /** The stored id: a hash of the token in the cookie, never the token itself. */
  id: string;
  userId: string;
  email: string;
  expiresAt: number;
}

/** Sessions are stored under a hash of their token, so a copy of the database cannot be used to sign in. */
export function sessionIdFor(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function createSession(store: Store, userId: string, now = Date.now()): Promise<{ token: string; expiresAt: number }> {
  const token = randomBytes(SESSION_TOKEN_BYTES).toString("base64url");
  const expiresAt = now + SESSION_TTL_MS;
  await store.db
    .insertInto("sessions")
    .values({ id: sessionIdFor(token), user_id: userId, created_at: now, expires_at: expiresAt })
    .execute();
  return { token, expiresAt };
}

/** The live session of a token with its account, or undefined when unknown or expired. */
export async function findSession(store: Store, token: string, now = Date.now()): Promise<StaffSession | undefined> {
  const row = await store.db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select(["sessions.id as id", "sessions.user_id as userId", "users.email as email", "sessions.expires_at as expiresAt"])
    .where("sessions.id", "=", sessionIdFor(token))
    .where("sessions.expires_at", ">", now)
    .executeTakeFirst();
  return row ?? undefined;
}

export async function deleteSession(store: Store, sessionId: string): Promise<void> {
  await store.db.deleteFrom("sessions").where("id", "=", sessionId).execute();
}

/** Signs a staff member out everywhere but the session given (after a password change). */
export async function deleteOtherSessions(store: Store, userId: string, keepSessionId: string): Promise<void> {
  await store.db.deleteFrom("sessions").where("user_id", "=", userId).where("id", "!=", keepSessionId).execute();
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
