import { request as playwrightRequest, type Page } from "@playwright/test";
import { axeViolations, DESKTOP, expect, MOBILE, showAt, sidewaysOverflow, test } from "./fixtures";
import { checkHtml } from "./support/html-checker";
import { createEvent, pacificDate, pacificInput, upcomingEventFields } from "./support/events";
import { postRsvp, startStaffServer, uniqueName } from "./support/staff";
import { signInApi } from "../support/staff-sign-in";
import { SERVER_HOOK_TIMEOUT_MS } from "./support/processes";

/**
 * The events, announcements and RSVP pages of the staff area pass axe (WCAG 2.2 AA) on a phone and a desktop, the
 * editors also with their errors shown, none of them scrolls sideways, and their HTML passes the Nu Html Checker. On
 * a server of its own: the event made here is bound to an RSVP page.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

let staffServer: Awaited<ReturnType<typeof startStaffServer>>;
let eventId: string;
let announcementId: string;
let deletedEventId: string;

test.beforeAll(async () => {
  test.setTimeout(SERVER_HOOK_TIMEOUT_MS);
  staffServer = await startStaffServer();
  const base = staffServer.server.url;
  const api = await playwrightRequest.newContext({ baseURL: base });
  try {
    await signInApi(api, base);
    eventId = await createEvent(
      api,
      base,
      upcomingEventFields({
        title: uniqueName("Spring Open House "),
        capacity: "40",
        rsvp_deadline: pacificInput(360, 17),
        partner_3_name: "Living Space",
        "page_rsvp-cosentino": "",
        "page_rsvp-livingspace": "",
      }),
    );
    await postRsvp(api, { first_name: uniqueName("Axe"), guests: 3 }, "rsvp");
    const saved = await api.post(`${base}/admin/announcements/new`, {
      form: { intent: "save", text: "Showroom open late on Thursdays this month.", link_url: "/contact", link_label: "Book a visit", ends_on: pacificDate(20) },
      headers: { Origin: base },
      maxRedirects: 0,
    });
    expect(saved.status()).toBe(303);
    announcementId = /\/admin\/announcements\/([0-9a-f-]{36})/.exec(saved.headers().location ?? "")![1]!;
    // Something in every section of the lists: a past event, a deleted one, a scheduled announcement.
    await createEvent(api, base, upcomingEventFields({ title: "Last Year's Open House", starts_at: pacificInput(-300, 18), ends_at: pacificInput(-300, 21), page_rsvp: "", "page_rsvp-cosentino": "", "page_rsvp-livingspace": "" }));
    deletedEventId = await createEvent(api, base, upcomingEventFields({ title: "Cancelled Evening", page_rsvp: "", "page_rsvp-cosentino": "", "page_rsvp-livingspace": "" }));
    const deleted = await api.post(`${base}/admin/events/${deletedEventId}`, { form: { intent: "delete" }, headers: { Origin: base }, maxRedirects: 0 });
    expect(deleted.status()).toBe(303);
    await api.post(`${base}/admin/announcements/new`, {
      form: { intent: "save", text: "Closed for the holidays.", starts_on: pacificDate(30), ends_on: pacificDate(40) },
      headers: { Origin: base },
      maxRedirects: 0,
    });
  } finally {
    await api.dispose();
  }
});

test.afterAll(async () => {
  await staffServer?.stop();
});

const at = (path: string) => `${staffServer.server.url}${path}`;

/**
 * At 390 and then 1280 px (the window resized, not reloaded): axe finds nothing, the page has one h1, and nothing
 * makes it scroll sideways.
 */
async function expectAccessible(page: Page, what: string) {
  for (const viewport of [MOBILE, DESKTOP]) {
    await showAt(page, viewport);
    await expect(page.getByRole("heading", { level: 1 }), `${what} at ${viewport.width} px`).toHaveCount(1);
    expect(await axeViolations(page), `axe at ${viewport.width} px: ${what}`).toEqual([]);
    expect(await sidewaysOverflow(page), `${what} scrolls sideways at ${viewport.width} px`).toBeLessThanOrEqual(0);
  }
}

/** Each page loads once (at 390 px) and is checked at 390 and then 1280 px, the window resized without a reload. */
test.describe("at 390 and 1280 px", () => {
  test.use({ viewport: MOBILE });

  test("the events list, an event's editor, a new event with its errors, and the RSVP overview", async ({ page }) => {
    await signInApi(page.request, staffServer.server.url);
    await page.goto(at("/admin/events"));
    await expectAccessible(page, "/admin/events");

    await page.goto(at(`/admin/events/${eventId}`));
    await expectAccessible(page, `/admin/events/${eventId}`);
    await page.getByText("Delete this event…").click();
    await expect(page.getByRole("button", { name: "Yes, delete this event" })).toBeVisible();
    await expectAccessible(page, "the delete confirmation");

    await page.goto(at("/admin/events/new"));
    await expectAccessible(page, "/admin/events/new");
    await page.getByRole("button", { name: "Save event" }).click();
    await expect(page.getByRole("alert").filter({ hasText: /There are problems with \d+ fields/ })).toBeFocused();
    await expectAccessible(page, "a new event with errors");

    await page.goto(at("/admin/rsvps"));
    await expectAccessible(page, "/admin/rsvps");
    // The notice after a delete, with its Undo button.
    await page.goto(at(`/admin/events?deleted=${deletedEventId}`));
    await expect(page.getByRole("status")).toContainText("Event deleted: “Cancelled Evening”.");
    await expectAccessible(page, "the events list after a delete");
  });

  test("the announcements list, an announcement's editor, and a new one with its errors", async ({ page }) => {
    await signInApi(page.request, staffServer.server.url);
    for (const path of ["/admin/announcements", `/admin/announcements/${announcementId}`, "/admin/announcements/new"]) {
      await page.goto(at(path));
      await expectAccessible(page, path);
    }
    const form = page.getByRole("form", { name: "New announcement" });
    await form.getByLabel("Link label").fill("Book a visit");
    await form.getByLabel("First day").fill(pacificDate(10));
    await form.getByLabel("Last day").fill(pacificDate(5));
    await form.getByRole("button", { name: "Save announcement" }).click();
    await expect(page.getByRole("alert").filter({ hasText: /There (is a problem with 1 field|are problems with \d+ fields)/ })).toBeFocused();
    await expectAccessible(page, "a new announcement with errors");
  });
});

test("their HTML passes the W3C Nu Html Checker, the editors also as sent back with errors", async () => {
  const base = staffServer.server.url;
  const api = await playwrightRequest.newContext({ baseURL: base });
  try {
    await signInApi(api, base);
    const fetchPage = async (path: string, init?: { form: Record<string, string> }) => {
      const response = init
        ? await api.post(path, { form: init.form, headers: { Origin: base }, maxRedirects: 0 })
        : await api.get(path, { maxRedirects: 0 });
      expect(response.headers()["content-type"], path).toMatch(/^text\/html\b/);
      return { label: init ? `${path} (with errors)` : path, html: await response.text() };
    };
    const pages = await Promise.all([
      ...[
        "/admin/events",
        `/admin/events?deleted=${deletedEventId}`,
        `/admin/events/${eventId}?saved=1`,
        "/admin/events/new",
        "/admin/announcements",
        `/admin/announcements/${announcementId}?saved=1`,
        "/admin/announcements/new",
        "/admin/rsvps",
        `/admin/submissions?event=${eventId}`,
      ].map((path) => fetchPage(path)),
      fetchPage("/admin/events/new", { form: { intent: "save", title: "Half-filled", capacity: "0" } }),
      fetchPage("/admin/announcements/new", { form: { intent: "save", text: "", link_label: "Book a visit" } }),
    ]);
    expect(await checkHtml(pages)).toEqual([]);
  } finally {
    await api.dispose();
  }
});
