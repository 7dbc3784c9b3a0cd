import type { Page } from "@playwright/test";
import { axeViolations, DESKTOP, expect, MOBILE, test } from "./fixtures";

const teamCards = (page: Page) => page.getByRole("region", { name: "Our Team" }).getByRole("listitem");

/** Left and top edges of every team card, rounded to whole pixels. */
async function cardPositions(page: Page) {
  const boxes = await teamCards(page).evaluateAll((items) =>
    items.map((item) => {
      const box = item.getBoundingClientRect();
      return { x: Math.round(box.left), y: Math.round(box.top) };
    }),
  );
  return boxes;
}

/** The number of cards in each row, top to bottom. */
async function rows(page: Page) {
  const counts = new Map<number, number>();
  for (const { y } of await cardPositions(page)) counts.set(y, (counts.get(y) ?? 0) + 1);
  return [...counts.entries()].sort(([a], [b]) => a - b).map(([, count]) => count);
}

test("tells the story, introduces the team, the process and the commitment", async ({ page }) => {
  await page.goto("/about");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(main.getByRole("heading", { name: "Our Story", level: 2 })).toBeVisible();
  await expect(main).toContainText("2006");
  await expect(main).toContainText("2012");

  const team = main.getByRole("region", { name: "Our Team" });
  await expect(team.getByRole("heading", { name: "Our Team", level: 2 })).toBeVisible();
  await expect(teamCards(page)).toHaveCount(10);
  for (const card of await teamCards(page).all()) {
    await expect(card.getByRole("heading", { level: 3 })).not.toBeEmpty();
    const portrait = card.getByRole("img");
    await expect(portrait).toHaveAccessibleName(/^Illustrated portrait of /);
    await expect(portrait).toHaveAttribute("width", /^\d+$/);
    await expect(portrait).toHaveAttribute("height", /^\d+$/);
  }
  await expect(team.getByRole("heading", { name: "Yannis Papadakis" })).toBeVisible();
  await expect(team).toContainText("Co-founder & President");

  const process = main.getByRole("region", { name: "Our Process" });
  await expect(process.getByRole("heading", { level: 3 })).toHaveText(["Design", "Build", "Install"]);

  const commitment = main.getByRole("region", { name: "Our Commitment" });
  await commitment.getByRole("link", { name: "Get In Touch" }).click();
  await expect(page).toHaveURL(/\/contact$/);
});

test.describe("team grid", () => {
  test("has 2 columns on a phone", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto("/about");
    expect(await rows(page)).toEqual([2, 2, 2, 2, 2]);
    const [first, second, third] = await cardPositions(page);
    expect(second!.x).toBeGreaterThan(first!.x);
    expect(third!.x).toBe(first!.x);
  });

  test("has 2 columns just below 768 px and 3 from 768 px", async ({ page }) => {
    await page.setViewportSize({ width: 767, height: 900 });
    await page.goto("/about");
    expect(await rows(page)).toEqual([2, 2, 2, 2, 2]);
    await page.setViewportSize({ width: 768, height: 900 });
    expect(await rows(page)).toEqual([3, 3, 3, 1]);
  });

  test("has 3 columns on a desktop, the last card centred", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/about");
    expect(await rows(page)).toEqual([3, 3, 3, 1]);
    const positions = await cardPositions(page);
    const [first, second, third, fourth] = positions;
    expect(first!.x).toBeLessThan(second!.x);
    expect(second!.x).toBeLessThan(third!.x);
    expect(fourth!.x).toBe(first!.x);
    expect(positions[9]!.x).toBe(second!.x);
  });
});

test("the open mobile menu on /about has no WCAG 2.2 AA violations", async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await page.goto("/about");
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
