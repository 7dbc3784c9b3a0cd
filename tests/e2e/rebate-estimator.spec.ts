import type { Page } from "@playwright/test";
import { staffPageWithoutJavaScript, test } from "./support/own-server";
import { SERVER_HOOK_TIMEOUT_MS } from "./support/processes";
import { axeViolations, expect } from "./fixtures";
import { fillCertifiedRecord, newEnergyRecord } from "./support/energy-records";

/**
 * The rebate estimator on /energy-and-rebates (issue 34 point 5), a plain GET form, with and without JavaScript, on
 * its three cases: the standard rebate, an income-qualified household capped by its share of the cost, and a product
 * that is not certified. The S700 gets an ENERGY STAR record through the staff energy page first (the seed holds no
 * certification), so the spec runs on a server of its own.
 */

test.describe.configure({ mode: "serial", timeout: 90_000 });


const PAGE = "/energy-and-rebates";

test.beforeAll(async ({ browser, staffServer }) => {
  // Signing in and saving re-renders the product's pages: slow on a busy machine, like the hook that removes it.
  test.setTimeout(SERVER_HOOK_TIMEOUT_MS);
  await staffServer.forFile(test.info().file);
  const page = await staffPageWithoutJavaScript(browser, staffServer, "/admin/products/s700/energy");
  const context = page.context();
  await fillCertifiedRecord(newEnergyRecord(page), { uValue: "1.1", reference: "TEST-0002" });
  await page.getByRole("button", { name: "Save the energy records" }).click();
  await expect(page.getByRole("status")).toContainText("Saved.");
  await context.close();
});

/** Fills the estimator and sends it: counts per product, the income answer, the cost if any. */
async function estimate(page: Page, counts: Record<string, number>, income: string, cost?: string) {
  await page.goto(PAGE);
  const form = page.getByRole("form", { name: "Rebate estimator" });
  await expect(form.getByRole("group", { name: "How many of each product" }).getByText("ENERGY STAR Canada certified", { exact: true })).toHaveCount(1);
  for (const [title, count] of Object.entries(counts)) await form.getByLabel(title, { exact: true }).fill(String(count));
  await form.getByRole("radio", { name: income }).check();
  if (cost) await form.getByLabel("Project cost, in dollars").fill(cost);
  await form.getByRole("button", { name: "Estimate the rebate" }).click();
  const result = page.getByRole("region", { name: "Your rebate estimate" });
  await expect(result).toBeVisible();
  return result;
}

for (const javaScriptEnabled of [false, true]) {
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";

  test(`${mode}: the standard rebate counts the certified units only, with the pre-registration first and the figures' date`, async ({ browser, staffServer }) => {
    const context = await browser.newContext({ javaScriptEnabled, baseURL: staffServer.server.url });
    const page = await context.newPage();
    const result = await estimate(page, { S700: 4, S560: 2 }, "No");
    await expect(page).toHaveURL(/units-s700=4/);
    await expect(result.locator("[data-stream=standard] dd")).toHaveText("$400: 4 certified windows and doors at $100 each.");
    await expect(result.locator("[data-stream=income-qualified]")).toHaveCount(0);
    await expect(result.getByRole("list", { name: "Units that count" }).getByRole("listitem")).toHaveText([
      "4 × S700: counts: ENERGY STAR Canada certified (its certified configuration)",
      "2 × S560: does not count: not ENERGY STAR Canada certified",
    ]);
    await expect(result).toContainText("The two streams do not combine");
    await expect(result.getByRole("list", { name: "The steps, in order" }).getByRole("listitem").first()).toHaveText(
      /^If the household may be income-qualified, first: the household pre-registers/,
    );
    await expect(result).toContainText("Figures checked on November 26, 2026.");
    await expect(result).toContainText("the programme decides");
    await context.close();
  });

  test(`${mode}: an income-qualified household is capped by its share of the cost`, async ({ browser, staffServer }) => {
    const context = await browser.newContext({ javaScriptEnabled, baseURL: staffServer.server.url });
    const page = await context.newPage();
    const result = await estimate(page, { S700: 5 }, "Yes, at the 60% level", "6000");
    await expect(result.locator("[data-stream=income-qualified] dd")).toHaveText(
      "$3,600, capped at 60% of the $6,000 project cost (5 certified windows and doors at up to $950 each would be $4,750).",
    );
    await expect(result.locator("[data-stream=standard] dd")).toHaveText("$500: 5 certified windows and doors at $100 each.");
    await expect(result.getByRole("list", { name: "The steps, in order" }).getByRole("listitem").first()).toHaveText(
      "First: the household pre-registers and receives an eligibility code before the work starts.",
    );
    await context.close();
  });

  test(`${mode}: a product that is not certified counts for nothing`, async ({ browser, staffServer }) => {
    const context = await browser.newContext({ javaScriptEnabled, baseURL: staffServer.server.url });
    const page = await context.newPage();
    const result = await estimate(page, { S560: 3 }, "Yes, at the 95% level", "20000");
    await expect(result.locator("dd")).toHaveText([
      "$0: no chosen window or door is ENERGY STAR Canada certified.",
      "$0: no chosen window or door is ENERGY STAR Canada certified.",
    ]);
    await expect(result).toContainText("Units that count: 0 of 3");
    await context.close();
  });
}

/** A phone's screen: the form is taller than it, so the result is below the fold unless the page lands on it. */
const PHONE = { width: 390, height: 844 };

for (const javaScriptEnabled of [false, true]) {
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";

  test(`${mode}, at 390 px: sending lands on the result, and a refused estimate lands on its problems`, async ({ browser, staffServer }) => {
    const context = await browser.newContext({ javaScriptEnabled, baseURL: staffServer.server.url, viewport: PHONE });
    const page = await context.newPage();
    const result = await estimate(page, { S700: 2 }, "No");
    await expect(page).toHaveURL(/#estimate$/);
    await expect(result.getByRole("heading", { name: "Your rebate estimate" })).toBeInViewport();
    await expect(result.locator("[data-stream=standard] dd")).toBeInViewport();
    // The page moved down to it: the form's first field, at the top of a form taller than the screen, is out of view.
    await expect(page.getByLabel("SF85", { exact: true })).not.toBeInViewport();

    await page.goto(PAGE);
    const form = page.getByRole("form", { name: "Rebate estimator" });
    await form.getByLabel("S700", { exact: true }).fill("lots");
    await form.getByRole("radio", { name: "No" }).check();
    const [response] = await Promise.all([page.waitForResponse((answer) => answer.url().includes("units-s700=lots")), form.getByRole("button", { name: "Estimate the rebate" }).click()]);
    expect(response.status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText("Enter how many S700 windows or doors, a whole number from 0 to 200.");
    await expect(page.getByRole("alert")).toBeInViewport();
    await expect(page).toHaveURL(/#estimate$/);
    await expect(page.getByRole("region", { name: "Your rebate estimate" })).toHaveCount(0);
    await context.close();
  });
}

test("a count the estimator cannot read is refused with a 400 and a message; the result has no axe violations", async ({ page, expectConsoleError }) => {
  expectConsoleError(/status of 400 \(Bad Request\)/);
  const refused = await page.goto(`${PAGE}?units-s700=lots&income=no`);
  expect(refused?.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("Enter how many S700 windows or doors, a whole number from 0 to 200.");
  await expect(page.getByLabel("S700", { exact: true })).toHaveAttribute("aria-invalid", "true");
  expect(await axeViolations(page)).toEqual([]);
  await page.goto(`${PAGE}?units-s700=2&income=95&cost=1500#estimate`);
  await expect(page.getByRole("region", { name: "Your rebate estimate" })).toContainText("$1,425, capped at 95% of the $1,500 project cost");
  expect(await axeViolations(page)).toEqual([]);
});
