import { readFile } from "node:fs/promises";
import type { Locator } from "@playwright/test";
import { axeViolations, DESKTOP, expect, MOBILE, showAt, test } from "./fixtures";
import { uniqueName } from "./support/staff";
import { fillOpening, fillQuoteDetails, openingControl, QUOTE_FILES, QUOTE_FORM } from "./support/quote";
import { signIn } from "../support/staff-sign-in";

const FORM = QUOTE_FORM;
const field = openingControl;
const fillDetails = fillQuoteDetails;
const fillRow = fillOpening;

const summary = (form: Locator) => form.getByRole("region", { name: "Summary" }).locator("[aria-live=polite]");

test.describe("the quote request with JavaScript", () => {
  test("a ten-row schedule is summed as it is typed, sent, confirmed and found in the staff inbox", async ({ page }) => {
    // Ten rows typed, the request sent, then the staff side: longer than one page's test.
    test.setTimeout(90_000);
    const first = uniqueName("Quote");
    await page.goto("/quote");
    const form = await fillDetails(page, first);
    const products = ["s91", "s91", "s77", "sd95", "sf85", "s700", "m7", "advise", "w77", "center76"];
    for (let n = 1; n <= products.length; n++) {
      if (n > 1) {
        await form.getByRole("button", { name: "Add another opening" }).click();
        await expect(field(page, n, "product")).toBeFocused();
      }
      await fillRow(page, n, { product: products[n - 1]!, width: "1000", height: "2000", quantity: "1", note: `Room ${n}` });
    }
    // Ten openings of 1 × 2 m.
    await expect(summary(form)).toContainText("10 openings, 20.00 m² (215.28 ft²)");
    await expect(summary(form)).toContainText("Windows: 5, 10.00 m²");
    // Each product's energy standing, from its energy records (the seed holds none: "ask us"); the rebate only for a renovation.
    const energy = form.getByRole("region", { name: "Energy and rebates" });
    const withoutRecords = energy.getByRole("listitem").filter({ hasText: "S91, S77, SD95" });
    await expect(withoutRecords).toContainText("S700");
    await expect(withoutRecords).toContainText("No rated U-value is on file for these systems. BC's minimum is set on the Canadian rating (a CSA/NFRC U-factor)");
    await expect(energy).not.toContainText("Not eligible for the");
    await form.getByLabel("Type of project").selectOption("renovation");
    // The rebate follows ENERGY STAR certification, which no product in the catalogue holds, never the published Uw.
    await expect(withoutRecords).toContainText(
      "Not eligible for the CleanBC Better Homes window and door rebate, which pays only for ENERGY STAR Canada certified windows and doors",
    );
    await expect(energy.getByRole("link", { name: "Energy and rebates explained" })).toHaveAttribute("href", "/energy-and-rebates");
    // The energy page's rebate estimate, from the openings: none of the nine scheduled units is certified.
    const estimate = form.getByRole("region", { name: "Your rebate estimate" });
    await expect(estimate).toContainText("Units that count: 0 of 9");
    await expect(estimate.locator("[data-stream=standard] dd")).toHaveText("$0: no chosen window or door is ENERGY STAR Canada certified.");
    await expect(estimate.getByRole("list", { name: "The steps, in order" }).getByRole("listitem").first()).toContainText("pre-registers");
    await form.getByLabel("Attach files").setInputFiles([QUOTE_FILES.pdf("floor-plans.pdf")]);
    await expect(page.getByRole("status").filter({ hasText: "Verified" })).toBeAttached({ timeout: 15_000 });
    await form.getByRole("button", { name: "SEND QUOTE REQUEST" }).click();
    const thanks = page.getByRole("region", { name: "Thank You" });
    await expect(thanks).toBeVisible();
    await expect(thanks.getByRole("row")).toHaveCount(11);
    await expect(thanks).toContainText("10 openings, 20.00 m² (215.28 ft²)");
    await expect(thanks.getByRole("region", { name: "Energy and rebates" })).toContainText("Not eligible for the CleanBC Better Homes window and door rebate");
    await expect(thanks.getByRole("row").nth(8)).toContainText("Not sure");

    await signIn(page, { at: `/admin/submissions?kind=quote&q=${first}` });
    await expect(page.getByRole("row").filter({ hasText: first })).toHaveCount(1);
    await expect(page.getByRole("row").filter({ hasText: first })).toContainText("Quote request");
    // Its page shows the project, the summary and the schedule as stored.
    await page.getByRole("row").filter({ hasText: first }).getByRole("link").first().click();
    const schedule = page.getByRole("region", { name: "Project and schedule" });
    await expect(schedule).toContainText("2200 Lakeshore Rd, Kelowna");
    await expect(schedule).toContainText("10 openings, 20.00 m² (215.28 ft²)");
    await expect(schedule.getByRole("table").getByRole("row")).toHaveCount(11);
    await expect(schedule.getByRole("table").getByRole("row").nth(8)).toContainText("Not sure, advise me");
    await expect(schedule.getByRole("table").getByRole("row").nth(8)).toContainText("1 000 × 2 000 mm");
    await expect(schedule.getByRole("region", { name: "Energy and rebates" })).toContainText("No rated U-value is on file for these systems. BC's minimum is set on the Canadian rating (a CSA/NFRC U-factor)");
    await expect(page.getByRole("list", { name: "Drawings and photos" })).toContainText("floor-plans.pdf (PDF, 1 KB)");
    const [pdf] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Quote request (PDF)" }).click()]);
    expect((await readFile(await pdf.path())).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(await axeViolations(page)).toEqual([]);
    // Its stage in the pipeline (the quote's status before), kept in its timeline with who moved it.
    const status = page.getByRole("region", { name: "Status" });
    await status.getByLabel("Stage").selectOption("quoted");
    await status.getByRole("button", { name: "Move" }).click();
    await expect(page.getByRole("status")).toHaveText("Moved to Quoted.");
    await expect(page.getByRole("list", { name: "Timeline" }).getByRole("listitem").first()).toContainText(/Moved to Quoted.*@/);
    await expect(status.getByLabel("Stage")).toHaveValue("quoted");

    // The inbox filters by stage, and the quote export has a row per opening.
    await page.goto("/admin/submissions");
    const filters = page.getByRole("form", { name: "Filter submissions" });
    await filters.getByLabel("Search").fill(first);
    await filters.getByLabel("Kind").selectOption("quote");
    await filters.getByLabel("Stage").selectOption("won");
    await filters.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByText("No submissions match these filters.")).toBeVisible();
    await filters.getByLabel("Stage").selectOption("quoted");
    await filters.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/stage=quoted/);
    await expect(page.getByRole("row").filter({ hasText: first })).toContainText("10 openings, 20.00 m²");
    await expect(page.getByRole("row").filter({ hasText: first })).toContainText("Quoted");
    const [csv] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Quote CSV, one row per opening" }).click()]);
    expect(csv.suggestedFilename()).toMatch(/^helios-quote-requests-quoted-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile(await csv.path(), "utf8")).trimEnd().split("\r\n");
    expect(lines).toHaveLength(11);
    expect(lines[0]).toContain("Stage");
    expect(lines.slice(1).every((line) => line.includes(first) && line.includes("Quoted"))).toBe(true);
    expect(lines[10]).toContain("Koemmerling 76 Center Seal");
  });

  test("rows are duplicated and removed in the page, and the summary follows", async ({ page }) => {
    await page.goto("/quote");
    const form = page.getByRole("form", { name: FORM });
    await fillRow(page, 1, { product: "s91", width: "47 1/4", height: "60", unit: "in", quantity: "2", note: "Bedroom" });
    await expect(summary(form)).toContainText("2 openings, 3.66 m²");
    await form.getByRole("button", { name: "Duplicate opening 1" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Opening 1 duplicated as opening 2." })).toBeAttached();
    await expect(field(page, 2, "width")).toHaveValue("47 1/4");
    await expect(field(page, 2, "note")).toHaveValue("Bedroom");
    await expect(summary(form)).toContainText("4 openings, 7.32 m²");
    await field(page, 2, "note").fill("Office");
    await form.getByRole("button", { name: "Remove opening 1" }).click();
    await expect(field(page, 2, "product")).toHaveCount(0);
    await expect(field(page, 1, "note")).toHaveValue("Office");
    await expect(summary(form)).toContainText("2 openings, 3.66 m²");
  });

  test("a size beyond what the record publishes gets a note; an impossible one, an error by its field", async ({ page }) => {
    await page.goto("/quote");
    const form = await fillDetails(page, uniqueName("Sizes"));
    await fillRow(page, 1, { product: "sf85", width: "2000", height: "4500" });
    await expect(form.getByText("SF85 leaves go up to 1.5 m wide; we will suggest a layout.")).toBeVisible();
    await expect(field(page, 1, "height")).toHaveAccessibleDescription(/goes up to 4\.0 m high/);
    // Three leaves share the width: no note.
    await field(page, 1, "configuration").selectOption("bifold-three");
    await expect(form.getByText(/leaves go up to/)).toHaveCount(0);

    await field(page, 1, "width").fill("0");
    await field(page, 1, "quantity").fill("abc");
    await form.getByRole("button", { name: "SEND QUOTE REQUEST" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "There are problems with 2 fields" })).toBeFocused();
    await expect(field(page, 1, "width")).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, 1, "width")).toHaveAccessibleDescription("The width must be more than zero.");
    await expect(field(page, 1, "quantity")).toHaveAccessibleDescription(/whole number/);
    const errors = page.getByRole("alert").filter({ hasText: "There are problems with 2 fields" });
    await expect(errors.getByRole("link", { name: /Opening 1 width: The width must be more than zero/ })).toHaveAttribute("href", "#field-opening_1_width");
  });

  test("“Ask about the SD95” on its page opens the request with the SD95 in the first row", async ({ page }) => {
    await page.goto("/doors/swing/sd95");
    await page.getByRole("link", { name: "Ask about the SD95" }).click();
    await expect(page).toHaveURL(/\/quote\?product=sd95$/);
    await expect(field(page, 1, "product")).toHaveValue("sd95");
    await expect(field(page, 1, "configuration").locator("option")).toContainText(["Not decided", "Single door", "Single door with sidelite"]);
  });

  test("the contact page links to the quote request", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("link", { name: "Request a quote opening by opening" })).toHaveAttribute("href", "/quote");
  });

  test("has no axe violations at 390 and 1280 px (loaded once, the window resized)", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto("/quote?product=sf85");
    await fillRow(page, 1, { product: "sf85", width: "2000", height: "4500", quantity: "2" });
    await expect(page.getByText("SF85 leaves go up to")).toBeVisible();
    for (const viewport of [MOBILE, DESKTOP]) {
      await showAt(page, viewport);
      expect(await axeViolations(page), `axe at ${viewport.width} px`).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`quote-${viewport.width}.png`), fullPage: true });
    }
  });
});

test.describe("the quote request without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("rows are added and removed by the server with every value kept, and the request is held for a person to confirm", async ({
    page,
  }) => {
    await page.goto("/quote");
    await expect(page.getByText("Your browser is not running JavaScript")).toBeVisible();
    const form = await fillDetails(page, "Nojs");
    await fillRow(page, 1, { product: "sd95", width: "900", height: "2100", note: "Front door" });
    await form.getByRole("button", { name: "Add another opening" }).click();
    await expect(field(page, 2, "product")).toBeAttached();
    await expect(field(page, 1, "note")).toHaveValue("Front door");
    await expect(page.getByRole("form", { name: FORM }).getByLabel("First name")).toHaveValue("Nojs");
    await fillRow(page, 2, { product: "s91", width: "47 1/4", height: "60", unit: "in", quantity: "3", note: "Bedrooms" });
    await page.getByRole("form", { name: FORM }).getByRole("button", { name: "Add another opening" }).click();
    await fillRow(page, 3, { product: "advise", width: "3000", height: "2500", note: "Living room" });
    await page.getByRole("form", { name: FORM }).getByRole("button", { name: "Remove opening 2" }).click();
    await expect(field(page, 3, "product")).toHaveCount(0);
    await expect(field(page, 2, "note")).toHaveValue("Living room");
    await expect(field(page, 2, "product")).toHaveValue("advise");
    await expect(field(page, 1, "product")).toHaveValue("sd95");
    await expect(page.getByRole("form", { name: FORM }).getByLabel("Message")).toHaveValue("Drawings to follow by email.");
    // The server's summary of what the form holds.
    await expect(summary(page.getByRole("form", { name: FORM }))).toContainText("2 openings, 9.39 m²");

    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("form", { name: FORM }).getByRole("button", { name: "SEND QUOTE REQUEST" }).click(),
    ]);
    expect(response.status()).toBe(200);
    await expect(page.getByText("We have your quote request. Because your browser could not run our automatic spam check, a person will check it and confirm within one business day.")).toBeVisible();
    await expect(page.getByRole("cell", { name: "Living room" })).toBeVisible();
  });
});
