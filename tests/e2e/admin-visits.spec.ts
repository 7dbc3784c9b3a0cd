import { axeViolations, expect, FAILED_RESOURCE, test } from "./fixtures";
import { uniqueName } from "./support/staff";
import { signIn } from "../support/staff-sign-in";

test.describe("staff and showroom visits", () => {
  test("book a visit by phone, move it, cancel it, block a time and set the availability", async ({ page, expectConsoleError }) => {
    expectConsoleError(FAILED_RESOURCE(422));
    test.setTimeout(60_000);
    await signIn(page);
    await page.goto("/admin/visits?showroom=okanagan");
    await expect(page.getByRole("heading", { name: "Showroom visits", level: 1 })).toBeVisible();
    const name = uniqueName("Phone");
    const book = page.getByRole("form", { name: "Book a visit by phone" });
    const firstTime = (await book.getByLabel("Free time").locator("option").first().textContent())!;
    await book.getByLabel("Name").fill(name);
    await book.getByRole("button", { name: "Book the visit" }).click();
    await expect(page.getByRole("status")).toContainText(`Visit of ${name} booked for ${firstTime}`);
    const week = page.getByRole("region", { name: /^Week from / });
    await expect(week.getByRole("listitem").filter({ hasText: name }).first()).toContainText("Booked by staff");
    // The time is no longer offered to anyone.
    await expect(book.getByLabel("Free time").locator("option").first()).not.toHaveText(firstTime);

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
    await expect(page.getByLabel("Sunday")).toHaveAccessibleDescription('"10:00-09:00" ends before it starts.');
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel("Sunday").fill("");
    await page.getByRole("form", { name: /^Availability of the / }).getByRole("button", { name: "Save availability" }).click();
    await expect(page.getByRole("status")).toContainText("Availability of the Okanagan Showroom saved.");
  });
});
