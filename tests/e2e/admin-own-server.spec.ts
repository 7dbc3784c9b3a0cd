import { Secret, TOTP } from "otpauth";
import { request as playwrightRequest, type APIRequestContext, type Browser, type BrowserContext } from "@playwright/test";
import { axeViolations, expect, expectAxeCleanAtBothWidths, FAILED_RESOURCE, test, hydrateOnLoad } from "./fixtures";
import { createEvent, upcomingEventFields } from "./support/events";
import { postRsvp, startStaffServer, uniqueName } from "./support/staff";
import { E2E_ADMIN, PASSWORD_CHECK, signIn, signInApi, signInThroughForm } from "../support/staff-sign-in";
import { freePort, SERVER_HOOK_TIMEOUT_MS } from "./support/processes";
import { mailLink, mailText, startSmtp, type ReceivedMail } from "./support/smtp";
import { solvedCaptcha } from "./support/captcha";
import { FORGOT_PASSWORD_PATH, INVITATION_PATH, RESET_PATH } from "#app/lib/admin/staff-link-paths";
import { RESET_TTL_MS } from "#app/lib/server/staff/staff-links.server";
import { CLOSED_LINK, FORGOT_SENT } from "#app/lib/admin/staff-link-messages";

/**
 * Tests that count (the RSVP headcount), remove accounts or fail sign-ins on purpose (throttling refuses a client
 * for 15 minutes) run against a server of their own with a fresh database, one at a time, so they neither disturb
 * nor are disturbed by the other tests. The throttling tests come last.
 */
test.describe.configure({ mode: "serial", timeout: 90_000 });

const WRONG = "The email or password is not right.";
const LOCKED = "Too many attempts, try again later";

let staffServer: Awaited<ReturnType<typeof startStaffServer>>;
/** The mail server the staff server sends to: invitations and password links are read from it. */
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const contexts: BrowserContext[] = [];
const clients: APIRequestContext[] = [];

test.beforeAll(async () => {
  test.setTimeout(SERVER_HOOK_TIMEOUT_MS);
  smtp = await startSmtp(await freePort());
  // On an empty folder: one test here is about what the first start does.
  staffServer = await startStaffServer({ SMTP_URL: smtp.url }, { fresh: true });
});

test.afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await Promise.all(clients.map((client) => client.dispose()));
  await staffServer?.stop();
  await smtp?.close();
});

/** The latest mail to `to` whose text has `holding`, once it has arrived. */
async function mailTo(to: string, holding: string): Promise<ReceivedMail> {
  const find = () => smtp.messages.filter((mail) => mail.to.includes(to) && mailText(mail).includes(holding)).at(-1);
  await expect.poll(() => find() !== undefined, { message: `a mail to ${to} with "${holding}"`, timeout: 20_000 }).toBe(true);
  return find()!;
}

type Colleague = { email: string; password: string; name: string };

/** An owner (signed in on `staff`) invites a colleague, who accepts from another client: their account, ready. */
async function inviteAndAccept(staff: APIRequestContext, colleague: Colleague, role: "editor" | "sales", ip: string) {
  const invited = await staff.post("/admin/accounts", {
    form: { intent: "invite", email: colleague.email, invite_name: colleague.name, invite_role: role, invite_your_password: E2E_ADMIN.password },
  });
  expect(invited.status()).toBe(200);
  const link = mailLink(await mailTo(colleague.email, INVITATION_PATH), INVITATION_PATH);
  const accepted = await (await client(ip)).post(link, {
    form: { display_name: colleague.name, new_password: colleague.password, new_password_again: colleague.password },
    maxRedirects: 0,
  });
  expect(accepted.status()).toBe(303);
}

/** A browser page of its own; `ip` is the address the server sees it come from (X-Forwarded-For). */
async function newPage(browser: Browser, options: { javaScriptEnabled?: boolean; ip?: string } = {}) {
  const { ip, ...contextOptions } = options;
  const context = await browser.newContext({
    baseURL: staffServer.server.url,
    ...contextOptions,
    ...(ip ? { extraHTTPHeaders: { "x-forwarded-for": ip } } : {}),
  });
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

test("the first account was made from ADMIN_EMAIL at start, and neither its address nor its password was logged", () => {
  const output = staffServer.server.output();
  expect(output).toMatch(/Staff account [0-9a-f-]{36} created from ADMIN_EMAIL/);
  expect(output).not.toContain(E2E_ADMIN.email);
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
  await signIn(page, { at: "/admin/submissions" });
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

test("an owner invites a colleague with a role; the link makes their account once, then says it was used; the role decides what they see", async ({ browser, expectConsoleError }) => {
  expectConsoleError(FAILED_RESOURCE(422));
  expectConsoleError(FAILED_RESOURCE(403));
  expectConsoleError(FAILED_RESOURCE(409));
  expectConsoleError(FAILED_RESOURCE(410));
  const colleague = { email: `${uniqueName("colleague")}@helios.example`, password: "first password for them", name: "Sam Sales" };
  const page = await newPage(browser);
  await signIn(page, { at: "/admin/accounts" });
  const invite = page.getByRole("form", { name: "Invite a colleague" });
  const accounts = page.getByRole("region", { name: "Staff accounts" });
  const waiting = page.getByRole("region", { name: "Invitations not yet accepted" });
  const fillInvite = async (email: string, yours: string) => {
    await invite.getByLabel("Their email").fill(email);
    await invite.getByLabel("Their name").fill("Sam");
    await invite.getByLabel("Their role").selectOption({ label: "Sales" });
    await invite.getByLabel("Your password").fill(yours);
    await invite.getByRole("button", { name: "Send invitation" }).click();
  };
  // A session alone is not enough: without your own password, or with a wrong one, nothing is sent.
  await fillInvite(colleague.email, "not my password at all");
  await expect(invite.getByLabel("Your password")).toHaveAccessibleDescription(/^This is not your password\./, PASSWORD_CHECK);
  await expect(invite.getByRole("alert")).toContainText("There is a problem with 1 field");
  // An address that has an account (in capitals) is refused at the field.
  await fillInvite(E2E_ADMIN.email.toUpperCase(), E2E_ADMIN.password);
  await expect(invite.getByLabel("Their email")).toHaveAccessibleDescription(`There is already an account for ${E2E_ADMIN.email}.`, PASSWORD_CHECK);

  await fillInvite(colleague.email, E2E_ADMIN.password);
  await expect(invite.getByRole("status")).toContainText(`Invitation sent to ${colleague.email} (Sales)`, PASSWORD_CHECK);
  await expect(invite.getByLabel("Their email")).toHaveValue("");
  await expect(waiting.getByRole("listitem").filter({ hasText: colleague.email })).toContainText(/Sales · link works until/);
  expect(await axeViolations(page), "axe: Accounts with an invitation waiting").toEqual([]);
  await expect(accounts).not.toContainText(colleague.email);

  // The mailed link: their name (the owner's guess, corrected), their own password, and they are signed in.
  const link = mailLink(await mailTo(colleague.email, INVITATION_PATH), INVITATION_PATH);
  const other = await newPage(browser);
  await other.goto(link);
  await expect(other.getByRole("heading", { level: 1 })).toHaveText("Join the staff pages");
  await expect(other.getByRole("main")).toContainText(`You are invited as Sales, with ${colleague.email}.`);
  const accept = other.getByRole("form", { name: "Accept the invitation" });
  await expect(accept.getByLabel("Your name")).toHaveValue("Sam");
  expect(await axeViolations(other), "axe: an invitation").toEqual([]);
  await accept.getByLabel("Your name").fill(colleague.name);
  await accept.getByLabel("Choose a password").fill(colleague.password);
  await accept.getByLabel("The password again").fill(colleague.password);
  await accept.getByRole("button", { name: "Join and sign in" }).click();
  await expect(other).toHaveURL(/\/admin\/submissions$/, PASSWORD_CHECK);

  // Used once: the same link now says so, and the invitation has left the owner's list for the accounts.
  const again = await newPage(browser);
  expect((await again.goto(link))?.status()).toBe(410);
  await expect(again.getByRole("heading", { level: 1 })).toHaveText("This invitation does not work");
  await expect(again.getByRole("alert")).toHaveText(CLOSED_LINK.invitation.used);
  expect(await axeViolations(again), "axe: a link that no longer works").toEqual([]);
  await page.reload();
  await expect(accounts.getByRole("listitem").filter({ hasText: colleague.email })).toContainText(`${colleague.name}${colleague.email}Sales`);
  await expect(waiting).not.toContainText(colleague.email);

  // Another invitation, revoked: its link says so.
  const revoked = `${uniqueName("revoked")}@helios.example`;
  await fillInvite(revoked, E2E_ADMIN.password);
  await expect(invite.getByRole("status")).toContainText(`Invitation sent to ${revoked} (Sales)`, PASSWORD_CHECK);
  await waiting.getByRole("button", { name: `Revoke the invitation of ${revoked}` }).click();
  await expect(waiting.getByRole("status")).toHaveText("The invitation was revoked: its link no longer works.");
  await expect(waiting.getByRole("listitem")).toHaveCount(0);
  expect((await again.goto(mailLink(await mailTo(revoked, INVITATION_PATH), INVITATION_PATH)))?.status()).toBe(410);
  await expect(again.getByRole("alert")).toHaveText(CLOSED_LINK.invitation.revoked);

  // Sales: the leads and their own account, nothing else; a content page says who may use it.
  const theirNav = other.getByRole("navigation", { name: "Staff" });
  await expect(theirNav.getByRole("link", { name: "Inbox" })).toBeVisible();
  await expect(theirNav.getByRole("link")).toHaveText([/^Inbox/, "RSVPs", "Visits", "Your account"]);
  await expect(other.getByRole("banner").getByText(`Signed in as ${colleague.name} (Sales)`).filter({ visible: true })).toBeVisible();
  const refused = await other.goto("/admin/products");
  expect(refused?.status()).toBe(403);
  await expect(other.getByRole("heading", { level: 1 })).toHaveText("Not open to your role");
  await expect(other.getByRole("main")).toContainText("This page is for owners and editors. You are signed in as sales staff");

  await other.goto("/admin/account");
  const change = other.getByRole("form", { name: "Change your password" });
  const fillChange = async (current: string, next: string, again = next) => {
    await change.getByLabel("Current password").fill(current);
    await change.getByLabel("New password", { exact: true }).fill(next);
    await change.getByLabel("New password again").fill(again);
    await change.getByRole("button", { name: "Change password" }).click();
  };
  await fillChange(colleague.password, "too short");
  await expect(change.getByLabel("New password", { exact: true })).toHaveAccessibleDescription(/^The password must be at least 12 characters long\./);
  await fillChange("not the password at all", "a brand new passphrase");
  await expect(change.getByLabel("Current password")).toHaveAccessibleDescription("This is not your current password.", PASSWORD_CHECK);
  await fillChange(colleague.password, "a brand new passphrase");
  await expect(change.getByRole("status")).toContainText("Your password has been changed.", PASSWORD_CHECK);
  await expect(change.getByLabel("Current password")).toHaveValue("");

  // The owner makes them an editor: their next page follows. The only owner cannot stop being one.
  await page.goto("/admin/accounts");
  const roles = page.getByRole("form", { name: "Change a role" });
  const changeRole = async (account: string, role: string) => {
    await roles.getByLabel("Account").selectOption({ label: account });
    await roles.getByLabel("New role").selectOption({ label: role });
    await roles.getByLabel("Your password").fill(E2E_ADMIN.password);
    await roles.getByRole("button", { name: "Change role" }).click();
  };
  await changeRole(`${colleague.name} (${colleague.email})`, "Editor");
  await expect(roles.getByRole("status")).toHaveText(`The account of ${colleague.email} is now Editor.`, PASSWORD_CHECK);
  await other.goto("/admin/products");
  await expect(other.getByRole("heading", { level: 1 })).toHaveText("Products");
  await expect(theirNav.getByRole("link", { name: "Inbox" })).toHaveCount(0);
  await changeRole(`${E2E_ADMIN.email}, you`, "Sales");
  await expect(roles.getByLabel("New role")).toHaveAccessibleDescription(/^This is the only owner's account: make another account an owner first/, PASSWORD_CHECK);
  await page.goto("/admin/settings");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Company details");

  await other.getByRole("button", { name: "Sign out" }).click();
  await expect(other.getByRole("status")).toHaveText("You have signed out.");
  await signInThroughForm(other, { email: colleague.email, password: "a brand new passphrase" }, /\/admin\/products$/);
});

test("removing an account signs it out at once, and a staff member signs out their other sessions", async ({ browser, expectConsoleError }) => {
  expectConsoleError(FAILED_RESOURCE(422));
  const colleague = { email: `${uniqueName("leaving")}@helios.example`, password: "a password for leaving", name: "Leaving Colleague" };
  const staff = await client("192.0.2.30");
  await signInApi(staff, staffServer.server.url);
  await inviteAndAccept(staff, colleague, "sales", "192.0.2.35");

  const theirs = await newPage(browser, { ip: "192.0.2.31" });
  await signInThroughForm(theirs, colleague);
  const mine = await newPage(browser, { ip: "192.0.2.32" });
  await signInThroughForm(mine);
  const elsewhere = await newPage(browser, { ip: "192.0.2.33" });
  await signInThroughForm(elsewhere);

  await mine.goto("/admin/account");
  const sessions = mine.getByRole("table", { name: /^Your signed-in sessions/ });
  await expect(sessions.getByRole("row", { name: /\(this browser\)/ })).toContainText("The same as this browser's");
  await expect(sessions.getByRole("row", { name: /^Chrome on \w+ Another network \(\S{6}\)/ }).first()).toBeVisible();
  await expect(sessions.getByRole("button", { name: /^End session\s+of Chrome on \w+, signed in/ }).first()).toBeVisible();

  await mine.goto("/admin/accounts");
  const remove = mine.getByRole("form", { name: "Remove a staff account" });
  const theirAccount = `Leaving Colleague (${colleague.email})`;
  await remove.getByLabel("Account to remove").selectOption({ label: theirAccount });
  await remove.getByLabel("Your password").fill("not my password at all");
  await remove.getByRole("button", { name: "Remove account" }).click();
  await expect(remove.getByLabel("Your password")).toHaveAccessibleDescription(/^This is not your password\./, PASSWORD_CHECK);
  await theirs.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "RSVPs" }).click();
  await expect(theirs).toHaveURL(/\/admin\/rsvps$/);

  await remove.getByLabel("Account to remove").selectOption({ label: theirAccount });
  await remove.getByLabel("Your password").fill(E2E_ADMIN.password);
  await remove.getByRole("button", { name: "Remove account" }).click();
  await expect(mine.getByRole("status")).toContainText(`The account of ${colleague.email} was removed`, PASSWORD_CHECK);
  await expect(mine.getByRole("region", { name: "Staff accounts" })).not.toContainText(colleague.email);
  // Their very next click finds them signed out, and their password no longer opens anything.
  await theirs.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Inbox" }).click();
  await expect(theirs).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fsubmissions$/);
  await expect(theirs.getByRole("form", { name: "Sign in" })).toBeVisible();
  expect((await attempt(await client("192.0.2.34"), colleague.email, colleague.password)).status).toBe(401);

  // Signing out my other sessions ends the one in the other browser; this one goes on.
  await mine.goto("/admin/account");
  await mine.getByRole("button", { name: "End all other sessions" }).click();
  await expect(mine.getByRole("status")).toContainText(/other sessions? (was|were) signed out/);
  await expect(sessions.getByRole("row")).toHaveCount(2);
  await elsewhere.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "RSVPs" }).click();
  await expect(elsewhere).toHaveURL(/\/admin\/login\?next=/);
});

test("a forgotten password: the mailed link sets a new one once, signs out every other session and the account is told; a link 30 minutes old has expired", async ({ browser, expectConsoleError }) => {
  expectConsoleError(FAILED_RESOURCE(410));
  const colleague = { email: `${uniqueName("forgetful")}@helios.example`, password: "a password soon forgotten", name: "Fern Forgetful" };
  const staff = await client("192.0.2.40");
  await signInApi(staff, staffServer.server.url);
  await inviteAndAccept(staff, colleague, "editor", "192.0.2.41");
  const elsewhere = await newPage(browser, { ip: "192.0.2.42" });
  await signInThroughForm(elsewhere, colleague, /\/admin\/products$/);

  const page = await newPage(browser, { ip: "192.0.2.43" });
  await page.goto("/admin/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  const ask = page.getByRole("form", { name: "Ask for a link to set a new password" });
  expect(await axeViolations(page), "axe: Forgot your password?").toEqual([]);
  await ask.getByLabel("Email").fill(colleague.email);
  await ask.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByRole("status")).toHaveText(FORGOT_SENT);

  const link = mailLink(await mailTo(colleague.email, RESET_PATH), RESET_PATH);
  await page.goto(link);
  const reset = page.getByRole("form", { name: "Set a new password" });
  await expect(page.getByRole("main")).toContainText(`For the staff account of ${colleague.email}.`);
  expect(await axeViolations(page), "axe: setting a new password").toEqual([]);
  await reset.getByLabel("New password", { exact: true }).fill("a remembered passphrase");
  await reset.getByLabel("New password again").fill("a remembered passphrase");
  await reset.getByRole("button", { name: "Set the password and sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/products$/, PASSWORD_CHECK);

  // The session in the other browser has ended; the old password opens nothing, the new one does.
  await elsewhere.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Your account" }).click();
  await expect(elsewhere).toHaveURL(/\/admin\/login\?next=/);
  expect((await attempt(await client("192.0.2.44"), colleague.email, colleague.password)).status).toBe(401);
  expect((await attempt(await client("192.0.2.44"), colleague.email, "a remembered passphrase")).status).toBe(303);

  // The account is told when, from which browser and which network.
  const notice = mailText(await mailTo(colleague.email, "was changed with a link"));
  expect(notice).toMatch(/When: \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M P[DS]?T/);
  expect(notice).toMatch(/Browser: Chrome on \w+/);
  expect(notice).toMatch(/Network: code \S{6} \(as Your account shows networks\)/);

  // Used once: the link now says so.
  const again = await newPage(browser, { ip: "192.0.2.45" });
  expect((await again.goto(link))?.status()).toBe(410);
  await expect(again.getByRole("alert")).toHaveText(CLOSED_LINK.reset.used);

  // A new link, 30 minutes later on the server's clock, has expired and says so.
  const asked = await (await client("192.0.2.46")).post(FORGOT_PASSWORD_PATH, { form: { email: colleague.email } });
  expect(asked.status()).toBe(200);
  const late = mailLink(await mailTo(colleague.email, RESET_PATH), RESET_PATH);
  expect(late).not.toBe(link);
  const clock = await client("192.0.2.47");
  try {
    expect((await clock.post("/__test/clock", { data: { offsetMs: RESET_TTL_MS } })).status()).toBe(200);
    expect((await again.goto(late))?.status()).toBe(410);
    await expect(again.getByRole("alert")).toHaveText(CLOSED_LINK.reset.expired);
  } finally {
    await clock.post("/__test/clock", { data: { offsetMs: 0 } });
  }
});

test("the audit log shows an owner who did what, when and from which browser, filtered by kind and person", async ({ browser }) => {
  const page = await newPage(browser, { ip: "192.0.2.50" });
  await signInThroughForm(page);
  await page.goto("/admin/account");
  const naming = page.getByRole("form", { name: "Your name" });
  await naming.getByLabel("Your name").fill("Ana Ruiz");
  await naming.getByRole("button", { name: "Save your name" }).click();
  await expect(naming.getByRole("status")).toHaveText("Your edits are now signed Ana Ruiz.");
  await expect(page.getByRole("banner").getByText("Signed in as Ana Ruiz (Owner)").filter({ visible: true })).toBeVisible();

  await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Audit log");
  const filters = page.getByRole("form", { name: "Filter the audit log" });
  await filters.getByLabel("Kind of action").selectOption({ label: "Accounts and roles" });
  await filters.getByLabel("Person").selectOption({ label: `Ana Ruiz (${E2E_ADMIN.email})` });
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/\/admin\/audit\?who=e2e-admin%40helios.example&kind=accounts&from=&to=$/);
  const log = page.getByRole("table", { name: "What staff did, newest first" });
  await expect(log.getByRole("row").nth(1)).toContainText(/Ana Ruiz\s*Changed their name Ana Ruiz\s*Chrome on \w+, network \S{6}/);
  await expect(log).not.toContainText("Signed in");
  await expectAxeCleanAtBothWidths(page, "the audit log", { fits: true });
});

test("a reply from a lead's page goes to the customer alone, in the conversation of their confirmation, and stays on the lead", async ({ browser }) => {
  const first = uniqueName("Reply");
  const email = `${first.toLowerCase()}@example.com`;
  const visitor = await client("192.0.2.60");
  const posted = await visitor.post("/f/contact", {
    data: {
      first_name: first,
      last_name: "Lopes",
      _replyto: email,
      phone: "6045550111",
      // Words that try to add a header to any mail that carries them.
      message: "Hello\r\nBcc: evil@example.net\r\nSubject: free money",
      how_did_you_hear: "Google",
      altcha: await solvedCaptcha(visitor),
    },
  });
  expect(posted.status()).toBe(200);
  const confirmation = await mailTo(email, "We have received your message");
  const confirmationId = /^Message-ID: *(<[^>]+>)/im.exec(confirmation.raw)?.[1];
  expect(confirmationId).toBeTruthy();

  const page = await newPage(browser);
  await signIn(page, { at: "/admin/submissions" });
  await page.getByRole("link", { name: new RegExp(first) }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${first} Lopes`);
  const reply = page.getByRole("region", { name: "Reply to the customer" });
  // A template needing what a contact enquiry does not have: the page says so before anything is sent.
  await reply.getByLabel("Start from a template").selectOption({ label: "Your quote is being prepared" });
  await reply.getByRole("button", { name: "Use this template" }).click();
  await expect(reply.getByRole("note", { name: "Placeholders left to fill" })).toContainText("This lead has nothing for {product}");
  const text = reply.getByLabel("Your reply");
  await expect(text).toHaveValue(new RegExp(`^Hi ${first},\n\nThank you for your quote request for \\{product\\}\\.`));
  await expectAxeCleanAtBothWidths(page, "a lead's page with a reply to fill", { fits: true });
  await reply.getByRole("button", { name: "Send the reply" }).click();
  await expect(reply.getByRole("alert")).toHaveText("This lead has nothing for {product}: write it out, or take it away, before sending.");
  await text.fill((await text.inputValue()).replace("{product}", "your new windows"));
  await reply.getByRole("button", { name: "Send the reply" }).click();
  await expect(reply.getByRole("status")).toHaveText(`Reply sent to ${email}: it is in the outbox and goes out within a minute.`);
  await expect(text).toHaveValue("");
  const sent = reply.getByRole("list", { name: "Replies sent, newest first" }).getByRole("listitem");
  await expect(sent).toHaveCount(1);
  await expect(sent).toContainText("Re: Thank you for contacting Helios Windows & Doors");
  await expect(sent).toContainText("Thank you for your quote request for your new windows.");
  // And on the lead's one timeline, with who wrote it.
  const onTimeline = page.getByRole("list", { name: "Timeline" }).getByRole("listitem").filter({ hasText: "Reply sent: Re: Thank you for contacting Helios Windows & Doors" });
  await expect(onTimeline).toHaveCount(1);
  await expect(onTimeline).toContainText("Thank you for your quote request for your new windows.");

  // In the mailbox: to the customer alone, from the business, in the confirmation's conversation.
  const mail = await mailTo(email, "your new windows");
  expect(mail.to).toEqual([email]);
  expect(mail.subject).toBe("Re: Thank you for contacting Helios Windows & Doors");
  const head = mail.raw.split(/\r?\n\r?\n/)[0]!;
  expect(head).toMatch(new RegExp(`^In-Reply-To: ${confirmationId}\\r?$`, "m"));
  expect(head).toMatch(new RegExp(`^References: ${confirmationId}\\r?$`, "m"));
  expect(head).not.toMatch(/^Bcc:|evil|free money/im);
  await expect(async () => {
    await page.reload();
    await expect(sent).toContainText("· Sent");
  }).toPass();
});

test("a second factor: set up with a code computed from the key, then asked after the password; a code works once, a recovery code once", async ({ browser, expectConsoleError }) => {
  expectConsoleError(FAILED_RESOURCE(401));
  expectConsoleError(FAILED_RESOURCE(422));
  const colleague = { email: `${uniqueName("careful")}@helios.example`, password: "a careful passphrase", name: "Cal Careful" };
  const staff = await client("192.0.2.60");
  await signInApi(staff, staffServer.server.url);
  await inviteAndAccept(staff, colleague, "sales", "192.0.2.61");
  const page = await newPage(browser, { ip: "192.0.2.62" });
  await signInThroughForm(page, colleague);
  await page.goto("/admin/account");
  const panel = page.getByRole("region", { name: "Second factor" });
  await panel.getByRole("button", { name: "Set up an authenticator app" }).click();
  await expect(panel.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  const key = (await panel.getByText(/^Key:/).locator("code").textContent())!.replace(/\s+/g, "");
  const totp = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30 });
  const turnOn = panel.getByRole("form", { name: "Turn on the second factor" });
  await turnOn.getByLabel("Code from the app").fill("000000");
  await turnOn.getByLabel("Your password").fill(colleague.password);
  await turnOn.getByRole("button", { name: "Turn on" }).click();
  await expect(turnOn.getByLabel("Code from the app")).toHaveAccessibleDescription(/^This code does not match/, PASSWORD_CHECK);
  const used = totp.generate();
  await turnOn.getByLabel("Code from the app").fill(used);
  await turnOn.getByLabel("Your password").fill(colleague.password);
  await turnOn.getByRole("button", { name: "Turn on" }).click();
  const codes = panel.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10, PASSWORD_CHECK);
  const recovery = (await codes.first().textContent())!;
  await expect(panel).toContainText("On: signing in asks for a code from your authenticator app after your password. 10 recovery codes are left.");

  // Signing in elsewhere: the password alone is not enough.
  const other = await newPage(browser, { ip: "192.0.2.63" });
  await signInThroughForm(other, colleague, /\/admin\/login\/code$/);
  const step = other.getByRole("form", { name: "Second step" });
  // The code that turned it on was used: sent again, it is refused (whether or not its 30 s have passed).
  await step.getByLabel("Code").fill(used);
  await step.getByRole("button", { name: "Sign in" }).click();
  await expect(other.getByRole("alert")).toHaveText(/^This code is not right, or was used already\./);
  await step.getByLabel("Code").fill(recovery.toUpperCase());
  await step.getByRole("button", { name: "Sign in" }).click();
  await expect(other).toHaveURL(/\/admin\/submissions$/);

  // The recovery code is used up.
  const third = await newPage(browser, { ip: "192.0.2.64" });
  await signInThroughForm(third, colleague, /\/admin\/login\/code$/);
  await third.getByRole("form", { name: "Second step" }).getByLabel("Code").fill(recovery);
  await third.getByRole("form", { name: "Second step" }).getByRole("button", { name: "Sign in" }).click();
  await expect(third.getByRole("alert")).toHaveText(/^This code is not right, or was used already\./);
  expect(await axeViolations(third), "axe: the second step").toEqual([]);

  // Each step is in the owner's audit log.
  const owner = await newPage(browser, { ip: "192.0.2.65" });
  await signIn(owner, { at: `/admin/audit?who=${encodeURIComponent(colleague.email)}` });
  const log = owner.getByRole("table", { name: "What staff did, newest first" });
  await expect(log).toContainText("Sign-in failed with a wrong code");
  await expect(log).toContainText("Turned on a second factor: Authenticator app");
});

test("an owner requires a second factor of a role: an account of it without one opens nothing but Your account", async ({ browser }) => {
  const colleague = { email: `${uniqueName("unguarded")}@helios.example`, password: "an unguarded passphrase", name: "Una Unguarded" };
  const staff = await client("192.0.2.70");
  await signInApi(staff, staffServer.server.url);
  await inviteAndAccept(staff, colleague, "sales", "192.0.2.71");

  const owner = await newPage(browser, { ip: "192.0.2.72" });
  await signIn(owner, { at: "/admin/accounts" });
  const rule = owner.getByRole("form", { name: "Require a second factor" });
  await rule.getByLabel("Sales").check();
  await rule.getByLabel("Your password").fill(E2E_ADMIN.password);
  await rule.getByRole("button", { name: "Save the rule" }).click();
  await expect(rule.getByRole("status")).toHaveText(/^A second factor is now required for: Sales\./, PASSWORD_CHECK);

  const page = await newPage(browser, { ip: "192.0.2.73" });
  await signInThroughForm(page, colleague, /\/admin\/account\?second-factor=required$/);
  await expect(page.getByRole("region", { name: "Second factor" }).getByRole("alert")).toHaveText("Your role must use a second factor: set up an authenticator app here, or add a passkey, before anything else.");
  await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: /^Inbox/ }).click();
  await expect(page).toHaveURL(/\/admin\/account\?second-factor=required$/);
  expect((await page.request.get("/admin/export.csv")).status()).toBe(403);

  await owner.reload();
  await rule.getByLabel("Sales").uncheck();
  await rule.getByLabel("Your password").fill(E2E_ADMIN.password);
  await rule.getByRole("button", { name: "Save the rule" }).click();
  await expect(rule.getByRole("status")).toHaveText(/^No role must use a second factor now/, PASSWORD_CHECK);
  await page.goto("/admin/submissions");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inbox");
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
    await expect(page.getByRole("alert")).toHaveText(WRONG, PASSWORD_CHECK);
    await expect(form.getByLabel("Email")).toHaveValue(E2E_ADMIN.email);
    await expect(form.getByLabel("Password")).toHaveValue("");
    await signIn(page, { at: "/admin/submissions" });
  });
});

test.describe("sign-in throttling", () => {
  test("after 5 wrong passwords from one client, that client gets 429 even with the right password; another client signs in", async () => {
    const guesser = await client("198.51.100.1");
    for (let i = 0; i < 5; i++) expect(await attempt(guesser, E2E_ADMIN.email, `wrong password ${i}`)).toMatchObject({ status: 401, alert: WRONG });
    const refused = await attempt(guesser, E2E_ADMIN.email, E2E_ADMIN.password);
    expect(refused).toMatchObject({ status: 429, alert: LOCKED, setCookie: undefined });
    expect(Number(refused.retryAfter)).toBeGreaterThan(800);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(900);
    // The owner, from a client that has not failed, signs in at once; the guesser goes on being refused.
    const owner = await client("198.51.100.2");
    const signedIn = await attempt(owner, E2E_ADMIN.email, E2E_ADMIN.password);
    expect(signedIn).toMatchObject({ status: 303 });
    expect(signedIn.setCookie).toMatch(/^helios_staff=/);
    for (let i = 0; i < 3; i++) expect(await attempt(guesser, E2E_ADMIN.email, `wrong password ${i}`)).toMatchObject({ status: 429, alert: LOCKED });
    // More wrong passwords from other addresses do not lock the owner out either.
    for (let i = 0; i < 4; i++) expect((await attempt(await client(`198.51.100.${10 + i}`), E2E_ADMIN.email, "wrong password")).status).toBe(401);
    expect((await attempt(owner, E2E_ADMIN.email, E2E_ADMIN.password)).status).toBe(303);
  });

  test("an account that does not exist is refused the same way, with the same answer", async () => {
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
    const page = await newPage(browser, { ip: "198.51.100.1" });
    await page.goto("/admin/login");
    const form = page.getByRole("form", { name: "Sign in" });
    await form.getByLabel("Email").fill(E2E_ADMIN.email);
    await form.getByLabel("Password").fill(E2E_ADMIN.password);
    await form.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText(LOCKED, PASSWORD_CHECK);
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});
