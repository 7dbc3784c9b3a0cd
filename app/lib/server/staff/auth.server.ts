import { data, redirect, type AppLoadContext } from "react-router";
import { STAFF_BASE_PATH } from "#app/lib/admin/staff-paths";
import { mayOpen, refusalFor, ROLE_HOME, rolesAt, type StaffRole } from "#app/lib/admin/staff-roles";
import { localPath } from "#app/lib/local-path";
import { isOwnOrigin } from "../platform/same-origin.server";
import { requireServices, type AppServices } from "../platform/services.server";
import { clientHash } from "../platform/client-hash.server";
import { browserSummary } from "./browser-summary.server";
import { checkPassword, type PasswordCheck } from "./password-check.server";
import { findUserByEmail, findUserById } from "./users.server";
import { claimAttempt, markSucceeded, throttleKeys, TOO_MANY_ATTEMPTS } from "./login-throttle.server";
import { checkSecondFactor } from "./second-factor.server";
import type { AuthenticationResponseJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { authenticationOptions, checkPasskey, hasPasskeys, parseCredential, relyingParty } from "./passkeys.server";
import { ceremonyCookie, clearedCeremonyCookie, readCeremony } from "./passkey-cookie.server";
import { secondFactorRoles } from "./staff-policy.server";
import { readCookie, serializeCookie, signValue, unsignValue } from "./cookie-signing.server";
import { recordAudit, recordFailedSignIn } from "../audit/audit-log.server";
import {
  clearedSessionCookie,
  createSession,
  deleteSession,
  findSession,
  sessionCookie,
  sessionToken,
  touchSession,
  type StaffSession,
} from "./sessions.server";

/**
 * Where staff land after signing in when no page was asked for: the staff front page, which stands for each role's
 * first page (ROLE_HOME; landingFor). A client-side navigation never goes to /admin itself: the session cookie's path
 * (/admin) does not cover its data request (/admin.data).
 */
export const STAFF_HOME = "/admin";

/** The page to open after signing in: the one asked for, or the role's first page. */
export function landingFor(role: StaffRole, next: string): string {
  return next === STAFF_HOME ? ROLE_HOME[role] : next;
}
export const LOGIN_PATH = "/admin/login";
/** The answer to a wrong email or password: it never says which of the two was wrong. */
export const WRONG_CREDENTIALS = "The email or password is not right.";
/** The answer when too many passwords are being checked at once (a flood): nothing was counted, try again soon. */
export const BUSY_CHECKING = "Too many sign-ins at once; please try again in a few seconds.";

export type Staff = StaffSession;

/** Cookies are Secure whenever the public site is served over HTTPS. */
export function secureCookies(services: AppServices): boolean {
  return services.env.SITE_URL.startsWith("https://");
}

/**
 * Staff posts must come from a page of this site: the browser's Origin must be the site's own (SITE_URL) or the
 * origin the request was made to. A missing Origin is refused too (stricter than the public forms).
 */
export function isSameOriginPost(request: Request, siteUrl: string): boolean {
  return isOwnOrigin(request.headers.get("origin"), new URL(siteUrl).origin, new URL(request.url).origin);
}

/** Paths below the staff base ("/admin/…"): the only ones signing in returns to. */
const INSIDE_STAFF = `${STAFF_BASE_PATH}/`;

/** A path inside the staff pages to return to after signing in; anything else becomes the inbox. */
export function safeNext(value: string | null | undefined): string {
  // A path on this site (app/lib/local-path.ts, the test every redirect passes), and one inside the staff pages.
  const local = localPath(value);
  if (!local) return STAFF_HOME;
  const url = new URL(local, "http://staff.invalid");
  if (!url.pathname.startsWith(INSIDE_STAFF)) return STAFF_HOME;
  if (url.pathname.startsWith(LOGIN_PATH) || url.pathname === "/admin/logout" || url.pathname.endsWith(".csv")) return STAFF_HOME;
  return `${url.pathname}${url.search}`;
}

/** The sign-in page, asked to come back to where the visitor was going. */
export function loginUrl(request: Request): string {
  const url = new URL(request.url);
  const next = safeNext(`${url.pathname.replace(/\.data$/, "")}${url.search}`);
  return next === STAFF_HOME ? LOGIN_PATH : `${LOGIN_PATH}?next=${encodeURIComponent(next)}`;
}

// Each loader of a page checks the session; one request runs several loaders, so the answer is kept per request.
const perRequest = new WeakMap<Request, Promise<Staff | undefined>>();

/** The signed-in staff member of a request, or undefined. */
export function currentStaff(request: Request, services: AppServices): Promise<Staff | undefined> {
  let found = perRequest.get(request);
  if (!found) {
    const { token } = sessionToken(request, services.sessionSecret);
    found = token ? findLiveSession(services, token) : Promise.resolve(undefined);
    perRequest.set(request, found);
  }
  return found;
}

async function findLiveSession(services: AppServices, token: string): Promise<Staff | undefined> {
  const session = await findSession(services.store, token);
  if (session) await touchSession(services.store, session);
  return session;
}

/** The pseudonymised address of a request's client, as sessions and the throttle store it. */
export function requestClientHash(services: AppServices, clientIp: string | undefined): string {
  return clientHash(clientIp, services.clientKey);
}

function plainResponse(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(`${message}\n`, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...headers } });
}

/** Throws 403 for a staff post whose Origin is not this site's (see isSameOriginPost). */
export function refuseForeignPost(request: Request, services: AppServices): void {
  if (!isSameOriginPost(request, services.env.SITE_URL)) {
    throw plainResponse(403, "Forbidden: staff pages accept posts from this site only.");
  }
}

/**
 * The `headers` of a staff page whose action is throttled (sign-in, password change): a document answer to a post
 * carries the action's Retry-After (React Router passes on only cookies by itself).
 */
export function throttledPageHeaders({ actionHeaders }: { actionHeaders: Headers }): HeadersInit {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
}

/** What a staff page refused to a role shows (the admin layout's error screen): who may use it, in a sentence. */
export interface RoleRefusal {
  refused: "role";
  message: string;
  home: string;
}

/** Why `staff` may not use the staff route at `url`, or undefined when their role may (app/lib/admin/staff-roles.ts). */
export function roleRefusal(staff: { role: StaffRole }, url: string): string | undefined {
  const { pathname } = new URL(url, "http://staff.invalid");
  return mayOpen(staff.role, pathname) ? undefined : refusalFor(staff.role, pathname);
}

/**
 * Every staff loader and action starts here. Without a valid session, pages redirect to the sign-in page (and a
 * stale cookie is removed); resource routes (the CSV export) answer 401. Posts from another origin get 403, and so
 * does a role the route's entry in the roles table does not allow (a page shows who may use it; decision 062).
 */
export async function requireStaff(
  request: Request,
  context: AppLoadContext,
  options: {
    resource?: boolean;
    /**
     * False only for the staff layout, whose data (the header's) is any signed-in staff member's: the page below it
     * checks the role, so that a refusal shows inside the staff header and navigation.
     */
    checkRole?: boolean;
  } = {},
): Promise<Staff> {
  const services = requireServices(context);
  if (request.method !== "GET" && request.method !== "HEAD") refuseForeignPost(request, services);
  const staff = await currentStaff(request, services);
  if (staff) {
    if (options.checkRole === false) return staff;
    const refused = roleRefusal(staff, request.url);
    if (!refused) {
      await requireSecondFactorIfAsked(services, staff, request, options);
      return staff;
    }
    if (options.resource) throw plainResponse(403, `Forbidden: ${refused}`);
    throw data({ refused: "role", message: refused, home: ROLE_HOME[staff.role] } satisfies RoleRefusal, { status: 403 });
  }
  if (options.resource) throw plainResponse(401, "Unauthorized: sign in at /admin/login first.");
  const { present } = sessionToken(request, services.sessionSecret);
  throw redirect(loginUrl(request), {
    headers: present ? { "Set-Cookie": clearedSessionCookie({ secure: secureCookies(services) }) } : undefined,
  });
}

/** Where an account that must have a second factor and has none is sent, and the only pages it may open meanwhile. */
export const SECOND_FACTOR_SETUP_PATH = "/admin/account";
export const SECOND_FACTOR_REQUIRED = "Your role must use a second factor: set one up on Your account before anything else.";

/** The owners' rule (staff-policy.server.ts): a role that must have a second factor uses nothing else until it has. */
async function requireSecondFactorIfAsked(services: AppServices, staff: Staff, request: Request, options: { resource?: boolean }): Promise<void> {
  if (staff.secondFactor) return;
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  // Its own account page, and signing out (open to anyone), stay open.
  if (path === SECOND_FACTOR_SETUP_PATH || rolesAt(path) === null) return;
  if (!(await secondFactorRoles(services.store)).includes(staff.role)) return;
  if (options.resource) throw plainResponse(403, `Forbidden: ${SECOND_FACTOR_REQUIRED}`);
  throw redirect(`${SECOND_FACTOR_SETUP_PATH}?second-factor=required`);
}

export type SignInResult =
  | { ok: true; setCookie: string; role: StaffRole }
  /** The password was right and the account has a second factor: the code is asked for next (CODE_PATH). */
  | { ok: "code"; setCookie: string }
  | { ok: false; status: 400 | 401 | 429 | 503; message: string; retryAfterSeconds?: number };

/** The answer to a failed password check, the same wherever a password is asked for. */
export function refusal(check: Exclude<PasswordCheck, { ok: true }>): { status: 401 | 429 | 503; message: string; retryAfterSeconds?: number } {
  if (check.reason === "throttled") return { status: 429, message: TOO_MANY_ATTEMPTS, retryAfterSeconds: check.retryAfterSeconds };
  if (check.reason === "busy") return { status: 503, message: BUSY_CHECKING, retryAfterSeconds: check.retryAfterSeconds };
  return { status: 401, message: WRONG_CREDENTIALS };
}

/**
 * Checks an email and password under the sign-in throttle (checkPassword) and starts a session, noting the browser
 * and the pseudonymised address it came from for the Account page.
 */
export async function signIn(
  services: AppServices,
  input: { email: string; password: string; clientIp?: string; userAgent?: string | null },
  now = Date.now(),
): Promise<SignInResult> {
  if (!input.email.trim() || !input.password) {
    return { ok: false, status: 400, message: "Enter your email address and your password." };
  }
  const check = await checkPassword(services, input, now);
  if (!check.ok) {
    if (check.reason === "wrong") {
      // Logged against an existing account only: a typed address of no account is not kept.
      const tried = await findUserByEmail(services.store, input.email);
      if (tried) await recordFailedSignIn(services.store, { id: tried.id, email: tried.email }, now);
    }
    return { ok: false, ...refusal(check) };
  }
  if (check.user.totp_enabled_at !== null || (await hasPasskeys(services.store, check.user.id))) {
    return { ok: "code", setCookie: pendingCodeCookie(services, check.user.id, now) };
  }
  return startSession(services, check.user, input, now);
}

/** Opens a session for an account whose sign-in is complete, and logs it. */
async function startSession(
  services: AppServices,
  user: { id: string; email: string; role: StaffRole },
  input: { clientIp?: string; userAgent?: string | null },
  now: number,
  how = "to the staff area",
): Promise<{ ok: true; setCookie: string; role: StaffRole }> {
  await recordAudit(services.store.db, { actor: { id: user.id, email: user.email }, action: "sign-in", subject: how, at: now });
  const session = await createSession(services.store, user.id, now, {
    browser: browserSummary(input.userAgent),
    clientHash: requestClientHash(services, input.clientIp),
  });
  const setCookie = sessionCookie(session.token, session.expiresAt, { secret: services.sessionSecret, secure: secureCookies(services) }, now);
  return { ok: true, setCookie, role: user.role };
}

/** The page that asks for the second factor's code after the password. */
export const CODE_PATH = "/admin/login/code";
/** The cookie that carries a sign-in from the password to the code: the account, signed, for CODE_TTL_MS. */
const CODE_COOKIE = "helios_staff_code";
export const CODE_TTL_MS = 5 * 60_000;
export const CODE_EXPIRED = "The time to enter the code ran out: sign in again with your password.";
export const WRONG_CODE = "This code is not right, or was used already. Enter the current code from your app, or an unused recovery code.";

/** The cookie that asks for the second factor's code next (after a password, or a reset link's new password). */
export function pendingCodeCookie(services: AppServices, userId: string, now: number): string {
  return serializeCookie(CODE_COOKIE, signValue(`${userId}~${now + CODE_TTL_MS}`, services.sessionSecret), {
    path: STAFF_BASE_PATH,
    maxAgeSeconds: CODE_TTL_MS / 1000,
    secure: secureCookies(services),
    httpOnly: true,
    sameSite: "Lax",
  });
}

function clearedCodeCookie(services: AppServices): string {
  return serializeCookie(CODE_COOKIE, "", { path: STAFF_BASE_PATH, maxAgeSeconds: 0, secure: secureCookies(services), httpOnly: true, sameSite: "Lax" });
}

/**
 * The account waiting for its second step (its password was right within CODE_TTL_MS), with what it may use: the app's
 * code (and recovery codes) when that is on, a passkey when it has one; undefined when none is waiting.
 */
export async function pendingCodeUser(request: Request, services: AppServices, now = Date.now()) {
  const signed = readCookie(request.headers.get("cookie"), CODE_COOKIE);
  const value = signed ? unsignValue(signed, services.sessionSecret) : undefined;
  const [userId, until] = value?.split("~") ?? [];
  if (!userId || !(Number(until) > now)) return undefined;
  const user = await findUserById(services.store, userId);
  if (!user) return undefined;
  const usesCode = user.totp_enabled_at !== null;
  const usesPasskey = await hasPasskeys(services.store, user.id);
  return usesCode || usesPasskey ? { ...user, usesCode, usesPasskey } : undefined;
}

export type CodeResult =
  | { ok: true; setCookies: string[]; role: StaffRole }
  | { ok: false; status: 400 | 401 | 429 | 503; message: string; retryAfterSeconds?: number; expired?: boolean };

/**
 * The second step of a sign-in: the code from the app (accepted once) or an unused recovery code, under the same
 * throttle as passwords (its own count per account and client; the client's count is shared), then the session.
 */
export async function finishSignIn(
  request: Request,
  services: AppServices,
  input: { code: string; clientIp?: string; userAgent?: string | null },
  now = Date.now(),
): Promise<CodeResult> {
  const user = await pendingCodeUser(request, services, now);
  if (!user) return { ok: false, status: 401, message: CODE_EXPIRED, expired: true };
  if (!user.usesCode) return { ok: false, status: 400, message: "Use your passkey for this step." };
  if (!input.code.trim()) return { ok: false, status: 400, message: "Enter the 6-digit code from your app, or a recovery code." };
  const claim = await claimAttempt(services.store, throttleKeys(`code:${user.email}`, input.clientIp, services.clientKey), now);
  if (!claim.allowed) return { ok: false, ...refusal({ ok: false, reason: "throttled", retryAfterSeconds: claim.retryAfterSeconds }) };
  const checked = await checkSecondFactor(services.store, user.id, input.code.slice(0, 64), services.sessionSecret, now);
  if (checked === "wrong") {
    await recordAudit(services.store.db, { actor: { id: user.id, email: user.email }, action: "sign-in-failed", subject: "with a wrong code", at: now });
    return { ok: false, status: 401, message: WRONG_CODE };
  }
  await markSucceeded(services.store, claim.attemptId);
  const session = await startSession(services, user, input, now);
  return { ok: true, setCookies: [session.setCookie, clearedCodeCookie(services)], role: session.role };
}

/** The answer when a passkey does not sign in: never why (unknown, removed, wrong site, used), only what to do. */
export const PASSKEY_REFUSED = "This passkey did not sign you in. Try again, or sign in with your email and password.";
/** The second step's passkey after its time ran out, or a sign-in whose options are too old. */
export const PASSKEY_EXPIRED = "The time to use your passkey ran out: try again.";

/**
 * The options for a passkey sign-in, with the cookie that keeps their challenge: any of the site's passkeys (the
 * browser offers its own), or, for the second step after a password, that account's only. Undefined when the second
 * step's time ran out. Nothing is stored.
 */
export async function startPasskeySignIn(
  request: Request,
  services: AppServices,
  secondStep: boolean,
  now = Date.now(),
): Promise<{ options: PublicKeyCredentialRequestOptionsJSON; setCookie: string } | undefined> {
  const rp = relyingParty(services.env.SITE_URL);
  const user = secondStep ? await pendingCodeUser(request, services, now) : undefined;
  if (secondStep && !user?.usesPasskey) return undefined;
  const options = await authenticationOptions(services.store, rp, user?.id);
  const purpose = secondStep ? "second-step" : "sign-in";
  return { options, setCookie: ceremonyCookie(services, purpose, { challenge: options.challenge, bound: user?.id ?? "-" }, now) };
}

/**
 * Signs in with a passkey: alone (it passes the second factor: the user was verified), or as the second step after
 * the password. Under the sign-in throttle (its count per credential and client; the client's count is shared), a
 * refusal is logged against the passkey's account when it names one, and the challenge works once.
 */
export async function passkeySignIn(
  request: Request,
  services: AppServices,
  input: { credential: string; secondStep: boolean; clientIp?: string; userAgent?: string | null },
  now = Date.now(),
): Promise<CodeResult> {
  const ceremony = readCeremony(request, services, input.secondStep ? "second-step" : "sign-in", now);
  if (!ceremony) return { ok: false, status: 401, message: PASSKEY_EXPIRED };
  // The second step takes the passkeys of the account whose password was right, and whose options these were.
  const pending = input.secondStep ? await pendingCodeUser(request, services, now) : undefined;
  if (input.secondStep && pending?.id !== ceremony.bound) return { ok: false, status: 401, message: CODE_EXPIRED, expired: true };
  const userId = pending?.id;
  const response = parseCredential<AuthenticationResponseJSON>(input.credential);
  if (!response) return { ok: false, status: 400, message: PASSKEY_REFUSED };
  const claim = await claimAttempt(services.store, throttleKeys(`passkey:${response.id.slice(0, 200)}`, input.clientIp, services.clientKey), now);
  if (!claim.allowed) return { ok: false, ...refusal({ ok: false, reason: "throttled", retryAfterSeconds: claim.retryAfterSeconds }) };
  const checked = await checkPasskey(services.store, relyingParty(services.env.SITE_URL), { challenge: ceremony.challenge, response, userId }, now);
  if (!checked.ok) {
    if (checked.user) await recordFailedSignIn(services.store, checked.user, now, `with the passkey “${checked.passkey!.name}”, which was refused`);
    return { ok: false, status: 401, message: PASSKEY_REFUSED };
  }
  await markSucceeded(services.store, claim.attemptId);
  const session = await startSession(services, checked.user, input, now, `with the passkey “${checked.passkey.name}”`);
  const setCookies = [session.setCookie, clearedCeremonyCookie(services)];
  if (input.secondStep) setCookies.push(clearedCodeCookie(services));
  return { ok: true, setCookies, role: session.role };
}

/** Ends the request's session (if any) and returns the Set-Cookie that removes the cookie. */
export async function signOut(request: Request, services: AppServices): Promise<string> {
  const staff = await currentStaff(request, services);
  if (staff) {
    await deleteSession(services.store, staff.id);
    await recordAudit(services.store.db, { actor: { id: staff.userId, email: staff.email }, action: "sign-out", subject: "of the staff area" });
  }
  return clearedSessionCookie({ secure: secureCookies(services) });
}
