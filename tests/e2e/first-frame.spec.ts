import { expect, test } from "./fixtures";
import { WITH_IMAGES } from "./support/browser";

// About pictures: this file's browser loads them (tests/e2e/support/browser.ts).
test.use(WITH_IMAGES);

/**
 * What the browser has to do before a page's first paint. The ornament is drawn inline: an SVG image (in the
 * stylesheet or an <img>) costs a document of its own before the first paint (docs/decisions/018).
 */
test("the ornament is drawn inline: no element or pseudo-element paints an SVG image", async ({ page }) => {
  await page.goto("/doors/swing/sd95");
  // The meander under the header spans the page.
  const meander = page.getByRole("banner").locator("svg.meander");
  await expect(meander).toBeVisible();
  expect((await meander.boundingBox())!.width).toBeGreaterThan(1000);
  const svgImages = await page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll("body *")) {
      if (element instanceof HTMLImageElement && /\.svg\b|svg\+xml/i.test(element.currentSrc)) found.push(`img ${element.currentSrc}`);
      for (const pseudo of [null, "::before", "::after"]) {
        const style = getComputedStyle(element, pseudo);
        for (const value of [style.backgroundImage, style.maskImage, style.borderImageSource, style.listStyleImage]) {
          if (/svg/i.test(value)) found.push(`${element.tagName.toLowerCase()}${pseudo ?? ""}.${element.className}`);
        }
      }
    }
    return found;
  });
  expect(svgImages).toEqual([]);
});
