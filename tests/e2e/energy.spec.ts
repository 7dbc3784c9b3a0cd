import { energy } from "../../app/content/energy";
import { productById } from "../../app/content/catalogue";
import { checkedLine, formatCheckedDate, productEnergy, thresholdText } from "../../app/lib/energy";
import { axeViolations, DESKTOP, expect, MOBILE, test } from "./fixtures";

const PAGE = "/energy-and-rebates";

test.describe("the energy and rebates page", () => {
  test("shows the levels, the rebate and its conditions, each figure with its source and date", async ({ page }) => {
    await page.goto(PAGE);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("How our windows and doors stand, honestly");
    await expect(page.locator("[data-energy=checked]")).toContainText(checkedLine());
    for (const level of energy.levels) {
      const card = page.locator(`[data-level="${level.id}"]`);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(level.name);
      await expect(card).toContainText(thresholdText(level.maxU));
      await expect(card.getByRole("link", { name: new RegExp(`^${level.source.name}`) })).toHaveAttribute("href", level.source.url);
      await expect(card).toContainText(`checked ${formatCheckedDate(level.checked)}`);
    }
    const rebate = page.getByRole("region", { name: `The ${energy.rebate.programme}` });
    await expect(rebate).toContainText("$100 per window or door, up to $2,000 per home, for units with U ≤ 1.22 W/m²K");
    await expect(rebate).toContainText("$950 per window or door, up to $9,500");
    await expect(rebate.getByRole("link", { name: new RegExp(`^${energy.rebate.source.name}`) })).toHaveAttribute("href", energy.rebate.source.url);
    for (const condition of energy.rebate.conditions) await expect(rebate.getByRole("listitem").filter({ hasText: condition })).toHaveCount(1);
    await expect(page.getByRole("heading", { name: "The BC Energy Step Code" })).toBeVisible();
    await expect(page.getByText("rates whole buildings")).toHaveCount(1);
  });

  test("places each system with a published Uw against every level, and names those without", async ({ page }) => {
    await page.goto(PAGE);
    const table = page.getByRole("table", { name: "Our systems with a published Uw, against each level" });
    await expect(table.getByRole("row")).toHaveCount(3);
    const s700 = table.getByRole("row", { name: /S700/ });
    await expect(s700.getByRole("cell")).toHaveText(["1.1 W/m²K", "Meets", "Meets", "Does not meet", "Does not meet", "May qualify"]);
    await expect(s700.getByRole("link", { name: "S700" })).toHaveAttribute("href", "/doors/liftandslide/s700");
    const s560 = table.getByRole("row", { name: /S560/ });
    await expect(s560.getByRole("cell")).toHaveText(["from 2.3 W/m²K", "Does not meet", "Does not meet", "Does not meet", "Does not meet", "Does not qualify"]);
    await expect(page.getByText(/^No whole-window Uw is published for the SF85, /)).toContainText("ask us and we will send the data");
  });

  test("is linked from the footer", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Energy and Rebates" }).click();
    await expect(page).toHaveURL(PAGE);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("How our windows and doors stand, honestly");
  });

  for (const viewport of [MOBILE, DESKTOP]) {
    test(`has no axe violations at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(PAGE);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: test.info().outputPath(`energy-${viewport.width}.png`), fullPage: true });
    });
  }
});

test.describe("a product's energy section", () => {
  test("states the standing of its published Uw and the rebate, and links to the energy page", async ({ page }) => {
    const s700 = productById("s700")!;
    const { statement, rebate } = productEnergy(s700);
    await page.goto(s700.path);
    const section = page.getByRole("region", { name: "Energy performance" });
    await expect(section.locator("[data-energy=standing]")).toHaveText(statement);
    await expect(section.getByRole("list", { name: "Energy levels" }).getByRole("listitem")).toHaveText([
      "BC minimum (U ≤ 1.61 W/m²K): meets",
      "ENERGY STAR Canada (U ≤ 1.22 W/m²K): meets",
      "ENERGY STAR Most Efficient (U ≤ 1.05 W/m²K): does not meet",
      "Passive House (U ≤ 0.80 W/m²K): does not meet",
    ]);
    await expect(section.locator("[data-energy=rebate]")).toHaveText(rebate.text);
    await expect(section).toContainText(s700.energyNotes);
    await expect(section).toContainText(checkedLine());
    await section.getByRole("link", { name: "Energy and rebates explained" }).click();
    await expect(page).toHaveURL(PAGE);
  });

  test("says so where no Uw is published, and the Step Code explanation appears once", async ({ page }) => {
    const sd95 = productById("sd95")!;
    await page.goto(sd95.path);
    const section = page.getByRole("region", { name: "Energy performance" });
    await expect(section).toContainText("No whole-window Uw is published for this system");
    await expect(section).toContainText("Ask us and we will send the thermal data for your configuration.");
    await expect(section.getByRole("list", { name: "Energy levels" })).toHaveCount(0);
    await expect(page.getByRole("main").getByText(/rates whole buildings/)).toHaveCount(1);
  });

  for (const viewport of [MOBILE, DESKTOP]) {
    test(`has no axe violations at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(productById("s700")!.path);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole("region", { name: "Energy performance" }).screenshot({ path: test.info().outputPath(`s700-energy-${viewport.width}.png`) });
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the page and a product's energy section are complete", async ({ page }) => {
    await page.goto(PAGE);
    await expect(page.getByRole("table", { name: "Our systems with a published Uw, against each level" }).getByRole("row")).toHaveCount(3);
    await expect(page.locator("[data-energy=checked]")).toContainText(checkedLine());
    await page.goto(productById("s560")!.path);
    await expect(page.getByRole("region", { name: "Energy performance" }).locator("[data-energy=rebate]")).toHaveText(
      "It does not qualify for the CleanBC Better Homes window and door rebate, which asks for U ≤ 1.22 W/m²K.",
    );
  });
});
