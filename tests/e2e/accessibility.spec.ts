import type { Page } from "@playwright/test";
import { axeViolations, DESKTOP, expect, FAILED_RESOURCE, MOBILE, PUBLIC_ROUTES, test } from "./fixtures";

for (const [label, viewport] of [
  ["390 px", MOBILE],
  ["1280 px", DESKTOP],
] as const) {
  test.describe(`axe at ${label}`, () => {
    test.use({ viewport });
    for (const route of PUBLIC_ROUTES) {
      test(`${route} has no WCAG 2.2 AA violations`, async ({ page }) => {
        await page.goto(route);
        await page.waitForLoadState("networkidle");
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

test.describe("axe with menus open", () => {
  test("the open mobile menu", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto("/");
    await page.getByRole("button", { name: "Menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await dialog.getByText("Collections", { exact: true }).click();
    await expect(dialog.getByRole("link", { name: "Doors", exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the open Collections menu", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByText("Collections", { exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(nav.getByRole("link", { name: "Doors", exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("the 404 page", async ({ page, expectConsoleError }) => {
    expectConsoleError(FAILED_RESOURCE(404));
    await page.goto("/missing-page");
    expect(await axeViolations(page)).toEqual([]);
  });
});

/** Where keyboard focus is, and the bottom edge of the sticky header it must not be hidden under. */
const focusAgainstHeader = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement!;
    const header = document.querySelector("header")!;
    return {
      name: `${focused.tagName} ${focused.textContent?.trim().slice(0, 40)}`,
      inHeader: header.contains(focused),
      top: focused.getBoundingClientRect().top,
      headerBottom: header.getBoundingClientRect().bottom,
    };
  });

for (const [label, viewport] of [
  ["390 px", MOBILE],
  ["1280 px", DESKTOP],
] as const) {
  test(`keyboard focus moving up a long page stops below the sticky header at ${label}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/doors/swing/sd95");
    // From the foot of the page, back up through every link and control to the top: the browser scrolls each one
    // into view, and none may end up under the header (WCAG 2.4.11).
    await page.getByRole("contentinfo").getByRole("link").last().focus();
    let reachedHeader = false;
    let checked = 0;
    for (let step = 0; step < 300; step++) {
      await page.keyboard.press("Shift+Tab");
      const focus = await focusAgainstHeader(page);
      reachedHeader = focus.inHeader;
      if (reachedHeader) break;
      checked++;
      expect(focus.top, `${focus.name} is below the header`).toBeGreaterThanOrEqual(focus.headerBottom - 1);
    }
    expect(reachedHeader).toBe(true);
    expect(checked).toBeGreaterThan(20);
  });
}
