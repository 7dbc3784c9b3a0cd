import { expect, MOBILE, openThroughRouter, routerSettled, test, waitForHydration } from "./fixtures";

test.use({ viewport: MOBILE });

const scrollY = (page: import("@playwright/test").Page) => page.evaluate(() => Math.round(window.scrollY));

test("a new path starts at the top; back restores the earlier position", async ({ page }) => {
  await page.goto("/doors");
  const card = page.getByRole("link", { name: "Swing Doors", exact: true }).first();
  await card.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
  const before = await scrollY(page);
  expect(before).toBeGreaterThan(300);
  await card.click();
  await expect(page).toHaveURL(/\/doors\/swing$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Swing Doors");
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Doors");
  await expect.poll(() => scrollY(page)).toBe(before);

  await page.goForward();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Swing Doors");
  await expect.poll(() => scrollY(page)).toBe(0);
});

test("a change of only the query or the hash keeps the position", async ({ page }) => {
  // A page as the router renders it (reached from a staff page): the router makes the change without a new document.
  await openThroughRouter(page, "/about");
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => scrollY(page)).toBe(600);
  await page.evaluate(() => (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => void } }).__reactRouterDataRouter.navigate("/about?view=team"));
  await expect(page).toHaveURL(/\/about\?view=team$/);
  await routerSettled(page);
  expect(await scrollY(page)).toBe(600);
  await page.evaluate(() => (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => void } }).__reactRouterDataRouter.navigate("/about?view=team#nothing-here"));
  await expect(page).toHaveURL(/#nothing-here$/);
  await routerSettled(page);
  expect(await scrollY(page)).toBe(600);
});

test("a page opened afresh starts at the top, whatever the page before it; a reload keeps the position", async ({ page }) => {
  await page.goto("/about");
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => scrollY(page)).toBe(600);

  // A new document (typed address, a form without JavaScript): its history entry has the same key as the last one.
  await page.goto("/doors");
  await waitForHydration(page);
  expect(await scrollY(page)).toBe(0);

  await page.evaluate(() => window.scrollTo(0, 500));
  await expect.poll(() => scrollY(page)).toBe(500);
  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => scrollY(page)).toBe(500);
});
