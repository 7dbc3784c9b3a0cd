import type { Page } from "@playwright/test";
import { expect, FAILED_RESOURCE, ROUTER_PAGE, test, waitForHydration } from "./fixtures";
import { signIn } from "../support/staff-sign-in";

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
    // A page that hydrates with the router (no public page does).
    await page.goto(ROUTER_PAGE);
    await page.evaluate(() => (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => void } }).__reactRouterDataRouter.navigate("/nowhere"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn’t find that page");
  });

  for (const path of ["/journal/no-such-post", "/projects/no-such-project"]) {
    test(`an address of content that is not public (${path}) shows the same page, titled as not found`, async ({ page, expectConsoleError }) => {
      expectConsoleError(FAILED_RESOURCE(404));
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn’t find that page");
      await expect(page).toHaveTitle("Page not found | Helios Windows & Doors");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    });
  }
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
    // The reference to quote is the request's id, as answered in X-Request-Id (and written in the log with the stack).
    await expect(page.getByText("quote this reference")).toBeVisible();
    await expect(page.locator("#request-reference")).toHaveText(response!.headers()["x-request-id"]!);
    // No stack trace in production.
    await expect(page.locator("pre")).toHaveCount(0);
    await expect(page.getByRole("banner")).toBeVisible();
  });
});

// In the staff area, whose pages hydrate with the router (no public page does), following a link to another page.
test.describe("a lazily loaded chunk that fails after a deploy", () => {
  /** The Visits page's own route module (not a shared chunk that happens to bear the same name), from the manifest. */
  const visitsChunk = (page: Page) =>
    page.evaluate(
      () =>
        (window as unknown as { __reactRouterManifest: { routes: Record<string, { module: string }> } }).__reactRouterManifest
          .routes["routes/admin/visits"]!.module,
    );
  const visitsLink = (page: Page) => page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Visits" });

  test("reloads the page once instead of breaking, and the next try works", async ({ page, expectConsoleError }) => {
    expectConsoleError(/Error loading route module|Failed to fetch dynamically imported module|net::ERR_FAILED/);
    await signIn(page, { at: "/admin/submissions" });
    await waitForHydration(page);
    let failed = 0;
    await page.route(`**${await visitsChunk(page)}`, (route) => (failed++ === 0 ? route.abort("failed") : route.continue()));
    let loads = 0;
    page.on("load", () => loads++);
    await visitsLink(page).click();
    await expect.poll(() => loads).toBe(1);
    await waitForHydration(page);
    await visitsLink(page).click();
    await expect(page).toHaveURL(/\/admin\/visits$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Showroom visits");
    expect(loads).toBe(1);
  });

  test("does not reload in a loop when the chunk stays broken", async ({ page, expectConsoleError }) => {
    expectConsoleError(/Error loading route module|Failed to fetch dynamically imported module|net::ERR_FAILED/);
    await signIn(page, { at: "/admin/submissions" });
    await waitForHydration(page);
    await page.route(`**${await visitsChunk(page)}`, (route) => route.abort("failed"));
    let loads = 0;
    page.on("load", () => loads++);
    await visitsLink(page).click();
    await expect.poll(() => loads).toBe(1);
    // The reloaded page comes up whole and stays: nothing on it asks for the broken chunk and reloads again.
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/admin\/submissions$/);
    await page.waitForLoadState("networkidle");
    expect(loads).toBe(1);
  });
});
