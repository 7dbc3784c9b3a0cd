import type { Page } from "@playwright/test";
import { plainJpeg } from "../fixtures/media/images";
import { test } from "./support/own-server";
import { expect, expectAxeCleanAtBothWidths, FAILED_RESOURCE, MOBILE } from "./fixtures";
import { uniqueName } from "./support/staff";
import { signIn } from "../support/staff-sign-in";

/**
 * The landing pages, a product's placement and the pivot door designs in the owners' hands (decision 039): an edit
 * shows on the public landing, a product is placed on another landing, a design is renamed and given a photo, the
 * refusals without JavaScript, and axe. They change the catalogue, so they run one after the other on a server of
 * their own.
 */

test.describe.configure({ mode: "serial", timeout: 90_000 });

const INTRO = `A hinged entrance door, edited by the owners ${uniqueName("")}: the first thing a visitor touches.`;
const saved = (page: Page) => page.getByRole("status").filter({ hasText: /Saved|saved/ });

/** The names of the cards of a landing page's section without a heading, in order. */
const cardNames = (page: Page, landing: string) => page.getByRole("region", { name: `${landing}: systems` }).getByRole("heading").allTextContents();

/** Signs in on the list of landing pages and opens the editor of the one with this heading. */
async function openLanding(page: Page, heading: string) {
  await signIn(page, { at: "/admin/landings" });
  await page.getByRole("link", { name: `Edit “${heading}”` }).click();
  return page.getByRole("form", { name: "Edit the landing page" });
}

test("an owner edits a landing's intro and puts its second card first; the public page follows, still without JavaScript", async ({ page }) => {
  await page.goto("/doors/swing");
  expect(await cardNames(page, "Swing Doors")).toEqual(["SD77", "SD95"]);
  const form = await openLanding(page, "Swing Doors");
  await form.getByLabel("Introduction").fill(INTRO);
  await form.getByRole("button", { name: "Move up card 2 of section 1" }).click();
  await expect(page.getByRole("status")).toContainText("Moved. Save the landing page to keep the new order.");
  await expect(form.getByRole("group", { name: /^Card 1: SD95/ })).toBeVisible();
  // A drag by the handle (with JavaScript, on a wide screen) moves a card too; Move down puts it back.
  const card = (n: number) => form.getByRole("group", { name: new RegExp(`^Card ${n}: `) });
  await card(1).scrollIntoViewIfNeeded();
  await card(2).locator("[data-drag-handle]").dragTo(card(1), { targetPosition: { x: 60, y: 10 } });
  await expect(card(1)).toHaveAccessibleName(/^Card 1: SD77/);
  await form.getByRole("button", { name: "Move down card 1 of section 1" }).click();
  await expect(card(1)).toHaveAccessibleName(/^Card 1: SD95/);
  await form.getByRole("button", { name: "Save landing page" }).click();
  await expect(saved(page)).toBeVisible();

  await page.goto("/doors/swing");
  await expect(page.getByText(INTRO)).toBeVisible();
  expect(await cardNames(page, "Swing Doors")).toEqual(["SD95", "SD77"]);
  await expect(page.locator("script[src], link[rel=modulepreload]")).toHaveCount(0);
});

test("a product is placed on another landing from its placement page, at the place chosen", async ({ page }) => {
  await signIn(page, { at: "/admin/products/s67/placement" });
  await expect(page.getByRole("navigation", { name: "Parts of this product" }).getByRole("link", { name: "Where it is shown" })).toHaveAttribute("aria-current", "page");
  const passive = page.getByRole("group", { name: /^Passive Housing/ });
  await passive.getByLabel(/^Card on Passive Housing/).selectOption({ label: "Section 2 (Windows): first, before S91" });
  await page.getByRole("button", { name: "Save where it is shown" }).click();
  await expect(page.getByRole("status")).toContainText("Saved.");
  await expect(passive.getByLabel(/^Card on Passive Housing/)).toHaveValue("2:1");

  await page.goto("/passive");
  const windows = page.getByRole("region", { name: "Windows" });
  await expect(windows.getByRole("link", { name: "S67" })).toHaveAttribute("href", "/windows/alumil/s67");
  expect(await windows.locator("h3").allTextContents()).toEqual(["S67", "S91", "REHAU"]);
});

test("a pivot design is renamed and given a photo from the library; the pivot doors page shows it, and its history restores it as it was", async ({ page }) => {
  await signIn(page, { at: "/admin/pivot-designs" });
  const upload = await page.request.post("/admin/media/upload", {
    multipart: { file: { name: "theseus-door.jpg", mimeType: "image/jpeg", buffer: await plainJpeg(600, 1200) } },
    headers: { Accept: "application/json", Origin: new URL(page.url()).origin },
  });
  expect(upload.status(), "uploading").toBe(201);
  await page.reload();
  const design = page.getByRole("form", { name: "Design Achilles" });
  await design.getByLabel("Name").fill("Theseus");
  await design.getByLabel("Photo").selectOption({ label: "theseus-door.jpg" });
  await design.getByRole("button", { name: "Save Achilles" }).click();
  await expect(page.getByRole("status")).toContainText("Design saved.");
  await expect(page.getByRole("heading", { level: 2, name: "1. Theseus" })).toBeVisible();

  await page.goto("/doors/pivotdoors");
  const first = page.getByRole("region", { name: "Pivot Door Designs" }).getByRole("figure").first();
  await expect(first.getByText("Theseus", { exact: true })).toBeVisible();
  await expect(first.getByRole("img")).toHaveAttribute("src", /^\/media\//);
  await expect(page.getByText("Achilles", { exact: true })).toHaveCount(0);

  // Its history keeps the seeded version: restoring it brings the name back on the pivot doors page at once.
  await page.goto("/admin/pivot-designs");
  await page.getByRole("link", { name: "History and earlier versions of Theseus" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pivot design: Theseus" })).toBeVisible();
  const history = page.getByRole("region", { name: "History" });
  await expect(history.getByRole("listitem").first()).toContainText("“Theseus”, a photo");
  await history.getByRole("listitem").filter({ hasText: "“Achilles”, the drawn panel" }).getByRole("button", { name: /^Restore this version/ }).click();
  await expect(page.getByRole("status")).toContainText("The earlier version of this pivot design is back, and live on the site.");
  await expect(page.getByRole("heading", { level: 1, name: "Pivot design: Achilles" })).toBeVisible();
  await page.goto("/doors/pivotdoors");
  const restored = page.getByRole("region", { name: "Pivot Door Designs" }).getByRole("figure").first();
  await expect(restored.getByText("Achilles", { exact: true })).toBeVisible();
  await expect(restored.getByRole("img")).not.toHaveAttribute("src", /^\/media\//);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a landing edit and a new design are refused with the build's message by the field, and what was typed is kept", async ({ page, expectConsoleError }) => {
    expectConsoleError(FAILED_RESOURCE(422));
    const form = await openLanding(page, "Doors");
    const text = form.getByRole("group", { name: /^Card 2: Lift and Slide Doors/ }).getByLabel("Section 1, card 2: text");
    await text.fill("Too short");
    const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), form.getByRole("button", { name: "Save landing page" }).click()]);
    expect(response.status()).toBe(422);
    await expect(page.getByRole("alert", { name: "There is a problem with 1 field" })).toContainText("Section 1, card 2: text");
    await expect(form.getByRole("group", { name: /^Card 2: Lift and Slide Doors/ }).getByText("Please write at least 20 characters here: this has 9.")).toBeVisible();
    await expect(form.getByLabel("Section 1, card 2: text")).toHaveValue("Too short");

    await page.goto("/admin/pivot-designs");
    const add = page.getByRole("form", { name: "Add a design" });
    await add.getByLabel("Name").fill("Medusa");
    await add.getByLabel("Description").fill("A bronze face with serpent hair on a dark leaf");
    const [refused] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), add.getByRole("button", { name: "Add the design" }).click()]);
    expect(refused.status()).toBe(422);
    await expect(add.getByText("Choose a photo: only the designs the site shipped with have a drawn panel.")).toBeVisible();
    await expect(add.getByLabel("Name")).toHaveValue("Medusa");
  });
});

test("the landing, placement and pivot design pages are axe clean at 390 and 1280 px, and no wider than the screen", async ({ page }) => {
  await page.setViewportSize(MOBILE);
  const form = await openLanding(page, "Passive Housing");
  await expect(form).toBeVisible();
  await expectAxeCleanAtBothWidths(page, "the Passive Housing landing's editor", { fits: true });
  for (const path of ["/admin/landings", "/admin/products/sd95/placement", "/admin/pivot-designs"]) {
    await page.goto(path);
    await expectAxeCleanAtBothWidths(page, path, { fits: true });
  }
  // A design's own page (its history), as the list links it.
  const design = (await page.getByRole("link", { name: "History and earlier versions of Atlas" }).getAttribute("href"))!;
  await page.goto(design);
  await expectAxeCleanAtBothWidths(page, design, { fits: true });
});
