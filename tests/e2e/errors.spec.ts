import { expect, FAILED_RESOURCE, test } from "./fixtures";

test.describe("not found", () => {
  test("an unknown path answers 404 with a helpful, noindex page", async ({ page, expectConsoleError }) => {
    expectConsoleError(FAILED_RESOURCE(404));
    const response = await page.goto("/doors/no-such-door");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn’t find that page");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const main = page.getByRole("main");
    for (const name of ["Doors", "Windows", "Curtain Walls", "Passive Housing", "See our projects", "Contact us"]) {
      await expect(main.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await main.getByRole("link", { name: "See our projects" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Projects");
  });

  test("a client-side navigation to an unknown path shows the same page", async ({ page, expectConsoleError }) => {
    expectConsoleError(FAILED_RESOURCE(404));
    await page.goto("/");
    await page.evaluate(() => (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => void } }).__reactRouterDataRouter.navigate("/nowhere"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn’t find that page");
  });
});

test.describe("route errors", () => {
  test("show the error screen with its message", async ({ page, expectConsoleError }) => {
    expectConsoleError(FAILED_RESOURCE(500));
    const response = await page.goto("/__test/error");
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { level: 1, name: "Unexpected Application Error!" })).toBeVisible();
    await expect(page).toHaveTitle("Unexpected Application Error! | Helios Windows & Doors");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.getByRole("alert")).not.toBeEmpty();
    // No stack trace in production.
    await expect(page.locator("pre")).toHaveCount(0);
    await expect(page.getByRole("banner")).toBeVisible();
  });
});

test.describe("a lazily loaded chunk that fails after a deploy", () => {
  const ABOUT_CHUNK = /\/assets\/about-[^/]+\.js$/;

  test("reloads the page once instead of breaking, and the next try works", async ({ page, expectConsoleError }) => {
    expectConsoleError(/Error loading route module|Failed to fetch dynamically imported module|net::ERR_FAILED/);
    await page.goto("/");
    let failed = 0;
    await page.route(ABOUT_CHUNK, (route) => (failed++ === 0 ? route.abort("failed") : route.continue()));
    let loads = 0;
    page.on("load", () => loads++);
    const about = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" });
    await about.click();
    await expect.poll(() => loads).toBe(1);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await about.click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("family business");
    expect(loads).toBe(1);
  });

  test("does not reload in a loop when the chunk stays broken", async ({ page, expectConsoleError }) => {
    expectConsoleError(/Error loading route module|Failed to fetch dynamically imported module|net::ERR_FAILED/);
    await page.goto("/");
    await page.route(ABOUT_CHUNK, (route) => route.abort("failed"));
    let loads = 0;
    page.on("load", () => loads++);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await expect.poll(() => loads).toBe(1);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.waitForTimeout(1500);
    expect(loads).toBe(1);
  });
});
