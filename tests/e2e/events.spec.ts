import { readFileSync } from "node:fs";
import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";
import { invitationHeading } from "#app/lib/content/public-event";
import { formatEventDate, parsePacificDateTime } from "#app/lib/pacific-time";
import { expect, test } from "./fixtures";
import {
  createEvent,
  DAY,
  deleteEvent,
  icsLocalTime,
  moveContentClock,
  pacificDate,
  pacificInput,
  upcomingEventFields,
} from "./support/events";
import { captchaSolved, solvedCaptcha } from "./support/captcha";
import { startStaffServer, uniqueName } from "./support/staff";
import { signIn, signInApi } from "../support/staff-sign-in";
import { SERVER_HOOK_TIMEOUT_MS } from "./support/processes";

/**
 * Events and announcements edited in the staff area, as visitors then see them. These tests change which event the
 * RSVP pages show and move the content clock, so they run on a server of their own, one after the other. Each test
 * binds its events to the RSVP page it looks at and deletes them at the end, so the pages show what it expects.
 * Pages are opened by full address on that server; the `page` fixture still fails a test on any console error.
 */
test.describe.configure({ mode: "serial", timeout: 90_000 });

let staffServer: Awaited<ReturnType<typeof startStaffServer>>;
const contexts: BrowserContext[] = [];

test.beforeAll(async () => {
  test.setTimeout(SERVER_HOOK_TIMEOUT_MS);
  staffServer = await startStaffServer({ ENABLE_TEST_ROUTES: "1" });
});

test.afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await staffServer?.stop();
});

/** The full address of a path on this file's server. */
const at = (path: string) => `${staffServer.server.url}${path}`;
const base = () => staffServer.server.url;

/** "April 17th, 2027": the date a visitor reads for a datetime-local value. */
const dateOf = (input: string) => formatEventDate(parsePacificDateTime(input)!);

/** A second browser without JavaScript, as some visitors and staff have it. */
async function pageWithoutJavaScript(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: base(), javaScriptEnabled: false });
  contexts.push(context);
  return context.newPage();
}

/** Signs the page's browser in as staff (the API client shares its cookies). */
async function signInStaff(page: Page) {
  await signInApi(page.request, base());
}

/** Loads `path` until `check` holds: a change is live at once on this instance, within a second on others. */
async function expectPage(page: Page, path: string, check: (page: Page) => Promise<void>) {
  await expect(async () => {
    await page.goto(at(path));
    await check(page);
  }).toPass({ timeout: 10_000 });
}

/** The public invitation of an open event: its heading and its date and time. */
async function expectInvitation(page: Page, path: string, title: string, starts: string, time: string) {
  await expectPage(page, path, async (current) => {
    await expect(current.getByRole("heading", { level: 1 })).toHaveText(invitationHeading(title), { timeout: 1_000 });
    await expect(current.getByText(dateOf(starts), { exact: true })).toBeVisible({ timeout: 1_000 });
    await expect(current.getByText(time, { exact: true })).toBeVisible({ timeout: 1_000 });
  });
}

/** Fills the event editor's fields by their labels. */
async function fillEvent(form: Locator, fields: { title: string; description?: string; starts: string; ends: string; venue?: string; city?: string }) {
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await field("Title").fill(fields.title);
  if (fields.description !== undefined) await field("Description").fill(fields.description);
  await field("Starts").fill(fields.starts);
  await field("Ends").fill(fields.ends);
  if (fields.venue !== undefined) await field("Venue").fill(fields.venue);
  if (fields.city !== undefined) await field("City").fill(fields.city);
}

/** The value shown for a term of a description list (`<dt>` then `<dd>`). */
const figure = (scope: Locator, term: string) => scope.getByRole("term").filter({ hasText: new RegExp(`^${term}$`) }).locator("xpath=following-sibling::dd[1]");

test("an event made and then edited in the staff area is on /rsvp at once, with JavaScript and without", async ({ page, browser }) => {
  await signInStaff(page);
  await page.goto(at("/admin/events"));
  await page.getByRole("link", { name: "New event" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New event");
  const form = page.getByRole("form", { name: "New event" });
  await expect(form.getByLabel("Starts")).toHaveAccessibleDescription("Pacific time");

  const title = uniqueName("Spring Open House ");
  const starts = pacificInput(200, 18);
  await fillEvent(form, { title, description: "Doors and windows, full size.", starts, ends: pacificInput(200, 21), venue: "Okanagan Showroom", city: "Kelowna" });
  await expect(form.getByLabel("Province")).toHaveValue("BC");
  await expect(form.getByLabel("Most guests per reply")).toHaveValue("4");
  await form.getByRole("group", { name: "Partners" }).getByLabel("Partner 1 name").fill("Alumil");
  await form.getByRole("group", { name: "RSVP pages" }).getByRole("checkbox", { name: "RSVP (/rsvp)" }).check();
  await form.getByRole("button", { name: "Save event" }).click();
  await expect(page).toHaveURL(/\/admin\/events\/[0-9a-f-]{36}\?saved=1$/);
  const editor = page.url().replace(/\?.*$/, "");
  const id = /([0-9a-f-]{36})$/.exec(editor)![1]!;
  await expect(page.getByRole("status")).toHaveText("Event saved. It is live on /rsvp.");
  await expect(page.getByRole("status").getByRole("link", { name: "/rsvp" })).toHaveAttribute("href", "/rsvp");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  const visitor = await pageWithoutJavaScript(browser);
  await expectInvitation(page, "/rsvp", title, starts, "6:00 PM - 9:00 PM");
  await expectInvitation(visitor, "/rsvp", title, starts, "6:00 PM - 9:00 PM");

  // Edited with JavaScript: a new title and another day, filled in Pacific time.
  await page.goto(editor);
  const edit = page.getByRole("form", { name: "Edit the event" });
  await expect(edit.getByLabel("Starts")).toHaveValue(starts);
  const renamed = uniqueName("Summer Open House ");
  const moved = pacificInput(150, 17);
  await fillEvent(edit, { title: renamed, starts: moved, ends: pacificInput(150, 20) });
  await edit.getByLabel("Most guests per reply").fill("6");
  await edit.getByRole("button", { name: "Save event" }).click();
  await expect(page.getByRole("status")).toHaveText("Event saved. It is live on /rsvp.");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(renamed);
  await expect(edit.getByLabel("Title")).toHaveValue(renamed);
  await expectInvitation(page, "/rsvp", renamed, moved, "5:00 PM - 8:00 PM");
  await expectInvitation(visitor, "/rsvp", renamed, moved, "5:00 PM - 8:00 PM");
  // The ceiling set in the editor is the form's: its hint, its limit, and its check before anything is sent.
  const rsvpForm = page.getByRole("form", { name: "Reserve your place" });
  const guests = rsvpForm.getByLabel("Number of guests");
  await expect(guests).toHaveAttribute("max", "6");
  await guests.fill("7");
  await rsvpForm.getByRole("button", { name: "RSVP NOW" }).click();
  await expect(guests).toHaveAccessibleDescription(
    "One reply can bring at most 6 guests. For a larger group, please call us at (604) 555-0142. Including yourself; up to 6. For a larger group, please call us.",
  );
  await expect(visitor.getByRole("form", { name: "Reserve your place" }).getByLabel("Number of guests")).toHaveAccessibleDescription(
    "Including yourself; up to 6. For a larger group, please call us.",
  );

  // Edited again without JavaScript, with plain form posts.
  await signIn(visitor, { at: new URL(editor).pathname });
  const plain = visitor.getByRole("form", { name: "Edit the event" });
  const third = uniqueName("Autumn Open House ");
  await plain.getByLabel("Title").fill(third);
  await plain.getByRole("button", { name: "Save event" }).click();
  await expect(visitor).toHaveURL(`${editor}?saved=1`);
  await expect(visitor.getByRole("status")).toHaveText("Event saved. It is live on /rsvp.");
  await expectInvitation(visitor, "/rsvp", third, moved, "5:00 PM - 8:00 PM");
  await expectInvitation(page, "/rsvp", third, moved, "5:00 PM - 8:00 PM");

  // The list: upcoming, on /rsvp, no guests yet.
  await page.goto(at("/admin/events"));
  const card = page.getByRole("region", { name: "Upcoming" }).getByRole("listitem").filter({ has: page.getByRole("heading", { name: third }) });
  await expect(card).toContainText("Upcoming");
  await expect(card).toContainText(`${dateOf(moved)}, 5:00 PM - 8:00 PM Pacific time`);
  await expect(figure(card, "Guests")).toHaveText("0 guests confirmed (no limit)");
  await expect(figure(card, "RSVP pages")).toHaveText("RSVP (/rsvp)");
  await deleteEvent(page.request, base(), id);
});

test("the editor refuses a bad event: in the browser with JavaScript, and with 422 and the form refilled without", async ({ page, browser }) => {
  await signInStaff(page);
  let posted = false;
  page.on("request", (request) => {
    if (request.method() === "POST") posted = true;
  });
  await page.goto(at("/admin/events/new"));
  const form = page.getByRole("form", { name: "New event" });
  await form.getByLabel("Title").fill(uniqueName("Half-filled "));
  await form.getByLabel("Capacity").fill("0");
  await form.getByRole("button", { name: "Save event" }).click();
  const summary = page.getByRole("alert").filter({ hasText: "There are problems with 6 fields" });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link", { name: "Capacity: The capacity must be at least 1." })).toHaveAttribute("href", "#field-capacity");
  await expect(form.getByLabel("Description")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Starts")).toHaveAccessibleDescription("Please enter when it starts. Pacific time");
  expect(posted).toBe(false);

  // Without JavaScript the server checks the same rules: 422, every value kept, each problem by its field.
  const plain = await pageWithoutJavaScript(browser);
  await signIn(plain, { at: "/admin/events/new" });
  const noScript = plain.getByRole("form", { name: "New event" });
  const title = uniqueName("Backwards ");
  const day = pacificInput(30, 18).slice(0, 10);
  await fillEvent(noScript, { title, description: "Ends before it starts.", starts: `${day}T18:00`, ends: `${day}T17:00`, venue: "Okanagan Showroom", city: "Kelowna" });
  await noScript.getByLabel("RSVPs close").fill(`${day}T23:00`);
  const [response] = await Promise.all([
    plain.waitForResponse((r) => r.request().method() === "POST"),
    noScript.getByRole("button", { name: "Save event" }).click(),
  ]);
  expect(response.status()).toBe(422);
  await expect(plain.getByRole("alert").filter({ hasText: "There are problems with 2 fields" })).toBeVisible();
  await expect(noScript.getByLabel("Ends")).toHaveAccessibleDescription("The end must be after the start. Pacific time");
  await expect(noScript.getByLabel("RSVPs close")).toHaveAccessibleDescription(/^The RSVP deadline must be before the event ends\./);
  await expect(noScript.getByLabel("Title")).toHaveValue(title);
  await expect(noScript.getByLabel("Description")).toHaveValue("Ends before it starts.");
  await expect(noScript.getByLabel("Starts")).toHaveValue(`${day}T18:00`);
  await plain.goto("/admin/events");
  await expect(plain.getByRole("main")).not.toContainText(title);
});

test("a past event says when it took place, has no form, and refuses an RSVP with 410, storing nothing", async ({ page }) => {
  await signInStaff(page);
  const title = uniqueName("Summer Barbecue ");
  const starts = pacificInput(-3, 18);
  const id = await createEvent(
    page.request,
    base(),
    upcomingEventFields({ title, starts_at: starts, ends_at: pacificInput(-3, 21), page_rsvp: "", "page_rsvp-livingspace": "" }),
  );
  await expectPage(page, "/rsvp-cosentino", async (current) => {
    await expect(current.getByRole("heading", { level: 1 })).toHaveText(title, { timeout: 1_000 });
  });
  await expect(page.getByText(`This event took place on ${dateOf(starts)}.`)).toBeVisible();
  await expect(page.getByRole("form")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Add to calendar" })).toHaveCount(0);

  const guest = uniqueName("Latecomer");
  const response = await page.request.post(at("/f/rsvp-cosentino"), {
    data: { first_name: guest, last_name: "Marsh", _replyto: "late@example.com", phone: "6045550100", guests: 2 },
  });
  expect(response.status()).toBe(410);
  expect(await response.json()).toMatchObject({ ok: false, error: `This event took place on ${dateOf(starts)}: RSVPs are closed.` });

  await page.goto(at(`/admin/submissions?q=${guest}`));
  await expect(page.getByText("No submissions match these filters.")).toBeVisible();
  await page.goto(at(`/admin/submissions?q=${guest}&status=spam`));
  await expect(page.getByText("No submissions match these filters.")).toBeVisible();

  await page.goto(at("/admin/events"));
  const card = page.getByRole("region", { name: "Past" }).getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(card).toContainText("Past");
  await deleteEvent(page.request, base(), id);
});

test("capacity: confirmed while there is room, then the waiting list; the page shows full at exactly the capacity", async ({ page, browser }) => {
  await signInStaff(page);
  const title = uniqueName("Tasting Evening ");
  const id = await createEvent(
    page.request,
    base(),
    upcomingEventFields({ title, starts_at: pacificInput(20, 18), ends_at: pacificInput(20, 21), capacity: "3", page_rsvp: "", "page_rsvp-cosentino": "" }),
  );

  const rsvp = async (visitor: Page, first: string, guests: string) => {
    await expectPage(visitor, "/rsvp-livingspace", async (current) => {
      await expect(current.getByRole("heading", { level: 1 })).toHaveText(invitationHeading(title), { timeout: 1_000 });
    });
    const form = visitor.getByRole("form", { name: "Reserve your place" });
    await form.getByLabel("First name").fill(first);
    await form.getByLabel("Last name").fill("Marsh");
    await form.getByLabel("Email").fill(`${first.toLowerCase()}@example.com`);
    await form.getByLabel("Phone").fill("6045550199");
    await form.getByLabel("Number of guests").fill(guests);
    await captchaSolved(visitor);
    await form.getByRole("button", { name: "RSVP NOW" }).click();
  };
  await rsvp(page, uniqueName("First"), "2");
  await expect(page.getByText(`Your RSVP has been received. We look forward to seeing you at the ${title}!`)).toBeVisible();
  // 2 of 3 places taken: the next party of 2 does not fit and is told it is on the waiting list.
  const waiting = uniqueName("Second");
  const second = await (await browser.newContext({ baseURL: base() })).newPage();
  contexts.push(second.context());
  await rsvp(second, waiting, "2");
  await expect(second.getByText(`You are on the waiting list for the ${title}. We will write to you as soon as a place opens.`)).toBeVisible();
  await expectPage(page, "/rsvp-livingspace", async (current) => {
    await expect(current.getByRole("button", { name: "RSVP NOW" })).toBeVisible({ timeout: 1_000 });
  });
  // One more guest fits exactly: the event is full, and the page says so.
  const third = await page.request.post(at("/f/rsvp-livingspace"), {
    data: { first_name: uniqueName("Third"), last_name: "Guest", _replyto: "third@example.com", phone: "6045550100", guests: 1, altcha: await solvedCaptcha(at("")) },
  });
  expect(await third.json()).toEqual({ ok: true, next: "/" });
  await expectPage(page, "/rsvp-livingspace", async (current) => {
    await expect(current.getByText("This event is full.")).toBeVisible({ timeout: 1_000 });
  });
  await expect(page.getByRole("button", { name: "JOIN THE WAITING LIST" })).toBeVisible();

  await page.goto(at("/admin/rsvps"));
  const group = page.getByRole("region", { name: title, exact: true });
  await expect(group).toContainText("Full");
  await expect(figure(group, "Capacity")).toHaveText("3");
  await expect(figure(group, "Confirmed guests")).toHaveText("3");
  await expect(figure(group, "Waiting list")).toHaveText("2");
  await expect(figure(group, "Replies")).toHaveText("3");
  await expect(group.getByRole("table").getByRole("row")).toHaveText([
    /^Page\s*Replies\s*Confirmed guests\s*Waiting list guests$/,
    /^RSVP \(Living Space\)\s*3\s*3\s*2$/,
  ]);

  await page.goto(at("/admin/events"));
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(card).toContainText("Full");
  await expect(figure(card, "Guests")).toHaveText("3 of 3 places taken");
  await expect(figure(card, "Waiting list")).toHaveText("2 guests");

  // The waiting guest's page in the inbox says so, and names the event.
  await page.goto(at(`/admin/submissions?q=${waiting}`));
  await page.getByRole("link", { name: `${waiting} Marsh` }).click();
  const details = page.getByRole("region", { name: "What they sent" });
  await expect(figure(details, "Event")).toContainText(title);
  await expect(figure(details, "RSVP status")).toHaveText("On the waiting list");
  await deleteEvent(page.request, base(), id);
});

test("with JavaScript, an RSVP sent after its event was taken down shows the page as it now is", async ({ page, expectConsoleError }) => {
  expectConsoleError(/Failed to load resource: .*status of 4\d\d/);
  await signInStaff(page);
  const title = uniqueName("Open Studio ");
  // Sooner than any other event of the page, so the page shows it whatever else this server holds.
  const fields = { title, starts_at: pacificInput(2, 18), ends_at: pacificInput(2, 21), page_rsvp: "", "page_rsvp-livingspace": "" };
  const id = await createEvent(page.request, base(), upcomingEventFields(fields));
  await expectPage(page, "/rsvp-cosentino", async (current) => {
    await expect(current.getByRole("heading", { level: 1 })).toHaveText(invitationHeading(title), { timeout: 1_000 });
  });
  const form = page.getByRole("form", { name: "Reserve your place" });
  await form.getByLabel("First name").fill(uniqueName("Late"));
  await form.getByLabel("Last name").fill("Marsh");
  await form.getByLabel("Email").fill("late@example.com");
  await form.getByLabel("Phone").fill("6045550199");
  await captchaSolved(page);
  await deleteEvent(page.request, base(), id);
  await form.getByRole("button", { name: "RSVP NOW" }).click();
  // The page as the server now shows it (another event of the page, or none), not the form that was sent.
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(invitationHeading(title));
  await expect(page.getByRole("form", { name: "Reserve your place" })).toHaveCount(0);
  const now = await (await page.request.get(at("/rsvp-cosentino"))).text();
  expect(now).toContain(await page.getByRole("heading", { level: 1 }).textContent());
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("“Add to calendar” downloads the event as an iCalendar file in Vancouver time", async ({ page }) => {
  await signInStaff(page);
  const title = uniqueName("Window Clinic ");
  const starts = pacificInput(9, 10);
  const id = await createEvent(
    page.request,
    base(),
    upcomingEventFields({ title, starts_at: starts, ends_at: pacificInput(9, 12), "page_rsvp-cosentino": "", "page_rsvp-livingspace": "" }),
  );
  await expectInvitation(page, "/rsvp", title, starts, "10:00 AM - 12:00 PM");
  const link = page.getByRole("link", { name: "Add to calendar" });
  await expect(link).toHaveAttribute("href", `/events/${id}.ics`);
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  const ics = readFileSync((await download.path())!, "utf8");
  expect(ics).toContain(`DTSTART;TZID=America/Vancouver:${icsLocalTime(starts)}\r\n`);
  expect(ics).toContain(`SUMMARY:${title}\r\n`);
  const response = await page.request.get(at(`/events/${id}.ics`));
  expect(response.headers()["content-type"]).toMatch(/^text\/calendar\b/);
  await deleteEvent(page.request, base(), id);
});

test("an announcement with a last day of today is in the footer and on /contact, and goes by itself two days on", async ({ page }) => {
  await signInStaff(page);
  await page.goto(at("/admin/announcements"));
  await page.getByRole("link", { name: "New announcement" }).click();
  const form = page.getByRole("form", { name: "New announcement" });
  await expect(form.getByLabel("Last day")).toHaveAccessibleDescription(/Leave the last day empty to keep it up/);
  const text = uniqueName("Showroom open late on Thursday ");
  await form.getByLabel("Announcement", { exact: true }).fill(text);
  await form.getByLabel("Link (optional)", { exact: true }).fill("/contact");
  await form.getByLabel("Link label").fill("Book a visit");
  await form.getByLabel("Last day").fill(pacificDate(0));
  await form.getByRole("button", { name: "Save announcement" }).click();
  await expect(page).toHaveURL(/\/admin\/announcements\/[0-9a-f-]{36}\?saved=1$/);
  await expect(page.getByRole("status")).toContainText("Announcement saved. In the footer of every page and on the contact page now.");

  try {
    await expectPage(page, "/", async (current) => {
      await expect(current.getByRole("contentinfo")).toContainText(`${text} Book a visit`, { timeout: 1_000 });
    });
    await expectPage(page, "/contact", async (current) => {
      await expect(current.getByRole("complementary", { name: "News" })).toHaveText(`${text} Book a visit`, { timeout: 1_000 });
    });
    await expect(page.getByRole("complementary", { name: "News" }).getByRole("link", { name: "Book a visit" })).toHaveAttribute("href", "/contact");

    // Two days on, with nobody editing anything, it is gone from both.
    await moveContentClock(page.request, base(), 2 * DAY);
    await expect.poll(async () => (await (await page.request.get(at("/"))).text()).includes(text)).toBe(false);
    await expect.poll(async () => (await (await page.request.get(at("/contact"))).text()).includes(text)).toBe(false);
    await page.goto(at("/contact"));
    await expect(page.getByRole("complementary", { name: "News" })).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).not.toContainText(text);
    await page.goto(at("/admin/announcements"));
    await expect(page.getByRole("region", { name: "Ended" })).toContainText(text);
  } finally {
    await moveContentClock(page.request, base(), 0);
  }
});

test("an earlier version of an event comes back from its history", async ({ page }) => {
  await signInStaff(page);
  const first = uniqueName("Design Evening ");
  const id = await createEvent(page.request, base(), upcomingEventFields({ title: first, page_rsvp: "", "page_rsvp-cosentino": "", "page_rsvp-livingspace": "" }));
  await page.goto(at(`/admin/events/${id}`));
  const form = page.getByRole("form", { name: "Edit the event" });
  const second = uniqueName("Architects' Evening ");
  await form.getByLabel("Title").fill(second);
  await form.getByLabel("Capacity").fill("40");
  await form.getByRole("button", { name: "Save event" }).click();
  await expect(page.getByRole("status")).toContainText("Event saved.");
  const history = page.getByRole("region", { name: "History" });
  await expect(history.getByRole("listitem")).toHaveCount(2);
  await expect(history.getByRole("listitem").first()).toContainText(`Edited by e2e-admin@helios.example`);
  await expect(history.getByRole("listitem").first()).toContainText(second);

  await history.getByRole("listitem").filter({ hasText: /^Created by/ }).getByRole("button", { name: /^Restore this version/ }).click();
  await expect(page.getByRole("status")).toHaveText("The earlier version of this event is back, and live on the site.");
  await expect(form.getByLabel("Title")).toHaveValue(first);
  await expect(form.getByLabel("Capacity")).toHaveValue("");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first);
  await expect(history.getByRole("listitem")).toHaveCount(3);
  await expect(history.getByRole("listitem").first()).toContainText("Restored an earlier version by e2e-admin@helios.example");
  await expect(history.getByRole("listitem").first()).toContainText("Current version");
  await deleteEvent(page.request, base(), id);
});

test("deleting an event takes it off its page at once, and Undo brings it back, with JavaScript and without", async ({ page, browser }) => {
  await signInStaff(page);
  const title = uniqueName("Pop-up Showroom ");
  const starts = pacificInput(4, 11);
  const id = await createEvent(
    page.request,
    base(),
    upcomingEventFields({ title, starts_at: starts, ends_at: pacificInput(4, 15), "page_rsvp-cosentino": "", "page_rsvp-livingspace": "" }),
  );
  await expectInvitation(page, "/rsvp", title, starts, "11:00 AM - 3:00 PM");

  await page.goto(at(`/admin/events/${id}`));
  await page.getByText("Delete this event…").click();
  await page.getByRole("button", { name: "Yes, delete this event" }).click();
  await expect(page).toHaveURL(at(`/admin/events?deleted=${id}`));
  const notice = page.getByRole("status");
  await expect(notice).toContainText(`Event deleted: “${title}”. It is off the website.`);
  await expect(page.getByRole("region", { name: "Deleted events" })).toContainText(title);
  await expectPage(page, "/rsvp", async (current) => {
    await expect(current.getByRole("heading", { level: 1 })).not.toHaveText(invitationHeading(title), { timeout: 1_000 });
  });

  await page.goto(at(`/admin/events?deleted=${id}`));
  await page.getByRole("status").getByRole("button", { name: /^Undo/ }).click();
  await expect(page).toHaveURL(at(`/admin/events/${id}?restored=1`));
  await expect(page.getByRole("status")).toHaveText("The event is back, as it was when it was deleted.");
  await expectInvitation(page, "/rsvp", title, starts, "11:00 AM - 3:00 PM");

  // Without JavaScript: the confirmation opens as a plain details element; the list's "Undo delete" brings it back.
  const plain = await pageWithoutJavaScript(browser);
  await signIn(plain, { at: `/admin/events/${id}` });
  await plain.getByText("Delete this event…").click();
  await plain.getByRole("button", { name: "Yes, delete this event" }).click();
  await expect(plain).toHaveURL(`${base()}/admin/events?deleted=${id}`);
  await expect(plain.getByRole("status")).toContainText(`Event deleted: “${title}”.`);
  await plain.getByRole("region", { name: "Deleted events" }).getByRole("button", { name: `Undo delete: ${title}` }).click();
  await expect(plain).toHaveURL(`${base()}/admin/events/${id}?restored=1`);
  await expectInvitation(plain, "/rsvp", title, starts, "11:00 AM - 3:00 PM");
  await deleteEvent(page.request, base(), id);
});
