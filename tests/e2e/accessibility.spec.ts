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
