import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext, type Cookie, type Page } from "@playwright/test";

/** The first staff account of every test server (playwright.config.ts passes it as ADMIN_EMAIL/ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: "e2e-admin@helios.example", password: "e2e staff password, never real" } as const;

/** A staff member's sign-in details. */
export type StaffAccount = { email: string; password: string };

const SIGN_IN_PATH = "/admin/login";
/** Where the sign-in form goes once signed in, unless a deep link asked for another staff page. */
const INBOX_PATH = "/admin/submissions";
const HTTP_SEE_OTHER = 303;
/** The staff session cookie (app/lib/server/staff/sessions.server.ts). */
const SESSION_COOKIE = "helios_staff";

/**
 * How long a step that checks a password may take: each check is one scrypt hash of 128 MB, one at a time per
 * server, which takes a few seconds on a busy 2-core machine (about 0.35 s on an idle one).
 */
export const PASSWORD_CHECK = { timeout: 20_000 };

/**
 * The sessions this test worker has signed in, by server and account: a test that only needs to be signed in carries
 * one over instead of hashing the password again (each sign-in is a 128 MB scrypt hash). A session a test ended (by
 * signing out, ending sessions or changing the password) no longer opens the inbox, and the form signs in afresh.
 */
const workerSessions = new Map<string, Cookie>();
const sessionKey = (origin: string, account: StaffAccount) => `${origin} ${account.email} ${account.password}`;

/**
 * The first account's session in the browser tests' template data folder (tests/e2e/support/staff.ts), kept beside
 * the folder: every server started from a copy of it knows this session.
 */
export const TEMPLATE_SESSION_FILE = path.resolve("data/e2e-template-session.json");

/** Signs `account` in on the server at `url` and returns its session cookie's name and value. */
export async function sessionCookie(url: string, account: StaffAccount): Promise<{ name: string; value: string }> {
  const response = await fetch(`${url}${SIGN_IN_PATH}`, {
    method: "POST",
    body: new URLSearchParams({ email: account.email, password: account.password, next: INBOX_PATH }),
    headers: { Origin: url },
    redirect: "manual",
  });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${SESSION_COOKIE}=`));
  if (response.status !== HTTP_SEE_OTHER || !cookie) throw new Error(`signing in at ${url} answered ${response.status}`);
  return { name: SESSION_COOKIE, value: cookie.slice(SESSION_COOKIE.length + 1).split(";")[0]! };
}

/** The template's session as a cookie for the server at `origin`, when it is the first account's and there is one. */
function templateSession(origin: string, account: StaffAccount): Cookie | undefined {
  if (account.email !== E2E_ADMIN.email || account.password !== E2E_ADMIN.password || !existsSync(TEMPLATE_SESSION_FILE)) return undefined;
  const { name, value } = JSON.parse(readFileSync(TEMPLATE_SESSION_FILE, "utf8")) as { name: string; value: string };
  return { name, value, domain: new URL(origin).hostname, path: "/admin", expires: -1, httpOnly: true, secure: false, sameSite: "Lax" };
}

/**
 * The server to sign in to: the one whose sign-in page the page is on (a deep link's), or else the one its context
 * talks to (its baseURL, asked of the server itself), as the sign-in page's relative address would be.
 */
async function serverOrigin(page: Page): Promise<string> {
  if (/^https?:\/\/[^/]+\/admin\/login/.test(page.url())) return new URL(page.url()).origin;
  return new URL((await page.request.get("/livez")).url()).origin;
}

/**
 * Browser tests: makes the page's browser signed in as `account` and leaves it on the inbox (or on the staff page a
 * deep link to the sign-in page asked for, which `landing` matches). Carries over this worker's session for that
 * server and account when it still works; otherwise signs in through the sign-in page. Tests about the sign-in itself
 * use `signInThroughForm`.
 */
export async function signIn(page: Page, account: StaffAccount = E2E_ADMIN, landing = /\/admin\/submissions$/) {
  const origin = await serverOrigin(page);
  const session = workerSessions.get(sessionKey(origin, account)) ?? templateSession(origin, account);
  if (session) {
    const asked = /\/admin\/login/.test(page.url()) ? new URL(page.url()).searchParams.get("next") : null;
    await page.context().addCookies([session]);
    // By its full address: the page may be on another server than its context's baseURL.
    await page.goto(`${origin}${asked ?? INBOX_PATH}`);
    if (landing.test(page.url())) return;
    workerSessions.delete(sessionKey(origin, account));
  }
  await signInThroughForm(page, account, landing);
}

/** Signs in through the sign-in page's form, as a person does, and waits for the inbox (or the page asked for). */
export async function signInThroughForm(page: Page, account: StaffAccount = E2E_ADMIN, landing = /\/admin\/submissions$/) {
  if (!/\/admin\/login/.test(page.url())) await page.goto(SIGN_IN_PATH);
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(account.email);
  await form.getByLabel("Password").fill(account.password);
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(landing, PASSWORD_CHECK);
  const origin = new URL(page.url()).origin;
  const session = (await page.context().cookies(origin)).find((cookie) => cookie.name === SESSION_COOKIE);
  if (session) workerSessions.set(sessionKey(origin, account), session);
}

/** HTTP tests: signs an API client in as staff (a same-origin post of the sign-in form; the session cookie stays in it). */
export async function signInApi(request: APIRequestContext, baseURL: string, account: StaffAccount = E2E_ADMIN): Promise<void> {
  const response = await request.post(`${baseURL}${SIGN_IN_PATH}`, {
    form: { email: account.email, password: account.password, next: INBOX_PATH },
    headers: { Origin: new URL(baseURL).origin },
    maxRedirects: 0,
  });
  expect(response.status(), "signing in").toBe(HTTP_SEE_OTHER);
}
