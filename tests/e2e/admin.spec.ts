import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { axeViolations, DESKTOP, expect, FAILED_RESOURCE, MOBILE, showAt, test } from "./fixtures";
import { captchaSolved } from "./support/captcha";
import { postRsvp, uniqueName } from "./support/staff";
import { E2E_ADMIN, signIn, signInForRequests, signInThroughForm } from "../support/staff-sign-in";

/** Fills and sends the public RSVP form, as a guest would. */
async function rsvpThroughThePage(page: Page, path: string, guest: { first: string; last: string; email: string; guests: string }) {
  await page.goto(path);
  const form = page.getByRole("form", { name: "Reserve your place" });
  await form.getByLabel("First name").fill(guest.first);
  await form.getByLabel("Last name").fill(guest.last);
  await form.getByLabel("Email").fill(guest.email);
  await form.getByLabel("Phone").fill("6045550177");
  await form.getByLabel("Company").fill("Marsh Design");
  await form.getByLabel("Number of guests").fill(guest.guests);
  await captchaSolved(page);
  await form.getByRole("button", { name: "RSVP NOW" }).click();
  await expect(page.getByRole("heading", { name: "Thank You" })).toBeVisible();
}

async function searchInbox(page: Page, text: string) {
  const filters = page.getByRole("form", { name: "Filter submissions" });
  await filters.getByLabel("Search").fill(text);
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${text}`));
}

test.describe("the staff inbox", () => {
  test("sign in, see an RSVP sent through the public form, handle it and reopen it, export it, sign out", async ({ page, context }) => {
    const guest = { first: uniqueName("Ariadne"), last: "Marsh", email: `${uniqueName("ariadne")}@example.com`, guests: "3" };
    await rsvpThroughThePage(page, "/rsvp-cosentino", guest);

    // Signed out, the inbox leads to the sign-in page, which comes back to where the visitor was going.
    await page.goto("/admin/rsvps");
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Frsvps$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to the inbox");
    await signInThroughForm(page, E2E_ADMIN, /\/admin\/rsvps$/);
    const [cookie] = (await context.cookies()).filter((c) => c.name === "helios_staff");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/admin", secure: false });
    // (The phone's menu repeats it; on a laptop only the header's line shows.)
    await expect(page.getByRole("banner").getByText(E2E_ADMIN.email).filter({ visible: true })).toBeVisible();

    // The inbox: newest first, found by search, marked new.
    await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: /Inbox/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inbox");
    await searchInbox(page, guest.first);
    const table = page.getByRole("table", { name: /Submissions matching the filters/ });
    const row = table.getByRole("row").filter({ hasText: guest.first });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole("cell").nth(0)).toHaveText("New");
    await expect(row).toContainText("RSVP (Cosentino)");
    await expect(row).toContainText(guest.email);

    // The detail: every field, the mails queued for it, and marking it handled records who.
    await row.getByRole("link", { name: `${guest.first} ${guest.last}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${guest.first} ${guest.last}`);
    const details = page.getByRole("region", { name: "What they sent" });
    for (const [label, value] of [
      ["First name", guest.first],
      ["Email", guest.email],
      ["Phone", "(604) 555-0177"],
      ["Company", "Marsh Design"],
      ["Guests", "3"],
      ["Form", "RSVP (Cosentino)"],
      // The browser as a person names it, not its User-Agent header (the tests' "Desktop Chrome" says Windows).
      ["Sent from", "Chrome on Windows"],
    ] as const) {
      await expect(details.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]")).toHaveText(value);
    }
    const delivery = page.getByRole("table", { name: /Emails and forwards of this submission/ });
    await expect(delivery.getByRole("row")).toHaveCount(3);
    // No mail server on this server: the section says so once; each mail says only that it is in the outbox.
    await expect(page.getByRole("note", { name: "Mail is not set up" })).toHaveCount(1);
    await expect(page.getByRole("note", { name: "Mail is not set up" })).toContainText("wait in the outbox");
    await expect(delivery).toContainText("In the outbox");
    await expect(delivery).not.toContainText("Waiting to be sent");
    await expect(delivery).toContainText(guest.email);

    await delivery.getByRole("button", { name: `Retry now the email to ${guest.email}` }).click();
    await expect(page.getByRole("status")).toHaveText(`Sending the email to ${guest.email} again now.`);

    // Moving it on in the pipeline records who and when, in its timeline.
    const status = page.getByRole("region", { name: "Status" });
    const timeline = page.getByRole("list", { name: "Timeline" });
    await status.getByLabel("Stage").selectOption("contacted");
    await status.getByRole("button", { name: "Move" }).click();
    await expect(page.getByRole("status")).toHaveText("Moved to Contacted.");
    await expect(status).toContainText("Contacted since");
    await expect(timeline.getByRole("listitem").first()).toContainText(new RegExp(`Moved to Contacted.*${E2E_ADMIN.email}`));

    await page.goto(`/admin/submissions?status=handled&q=${guest.first}`);
    await expect(page.getByRole("row").filter({ hasText: guest.first }).getByRole("cell").nth(0)).toHaveText("Contacted");
    await page.goto(`/admin/submissions?status=new&q=${guest.first}`);
    await expect(page.getByText("No submissions match these filters.")).toBeVisible();

    await page.goBack();
    await page.getByRole("link", { name: `${guest.first} ${guest.last}` }).click();
    await page.getByRole("region", { name: "Status" }).getByLabel("Stage").selectOption("new");
    await page.getByRole("region", { name: "Status" }).getByRole("button", { name: "Move" }).click();
    await expect(page.getByRole("status")).toHaveText("Moved to New.");
    await expect(timeline.getByRole("listitem").filter({ hasText: "Moved to" })).toHaveText([
      new RegExp(`^Moved to New.*${E2E_ADMIN.email}`),
      new RegExp(`^Moved to Contacted.*${E2E_ADMIN.email}`),
    ]);

    // The export of the current filter, downloaded as a staff member would.
    await page.goto(`/admin/submissions?form=rsvp-cosentino&q=${guest.first}`);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: /Download CSV/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/^helios-rsvp-cosentino-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, "utf8");
    expect(csv.startsWith("\uFEFFID,Received (UTC),Received (America/Vancouver),Kind,Form ID,Form,Status,Stage,Lost reason,Stage changed at (America/Vancouver),Owner,Next action,Next action due,First name,Last name,Email,Phone,Company,Guests,")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines.at(-1)).toBe("");
    expect(lines).toHaveLength(3);
    const cells = lines[1]!.split(",");
    expect(cells.slice(3, 8)).toEqual(["rsvp", "rsvp-cosentino", "RSVP (Cosentino)", "new", "New"]);
    expect(cells.slice(13, 19)).toEqual([guest.first, guest.last, guest.email, "6045550177", "Marsh Design", "3"]);
    expect(cells[1]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    // Signing out ends the session: the cookie goes, and the pages are closed again.
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/admin\/login\?signed-out=1$/);
    await expect(page.getByRole("status")).toHaveText("You have signed out.");
    expect((await context.cookies()).filter((c) => c.name === "helios_staff")).toEqual([]);
    await page.goto("/admin/submissions");
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fsubmissions$/);
  });

  test("a signed-out session cannot be used again, even with the old cookie", async ({ page, context, request }) => {
    await signIn(page, { at: "/admin/submissions" });
    const [cookie] = (await context.cookies()).filter((c) => c.name === "helios_staff");
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/signed-out=1/);
    const replay = await request.get("/admin/submissions", { headers: { cookie: `helios_staff=${cookie!.value}` }, maxRedirects: 0 });
    expect(replay.status()).toBe(302);
    expect(replay.headers()["location"]).toBe("/admin/login?next=%2Fadmin%2Fsubmissions");
    expect(replay.headers()["set-cookie"]).toMatch(/^helios_staff=; Path=\/admin; Max-Age=0/);
  });

  test("spam is kept out of the inbox but can be seen under its own filter", async ({ page, request }) => {
    const bot = uniqueName("Spambot");
    await postRsvp(request, { first_name: bot, company_website: "http://spam.example" });
    await signIn(page, { at: `/admin/submissions?q=${bot}` });
    await expect(page.getByText("No submissions match these filters.")).toBeVisible();
    await page.getByLabel("Status", { exact: true }).selectOption("spam");
    await page.getByRole("button", { name: "Apply" }).click();
    const row = page.getByRole("row").filter({ hasText: bot });
    await expect(row.getByRole("cell").nth(0)).toHaveText("Spam");
    await row.getByRole("link").click();
    await expect(page.getByRole("region", { name: "Email delivery" })).toContainText("No emails: spam is never sent on.");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("sign in, filter, and move a submission on with plain form posts", async ({ page, request }) => {
      const name = uniqueName("Plain");
      await postRsvp(request, { first_name: name }, "rsvp-livingspace");
      await signIn(page, { at: "/admin/submissions" });
      await page.getByLabel("Search").fill(name);
      await page.getByLabel("Form").selectOption("rsvp-livingspace");
      await page.getByRole("button", { name: "Apply" }).click();
      await page.getByRole("link", { name: `${name} Guest` }).click();
      await page.getByLabel("Stage").selectOption("contacted");
      await page.getByRole("button", { name: "Move" }).click();
      await expect(page.getByRole("status")).toHaveText("Moved to Contacted.");
      await expect(page.getByRole("region", { name: "Status" })).toContainText("Contacted since");
    });

  });
});

test.describe("visitor text in the staff pages", () => {
  test("a script payload stays inert in the inbox, the detail page and the CSV", async ({ page }) => {
    const marker = uniqueName("Payload");
    const payload = "<img src=x onerror=alert(1)>";
    const formula = `=HYPERLINK("http://evil.example/${marker}","click")`;
    await postRsvp(page.request, { first_name: payload, last_name: formula, company: `<script>alert('${marker}')</script>` });
    let dialogs = 0;
    page.on("dialog", async (dialog) => {
      dialogs++;
      await dialog.dismiss();
    });
    await signIn(page, { at: `/admin/submissions?q=${marker}` });
    const link = page.getByRole("link", { name: `${payload} ${formula}` });
    await expect(link).toHaveText(`${payload} ${formula}`);
    expect(await page.locator("main img").count()).toBe(0);
    await link.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${payload} ${formula}`);
    await expect(page.getByText(`<script>alert('${marker}')</script>`)).toBeVisible();
    expect(await page.locator("main img, main script").count()).toBe(0);
    expect(dialogs).toBe(0);

    const response = await page.request.get(`/admin/export.csv?q=${marker}`);
    expect(response.status()).toBe(200);
    const csv = await response.text();
    const row = csv.split("\r\n")[1]!;
    expect(row).toContain(`,${payload},`);
    expect(row).toContain(`,"'=HYPERLINK(""http://evil.example/${marker}"",""click"")",`);
    expect(row).toContain(`,<script>alert('${marker}')</script>,`);
  });
});

test.describe("signed out, nothing of the inbox is shown", () => {
  let secret: string;
  let detailPath: string;

  test.beforeAll(async ({ browser }, testInfo) => {
    secret = uniqueName("Confidential");
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const page = await context.newPage();
    await postRsvp(page.request, { first_name: secret, _replyto: `${secret.toLowerCase()}@example.com` });
    await signIn(page, { at: `/admin/submissions?q=${secret}` });
    detailPath = (await page.getByRole("link", { name: new RegExp(secret) }).getAttribute("href"))!;
    await context.close();
  });

  const PAGES = ["/admin", "/admin/", "/admin/submissions", "/admin/submissions?status=new", "/admin/rsvps", "/admin/account", "/admin/logout"];

  test("every staff page redirects to the sign-in page and shows nothing", async ({ request }) => {
    for (const path of [...PAGES, () => detailPath, "/admin/submissions/00000000-0000-0000-0000-000000000000"]) {
      const url = typeof path === "function" ? path() : path;
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(302);
      expect(response.headers()["location"], url).toMatch(/^\/admin\/login(\?next=%2Fadmin%2F[^&]*)?$/);
      const body = await response.text();
      expect(body, url).not.toContain(secret);
      expect(body.toLowerCase(), url).not.toContain(secret.toLowerCase());
      expect(response.headers()["x-robots-tag"], url).toBe("noindex, nofollow");
      expect(response.headers()["cache-control"], url).toBe("private, no-store");
    }
  });

  test("their data requests redirect too, and the export answers 401", async ({ request }) => {
    for (const url of ["/admin.data", "/admin/submissions.data", `${detailPath}.data`, "/admin/rsvps.data", "/admin/account.data"]) {
      const response = await request.get(url, { maxRedirects: 0 });
      const body = await response.text();
      expect(body, url).toContain("/admin/login");
      expect(body, url).not.toContain(secret);
    }
    for (const url of ["/admin/export.csv", "/admin/export.csv?q=" + secret]) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(401);
      const body = await response.text();
      expect(body).toBe("Unauthorized: sign in at /admin/login first.\n");
      expect(response.headers()["content-disposition"]).toBeUndefined();
    }
  });

  test("a forged or stale cookie is no better than none, and is removed", async ({ request }) => {
    const response = await request.get("/admin/submissions", { headers: { cookie: "helios_staff=forged.c2lnbmF0dXJl" }, maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()["set-cookie"]).toMatch(/^helios_staff=; Path=\/admin; Max-Age=0/);
    expect(await response.text()).not.toContain(secret);
  });

  test("posts without a session change nothing", async ({ request, page }) => {
    const origin = new URL(test.info().project.use.baseURL!).origin;
    const response = await request.post(detailPath, { form: { intent: "handled" }, headers: { origin }, maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toMatch(/^\/admin\/login/);
    await signIn(page, { at: detailPath });
    await expect(page.getByRole("region", { name: "Status" })).toContainText("New: nobody has taken it up yet.");
  });
});

test.describe("staff posts come from this site only", () => {
  test("sign-in and staff actions without this site's Origin get 403", async ({ page, request }) => {
    const foreign: Record<string, string>[] = [{}, { origin: "https://evil.example" }, { origin: "null" }];
    for (const headers of foreign) {
      const response = await request.post("/admin/login", { form: { email: E2E_ADMIN.email, password: E2E_ADMIN.password }, headers, maxRedirects: 0 });
      expect(response.status(), JSON.stringify(headers)).toBe(403);
      expect(response.headers()["set-cookie"]).toBeUndefined();
    }
    const name = uniqueName("Forged");
    await postRsvp(request, { first_name: name });
    await signIn(page, { at: `/admin/submissions?q=${name}` });
    const detail = (await page.getByRole("link", { name: new RegExp(name) }).getAttribute("href"))!;
    const forged = await page.request.post(detail, { form: { intent: "handled" }, headers: { origin: "https://evil.example" }, maxRedirects: 0 });
    expect(forged.status()).toBe(403);
    const missing = await page.request.post("/admin/logout", { maxRedirects: 0 });
    expect(missing.status()).toBe(403);
    await page.goto(detail);
    await expect(page.getByRole("region", { name: "Status" })).toContainText("New: nobody has taken it up yet.");
  });
});

test.describe("staff pages stay out of search engines", () => {
  test("noindex in the page and the headers, and none of them in the sitemap", async ({ page, request }) => {
    const response = await page.goto("/admin/login");
    expect(response!.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(response!.headers()["cache-control"]).toBe("private, no-store");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    await expect(page).toHaveTitle("Sign in | Helios Windows & Doors staff");
    await signIn(page, { at: "/admin/submissions" });
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain("/admin");
  });
});

/**
 * At 390 and then 1280 px (the window resized, not reloaded): axe finds nothing, and the page has one h1, a skip link
 * and one main region.
 */
async function expectStaffPageAccessible(page: Page, what: string) {
  for (const viewport of [MOBILE, DESKTOP]) {
    await showAt(page, viewport);
    expect(await axeViolations(page), `axe at ${viewport.width} px: ${what}`).toEqual([]);
    await expect(page.getByRole("heading", { level: 1 }), `${what} at ${viewport.width} px`).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Skip to main content" }), `${what} at ${viewport.width} px`).toBeAttached();
    await expect(page.getByRole("main"), `${what} at ${viewport.width} px`).toHaveCount(1);
  }
}

test.describe("staff pages have no WCAG 2.2 AA violations at 390 and 1280 px", () => {
  test.use({ viewport: MOBILE });

  test("sign-in page, inbox, a submission, RSVPs and account", async ({ page, request }) => {
    // Six pages, each scanned by axe at two widths: more than the default time on a busy machine.
    test.setTimeout(120_000);
    await page.goto("/admin/login");
    for (const viewport of [MOBILE, DESKTOP]) {
      await showAt(page, viewport);
      expect(await axeViolations(page), `axe at ${viewport.width} px: /admin/login`).toEqual([]);
      await expect(page.getByRole("heading", { level: 1 }), `/admin/login at ${viewport.width} px`).toHaveCount(1);
    }
    const name = uniqueName("Axe");
    await postRsvp(request, { first_name: name });
    // A held submission (sent without the captcha): the inbox then starts with a held row and its buttons.
    const held = await request.post("/contact", {
      form: { first_name: uniqueName("Axeheld"), last_name: "Held", _replyto: "held@example.com", phone: "6045550111", message: "Hello", how_did_you_hear: "Google" },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(held.status()).toBe(200);
    await signIn(page, { at: "/admin/submissions" });
    await expectStaffPageAccessible(page, "/admin/submissions");
    await page.goto(`/admin/submissions?q=${name}`);
    await expectStaffPageAccessible(page, `/admin/submissions?q=${name}`);
    await page.getByRole("link", { name: new RegExp(name) }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expectStaffPageAccessible(page, "detail");
    for (const path of ["/admin/rsvps", "/admin/account"]) {
      await page.goto(path);
      await expectStaffPageAccessible(page, path);
    }
  });
});

test.describe("an address that names no item", () => {
  test("answers 404 with a page that says so and leads back to its list", async ({ page, expectConsoleError }) => {
    expectConsoleError(FAILED_RESOURCE(404));
    await signInForRequests(page);
    const missing = "00000000-0000-4000-8000-000000000000";
    for (const [path, heading, back] of [
      [`/admin/submissions/${missing}`, "Submission not found", "Back to the inbox"],
      [`/admin/events/${missing}`, "Event not found", "All events"],
      [`/admin/announcements/${missing}`, "Announcement not found", "All announcements"],
      [`/admin/journal/${missing}`, "Post not found", "Back to the journal"],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByRole("main").getByRole("link", { name: back })).toBeVisible();
    }
  });
});
