import type { Page } from "@playwright/test";
import { projectNames } from "../../app/content/projects.schema";
import { axeViolations, DESKTOP, expect, MOBILE, test } from "./fixtures";

const tiles = (page: Page) => page.getByRole("list", { name: "Projects" }).getByRole("button");
const tile = (page: Page, name: string) => tiles(page).filter({ has: page.getByText(name, { exact: true }) });
const viewer = (page: Page) => page.getByRole("dialog");
const index = (page: Page) => viewer(page).getByText(/^\d of \d$/);
const largeImage = (page: Page) => viewer(page).getByRole("figure").getByRole("img");

/** Waits until the page has hydrated (a tile click then opens the viewer). */
async function ready(page: Page) {
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
}

async function open(page: Page, name: string) {
  await ready(page);
  await tile(page, name).click();
  await expect(viewer(page)).toBeVisible();
  await expect(viewer(page)).toHaveAccessibleName(name);
}

test("shows 30 project tiles in the specified order, each a button with its name and 5:3 main image", async ({ page }) => {
  await page.goto("/projects");
  await expect(tiles(page)).toHaveCount(30);
  const names = await tiles(page).evaluateAll((buttons) =>
    buttons.map((button) => document.getElementById(button.getAttribute("aria-labelledby")!)!.textContent),
  );
  expect(names).toEqual([...projectNames]);
  await expect(tiles(page).first()).toHaveAccessibleName("Lions Bay");
  await expect(tiles(page).first()).toHaveAttribute("aria-haspopup", "dialog");

  const images = page.getByRole("list", { name: "Projects" }).locator("img");
  await expect(images).toHaveCount(30);
  const box = (await images.first().boundingBox())!;
  expect(box.width / box.height).toBeCloseTo(5 / 3, 1);
  await expect(images.first()).toHaveAttribute("width", "1600");
  await expect(images.first()).toHaveAttribute("height", "960");
  // The first image loads at once, ahead of the others; the rest lazily.
  await expect(images.first()).toHaveAttribute("fetchpriority", "high");
  await expect(images.first()).toHaveAttribute("loading", "eager");
  for (let i = 1; i < 30; i++) await expect(images.nth(i)).toHaveAttribute("loading", "lazy");
});

test("the prerendered page shows the grid with the viewer closed", async ({ request }) => {
  const html = await (await request.get("/projects?project=lions-bay")).text();
  expect(html).toContain("Lions Bay");
  expect(html).not.toMatch(/<dialog[^>]*\sopen/);
});

test("a tile opens the viewer on the first image; Previous and Next wrap around", async ({ page }) => {
  await page.goto("/projects");
  await open(page, "Madrona Drive");
  await expect(index(page)).toHaveText("1 of 5");
  await expect(largeImage(page)).toHaveAccessibleName(/^Madrona Drive: a gabled family house/);
  const next = viewer(page).getByRole("button", { name: "Next image" });
  const previous = viewer(page).getByRole("button", { name: "Previous image" });
  await previous.click();
  await expect(index(page)).toHaveText("5 of 5");
  await next.click();
  await expect(index(page)).toHaveText("1 of 5");
  for (let n = 2; n <= 5; n++) {
    await next.click();
    await expect(index(page)).toHaveText(`${n} of 5`);
  }
  await next.click();
  await expect(index(page)).toHaveText("1 of 5");
});

test("thumbnails show an image large; reopening starts at the first image", async ({ page }) => {
  await page.goto("/projects");
  await open(page, "Lions Bay");
  const thumbnails = viewer(page).getByRole("list", { name: "All photos" }).getByRole("button");
  await expect(thumbnails).toHaveCount(8);
  for (const thumbnail of await thumbnails.all()) await expect(thumbnail.locator("img")).toHaveAttribute("loading", "lazy");
  await viewer(page).getByRole("button", { name: "Show image 3 of 8" }).click();
  await expect(index(page)).toHaveText("3 of 8");
  await expect(viewer(page).getByRole("button", { name: "Show image 3 of 8" })).toHaveAttribute("aria-current", "true");
  await expect(largeImage(page)).toHaveAttribute("src", /\/generated\/projects\/lions-bay\/3-\d+\.webp$/);

  await viewer(page).getByRole("button", { name: "Close" }).click();
  await expect(viewer(page)).toBeHidden();
  await tile(page, "Lions Bay").click();
  await expect(index(page)).toHaveText("1 of 8");
  await expect(largeImage(page)).toHaveAttribute("src", /\/lions-bay\/1-\d+\.webp$/);
});

test("works from the keyboard: arrows move, focus stays inside, Escape closes and focus returns to the tile", async ({ page }) => {
  await page.goto("/projects");
  await ready(page);
  const regal = tile(page, "Regal");
  await regal.focus();
  await page.keyboard.press("Enter");
  await expect(viewer(page)).toHaveAccessibleName("Regal");
  await expect(viewer(page).locator(":focus")).toHaveCount(1);
  await page.keyboard.press("ArrowRight");
  await expect(index(page)).toHaveText("2 of 5");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(index(page)).toHaveText("5 of 5");

  // Tab cycles through the viewer's controls and never reaches the page behind it.
  const focusInside = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      return active === document.body || active === null ? "none" : Boolean(active.closest("dialog[open]"));
    });
  let inside = 0;
  for (let i = 0; i < 14; i++) {
    await page.keyboard.press("Tab");
    const where = await focusInside();
    expect(where).not.toBe(false);
    if (where === true) inside++;
  }
  // The one step outside is the browser's own interface, between the last control and the first.
  expect(inside).toBeGreaterThanOrEqual(12);

  await page.keyboard.press("Escape");
  await expect(viewer(page)).toBeHidden();
  await expect(regal).toBeFocused();
  await expect(page).toHaveURL(/\/projects$/);
});

test("the URL names the open project without moving the page, and loading it opens the project", async ({ page }) => {
  await page.goto("/projects");
  await ready(page);
  const target = tile(page, "North Island College");
  await target.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => Math.round(window.scrollY));
  expect(before).toBeGreaterThan(500);
  await target.click();
  await expect(page).toHaveURL(/\/projects\?project=north-island-college$/);
  await expect(viewer(page)).toHaveAccessibleName("North Island College");
  await viewer(page).getByRole("button", { name: "Close" }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(target).toBeFocused();
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(before);

  await page.goto("/projects?project=2601-east-hastings");
  await expect(viewer(page)).toBeVisible();
  await expect(viewer(page)).toHaveAccessibleName("2601 East Hastings");
  await expect(index(page)).toHaveText("1 of 6");
  await page.keyboard.press("Escape");
  await expect(viewer(page)).toBeHidden();
  await expect(tile(page, "2601 East Hastings")).toBeFocused();
  await expect(page).toHaveURL(/\/projects$/);
});

test("an unknown project in the URL leaves the grid as it is", async ({ page }) => {
  await page.goto("/projects?project=nowhere");
  await ready(page);
  await expect(tiles(page)).toHaveCount(30);
  await expect(viewer(page)).toBeHidden();
});

test("a click on the backdrop closes the viewer", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/projects");
  await open(page, "Anmore");
  await page.mouse.click(10, 400);
  await expect(viewer(page)).toBeHidden();
  await expect(tile(page, "Anmore")).toBeFocused();
});

for (const [label, viewport] of [
  ["390 px", MOBILE],
  ["1280 px", DESKTOP],
] as const) {
  test(`the open viewer has no WCAG 2.2 AA violations at ${label}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/projects?project=crescent-residence");
    await expect(viewer(page)).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("the open mobile menu on /projects has no WCAG 2.2 AA violations", async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await page.goto("/projects");
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
