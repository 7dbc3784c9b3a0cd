import { expect, type APIRequestContext, type Page } from "@playwright/test";

/** The first staff account of every test server (playwright.config.ts passes it as ADMIN_EMAIL/ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: "e2e-admin@helios.example", password: "e2e staff password, never real" } as const;

/** A staff member's sign-in details. */
export type StaffAccount = { email: string; password: string };

const SIGN_IN_PATH = "/admin/login";
/** Where the sign-in form goes once signed in, unless a deep link asked for another staff page. */
const INBOX_PATH = "/admin/submissions";
const HTTP_SEE_OTHER = 303;

/**
 * How long a step that checks a password may take: each check is one scrypt hash of 128 MB, one at a time per
 * server, which takes a few seconds on a busy 2-core machine (about 0.35 s on an idle one).
 */
export const PASSWORD_CHECK = { timeout: 20_000 };

/** Browser tests: signs in through the sign-in page and waits for the inbox (or the page asked for). */
export async function signIn(page: Page, account: StaffAccount = E2E_ADMIN, landing = /\/admin\/submissions$/) {
  if (!/\/admin\/login/.test(page.url())) await page.goto(SIGN_IN_PATH);
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("Email").fill(account.email);
  await form.getByLabel("Password").fill(account.password);
  await form.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(landing, PASSWORD_CHECK);
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
