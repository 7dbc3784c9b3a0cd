import { request as playwrightRequest, type APIRequestContext, type Browser, type BrowserContext } from "@playwright/test";
import { expect, FAILED_RESOURCE, test, hydrateOnLoad } from "./fixtures";
import { createEvent, signInApi, upcomingEventFields } from "./support/events";
import { E2E_ADMIN, postRsvp, signIn, startStaffServer, uniqueName } from "./support/staff";

/**
 * Tests that count (the RSVP headcount) or fail sign-ins on purpose (throttling locks an account and a client for
 * 15 minutes) run against a server of their own with a fresh database, one at a time, so they neither disturb
 * nor are disturbed by the other tests. The throttling tests come last: they lock the first account.
 */
test.describe.configure({ mode: "serial", timeout: 60_000 });

const WRONG = "The email or password is not right.";
const LOCKED = "Too many attempts, try again later";

let staffServer: Awaited<ReturnType<typeof startStaffServer>>;
const contexts: BrowserContext[] = [];
const clients: APIRequestContext[] = [];

test.beforeAll(async () => {
  staffServer = await startStaffServer();
});

test.afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await Promise.all(clients.map((client) => client.dispose()));
  await staffServer?.stop();
});

async function newPage(browser: Browser, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({ baseURL: staffServer.server.url, ...options });
  contexts.push(context);
  const page = await context.newPage();
  return options.javaScriptEnabled === false ? page : hydrateOnLoad(page);
}

/** A client of the server seen as coming from `ip` (the server trusts one proxy). */
async function client(ip: string) {
  const context = await playwrightRequest.newContext({
    baseURL: staffServer.server.url,
    extraHTTPHeaders: { "x-forwarded-for": ip, origin: staffServer.server.url },
  });
  clients.push(context);
  return context;
}

/** Posts the sign-in form; returns the status and the alert's text from the page sent back. */
async function attempt(from: APIRequestContext, email: string, password: string) {
  const response = await from.post("/admin/login", { form: { email, password }, maxRedirects: 0 });
  const body = await response.text();
  const alert = /<p role="alert"[^>]*>([^<]*)<\/p>/.exec(body)?.[1];
  return { status: response.status(), alert, retryAfter: response.headers()["retry-after"], setCookie: response.headers()["set-cookie"] };
}

test("the first account was made from ADMIN_EMAIL at start, and the password was not logged", () => {
  const output = staffServer.server.output();
  expect(output).toContain(`Staff account created for ${E2E_ADMIN.email} from ADMIN_EMAIL`);
  expect(output).not.toContain(E2E_ADMIN.password);
});

test("the RSVP overview counts replies and guests per event and per page, without spam", async ({ browser }) => {
  const staff = await client("192.0.2.9");
  await signInApi(staff, staffServer.server.url);
  const title = uniqueName("Open House ");
  // Replies of up to 9 guests, so the spam below would fit too.
  const eventId = await createEvent(staff, staffServer.server.url, upcomingEventFields({ title, max_guests: "9" }));
  const guest = await client("192.0.2.10");
  await postRsvp(guest, { first_name: uniqueName("Count"), guests: 2 }, "rsvp");
  await postRsvp(guest, { first_name: uniqueName("Count"), guests: 4 }, "rsvp-livingspace");
  await postRsvp(guest, { first_name: uniqueName("Count"), guests: 5 }, "rsvp-livingspace");
  await postRsvp(guest, { first_name: uniqueName("Spam"), guests: 9, company_website: "spam.example" }, "rsvp-livingspace");
  const page = await newPage(browser);
  await signIn(page);
  await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "RSVPs" }).click();
  const group = page.getByRole("region", { name: title, exact: true });
  await expect(group.getByRole("table", { name: /^Replies and guests per RSVP page/ }).getByRole("row")).toHaveText([
    /^Page\s*Replies\s*Confirmed guests\s*Waiting list guests$/,
    /^RSVP\s*1\s*2\s*0$/,
    /^RSVP \(Cosentino\)\s*0\s*0\s*0$/,
    /^RSVP \(Living Space\)\s*2\s*9\s*0$/,
  ]);
  const figure = (scope: typeof group, term: string) => scope.getByRole("term").filter({ hasText: new RegExp(`^${term}$`) }).locator("xpath=following-sibling::dd[1]");
  await expect(figure(group, "Confirmed guests")).toHaveText("11");
  await expect(figure(group, "Replies")).toHaveText("3");
  await expect(figure(page.getByRole("main"), "Confirmed guests in all")).toHaveText("11");
  await group.getByRole("link", { name: "RSVP (Living Space)" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/submissions\\?kind=rsvp&form=rsvp-livingspace&event=${eventId}$`));
  await expect(page.getByText(`RSVPs for ${title}`)).toBeVisible();
  await expect(page.getByText("Showing 1–2 of 2 submissions")).toBeVisible();
});

test("a staff member adds an account, who signs in and changes their own password", async ({ browser, expectConsoleError }) => {
  expectConsoleError(FAILED_RESOURCE(422));
  const colleague = { email: `${uniqueName("colleague")}@helios.example`, password: "first password for them" };
  const page = await newPage(browser);
  await signIn(page);
  await page.goto("/admin/account");
  const add = page.getByRole("form", { name: "Add a staff account" });
  await add.getByLabel("Their email").fill(colleague.email);
  await add.getByLabel("Password for them").fill(colleague.password);
  await add.getByLabel("Their password again").fill(colleague.password);
  await add.getByRole("button", { name: "Add account" }).click();
  await expect(add.getByRole("status")).toContainText(`Account added for ${colleague.email}`);
  await expect(page.getByRole("region", { name: "Staff accounts" })).toContainText(colleague.email);
  await expect(add.getByLabel("Their email")).toHaveValue("");

  // The same email again (in capitals) is refused at the field.
  await add.getByLabel("Their email").fill(colleague.email.toUpperCase());
  await add.getByLabel("Password for them").fill(colleague.password);
  await add.getByLabel("Their password again").fill(colleague.password);
  await add.getByRole("button", { name: "Add account" }).click();
  await expect(add.getByLabel("Their email")).toHaveAccessibleDescription(`There is already an account for ${colleague.email}.`);

  const other = await newPage(browser);
  await signIn(other, colleague);
  await other.goto("/admin/account");
  const change = other.getByRole("form", { name: "Change your password" });
  const fillChange = async (current: string, next: string, again = next) => {
    await change.getByLabel("Current password").fill(current);
    await change.getByLabel("New password", { exact: true }).fill(next);
    await change.getByLabel("New password again").fill(again);
    await change.getByRole("button", { name: "Change password" }).click();
  };
  // The browser stops a short password itself (minlength); the server refuses it too.
  await change.evaluate((form: HTMLFormElement) => (form.noValidate = true));
  await fillChange(colleague.password, "too short");
  await expect(change.getByLabel("New password", { exact: true })).toHaveAccessibleDescription(/^The password must be at least 12 characters long\./);
  await fillChange("not the password at all", "a brand new passphrase");
  await expect(change.getByLabel("Current password")).toHaveAccessibleDescription("This is not your current password.");
  await fillChange(colleague.password, "a brand new passphrase");
  await expect(change.getByRole("status")).toContainText("Your password has been changed.");
  await expect(change.getByLabel("Current password")).toHaveValue("");

  await other.getByRole("button", { name: "Sign out" }).click();
  await expect(other.getByRole("status")).toHaveText("You have signed out.");
  await signIn(other, { email: colleague.email, password: "a brand new passphrase" });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a wrong password is refused without saying which part was wrong", async ({ browser }) => {
    const page = await newPage(browser, { javaScriptEnabled: false });
    await page.goto("/admin/login");
    const form = page.getByRole("form", { name: "Sign in" });
    await form.getByLabel("Email").fill(E2E_ADMIN.email);
    await form.getByLabel("Password").fill("not the password");
    const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), form.getByRole("button", { name: "Sign in" }).click()]);
    expect(response.status()).toBe(401);
    await expect(page.getByRole("alert")).toHaveText(WRONG);
    await expect(form.getByLabel("Email")).toHaveValue(E2E_ADMIN.email);
    await expect(form.getByLabel("Password")).toHaveValue("");
    await signIn(page);
  });
});

test.describe("sign-in throttling", () => {
  test("after 5 wrong passwords for an account, every try gets 429, even with the right password from elsewhere", async () => {
    const guesser = await client("198.51.100.1");
    for (let i = 0; i < 5; i++) expect(await attempt(guesser, E2E_ADMIN.email, `wrong password ${i}`)).toMatchObject({ status: 401, alert: WRONG });
    const locked = await attempt(guesser, E2E_ADMIN.email, E2E_ADMIN.password);
    expect(locked).toMatchObject({ status: 429, alert: LOCKED, setCookie: undefined });
    expect(Number(locked.retryAfter)).toBeGreaterThan(800);
    expect(Number(locked.retryAfter)).toBeLessThanOrEqual(900);
    const owner = await client("198.51.100.2");
    expect(await attempt(owner, E2E_ADMIN.email, E2E_ADMIN.password)).toMatchObject({ status: 429, alert: LOCKED, setCookie: undefined });
  });

  test("an account that does not exist is locked the same way, with the same answer", async () => {
    const guesser = await client("198.51.100.3");
    const nobody = `${uniqueName("nobody")}@helios.example`;
    for (let i = 0; i < 5; i++) expect(await attempt(guesser, nobody, `wrong password ${i}`)).toMatchObject({ status: 401, alert: WRONG });
    const locked = await attempt(guesser, nobody, "any password at all");
    expect(locked).toMatchObject({ status: 429, alert: LOCKED });
    expect(Number(locked.retryAfter)).toBeGreaterThan(800);
  });

  test("after 10 failures from one client, its next try gets 429 whatever the account; other clients are not affected", async () => {
    const guesser = await client("198.51.100.4");
    for (let i = 0; i < 10; i++) {
      expect(await attempt(guesser, `${uniqueName("spray")}@helios.example`, "password123456")).toMatchObject({ status: 401, alert: WRONG });
    }
    expect(await attempt(guesser, `${uniqueName("fresh")}@helios.example`, "password123456")).toMatchObject({ status: 429, alert: LOCKED });
    expect(await attempt(await client("198.51.100.5"), `${uniqueName("fresh")}@helios.example`, "password123456")).toMatchObject({ status: 401, alert: WRONG });
  });

  test("the sign-in page says so to a person", async ({ browser, expectConsoleError }) => {
    expectConsoleError(FAILED_RESOURCE(429));
    const page = await newPage(browser);
    await page.goto("/admin/login");
    const form = page.getByRole("form", { name: "Sign in" });
    await form.getByLabel("Email").fill(E2E_ADMIN.email);
    await form.getByLabel("Password").fill(E2E_ADMIN.password);
    await form.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText(LOCKED);
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});
