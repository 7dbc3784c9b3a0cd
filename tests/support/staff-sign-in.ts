import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext, type Cookie, type Page } from "@playwright/test";
import { HYDRATED } from "./hydration";

/** The first staff account of every test server (playwright.config.ts passes it as ADMIN_EMAIL/ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: "e2e-admin@helios.example", password: "e2e staff password, never real" } as const;

/**
 * What every test server adds to its environment: the test routes, and staff passwords hashed at 2^14 (16 MB)
 * instead of 2^17 (128 MB, a third of a second each): the tests sign in and fail to sign in hundreds of times, and
 * tests/unit/passwords.test.ts checks hashing at the real cost (password-hash.server.ts).
 */
export const TEST_SERVER_ENV = { ENABLE_TEST_ROUTES: "1", TEST_PASSWORD_HASH_COST: String(2 ** 14) } as const;

/** A staff member's sign-in details. */
export type StaffAccount = { email: string; password: string };

const SIGN_IN_PATH = "/admin/login";
/** Where the sign-in form goes once signed in, unless a deep link asked for another staff page. */
const INBOX_PATH = "/admin/submissions";
const HTTP_SEE_OTHER = 303;
/** The staff session cookie (app/lib/server/staff/sessions.server.ts). */
const SESSION_COOKIE = "helios_staff";

/**
 * How long a step that checks a password may take: each check is one scrypt hash, one at a time per server, and a
 * server that is not a test server (TEST_SERVER_ENV) hashes at 128 MB: a few seconds on a busy 2-core machine.
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

/** The session to carry over for `account` on the server at `origin`: this worker's, else the template's, if any. */
const carriedSession = (origin: string, account: StaffAccount): Cookie | undefined =>
  workerSessions.get(sessionKey(origin, account)) ?? templateSession(origin, account);

/** Keeps the session cookie the page's context now holds for `origin`, for this worker's next sign-in there. */
async function rememberSession(page: Page, origin: string, account: StaffAccount): Promise<void> {
  const session = (await page.context().cookies(origin)).find((cookie) => cookie.name === SESSION_COOKIE);
  if (session) workerSessions.set(sessionKey(origin, account), session);
}

/**
 * The server to sign in to: the one whose sign-in page the page is on (a deep link's), or else the one its context
 * talks to (its baseURL, asked of the server itself), as the sign-in page's relative address would be.
 */
async function serverOrigin(page: Page): Promise<string> {
  if (/^https?:\/\/[^/]+\/admin\/login/.test(page.url())) return new URL(page.url()).origin;
  return new URL((await page.request.get("/livez")).url()).origin;
}

/** Paths below the staff base: the only ones the sign-in page goes on to (`safeNext` in auth.server.ts). */
const STAFF_PAGE = /^\/admin\/(?!login\b)/;

/** Where `signIn` leaves the page. */
export type SignInOptions = {
  /** The staff page to end on: a path below /admin/ (its query too, when it has one), not the sign-in page. */
  at: string;
  /** The account to sign in as; the first staff account unless told. */
  as?: StaffAccount;
  /** What the page's address matches once there, for a page that forwards elsewhere; `at` exactly unless told. */
  landing?: RegExp;
};

/** Matches an address whose path and query are exactly `at`. */
const exactly = (at: string) => new RegExp(`^https?://[^/]+${at.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

/**
 * Browser tests: makes the page's browser signed in as `as` and leaves it on the staff page `at`, with one page load
 * (not the inbox first and then the page). Carries over this worker's session for that server and account (or the
 * template's): adds its cookie and opens `at`; if that lands on the sign-in page instead, the session was ended (a
 * sign-out, ended sessions, a changed password), and the form there (which goes on to `at`) signs in afresh. With no
 * session to carry, it opens the sign-in page as a deep link to `at` and signs in through its form. Either way the page
 * then holds `at` as loaded from the server (after a form sign-in with JavaScript, whose client-side navigation is
 * loaded again), so no test depends on which path was taken. Tests about the sign-in itself use `signInThroughForm`.
 */
export async function signIn(page: Page, { at, as: account = E2E_ADMIN, landing = exactly(at) }: SignInOptions) {
  if (!STAFF_PAGE.test(at)) throw new Error(`signIn: ${at} is not a staff page (a path below /admin/)`);
  const origin = await serverOrigin(page);
  const session = carriedSession(origin, account);
  if (session) await page.context().addCookies([session]);
  // By its full address: the page may be on another server than its context's baseURL.
  await page.goto(session ? `${origin}${at}` : `${origin}${SIGN_IN_PATH}?next=${encodeURIComponent(at)}`);
  if (new URL(page.url()).pathname !== SIGN_IN_PATH) {
    await expect(page, `signed in, on ${at}`).toHaveURL(landing);
    return;
  }
  workerSessions.delete(sessionKey(origin, account));
  await signInThroughForm(page, account, landing);
  // With JavaScript the form went on by a client-side navigation: loaded again, the page is as a carried session's.
  if (await page.locator(HYDRATED).count()) await page.reload();
  await expect(page, `signed in, on ${at}`).toHaveURL(landing);
}

/**
 * Browser tests that first ask the server over HTTP (`page.request`, which shares the page's cookies) and open a page
 * only later: makes the page's context signed in as `as` without loading any page. Carries over this worker's session
 * (or the template's) when a staff page answers it rather than sending it to sign in; otherwise posts the sign-in form.
 * The page stays where it was.
 */
export async function signInForRequests(page: Page, { as: account = E2E_ADMIN }: { as?: StaffAccount } = {}) {
  const origin = await serverOrigin(page);
  const session = carriedSession(origin, account);
  if (session) {
    await page.context().addCookies([session]);
    const answer = await page.request.get(`${origin}${INBOX_PATH}`, { maxRedirects: 0 });
    if (answer.ok()) return;
    workerSessions.delete(sessionKey(origin, account));
  }
  await signInApi(page.request, origin, account);
  await rememberSession(page, origin, account);
}

/**
 * Signs in through the sign-in page's form, as a person does, and waits for the role's first page (the overview for
 * owners, the inbox for sales staff) or the page asked for.
 */
export async function signInThroughForm(page: Page, account: StaffAccount = E2E_ADMIN, landing = /\/admin\/(overview|submissions)$/) {
  if (!/\/admin\/login/.test(page.url())) await page.goto(SIGN_IN_PATH);
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(account.email);
  await form.getByLabel("Password").fill(account.password);
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(landing, PASSWORD_CHECK);
  // The address changes when the answer starts to arrive: without JavaScript, the rest of the page may still be on
  // its way (on a busy machine, a notice above the inbox's table was seen before the table was).
  await page.waitForLoadState("load");
  await rememberSession(page, new URL(page.url()).origin, account);
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
