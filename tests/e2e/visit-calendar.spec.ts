import { parsePacificDateTime } from "#app/lib/pacific-time";
import { axeViolations, expect } from "./fixtures";
import { solvedCaptcha } from "./support/captcha";
import { moveContentClock } from "./support/events";
import { staffPageWithoutJavaScript, test } from "./support/own-server";
import { racerBooking } from "./support/visit";

/**
 * Booking a visit on a phone, a week at a time, around Christmas (decision 048): the day's times in view with focus on
 * them, the chosen time as a summary with Change, no statutory holiday offered unless the owners open it, and a
 * holiday time sent directly refused. The content clock is moved to Monday, December 21, 2026, 10:00 a.m. Pacific, so
 * the spec runs on a server of its own.
 */

test.describe.configure({ mode: "serial", timeout: 90_000 });

const PHONE = { width: 390, height: 844 };
const BEFORE_CHRISTMAS = parsePacificDateTime("2026-12-21T10:00")!;
const PAGE = "/visit?showroom=surrey&purpose=general";
/** A step shown in place waits for the server's page at its address: seconds on a busy machine. */
const STEP_SHOWN = { timeout: 20_000 } as const;

test.beforeEach(async ({ request, fileServer }) => {
  await moveContentClock(request, fileServer.server.url, BEFORE_CHRISTMAS - Date.now());
});

test("at 390 px: a week from the next free day, Christmas closed, a day's times in view with focus, the time as a summary with Change", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(PAGE);
  const week = page.getByRole("list", { name: "Days with free times", exact: true });
  await expect(page.locator("#week-label")).toHaveText("Tuesday, December 22 to Monday, December 28");
  await expect(week.getByText("Christmas Day")).toBeVisible();
  await expect(week.getByRole("link", { name: /December 25/ })).toHaveCount(0);
  await expect(week.getByRole("link", { name: /December 27/ })).toHaveCount(0);
  // Every day is a thumb's size.
  for (const box of await week.getByRole("link").evaluateAll((links) => links.map((link) => link.getBoundingClientRect()))) {
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
  }

  await week.getByRole("link", { name: /^Tuesday, December 22/ }).click();
  await expect(page.getByRole("heading", { name: "3. Time on Tuesday, December 22" })).toBeFocused(STEP_SHOWN);
  const first = page.getByRole("list", { name: "Free times", exact: true }).getByRole("link").first();
  await expect(first).toBeInViewport();
  // A day's notice: the first time on Tuesday is after 10:00 a.m.
  const time = (await first.textContent())!.trim();
  expect(time).toMatch(/^1[0-2]:\d{2} [AP]M$/);

  await first.click();
  const summary = page.getByRole("group", { name: "Your visit" });
  await expect(summary).toContainText(`Tuesday, December 22 at ${time}`, STEP_SHOWN);
  await expect(summary).toBeInViewport();
  await expect(page.getByRole("heading", { name: "4. Your details" })).toBeFocused(STEP_SHOWN);
  // The days and times give way to the summary.
  await expect(page.getByRole("list", { name: "Free times", exact: true })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);

  await summary.getByRole("link", { name: "Change the day or time" }).click();
  await expect(page.getByRole("heading", { name: "3. Time on Tuesday, December 22" })).toBeFocused(STEP_SHOWN);
  await expect(page.getByRole("group", { name: "Your visit" })).toHaveCount(0);

  await page.getByRole("navigation", { name: "Weeks" }).getByRole("link", { name: "Next week →" }).click();
  await expect(page.locator("#week-label")).toHaveText("Tuesday, December 29 to Monday, January 4", STEP_SHOWN);
  await expect(week.getByText("New Year's Day")).toBeVisible();
  await expect(week.getByRole("link", { name: /January 1,/ })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Weeks" }).getByRole("link", { name: "← Previous week" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("at 390 px: a day's link lands on its times", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto(PAGE);
    await page.getByRole("list", { name: "Days with free times", exact: true }).getByRole("link", { name: /^Wednesday, December 23/ }).click();
    await expect(page).toHaveURL(/&date=2026-12-23#time-heading$/);
    await expect(page.getByRole("list", { name: "Free times", exact: true }).getByRole("link").first()).toBeInViewport();
    await page.getByRole("list", { name: "Free times", exact: true }).getByRole("link").first().click();
    await expect(page.getByRole("group", { name: "Your visit" })).toBeInViewport();
    await expect(page.getByRole("group", { name: "Your visit" })).toContainText("Wednesday, December 23 at 9:00 AM");
  });
});

test("a holiday time sent directly is refused with a 409 that names the holiday", async ({ request }) => {
  const christmas = parsePacificDateTime("2026-12-25T10:00")!;
  const answer = await request.post("/f/visit", { data: racerBooking(String(christmas), "Holly", await solvedCaptcha(request)) });
  expect(answer.status()).toBe(409);
  expect((await answer.json()).error).toBe(
    "The showroom is closed on Friday, December 25 for Christmas Day, a statutory holiday. Please choose one of the free times.",
  );
});

test("an owner opens Christmas Day: it is offered, and closed again once they close it", async ({ browser, page, staffServer }) => {
  const staff = await staffPageWithoutJavaScript(browser, staffServer, "/admin/visits?showroom=surrey");
  const holidays = staff.getByRole("list", { name: "Statutory holidays in the coming year" });
  await expect(holidays.getByRole("listitem").first()).toContainText("Christmas Day, Friday, December 25: closed");
  await holidays.getByRole("button", { name: "Open for visits on Christmas Day, Friday, December 25" }).click();
  await expect(staff.getByRole("status").filter({ hasText: "Christmas Day (Friday, December 25) is open at the Surrey showroom: visitors can book it." })).toBeVisible();
  await expect(holidays.getByRole("listitem").first()).toContainText("Christmas Day, Friday, December 25: open for visits");

  await page.goto(PAGE);
  await expect(page.getByRole("list", { name: "Days with free times", exact: true }).getByRole("link", { name: /^Friday, December 25/ })).toBeVisible();

  await holidays.getByRole("button", { name: "Close it again on Christmas Day, Friday, December 25" }).click();
  await expect(staff.getByRole("status").filter({ hasText: "Christmas Day (Friday, December 25) is closed again at the Surrey showroom" })).toBeVisible();
  await page.goto(PAGE);
  await expect(page.getByRole("list", { name: "Days with free times", exact: true }).getByRole("link", { name: /^Friday, December 25/ })).toHaveCount(0);
  await staff.context().close();
});

test("the opening hours show per showroom on the visit and contact pages", async ({ page }) => {
  for (const path of ["/visit", "/contact"]) {
    await page.goto(path);
    const hours = page.getByRole("region", { name: "Opening hours" });
    const surrey = hours.getByRole("table", { name: "Surrey showroom" });
    await expect(surrey.getByRole("row")).toHaveText([
      /^Monday to Friday\s*9:00 a\.m\. – 12:00 p\.m\. and 1:00 – 5:00 p\.m\.$/,
      /^Saturday\s*10:00 a\.m\. – 2:00 p\.m\.$/,
      /^Sunday\s*Closed$/,
    ]);
    await expect(hours.getByRole("table")).toHaveCount(2);
    await expect(hours).toContainText("Closed on British Columbia's statutory holidays.");
  }
});
