import type { Locator, Page } from "@playwright/test";
import { expect } from "../fixtures";

/** The S700's configuration the specs certify (the seed holds no energy record, decision 038). */
export const CERTIFIED_CONFIGURATION = "two-panel lift-and-slide, triple glazing, warm-edge spacer";

/** The first empty record of a product's energy page (/admin/products/:id/energy). */
export const newEnergyRecord = (page: Page) => page.getByRole("group", { name: /^New record/ }).first();

/** Fills one record as staff type it: an ENERGY STAR (or Most Efficient) certified U-factor with its NRCan reference and source. */
export async function fillCertifiedRecord(
  record: Locator,
  { uValue, reference, certification = "ENERGY STAR Canada" }: { uValue: string; reference: string; certification?: "ENERGY STAR Canada" | "ENERGY STAR Most Efficient" },
) {
  await record.getByLabel("Configuration").fill(CERTIFIED_CONFIGURATION);
  await record.getByLabel("U-value (W/m²K)").fill(uValue);
  await record.getByLabel("What the value is").selectOption({ label: "U-factor certified to CSA/NFRC" });
  await record.getByLabel("Certification").selectOption({ label: certification });
  await record.getByLabel("Certifying body").fill("CSA Group");
  await record.getByLabel("NRCan reference or certificate").fill(reference);
  await record.getByLabel("Source document", { exact: true }).fill("NRCan listing (test)");
  await record.getByLabel("Address of the source document").fill(`https://documents.example/nrcan/listing/${reference.toLowerCase()}`);
  await record.getByLabel("Checked on").fill("2026-04-15");
}

/**
 * Removes a product's record of `configuration` (staff tick "Remove this record when saving"), so the next spec on
 * the worker's server finds the product as seeded, without it.
 */
export async function removeEnergyRecord(page: Page, productEnergyPath: string, configuration = CERTIFIED_CONFIGURATION) {
  await page.goto(productEnergyPath);
  await page.getByRole("group", { name: new RegExp(`^Record \\d+: ${configuration}`) }).getByLabel("Remove this record when saving").check();
  await page.getByRole("button", { name: "Save the energy records" }).click();
  await expect(page.getByRole("status")).toContainText("Saved.");
}
