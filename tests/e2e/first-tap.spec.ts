import type { Locator, Page } from "@playwright/test";
import { expect, HYDRATED, MOBILE, test, waitForHydration } from "./fixtures";

/**
 * The header menus work from the HTML alone: a tap made before the page's script has arrived is never lost, and
 * hydration adopts the state the visitor put the page in.
 */

const menuDialog = (page: Page) => page.getByRole("dialog", { name: "Menu" });
const collectionsToggle = (scope: Locator) => scope.getByText("Collections", { exact: true });
const doorsLink = (scope: Locator) => scope.getByRole("link", { name: "Doors", exact: true });

/** Holds every script of the page until the test releases it, so the test acts before hydration for certain. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Serves the pages as a browser without invoker commands sees them: without the `commandfor` and `command` attributes. */
async function withoutInvokerCommands(page: Page) {
  await page.route("**/*", async (route) => {
    if (route.request().resourceType() !== "document") return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace(/\s(?:commandfor|command)="[^"]*"/g, "");
    await route.fulfill({ response, body });
  });
}

test.describe("before the script arrives", () => {
  // The intro would play on the home page: it must not when the visitor has already opened the menu.
  test.use({ viewport: MOBILE, hasTouch: true, playIntro: true });

  test("the menu tapped open early stays open through hydration, its submenu works, and a link navigates", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    const burger = page.getByRole("button", { name: "Menu" });
    await burger.tap();
    const dialog = menuDialog(page);
    await expect(dialog).toBeVisible();
    await collectionsToggle(dialog).tap();
    await expect(doorsLink(dialog)).toBeVisible();
    // All of that happened on the bare HTML.
    await expect(page.locator(HYDRATED)).toHaveCount(0);

    release();
    await waitForHydration(page);
    // Hydration kept what the visitor opened, and the intro did not cover it.
    await expect(dialog).toBeVisible();
    await expect(doorsLink(dialog)).toBeVisible();
    await expect(page.locator("[data-intro]")).toHaveCount(0);

    await collectionsToggle(dialog).tap();
    await expect(doorsLink(dialog)).toBeHidden();
    await collectionsToggle(dialog).tap();
    await expect(doorsLink(dialog)).toBeVisible();
    await dialog.getByRole("link", { name: "Curtain Walls" }).tap();
    await expect(page).toHaveURL(/\/curtain$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Curtain Walls");
    await expect(dialog).toBeHidden();
  });

  test("the desktop Collections menu opened early stays open through hydration", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const release = await holdScripts(page);
    // A page with a script to wait for (its islands); the catalogue and content pages have none.
    await page.goto("/quote", { waitUntil: "commit" });
    const nav = page.getByRole("navigation", { name: "Main" });
    await collectionsToggle(nav).click();
    await expect(doorsLink(nav)).toBeVisible();
    await expect(page.locator(HYDRATED)).toHaveCount(0);
    release();
    await waitForHydration(page);
    await expect(doorsLink(nav)).toBeVisible();
    // Opened by a click before the script: it counts as pinned, and a second click closes it.
    await collectionsToggle(nav).click();
    await expect(doorsLink(nav)).toBeHidden();
  });
});

test.describe("without JavaScript", () => {
  test.use({ viewport: MOBILE, hasTouch: true, javaScriptEnabled: false });

  test("the burger opens the menu, Collections expands, and a link navigates", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).tap();
    const dialog = menuDialog(page);
    await expect(dialog).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).tap();
    await expect(dialog).toBeHidden();
    await page.getByRole("button", { name: "Menu" }).tap();
    await collectionsToggle(dialog).tap();
    await expect(doorsLink(dialog)).toBeVisible();
    await dialog.getByRole("link", { name: "Curtain Walls" }).tap();
    await expect(page).toHaveURL(/\/curtain$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Curtain Walls");
    await expect(menuDialog(page)).toBeHidden();
  });

  test("a browser without invoker commands gets the same menu from its popover fallback", async ({ page }) => {
    await withoutInvokerCommands(page);
    await page.goto("/about");
    const burger = page.getByRole("button", { name: "Menu" });
    await expect(burger).not.toHaveAttribute("commandfor", /.*/);
    await burger.tap();
    const dialog = menuDialog(page);
    await expect(dialog).toBeVisible();
    // The page behind stays put while it is open.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await burger.tap();
    await page.getByRole("button", { name: "Close menu" }).tap();
    await expect(dialog).toBeHidden();
    await burger.tap();
    await collectionsToggle(dialog).tap();
    await dialog.getByRole("link", { name: "Windows", exact: true }).tap();
    await expect(page).toHaveURL(/\/windows$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Windows");
  });
});
