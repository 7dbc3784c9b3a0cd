import { staffPageWithoutJavaScript, test } from "./support/own-server";
import { expect, expectAxeCleanAtBothWidths, MOBILE } from "./fixtures";
import { signIn } from "../support/staff-sign-in";
import { pdfText } from "../support/pdf-text";
import { CERTIFIED_CONFIGURATION, fillCertifiedRecord, newEnergyRecord } from "./support/energy-records";

/**
 * A product's energy records in the staff area (/admin/products/:id/energy): refusals next to their fields without
 * JavaScript, and a certified configuration that changes what the energy table, the product page and its spec sheet
 * say. They change the S700's standing, so they run on a server of their own.
 */

test.describe.configure({ mode: "serial", timeout: 90_000 });


const EDITOR = "/admin/products/s700/energy";
test("without JavaScript: a certified U above the figure is refused next to its field; once corrected, the energy table's row, the product page and the spec sheet say it", async ({
  browser,
  staffServer,
}) => {
  const page = await staffPageWithoutJavaScript(browser, staffServer, EDITOR);
  const context = page.context();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("S700");
  await expect(page.getByRole("navigation", { name: "Parts of this product" }).getByRole("link", { name: "Energy" })).toHaveAttribute("aria-current", "page");
  await expect(page.locator("[data-energy=staff-statement]")).toContainText("The 1.1 W/m²K in the specifications is the maker's Uw, a European rating.");

  await fillCertifiedRecord(newEnergyRecord(page), { uValue: "1.3", reference: "TEST-0001" });
  await page.getByRole("button", { name: "Save the energy records" }).click();
  // The error summary names the field by its row and links to it; the field says the same.
  const summary = page.getByRole("alert", { name: "There is a problem with 1 field" });
  await expect(summary.getByRole("link", { name: /^U-value \(W\/m²K\), new record 1: 1\.30 W\/m²K is above the ENERGY STAR Canada figure/ })).toHaveAttribute(
    "href",
    "#field-records.0.uValue",
  );
  const uValue = newEnergyRecord(page).getByLabel("U-value (W/m²K)");
  await expect(uValue).toHaveAttribute("aria-invalid", "true");
  await expect(uValue).toHaveValue("1.3");
  await expect(newEnergyRecord(page)).toContainText("1.30 W/m²K is above the ENERGY STAR Canada figure (1.22), so no configuration with it is certified");

  await uValue.fill("1.1");
  await page.getByRole("button", { name: "Save the energy records" }).click();
  await expect(page.getByRole("status")).toContainText("Saved.");
  await expect(page.getByRole("group", { name: `Record 1: ${CERTIFIED_CONFIGURATION}` })).toBeVisible();
  await context.close();

  const visitor = await browser.newPage({ baseURL: staffServer.server.url });
  await visitor.goto("/energy-and-rebates");
  const row = visitor.getByRole("table", { name: "Our systems with an energy record, against each level" }).getByRole("row", { name: /S700/ });
  await expect(row.getByRole("cell")).toHaveText(["U-factor 1.1 W/m²K", "Meets", "Certified", "Above the figure (1.05)", "Above the figure (0.80)", "May qualify (certified)"]);

  await visitor.goto("/doors/liftandslide/s700");
  const section = visitor.getByRole("region", { name: "Energy performance" });
  await expect(section.locator("[data-energy=standing]")).toContainText(`It is ENERGY STAR Canada certified for ${CERTIFIED_CONFIGURATION}`);
  await expect(section.getByRole("list", { name: "Energy records" }).getByRole("link", { name: /^NRCan listing \(test\)/ })).toHaveAttribute(
    "href",
    "https://documents.example/nrcan/listing/test-0001",
  );
  const href = (await visitor.getByRole("region", { name: "Related Files" }).getByRole("link", { name: /S700 spec sheet/ }).getAttribute("href"))!;
  const sheet = await visitor.request.get(href);
  expect(sheet.status()).toBe(200);
  expect(sheet.headers()["etag"]).toMatch(/^"[0-9a-f]+"$/);
  const text = (await pdfText(await sheet.body())).join(" ").replace(/\s+/g, " ");
  expect(text).toContain(`It is ENERGY STAR Canada certified for ${CERTIFIED_CONFIGURATION}: certified U-factor 1.10 W/m²K`);
  const again = await visitor.request.get(href, { headers: { "If-None-Match": sheet.headers()["etag"]! } });
  expect(again.status()).toBe(304);
  await visitor.close();
});

test("the energy page has no axe violations at 390 and 1280 px", async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await signIn(page, { at: EDITOR });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("S700");
  await expectAxeCleanAtBothWidths(page, "the S700's energy page");
});
