import { energy } from "#app/content/energy";
import { productById } from "#app/content/catalogue";
import { checkedLine, formatCheckedDate, productEnergy, statedLevels, thresholdText } from "#app/lib/energy";
import { axeViolations, DESKTOP, expect, MOBILE, showAt, test } from "./fixtures";

const PAGE = "/energy-and-rebates";
const NOT_ELIGIBLE = "Not eligible: not ENERGY STAR certified";
/** A link whose accessible name starts with a source's name (the name goes on with "(opens in a new tab)"). */
const named = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

test.describe("the energy and rebates page", () => {
  test("shows the levels, both rebate streams and what a claim needs, each figure with its page and the day it was checked", async ({ page }) => {
    await page.goto(PAGE);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("How our windows and doors stand, honestly");
    // Every shipped figure was checked on its programme's page on one day (CONTENT.md).
    await expect(page.locator("[data-energy=checked]")).toContainText("Figures checked on November 26, 2026.");
    // ENERGY STAR Most Efficient is stated with ENERGY STAR Canada's page and day (decision 053).
    const mostEfficient = page.locator('[data-level="most-efficient"]');
    await expect(mostEfficient).toContainText("U ≤ 1.05 W/m²K");
    await expect(mostEfficient).toContainText("checked on November 26, 2026");
    const energyStarSource = energy.levels.find((level) => level.id === "energy-star")!.source!;
    await expect(mostEfficient.getByRole("link", { name: named(energyStarSource.name) })).toHaveAttribute("href", energyStarSource.url);
    for (const level of statedLevels(energy)) {
      const card = page.locator(`[data-level="${level.id}"]`);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(level.name);
      await expect(card).toContainText(thresholdText(level.maxU));
      await expect(card.getByRole("link", { name: named(level.source.name) })).toHaveAttribute("href", level.source.url);
      await expect(card).toContainText(`checked ${formatCheckedDate(level.checkedOn)}`);
    }
    // Passive House: the installed figure and the climate zone they belong to.
    await expect(page.locator('[data-level="passive-house"]')).toContainText("U ≤ 0.80 W/m²K, installed U ≤ 0.85 W/m²K");
    await expect(page.locator('[data-level="passive-house"]')).toContainText("cool-temperate climate zone");
    await expect(page.locator('[data-level="passive-house"]')).toContainText("colder zones set lower ones");
    await expect(page.locator('[data-level="bc-minimum"]')).toContainText("For windows and sliding glass doors for low-rise homes");
    await expect(page.locator("[data-energy=certification]")).toContainText("A window is ENERGY STAR certified only when its configuration is certified");

    const rebate = page.getByRole("region", { name: `The ${energy.rebate.programme}` });
    await expect(rebate).toContainText("Both pay only for ENERGY STAR Canada certified products");
    await expect(rebate).toContainText("the two do not combine");
    const standard = rebate.getByRole("region", { name: "The standard rebate" });
    await expect(standard).toContainText("$100 per window or door, up to $2,000 per home.");
    await expect(standard.getByRole("listitem")).toHaveText(energy.rebate.standard.needs);
    const income = rebate.getByRole("region", { name: "For income-qualified households" });
    await expect(income).toContainText("CleanBC Better Homes Energy Savings Program: up to $950 per window or door, capped at 95% or 60% of the cost");
    // The pre-registration comes first: work started before it cannot be claimed.
    const { preRegistration, needs } = energy.rebate.incomeQualified;
    await expect(income.getByRole("listitem")).toHaveText([...(preRegistration ? [preRegistration] : []), ...needs]);
    for (const [region, stream] of [
      [standard, energy.rebate.standard],
      [income, energy.rebate.incomeQualified],
    ] as const) {
      for (const source of stream.sources) await expect(region.getByRole("link", { name: named(source.name) })).toHaveAttribute("href", source.url);
      await expect(region).toContainText(`checked ${formatCheckedDate(stream.checkedOn)}`);
    }

    const stepCode = page.getByRole("region", { name: "The BC Energy Step Code" });
    await expect(stepCode).toContainText("Since May 2023, the BC Building Code has asked new houses and other small buildings (Part 9) to reach at least Step 3.");
    await expect(stepCode.getByRole("link", { name: /^BC Energy Step Code: how it works/ })).toHaveAttribute("href", energy.stepCode.source.url);
    await expect(page.getByText("rates whole buildings")).toHaveCount(1);
  });

  test("places only systems with an energy record against the levels: without one, none is placed and the page asks", async ({ page }) => {
    // The seed holds no energy record (its published Uw lines cite no document): staff enter them on each product's
    // energy page (admin-product-energy.spec.ts shows a certified one changing the table).
    await page.goto(PAGE);
    await expect(page.getByRole("table")).toHaveCount(0);
    const without = page.getByText(/^No rated U-value is on file for the SF85, /);
    await expect(without).toContainText(
      ", so none of them is ENERGY STAR or Passive House certified or eligible for the rebate; a Uw shown on their pages is the maker's European figure, not the Canadian rating. Ask us for the CSA/NFRC U-factor or the NRCan ENERGY STAR reference of your configuration.",
    );
    await expect(without.getByRole("link", { name: "S700", exact: true })).toHaveAttribute("href", "/doors/liftandslide/s700");
    await expect(page.getByRole("main")).not.toContainText(/May qualify|Meets ENERGY STAR|Not eligible: not ENERGY STAR certified/);
    expect(NOT_ELIGIBLE).toMatch(/^Not eligible/);
  });

  test("is linked from the footer", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Energy and Rebates" }).click();
    await expect(page).toHaveURL(PAGE);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("How our windows and doors stand, honestly");
  });

  test("has no axe violations at 390 and 1280 px (loaded once, the window resized)", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto(PAGE);
    for (const viewport of [MOBILE, DESKTOP]) {
      await showAt(page, viewport);
      expect(await axeViolations(page), `axe at ${viewport.width} px`).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`energy-${viewport.width}.png`), fullPage: true });
    }
  });
});

test.describe("a product's energy section", () => {
  test("without an energy record, says in one paragraph what its Uw is, why it settles neither the BC minimum nor the rebate, and what to ask for", async ({ page }) => {
    const s700 = productById("s700")!;
    const { statement } = productEnergy(s700);
    await page.goto(s700.path);
    await expect(page.getByRole("region", { name: /^(Technical Specs|Specifications)$/ })).toContainText(/Thermal transmittance \(Uw\)\s*1\.1\s*W\/m²K/);
    const section = page.getByRole("region", { name: "Energy performance" });
    await expect(section.locator("[data-energy=standing]")).toHaveText(statement);
    await expect(section.locator("[data-energy=standing]")).toHaveText(
      "The 1.1 W/m²K in the specifications is the maker's Uw, a European rating. BC's minimum is set on the Canadian rating (a CSA/NFRC U-factor) and the rebate pays only for ENERGY STAR certified windows and doors. Neither is on file for this system, so we cannot say how it stands against the BC minimum, and it is not ENERGY STAR or Passive House certified or eligible for the rebate. Ask us for the CSA/NFRC U-factor or the NRCan ENERGY STAR reference of your configuration.",
    );
    await expect(section.getByRole("list", { name: "Energy levels" })).toHaveCount(0);
    // The rebate is in that paragraph: no second one saying it again.
    await expect(section.locator("[data-energy=rebate]")).toHaveCount(0);
    await expect(section).toContainText(s700.energyNotes);
    await expect(section).toContainText(checkedLine());
    await expect(page.locator("[data-energy=bc-minimum]")).toHaveCount(0);
    await section.getByRole("link", { name: "Energy and rebates explained" }).click();
    await expect(page).toHaveURL(PAGE);
  });

  test("says so where no Uw is published, and the Step Code explanation appears once", async ({ page }) => {
    const sd95 = productById("sd95")!;
    await page.goto(sd95.path);
    const section = page.getByRole("region", { name: "Energy performance" });
    await expect(section.locator("[data-energy=standing]")).toHaveText(
      "No rated U-value is on file for this system. BC's minimum is set on the Canadian rating (a CSA/NFRC U-factor) and the rebate pays only for ENERGY STAR certified windows and doors, so we cannot say how it stands against the BC minimum, and it is not ENERGY STAR or Passive House certified or eligible for the rebate. Ask us for the CSA/NFRC U-factor or the NRCan ENERGY STAR reference of your configuration.",
    );
    await expect(section.getByRole("list", { name: "Energy levels" })).toHaveCount(0);
    await expect(page.getByRole("main").getByText(/rates whole buildings/)).toHaveCount(1);
    await expect(page.locator("[data-energy=step-code-minimum]")).toHaveCount(0);
  });

  test("explains a label that names Step 2, with the page that states the minimum", async ({ page }) => {
    await page.goto(productById("sd77")!.path);
    const note = page.locator("[data-energy=step-code-minimum]");
    await expect(note).toContainText(
      "About Step 2 in this label: since May 2023 the BC Building Code has asked new houses and other small buildings (Part 9) to reach at least Step 3",
    );
    await expect(note).toContainText("The Step Code applies to new buildings, not to replacing windows or doors.");
    await expect(note.getByRole("link", { name: /^BC Energy Step Code: how it works/ })).toHaveAttribute("href", energy.stepCode.source.url);
    await expect(note).toContainText(`checked ${formatCheckedDate(energy.stepCode.checkedOn)}`);
  });
});

test.describe("the S560, below the BC minimum for homes", () => {
  test("its page says where it can be used and how to ask, and recommends no Step Code level", async ({ page }) => {
    const s560 = productById("s560")!;
    await page.goto(s560.path);
    const notice = page.getByRole("region", { name: "Not for low-rise homes" });
    await expect(notice).toContainText(
      "the S560 does not meet the BC minimum (U ≤ 1.61 W/m²K) that windows and sliding glass doors for low-rise homes must reach, so it cannot be used in a house or other low-rise home in BC.",
    );
    await expect(notice).toContainText("such as commercial buildings, interior openings and unheated spaces. Ask us whether it suits your building.");
    await expect(notice.getByRole("link", { name: "Ask whether the S560 suits your building" })).toHaveAttribute("href", "/quote?product=s560");
    const main = page.getByRole("main");
    await expect(main).not.toContainText(/Recommended for Step Code|Step Code [1-5]/);
    // Without an energy record its standing says "ask us"; its published Uw line still rules it out of homes.
    await expect(page.getByRole("region", { name: "Energy performance" }).locator("[data-energy=standing]")).toContainText(
      "The Uw “from 2.3 W/m²K” in the specifications is the maker's European rating of its best configuration. BC's minimum is set on the Canadian rating (a CSA/NFRC U-factor)",
    );
  });

  test("its card and the comparison on the lift-and-slide page say it is not for homes", async ({ page }) => {
    await page.goto("/doors/liftandslide");
    const card = page.getByRole("article").filter({ has: page.getByRole("link", { name: "S560", exact: true }) });
    await expect(card.locator("[data-energy=bc-minimum]")).toHaveText(
      "Not for low-rise homes: its Uw is above the BC minimum (U ≤ 1.61 W/m²K). Ask us where it can be used.",
    );
    await expect(card).not.toContainText("Step Code");
    const table = page.getByRole("table", { name: "S560 and S700 compared" });
    const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "Recommended for", exact: true }) });
    await expect(row.getByRole("cell")).toHaveText(["Not for low-rise homes", "Step Code 4-5"]);
  });

  // Axe checks the S560's page and the lift-and-slide landing at 390 and 1280 px in accessibility.spec.ts.
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page and a product's energy section are complete", async ({ page }) => {
    await page.goto(PAGE);
    await expect(page.getByText(/^No rated U-value is on file for the SF85, /)).toBeVisible();
    await expect(page.locator("[data-energy=checked]")).toContainText(checkedLine());
    await page.goto(productById("s560")!.path);
    await expect(page.getByRole("region", { name: "Energy performance" }).locator("[data-energy=standing]")).toContainText(
      "the rebate pays only for ENERGY STAR certified windows and doors. Neither is on file for this system, so we cannot say how it stands against the BC minimum, and it is not ENERGY STAR or Passive House certified or eligible for the rebate.",
    );
    await expect(page.getByRole("region", { name: "Not for low-rise homes" })).toBeVisible();
  });
});
