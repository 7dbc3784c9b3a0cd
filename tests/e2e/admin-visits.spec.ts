import type { Locator, Page } from "@playwright/test";
import { axeViolations, expect, FAILED_RESOURCE, test } from "./fixtures";
import { uniqueName } from "./support/staff";
import { signIn } from "../support/staff-sign-in";

/**
 * Chooses the nth time offered (1 is the first, after the list's "Choose a time"); its words as the list shows them.
 * The tests that run side by side take different ones, so none takes another's time meanwhile.
 */
async function chooseFreeTime(book: Locator, nth = 1) {
  const time = (await book.getByLabel("Free time").locator("option").nth(nth).textContent())!;
  await book.getByLabel("Free time").selectOption({ label: time });
  return time;
}

test.describe("staff and showroom visits", () => {
  test("book a visit by phone, move it, cancel it, block a time and set the availability", async ({ page, expectConsoleError }) => {
    expectConsoleError(FAILED_RESOURCE(422));
    test.setTimeout(60_000);
    await signIn(page, { at: "/admin/visits?showroom=okanagan" });
    await expect(page.getByRole("heading", { name: "Showroom visits", level: 1 })).toBeVisible();
    const name = uniqueName("Phone");
    const book = page.getByRole("form", { name: "Book a visit by phone" });
    const firstTime = await chooseFreeTime(book);
    await book.getByLabel("Name").fill(name);
    await book.getByRole("button", { name: "Book the visit" }).click();
    await expect(page.getByRole("status")).toContainText(`Visit of ${name} booked for ${firstTime}`);
    const week = page.getByRole("region", { name: /^Week from / });
    await expect(week.getByRole("listitem").filter({ hasText: name }).first()).toContainText("Booked by staff");
    // The time is no longer offered to anyone.
    await expect(book.getByLabel("Free time").locator("option").nth(1)).not.toHaveText(firstTime);

    const row = week.getByRole("listitem").filter({ hasText: name }).last();
    const target = (await row.getByLabel(`New time for ${name}`).locator("option").nth(1).textContent())!;
    await row.getByLabel(`New time for ${name}`).selectOption({ index: 1 });
    await row.getByRole("button", { name: `Move the visit of ${name}` }).click();
    await expect(page.getByRole("status")).toContainText(`moved to ${target}`);
    await page.getByRole("button", { name: `Cancel the visit of ${name}` }).click();
    await expect(page.getByRole("status")).toContainText(`Visit of ${name} cancelled`);
    await expect(week.getByText(name)).toHaveCount(0);

    // One day at a time, and back to the week.
    await page.getByRole("link", { name: "Show one day" }).click();
    await expect(page).toHaveURL(/view=day/);
    await expect(page.getByRole("region", { name: /day, / }).getByRole("heading", { level: 3 })).toHaveCount(1);
    await page.getByRole("link", { name: "Show the week" }).click();
    await expect(week.getByRole("heading", { level: 3 })).toHaveCount(7);

    const block = page.getByRole("form", { name: "Block a time" });
    await block.getByLabel("Why (staff only)").fill("Trade show prep");
    await block.getByRole("button", { name: "Block the time" }).click();
    await expect(page.getByRole("status")).toContainText("Time blocked on");
    await expect(week.getByText("Blocked: Trade show prep")).toBeVisible();

    // Closed days, added and taken back.
    const closed = page.getByRole("form", { name: "Closed days" });
    // Today: never bookable (a day's notice), so no visitor's choice of days moves meanwhile.
    const day = await page.getByRole("form", { name: "Block a time" }).getByLabel("Day").inputValue();
    await closed.getByLabel("First day").fill(day);
    await closed.getByLabel("Reason").fill("Stocktaking");
    await closed.getByRole("button", { name: "Add closed days" }).click();
    await expect(page.getByRole("status")).toContainText("Closed from");
    const region = page.getByRole("region", { name: "Closed days" });
    await expect(region.getByRole("listitem").filter({ hasText: "Stocktaking" })).toHaveCount(1);
    await region.getByRole("listitem").filter({ hasText: "Stocktaking" }).getByRole("button", { name: /^Remove/ }).click();
    await expect(page.getByRole("status")).toContainText("Closed days removed");
    await expect(region.getByText("Stocktaking")).toHaveCount(0);

    const availability = page.getByRole("form", { name: /^Availability of the / });
    await availability.getByLabel("Sunday").fill("10:00-09:00");
    await availability.getByRole("button", { name: "Save availability" }).click();
    await expect(page.getByRole("alert")).toContainText("The availability was not saved.");
    // The availability form's field: on a Sunday the week above is named "Week from Sunday, …" too.
    await expect(availability.getByLabel("Sunday")).toHaveAccessibleDescription('"10:00-09:00" ends before it starts.');
    expect(await axeViolations(page)).toEqual([]);
    await availability.getByLabel("Sunday").fill("");
    await availability.getByRole("button", { name: "Save availability" }).click();
    await expect(page.getByRole("status")).toContainText("Availability of the Okanagan Showroom saved.");
  });
});

/** The phone booking form; its first free time as offered. */
const bookingForm = (page: Page) => page.getByRole("form", { name: "Book a visit by phone" });
const NOTE_LIMIT = 1_000;
/** A note pasted 10 characters over its limit. */
const LONG_NOTE = "Wants a pivot door for the new entry, oak outside and a dark leaf; call after four. ".repeat(13).slice(0, NOTE_LIMIT + 10);
const question = (page: Page) => page.getByRole("dialog", { name: "Unsaved changes" });

test.describe("a visit booked by phone, with JavaScript", () => {
  test("a phone typed as people say it is read, a pasted note over its limit is kept whole and refused with how much over", async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, { at: "/admin/visits?showroom=surrey" });
    const book = bookingForm(page);
    const name = uniqueName("Dash phone");
    const time = await chooseFreeTime(book, 4);
    await book.getByLabel("Name").fill(name);
    await book.getByLabel("Phone").pressSequentially("604-555-1234");
    await expect(book.getByLabel("Phone")).toHaveValue("604-555-1234");

    await book.getByLabel("Note").fill(LONG_NOTE);
    await expect(book.getByLabel("Note")).toHaveValue(LONG_NOTE);
    await expect(book.locator("p", { hasText: "10 characters over the 1,000-character limit" })).toBeVisible();
    await expect(book.getByLabel("Note")).toHaveAccessibleDescription(/10 characters over the 1,000-character limit/);
    await book.getByRole("button", { name: "Book the visit" }).click();
    const summary = book.getByRole("alert").filter({ hasText: "There is a problem with 1 field" });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link", { name: "Note: 10 characters over the 1,000-character limit: please shorten it." })).toHaveAttribute("href", "#field-note");
    await expect(book.getByLabel("Note")).toHaveValue(LONG_NOTE);
    await expect(book.getByLabel("Name")).toHaveValue(name);

    await book.getByLabel("Note").fill("Call after four.");
    await book.getByRole("button", { name: "Book the visit" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Visit of ${name} booked for ${time}` })).toBeVisible();
    // The form starts empty again, and the visit shows the number as people read it.
    await expect(book.getByLabel("Name")).toHaveValue("");
    await expect(book.getByLabel("Phone")).toHaveValue("");
    const week = page.getByRole("region", { name: /^Week from / });
    await expect(week.getByRole("listitem").filter({ hasText: name }).first()).toContainText("(604) 555-1234");
    await page.getByRole("button", { name: `Cancel the visit of ${name}` }).click();
    await expect(page.getByRole("status")).toContainText(`Visit of ${name} cancelled`);
  });

  test("leaving with a booking half typed asks first: Stay keeps the text, and after booking nothing asks", async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, { at: "/admin/visits?showroom=surrey" });
    const book = bookingForm(page);
    const name = uniqueName("Half typed");
    await book.getByLabel("Name").fill(name);
    await book.getByLabel("Note").fill("Bring the sample of the bronze handle.");
    const inbox = page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Inbox", exact: true });
    await inbox.click();
    await expect(question(page)).toContainText("You have unsaved changes to the visit being booked by phone. Leave without saving?");
    await question(page).getByRole("button", { name: "Stay" }).click();
    await expect(question(page)).toBeHidden();
    await expect(book.getByLabel("Name")).toHaveValue(name);
    await expect(book.getByLabel("Note")).toHaveValue("Bring the sample of the bronze handle.");

    await chooseFreeTime(book, 8);
    await book.getByRole("button", { name: "Book the visit" }).click();
    await expect(page.getByRole("status").filter({ hasText: `Visit of ${name} booked` })).toBeVisible();
    await page.getByRole("button", { name: `Cancel the visit of ${name}` }).click();
    await expect(page.getByRole("status")).toContainText(`Visit of ${name} cancelled`);
    await inbox.click();
    await expect(page).toHaveURL(/\/admin\/submissions$/);
    await expect(question(page)).toBeHidden();
  });
});

test.describe("a visit booked by phone, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a refused booking (no time, no name, a bad phone, a note over its limit, then a time just taken) comes back as typed, each problem by its field", async ({ page, expectConsoleError }) => {
    expectConsoleError(FAILED_RESOURCE(422));
    expectConsoleError(FAILED_RESOURCE(409));
    test.setTimeout(90_000);
    await signIn(page, { at: "/admin/visits?showroom=surrey" });
    const book = bookingForm(page);
    await book.getByLabel("Email").fill("ana@example.com");
    await book.getByLabel("Phone").fill("604-555-123");
    await book.getByLabel("Note").fill(LONG_NOTE);
    // Without scripts the browser checks the required fields itself; a browser that does not still gets every problem.
    await book.evaluate((element: HTMLFormElement) => (element.noValidate = true));
    const [refused] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), book.getByRole("button", { name: "Book the visit" }).click()]);
    expect(refused.status()).toBe(422);
    const summary = book.getByRole("alert").filter({ hasText: "There are problems with 4 fields" });
    await expect(summary.getByRole("link", { name: "Free time: Choose a free time." })).toHaveAttribute("href", "#field-slot");
    await expect(summary.getByRole("link", { name: "Name: Enter the visitor's name." })).toHaveAttribute("href", "#field-name");
    await expect(summary.getByRole("link", { name: /^Phone: That's 9 digits: 604 555 123\./ })).toHaveAttribute("href", "#field-phone");
    await expect(summary.getByRole("link", { name: "Note: 10 characters over the 1,000-character limit: please shorten it." })).toHaveAttribute("href", "#field-note");
    await expect(book.getByLabel("Name")).toHaveAccessibleDescription(/Enter the visitor's name\./);
    await expect(book.getByLabel("Phone")).toHaveAccessibleDescription(/That's 9 digits: 604 555 123\./);
    await expect(book.getByLabel("Email")).toHaveValue("ana@example.com");
    await expect(book.getByLabel("Phone")).toHaveValue("604-555-123");
    await expect(book.getByLabel("Note")).toHaveValue(LONG_NOTE);
    // The count under the field, as the server renders it from the text given back.
    await expect(book.getByText("10 characters over the 1,000-character limit", { exact: true })).toBeVisible();

    // Corrected, but the time is taken in another tab meanwhile: the text is still all there.
    const name = uniqueName("Taken time");
    await book.getByLabel("Name").fill(name);
    await book.getByLabel("Phone").fill("604-555-1234");
    await book.getByLabel("Note").fill("Call after four.");
    const time = await chooseFreeTime(book, 12);
    const other = await page.context().newPage();
    await other.goto("/admin/visits?showroom=surrey");
    const rival = uniqueName("Rival");
    await bookingForm(other).getByLabel("Name").fill(rival);
    await bookingForm(other).getByLabel("Free time").selectOption({ label: time });
    await bookingForm(other).getByRole("button", { name: "Book the visit" }).click();
    await expect(other.getByRole("status")).toContainText(`Visit of ${rival} booked for ${time}`);

    const [taken] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), book.getByRole("button", { name: "Book the visit" }).click()]);
    expect(taken.status()).toBe(409);
    await expect(book.getByRole("alert").filter({ hasText: "There is a problem with 1 field" }).getByRole("link", { name: "Free time: That time was just taken. Choose another." })).toHaveAttribute("href", "#field-slot");
    await expect(book.getByLabel("Name")).toHaveValue(name);
    await expect(book.getByLabel("Email")).toHaveValue("ana@example.com");
    await expect(book.getByLabel("Phone")).toHaveValue("604-555-1234");
    await expect(book.getByLabel("Note")).toHaveValue("Call after four.");
    await expect(book.getByLabel("Free time").locator("option", { hasText: time })).toHaveCount(0);

    // Booked at the next time; then both visits are taken back.
    const next = await chooseFreeTime(book, 12);
    await book.getByRole("button", { name: "Book the visit" }).click();
    await expect(page.getByRole("status")).toContainText(`Visit of ${name} booked for ${next}`);
    await expect(book.getByLabel("Name")).toHaveValue("");
    for (const who of [name, rival]) {
      await page.getByRole("button", { name: `Cancel the visit of ${who}` }).click();
      await expect(page.getByRole("status")).toContainText(`Visit of ${who} cancelled`);
    }
    await other.close();
  });
});
