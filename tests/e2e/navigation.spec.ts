import { DESKTOP, expect, MOBILE, test } from "./fixtures";

test.describe("Collections menu (desktop)", () => {
  test.use({ viewport: DESKTOP });

  test("opens by click and lists the four collections", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const button = nav.getByRole("button", { name: "Collections" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    for (const name of ["Doors", "Windows", "Curtain Walls", "Passive Housing"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await nav.getByRole("link", { name: "Windows", exact: true }).click();
    await expect(page).toHaveURL(/\/windows$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Windows");
    // Navigation closes it.
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(nav.getByRole("link", { name: "Doors", exact: true })).toBeHidden();
  });

  test("opens on hover and closes when the pointer leaves", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    const button = nav.getByRole("button", { name: "Collections" });
    await button.hover();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await nav.getByRole("link", { name: "Passive Housing" }).hover();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.mouse.move(640, 600);
    await expect(button).toHaveAttribute("aria-expanded", "false");

    // Hovering then clicking keeps it open (the click does not undo the hover), even after the pointer leaves.
    await button.hover();
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.mouse.move(640, 600);
    await page.waitForTimeout(400);
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("works from the keyboard and closes on Escape", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    const button = nav.getByRole("button", { name: "Collections" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Doors", exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("closes on a click outside", async ({ page }) => {
    await page.goto("/about");
    const button = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Collections" });
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("heading", { level: 1 }).click();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("external links open in a new tab and say so", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of [/Helios Living/, /Instagram/]) {
      const link = nav.getByRole("link", { name });
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      await expect(link).toHaveAccessibleName(/opens in a new tab/);
    }
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: MOBILE });

  test("the burger opens a slide-in menu that takes focus, and Escape gives it back", async ({ page }) => {
    await page.goto("/doors");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const burger = page.getByRole("button", { name: "Menu" });
    await burger.click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(":focus")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(burger).toBeFocused();
  });

  test("a link click navigates and closes the menu", async ({ page }) => {
    await page.goto("/");
    const burger = page.getByRole("button", { name: "Menu" });
    await burger.click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    const collections = dialog.getByRole("button", { name: "Collections" });
    await expect(collections).toHaveAttribute("aria-expanded", "false");
    await collections.click();
    await expect(collections).toHaveAttribute("aria-expanded", "true");
    await dialog.getByRole("link", { name: "Curtain Walls" }).click();
    await expect(page).toHaveURL(/\/curtain$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Curtain Walls");
    await expect(burger).toBeFocused();
  });

  test("the page behind does not scroll while it is open", async ({ page }) => {
    await page.goto("/doors/swing/sd95");
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
    await page.mouse.move(40, 600);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
  });
});

test.describe("footer", () => {
  test("has the brand, phone, email, address, showroom, navigation, external links and year", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "(604) 555-0142" })).toHaveAttribute("href", "tel:+16045550142");
    await expect(footer.getByRole("link", { name: "info@helios-windows.example" })).toHaveAttribute(
      "href",
      "mailto:info@helios-windows.example",
    );
    await expect(footer).toContainText("Unit 100 – 19000 Example Way, Surrey, BC");
    await expect(footer).toContainText("Okanagan Showroom in Kelowna, BC");
    await expect(footer.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Projects" })).toBeVisible();
    await expect(footer.getByRole("link", { name: /Helios Living/ })).toHaveAttribute("target", "_blank");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Helios Windows & Doors`);
  });
});
