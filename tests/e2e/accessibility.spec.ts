import type { Page } from "@playwright/test";
import {
  axeViolations,
  DESKTOP,
  expect,
  EXTRA_PUBLIC_ROUTES,
  FAILED_RESOURCE,
  MOBILE,
  PUBLIC_ROUTES,
  showAt,
  sidewaysOverflow,
  test,
} from "./fixtures";

/** The narrowest screen WCAG's reflow criterion asks a page to fit without scrolling sideways. */
const NARROWEST = { width: 320, height: 700 };

/**
 * The sizes and weights of a public page's text on a phone (decision 020): each other one is a font the browser
 * prepares before the first paint. From 640 px the headings grow; that is not checked here.
 */
const DISPLAY_SIZES = ["18px", "24px", "30px", "36px"];
const BODY_STRIKES = ["12px 600", "14px 400", "14px 600", "16px 400", "16px 600", "18px 400"];
const ALLOWED_STRIKES = new Set([
  ...DISPLAY_SIZES.map((size) => `display ${size} 400 normal`),
  ...BODY_STRIKES.map((strike) => `body ${strike} normal`),
]);

/** Each size, weight and style of the page's laid-out text, with the first element set in it. */
const textStrikes = () =>
  document.fonts.ready.then(() => {
    const strikes = new Map<string, string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const element = walker.currentNode.parentElement;
      if (!walker.currentNode.textContent?.trim() || !element?.getClientRects().length) continue;
      const style = getComputedStyle(element);
      const family = style.fontFamily.startsWith("Marcellus") ? "display" : "body";
      const strike = `${family} ${style.fontSize} ${style.fontWeight} ${style.fontStyle}`;
      if (!strikes.has(strike)) strikes.set(strike, `${element.tagName.toLowerCase()} "${element.textContent!.trim().slice(0, 40)}"`);
    }
    return [...strikes];
  });

/**
 * Each public page loads once (the fixture waits for it to hydrate), shows its landmarks (its HTML's are checked in
 * routes.spec.ts), and is then checked at each width by resizing the window: axe's WCAG 2.2 AA rules at 390 and
 * 1280 px, and at 320 px that it fits without scrolling sideways (WCAG reflow) and keeps to the type scale.
 */
for (const route of [...PUBLIC_ROUTES, ...EXTRA_PUBLIC_ROUTES]) {
  test(`${route}: header, one h1, main content and footer show; no WCAG 2.2 AA violations at 390 and 1280 px; at 320 px it fits and keeps to the type scale`, async ({ page }) => {
    await page.setViewportSize(MOBILE);
    expect((await page.goto(route))?.status()).toBe(200);
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("main")).not.toBeEmpty();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await showAt(page, MOBILE);
    expect(await axeViolations(page), "axe at 390 px").toEqual([]);

    await showAt(page, DESKTOP);
    expect(await axeViolations(page), "axe at 1280 px").toEqual([]);

    await showAt(page, NARROWEST);
    expect(await sidewaysOverflow(page), "the page scrolls sideways at 320 px").toBeLessThanOrEqual(0);
    const outside = (await page.evaluate(textStrikes)).filter(([strike]) => !ALLOWED_STRIKES.has(strike));
    expect(outside, "text outside the type scale at 320 px (size, weight, style: first element)").toEqual([]);
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
