import { staffPageWithoutJavaScript, test } from "./support/own-server";
import { expect, expectAxeCleanAtBothWidths, MOBILE, UNTIL_LIVE } from "./fixtures";
import { E2E_ADMIN, signIn } from "../support/staff-sign-in";
import { energy } from "#app/content/energy";
import { formatCheckedDate } from "#app/lib/energy";
import { pacificDateOf } from "#app/lib/pacific-time";
import { fillCertifiedRecord, newEnergyRecord, removeEnergyRecord } from "./support/energy-records";

/**
 * The energy and rebate figures at /admin/energy (decision 043): refusals by their fields without JavaScript, a
 * corrected figure on /energy-and-rebates and in the rebate estimator within two seconds, and the staff front page's
 * list of figures past their check, which a Confirm empties; ENERGY STAR Most Efficient, left not stated by staff,
 * stated again and then held by the S700 (decisions 046 and 053). They change what the energy page says, so they run
 * on a server of their own.
 */

test.describe.configure({ mode: "serial", timeout: 90_000 });

const EDITOR = "/admin/energy";
const INBOX = "/admin/submissions";
/** The Most Efficient level as shipped (decision 053), and the fields that state it. */
const shipped = energy.levels.find((entry) => entry.id === "most-efficient")!;
const PARTS = ["highest U-value (W/m²K)", "source: page title", "source: page address", "checked on"] as const;
/** The staff front page's list, named by its heading: "1 energy figure to check", "3 energy figures to check". */
const FIGURES_TO_CHECK = /^\d+ energy figures? to check$/;
/** A day long past the 90 days a figure may go unchecked, whenever the test runs. */
const LONG_AGO = "2025-01-15";


test("without JavaScript: bad figures are refused by their fields; a corrected one reaches the energy page and the estimator, and a stale one is listed for staff until confirmed", async ({
  browser,
  staffServer,
}) => {
  const page = await staffPageWithoutJavaScript(browser, staffServer, EDITOR);
  const context = page.context();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Energy and rebate figures");

  const standard = page.getByRole("group", { name: "Standard rebate" });
  const energyStar = page.getByRole("group", { name: "ENERGY STAR", exact: true });
  await standard.getByLabel("Standard rebate: amount per window or door ($)").fill("lots");
  await energyStar.getByLabel("ENERGY STAR: source: page address").fill("http://www.betterhomesbc.ca/faqs/");
  const [refusal] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === "POST"),
    page.getByRole("button", { name: "Save energy figures" }).click(),
  ]);
  expect(refusal.status()).toBe(422);
  await expect(page.getByRole("alert").first()).toContainText("There are problems with 2 fields");
  await expect(standard.getByLabel("Standard rebate: amount per window or door ($)")).toHaveAttribute("aria-invalid", "true");
  await expect(standard.getByLabel("Standard rebate: amount per window or door ($)")).toHaveValue("lots");
  await expect(page.locator("#field-standard_per_unit-error")).toHaveText("Give a number, like 100.");
  await expect(page.locator("#field-level_energy-star_source_url-error")).toHaveText("Give the page's address, starting with https://.");

  await standard.getByLabel("Standard rebate: amount per window or door ($)").fill("125");
  await energyStar.getByLabel("ENERGY STAR: source: page address").fill("https://www.betterhomesbc.ca/faqs/energy-star-windows/");
  await energyStar.getByLabel("ENERGY STAR: checked on").fill(LONG_AGO);
  // A second figure past its check (the shipped ones were checked recently), for the list's Confirm all below.
  await page.getByRole("group", { name: "The Step Code for new houses" }).getByLabel("Step Code: checked on").fill(LONG_AGO);
  await page.getByRole("button", { name: "Save energy figures" }).click();
  await expect(page.getByRole("status").first()).toContainText("Energy figures saved");

  const visitor = await browser.newPage({ baseURL: staffServer.server.url });
  await visitor.goto("/energy-and-rebates");
  await expect(visitor.locator("[data-rebate=rebate-standard]")).toContainText("$125 per window or door", UNTIL_LIVE);
  await expect(visitor.locator("[data-energy=checked]")).toContainText(`Figures checked ${formatCheckedDate(LONG_AGO)}.`);
  await visitor.goto("/energy-and-rebates?units-s700=2&income=no#estimate");
  await expect(visitor.getByRole("region", { name: "Your rebate estimate" })).toContainText(`Figures checked ${formatCheckedDate(LONG_AGO)}.`, UNTIL_LIVE);
  await visitor.close();

  // The inbox lists it, with the page that states it and its place in the editor.
  await page.goto(INBOX);
  const list = page.getByRole("region", { name: FIGURES_TO_CHECK });
  // One line with their count until opened.
  const showList = () => list.getByText(/^\d+ energy figures? to check$/).click();
  await expect(list).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveCount(0);
  await showList();
  const item = list.getByRole("listitem").filter({ hasText: "ENERGY STAR Canada" });
  await expect(item).toContainText(`Last checked ${formatCheckedDate(LONG_AGO)}.`);
  await expect(item.getByRole("link", { name: "The page that states it (ENERGY STAR Canada)" })).toHaveAttribute("href", "https://www.betterhomesbc.ca/faqs/energy-star-windows/");
  await expect(item.getByRole("link", { name: "Correct ENERGY STAR Canada" })).toHaveAttribute("href", `${EDITOR}#figure-levels-energy-star`);

  await item.getByRole("button", { name: "Confirm ENERGY STAR Canada" }).click();
  const today = formatCheckedDate(pacificDateOf(Date.now()));
  await expect(page.getByRole("status").first()).toContainText(`ENERGY STAR Canada: confirmed as checked ${today}.`);
  await expect(list.getByRole("listitem").filter({ hasText: "ENERGY STAR Canada" })).toHaveCount(0);

  // The history says who confirmed it.
  await page.goto(EDITOR);
  await expect(page.getByRole("region", { name: "History" }).getByRole("listitem").first()).toContainText(`Edited by ${E2E_ADMIN.email}`);

  // Every figure confirmed: the list is gone.
  await page.goto(INBOX);
  await showList();
  const due = list.getByRole("listitem");
  while ((await due.count()) > 0) {
    // Without JavaScript each Confirm is a page load: its answer says which figure, which leaves the list (kept open).
    const confirm = due.first().getByRole("button", { name: /^Confirm / });
    const figure = (await confirm.textContent())!.replace(/^\s*Confirm\s*/, "").trim();
    const [answer] = await Promise.all([page.waitForResponse((response) => response.request().method() === "POST"), confirm.click()]);
    expect(answer.status()).toBe(200);
    await expect(page.getByRole("status").first()).toContainText(`${figure}: confirmed as checked ${today}.`);
    await expect(due.filter({ hasText: figure })).toHaveCount(0);
  }
  await expect(page.getByRole("region", { name: FIGURES_TO_CHECK })).toHaveCount(0);
  await context.close();
});

test("ENERGY STAR Most Efficient: refused on a product while staff leave it not stated; once stated again, the S700 holds it and its page and the energy page say so", async ({
  browser,
  staffServer,
}) => {
  const page = await staffPageWithoutJavaScript(browser, staffServer, EDITOR);
  const context = page.context();
  const productEnergy = "/admin/products/s700/energy";
  /** The configuration this test certifies: its own, so its record is found (and removed) by name. */
  const configuration = "fixed, triple glazing, warm-edge spacer";
  const certify = async () => {
    await page.goto(productEnergy);
    const record = newEnergyRecord(page);
    await fillCertifiedRecord(record, { uValue: "1.02", reference: "TEST-0002", certification: "ENERGY STAR Most Efficient" });
    await record.getByLabel("Configuration").fill(configuration);
    await page.getByRole("button", { name: "Save the energy records" }).click();
  };

  // Stated in the shipped figures (decision 053); staff may leave it not stated, and then no product can claim it: the
  // refusal says why by the field.
  const level = page.getByRole("group", { name: "ENERGY STAR Most Efficient", exact: true });
  await expect(level.getByLabel("ENERGY STAR Most Efficient: highest U-value (W/m²K)")).toHaveValue("1.05");
  for (const part of PARTS) await level.getByLabel(`ENERGY STAR Most Efficient: ${part}`).fill("");
  await page.getByRole("button", { name: "Save energy figures" }).click();
  await expect(page.getByRole("status").first()).toContainText("Energy figures saved");
  await certify();
  // The error summary names the field by its row and links to it; the field says the same.
  const summary = page.getByRole("alert", { name: "There is a problem with 1 field" });
  await expect(summary.getByRole("link", { name: /^Certification, new record 1: the ENERGY STAR Most Efficient figure is not stated/ })).toBeVisible();
  await expect(newEnergyRecord(page).getByLabel("Certification")).toHaveAttribute("aria-invalid", "true");
  await expect(newEnergyRecord(page)).toContainText("the ENERGY STAR Most Efficient figure is not stated on the site yet, so no product can claim it");

  // Staff state it again, as shipped: the figure, the page that states it and the day, together.
  await page.goto(EDITOR);
  await level.getByLabel("ENERGY STAR Most Efficient: highest U-value (W/m²K)").fill(String(shipped.maxU));
  await level.getByLabel("ENERGY STAR Most Efficient: source: page title").fill(shipped.source!.name);
  await level.getByLabel("ENERGY STAR Most Efficient: source: page address").fill(shipped.source!.url);
  await level.getByLabel("ENERGY STAR Most Efficient: checked on").fill(shipped.checkedOn!);
  await page.getByRole("button", { name: "Save energy figures" }).click();
  await expect(page.getByRole("status").first()).toContainText("Energy figures saved");

  await certify();
  await expect(page.getByRole("status")).toContainText("Saved.");

  const visitor = await browser.newPage({ baseURL: staffServer.server.url });
  await visitor.goto("/doors/liftandslide/s700");
  await expect(visitor.getByRole("region", { name: "Energy performance" }).locator("[data-energy=standing]")).toContainText(
    `It is ENERGY STAR Most Efficient certified for ${configuration}: certified U-factor 1.02 W/m²K`,
    UNTIL_LIVE,
  );
  await visitor.goto("/energy-and-rebates");
  await expect(visitor.locator('[data-level="most-efficient"]')).toContainText("U ≤ 1.05 W/m²K");
  const table = visitor.getByRole("table", { name: "Our systems with an energy record, against each level" });
  await expect(table.getByRole("columnheader", { name: /ENERGY STAR Most Efficient/ })).toBeVisible();
  // A Most Efficient product is an ENERGY STAR product: certified for both, and the rebate counts it.
  await expect(table.getByRole("row", { name: /S700/ }).getByRole("cell")).toHaveText([/U-factor/, /meet/i, "Certified", "Certified", /Above the figure/, "May qualify (certified)"]);
  await visitor.close();

  // Left as the other specs of this server expect it: the record removed, the level as shipped.
  await removeEnergyRecord(page, productEnergy, configuration);
  await context.close();
});

test("the energy figures editor and the staff front page's list have no axe violations at 390 and 1280 px", async ({ page, staffServer }) => {
  await page.setViewportSize(MOBILE);
  await signIn(page, { at: EDITOR });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Energy and rebate figures");
  await expectAxeCleanAtBothWidths(page, "the energy figures editor");
  // A figure past its check, so the list shows.
  await page.getByRole("group", { name: "The Step Code for new houses" }).getByLabel("Step Code: checked on").fill(LONG_AGO);
  await page.getByRole("button", { name: "Save energy figures" }).click();
  await expect(page.getByRole("status").first()).toContainText("Energy figures saved");
  await page.goto(`${staffServer.server.url}${INBOX}`);
  await expect(page.getByRole("region", { name: FIGURES_TO_CHECK })).toBeVisible();
  await expectAxeCleanAtBothWidths(page, "the inbox with figures to check");
});
