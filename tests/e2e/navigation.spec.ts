import type { Locator, Page } from "@playwright/test";
import { HOVER_CLOSE_DELAY_MS, HOVER_OPEN_DELAY_MS } from "#app/lib/menu-timing";
import { DESKTOP, expect, freezeClock, MOBILE, nextFrames, openThroughRouter, test } from "./fixtures";
import { WITH_IMAGES } from "./support/browser";

// Its pointer crosses the menu as drawn with its pictures: this file's browser loads them (tests/e2e/support/browser.ts).
test.use(WITH_IMAGES);

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });
/** The Collections toggle: the summary of a native disclosure, named by its text. */
const collectionsToggle = (scope: Locator) => scope.getByText("Collections", { exact: true });
/** What the visitor sees of the submenu: its first link shown, or not. */
async function expectCollectionsOpen(scope: Locator, open: boolean) {
  const doors = scope.getByRole("link", { name: "Doors", exact: true });
  if (open) await expect(doors).toBeVisible();
  else await expect(doors).toBeHidden();
  await expect(collectionsToggle(scope).locator("xpath=..")).toHaveJSProperty("open", open);
}

test.describe("Collections menu (desktop)", () => {
  test.use({ viewport: DESKTOP });
  // Hover opens and closes after short delays: a clock that moves only when told makes "rested" and "left" exact.
  test.beforeEach(async ({ page }) => freezeClock(page, new Date()));

  test("opens by click, lists the four collections and closes on navigation", async ({ page }) => {
    await page.goto("/");
    const nav = mainNav(page);
    await expectCollectionsOpen(nav, false);
    await collectionsToggle(nav).click();
    await expectCollectionsOpen(nav, true);
    for (const name of ["Doors", "Windows", "Curtain Walls", "Passive Housing", "All collections"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await nav.getByRole("link", { name: "Windows", exact: true }).click();
    await expect(page).toHaveURL(/\/windows$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Windows");
    await expectCollectionsOpen(nav, false);
  });

  test("a click on the open menu's button closes it, with the pointer still over it", async ({ page }) => {
    await page.goto("/about");
    const nav = mainNav(page);
    const toggle = collectionsToggle(nav);
    // Opened by the pointer resting on it: a click closes it.
    await toggle.hover();
    await page.clock.runFor(HOVER_OPEN_DELAY_MS);
    await expectCollectionsOpen(nav, true);
    await toggle.click();
    await expectCollectionsOpen(nav, false);
    // Opened by a click: a second click closes it.
    await toggle.click();
    await expectCollectionsOpen(nav, true);
    await toggle.click();
    await expectCollectionsOpen(nav, false);
  });

  test("opened by hover, it closes when the pointer leaves; opened by click or key, it stays", async ({ page }) => {
    await page.goto("/about");
    const nav = mainNav(page);
    const toggle = collectionsToggle(nav);
    // A pointer that only crosses it opens nothing.
    await toggle.hover();
    await page.mouse.move(640, 600);
    await page.clock.runFor(HOVER_OPEN_DELAY_MS * 4);
    await expectCollectionsOpen(nav, false);

    await toggle.hover();
    await page.clock.runFor(HOVER_OPEN_DELAY_MS);
    await expectCollectionsOpen(nav, true);
    await nav.getByRole("link", { name: "Passive Housing" }).hover();
    await page.clock.runFor(HOVER_CLOSE_DELAY_MS * 4);
    await expectCollectionsOpen(nav, true);
    await page.mouse.move(640, 600);
    await page.clock.runFor(HOVER_CLOSE_DELAY_MS);
    await expectCollectionsOpen(nav, false);

    // Opened by a key: the pointer passing over it and leaving does not close it.
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expectCollectionsOpen(nav, true);
    await nav.getByRole("link", { name: "Doors", exact: true }).hover();
    await page.mouse.move(640, 600);
    await page.clock.runFor(HOVER_CLOSE_DELAY_MS * 4);
    await expectCollectionsOpen(nav, true);
    await toggle.click();
    await expectCollectionsOpen(nav, false);

    // Opened by a click: leaving does not close it either.
    await page.mouse.move(640, 600);
    await toggle.click();
    await expectCollectionsOpen(nav, true);
    await page.mouse.move(640, 600);
    await page.clock.runFor(HOVER_CLOSE_DELAY_MS * 4);
    await expectCollectionsOpen(nav, true);
  });

  test("works from the keyboard and closes on Escape", async ({ page }) => {
    await page.goto("/about");
    const nav = mainNav(page);
    const toggle = collectionsToggle(nav);
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expectCollectionsOpen(nav, true);
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Doors", exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expectCollectionsOpen(nav, false);
    await expect(toggle).toBeFocused();
    await page.keyboard.press("Space");
    await expectCollectionsOpen(nav, true);
    await page.keyboard.press("Space");
    await expectCollectionsOpen(nav, false);
  });

  test("closes on a click outside", async ({ page }) => {
    await page.goto("/about");
    const nav = mainNav(page);
    await collectionsToggle(nav).click();
    await expectCollectionsOpen(nav, true);
    await page.getByRole("heading", { level: 1 }).click();
    await expectCollectionsOpen(nav, false);
  });

  test("external links open in a new tab and say so", async ({ page }) => {
    await page.goto("/");
    const nav = mainNav(page);
    for (const name of [/Helios Living/, /Instagram/]) {
      const link = nav.getByRole("link", { name });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      await expect(link).toHaveAccessibleName(/opens in a new tab/);
    }
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: MOBILE });

  test("the burger opens a slide-in menu that takes focus, and Escape gives it back", async ({ page }) => {
    await page.goto("/doors");
    await expect(mainNav(page)).toBeHidden();
    const burger = page.getByRole("button", { name: "Menu" });
    await burger.click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(":focus")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(burger).toBeFocused();
  });

  test("a link click navigates and closes the menu", async ({ page }) => {
    // A page as the router renders it (reached from a staff page): the link is followed by the router.
    await openThroughRouter(page, "/about");
    const burger = page.getByRole("button", { name: "Menu" });
    await burger.click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expectCollectionsOpen(dialog, false);
    await collectionsToggle(dialog).click();
    await expectCollectionsOpen(dialog, true);
    await dialog.getByRole("link", { name: "Curtain Walls" }).click();
    await expect(page).toHaveURL(/\/curtain$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Curtain Walls");
    await expect(burger).toBeFocused();
  });

  test("a click on the backdrop closes it", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("button", { name: "Menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    await page.mouse.click(10, 400);
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/about$/);
  });

  test("the page behind does not scroll while it is open", async ({ page }) => {
    await page.goto("/doors/swing/sd95");
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
    await page.mouse.move(40, 600);
    await page.mouse.wheel(0, 800);
    // The wheel is handled once the next frames are drawn; then the page has had its chance to move.
    await nextFrames(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
  });
});

test.describe("footer", () => {
  test("has the brand, phone, email, address, navigation with the journal, external links and year, and no expired news", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "(604) 555-0142" })).toHaveAttribute("href", "tel:+16045550142");
    await expect(footer.getByRole("link", { name: "info@helios-windows.example" })).toHaveAttribute(
      "href",
      "mailto:info@helios-windows.example",
    );
    await expect(footer).toContainText("Unit 100 – 19000 Example Way, Surrey, BC");
    // The showroom line the site shipped with ended with fall 2025; the owners' announcements replace it.
    await expect(footer).not.toContainText("opens fall 2025");
    await expect(footer.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Projects" })).toBeVisible();
    await expect(footer.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Journal" })).toHaveAttribute("href", "/journal");
    await expect(footer.getByRole("link", { name: /Helios Living/ })).toHaveAttribute("target", "_blank");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Helios Windows & Doors`);
  });
});
