import type { Locator } from "@playwright/test";
import sharp from "sharp";
import { expect, MOBILE, test } from "./fixtures";

/**
 * What the browser does before a page's first paint, and that what it leaves for later still works: blocks far below
 * the first screen are rendered as they come near (content-visibility: auto), and the ornament is drawn inline
 * rather than as SVG images, each of which would cost a document of its own.
 */
const PRODUCT = "/doors/swing/sd95";
/** The focus ring (app.css, :focus-visible): 3 px of bronze, 2 px outside the element. */
const RING = { width: 3, offset: 2, rgb: [0x8a, 0x5a, 0x22] };
const COLOUR_TOLERANCE = 48;

/** False while the element's block is skipped (not styled, laid out or painted yet). */
const rendered = (locator: Locator) =>
  locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));

test.describe("a long page on a phone", () => {
  test.use({ viewport: MOBILE });

  test("leaves the footer and the sections far below out of the first frame and renders them on the way down", async ({ page }) => {
    await page.goto(PRODUCT);
    const footerHeading = page.getByRole("contentinfo").getByRole("heading", { name: "Contact" });
    const files = page.getByRole("region", { name: "Related Files" });
    const specSheet = files.getByRole("link", { name: /SD95 spec sheet/ });
    // The first screen is there, the blocks far below are not rendered yet.
    await expect(page.getByRole("heading", { level: 1, name: "SD95" })).toBeInViewport();
    expect(await rendered(specSheet)).toBe(false);
    expect(await rendered(footerHeading)).toBe(false);

    await files.scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(specSheet)).toBe(true);
    await expect(specSheet).toBeInViewport();
    await footerHeading.scrollIntoViewIfNeeded();
    await expect.poll(() => rendered(footerHeading)).toBe(true);
    await expect(footerHeading).toBeInViewport();
  });

  test("a link to a section far down the page lands on it", async ({ page }) => {
    await page.goto(`${PRODUCT}#files-heading`);
    await expect(page.getByRole("heading", { name: "Related Files" })).toBeInViewport();
  });

  test("a focus ring at the edge of such a block is painted whole", async ({ page }) => {
    await page.goto(PRODUCT);
    const files = page.getByRole("region", { name: "Related Files" });
    const specSheet = files.getByRole("link", { name: /SD95 spec sheet/ });
    await specSheet.scrollIntoViewIfNeeded();
    await specSheet.focus();
    const [block, link] = [await files.boundingBox(), await specSheet.boundingBox()];
    // The link starts at the block's edge, so its ring lies outside the block.
    expect(Math.abs(link!.x - block!.x)).toBeLessThan(1);
    // One pixel in the middle of the ring's left side.
    const x = Math.floor(link!.x - RING.offset - RING.width / 2);
    const y = Math.floor(link!.y + link!.height / 2);
    const shot = await page.screenshot({ clip: { x, y, width: 1, height: 1 } });
    const { data } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const pixel = [...data.subarray(0, 3)];
    const difference = Math.max(...pixel.map((value, i) => Math.abs(value - RING.rgb[i]!)));
    expect(difference, `ring pixel rgb(${pixel.join(", ")})`).toBeLessThanOrEqual(COLOUR_TOLERANCE);
  });
});

test("the ornament is drawn inline: no element or pseudo-element paints an SVG image", async ({ page }) => {
  await page.goto(PRODUCT);
  const header = page.getByRole("banner");
  // The meander under the header spans the page.
  const meander = header.locator("svg.meander");
  await expect(meander).toBeVisible();
  expect((await meander.boundingBox())!.width).toBeGreaterThan(1000);
  const svgImages = await page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll("body *")) {
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
