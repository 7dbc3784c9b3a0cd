import { STAFF_BASE_PATH } from "#app/lib/admin/staff-paths";
import type { AppServices } from "../platform/services.server";
import { readCookie, serializeCookie, signValue, unsignValue } from "./cookie-signing.server";
import { PASSKEY_CEREMONY_TTL_MS } from "./passkeys.server";

/**
 * The challenge of a passkey registration or sign-in, between the options the server gave and the browser's answer
 * (decision 067): kept in a short-lived signed cookie, not in the database, so that a visitor who only asks for options
 * stores nothing. The cookie names what it is for and whom: a registration is bound to the account and the session that
 * asked (after its password), the second step of a sign-in to the account whose password was right, a sign-in to no
 * one (the passkey names its account).
 */

const PASSKEY_COOKIE = "helios_staff_passkey";

export type CeremonyPurpose = "register" | "sign-in" | "second-step" | "confirm";

export interface Ceremony {
  challenge: string;
  /**
   * Whom the ceremony is for: "account~session" for a registration or a confirmation, the account for the second step,
   * "-" for a sign-in.
   */
  bound: string;
}

const options = (services: AppServices, maxAgeSeconds: number) => ({
  path: STAFF_BASE_PATH,
  maxAgeSeconds,
  secure: services.env.SITE_URL.startsWith("https://"),
  httpOnly: true,
  sameSite: "Strict" as const,
});

/** The cookie that holds a ceremony's challenge for PASSKEY_CEREMONY_TTL_MS. */
export function ceremonyCookie(services: AppServices, purpose: CeremonyPurpose, ceremony: Ceremony, now = Date.now()): string {
  const value = [purpose, ceremony.challenge, ceremony.bound, String(now + PASSKEY_CEREMONY_TTL_MS)].join("~");
  return serializeCookie(PASSKEY_COOKIE, signValue(value, services.sessionSecret), options(services, PASSKEY_CEREMONY_TTL_MS / 1000));
}

export function clearedCeremonyCookie(services: AppServices): string {
  return serializeCookie(PASSKEY_COOKIE, "", options(services, 0));
}

/** The ceremony of `purpose` the request carries, signed and not expired, or undefined. */
export function readCeremony(request: Request, services: AppServices, purpose: CeremonyPurpose, now = Date.now()): Ceremony | undefined {
  const signed = readCookie(request.headers.get("cookie"), PASSKEY_COOKIE);
  const value = signed ? unsignValue(signed, services.sessionSecret) : undefined;
  const parts = value?.split("~") ?? [];
  if (parts.length < 4 || parts[0] !== purpose) return undefined;
  const until = Number(parts.at(-1));
  if (!(until > now)) return undefined;
  return { challenge: parts[1]!, bound: parts.slice(2, -1).join("~") };
}

/** How long a confirmation with a passkey stands in for the password on Your account's forms. */
export const PASSKEY_CONFIRMATION_TTL_MS = 5 * 60_000;
const CONFIRMED_COOKIE = "helios_staff_confirmed";

/**
 * The cookie saying that this session's staff member confirmed it was them with a passkey: the session (its stored id),
 * signed, for PASSKEY_CONFIRMATION_TTL_MS. Changing the password or the second factor then takes it instead of the
 * password.
 */
export function confirmationCookie(services: AppServices, sessionId: string, now = Date.now()): string {
  const value = `${sessionId}~${now + PASSKEY_CONFIRMATION_TTL_MS}`;
  return serializeCookie(CONFIRMED_COOKIE, signValue(value, services.sessionSecret), options(services, PASSKEY_CONFIRMATION_TTL_MS / 1000));
}

/** Until when the request's session is confirmed with a passkey, or undefined when it is not (or no longer). */
export function confirmedUntil(request: Request, services: AppServices, sessionId: string, now = Date.now()): number | undefined {
  const signed = readCookie(request.headers.get("cookie"), CONFIRMED_COOKIE);
  const value = signed ? unsignValue(signed, services.sessionSecret) : undefined;
  const [session, until] = value?.split("~") ?? [];
  return session === sessionId && Number(until) > now ? Number(until) : undefined;
}
