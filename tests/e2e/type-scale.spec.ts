import { EXTRA_PUBLIC_ROUTES, expect, PUBLIC_ROUTES, sidewaysOverflow, test } from "./fixtures";

/** The narrowest screen WCAG's reflow criterion asks a page to fit without scrolling sideways. */
const NARROWEST = { width: 320, height: 700 };

/**
 * The sizes and weights of a public page's text on a phone (decision 020): each other one is a font the browser
 * prepares before the first paint. From 640 px the headings grow; that is not checked here.
 */
const DISPLAY_SIZES = ["18px", "24px", "30px", "36px"];
const BODY_STRIKES = ["12px 600", "14px 400", "14px 600", "16px 400", "16px 600", "18px 400"];

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

test.describe("at 320 px", () => {
  test.use({ viewport: NARROWEST });
  for (const route of [...PUBLIC_ROUTES, ...EXTRA_PUBLIC_ROUTES]) {
    test(`${route} fits the screen and keeps to the type scale`, async ({ page }) => {
      await page.goto(route);
      expect(await sidewaysOverflow(page), "the page scrolls sideways").toBeLessThanOrEqual(0);

      const allowed = new Set([
        ...DISPLAY_SIZES.map((size) => `display ${size} 400 normal`),
        ...BODY_STRIKES.map((strike) => `body ${strike} normal`),
      ]);
      const outside = (await page.evaluate(textStrikes)).filter(([strike]) => !allowed.has(strike));
      expect(outside, "text outside the type scale (size, weight, style: first element)").toEqual([]);
    });
  }
});
