import type { Page } from "@playwright/test";
import { expect, FAILED_RESOURCE, test, waitForHydration } from "./fixtures";
import { openingControl } from "./support/quote";

/**
 * What a content page's scripts must not carry: the form library (zod, for the pages with forms), the catalogue
 * records (for the catalogue's own pages) and the staff pages' code. A module shared the wrong way puts them in a
 * chunk every page loads.
 */
const NOT_ON_CONTENT_PAGES = [
  { what: "the form library (zod)", marker: "ZodError" },
  { what: "the catalogue records", marker: "Koemmerling 76 Center Seal" },
  { what: "the staff pages' code", marker: "Please describe this photo for people who cannot see it." },
];

const ISLAND_PAGES = [
  {
    path: "/",
    island: "home",
    // The islands work: the Our Work carousel moves on when asked.
    async works(page: Page) {
      const work = page.getByRole("region", { name: "Our Work" });
      await work.getByRole("button", { name: "Next project" }).click();
      await expect(work.getByRole("group", { name: "2 of 6" })).toBeVisible();
    },
  },
  {
    path: "/contact",
    island: "contact",
    // The form works: its checks run in the browser and stop a bad post.
    async works(page: Page) {
      const form = page.getByRole("form", { name: "Send us a message" });
      await form.getByRole("button", { name: "SEND MESSAGE" }).click();
      await expect(form.getByRole("alert").filter({ hasText: /There are problems with \d+ fields/ })).toBeFocused();
      await expect(form.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
    },
  },
  {
    path: "/quote",
    island: "quote",
    // The form works: a row is added in place, its product field focused.
    async works(page: Page) {
      await page.getByRole("button", { name: "Add another opening" }).click();
      await expect(openingControl(page, 2, "product")).toBeFocused();
    },
  },
  {
    path: "/visit",
    island: "visit",
    // The booking works: the next step is shown in place.
    async works(page: Page) {
      await page.getByRole("radio", { name: /Surrey showroom/ }).check();
      await page.getByLabel("What is the visit about?").selectOption("windows");
      await page.getByRole("button", { name: "Show free days" }).click();
      await expect(page.getByRole("list", { name: "Days with free times", exact: true }).getByRole("link").first()).toBeVisible();
      await expect(page).toHaveURL(/\/visit\?showroom=surrey&purpose=windows$/);
    },
  },
  {
    path: "/projects",
    island: "projects",
    // The gallery works: a tile opens the project's photos.
    async works(page: Page) {
      await page.getByRole("list", { name: "Projects" }).getByRole("link", { name: "Lions Bay" }).click();
      await expect(page.getByRole("dialog", { name: "Lions Bay" })).toBeVisible();
    },
  },
];

for (const { path, island, works } of ISLAND_PAGES) {
  test(`${path} hydrates its islands with React alone, asked for once the page has loaded`, async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(path);
    await waitForHydration(page);
    // The page's island script and the chunks the islands share (React): no router, no route modules.
    expect(scripts).toContainEqual(expect.stringMatching(new RegExp(`^/assets/islands/${island}-[\\w-]+\\.js$`)));
    expect(scripts.filter((script) => !/^\/assets\/islands\/[\w-]+\.js$/.test(script))).toEqual([]);
    expect(await page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(false);
    expect(await page.locator("link[rel=modulepreload], script[src]").count()).toBe(0);
    await works(page);
  });
}

for (const path of ["/", "/projects"]) {
  test(`${path} loads none of the code it does not use`, async ({ page }) => {
    const scripts: Promise<{ url: string; text: string }>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.text().then((text) => ({ url: response.url(), text })));
    });
    await page.goto(path);
    await waitForHydration(page);
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(0);
    for (const { what, marker } of NOT_ON_CONTENT_PAGES) {
      expect(loaded.filter((script) => script.text.includes(marker)).map((script) => script.url), what).toEqual([]);
    }
  });
}

/** Pages with nothing for React to run: the catalogue, the about, energy and journal pages, a project, the 404. */
const PAGES_WITHOUT_SCRIPTS = [
  "/collections",
  "/doors",
  "/doors/swing/sd95",
  "/passive/s91",
  "/windows/rehau",
  "/about",
  "/energy-and-rebates",
  "/journal",
  "/projects/lions-bay",
  "/no-such-page",
];

for (const path of PAGES_WITHOUT_SCRIPTS) {
  test(`${path} is HTML alone: no script or stylesheet to fetch, its menus ready, the next page prefetched on hover`, async ({ page, expectConsoleError }) => {
    // The helpful not-found page is still a 404.
    if (path === "/no-such-page") expectConsoleError(FAILED_RESOURCE(404));
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (["script", "stylesheet"].includes(request.resourceType())) fetched.push(request.url());
    });
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(fetched).toEqual([]);
    expect(await page.locator('link[rel="modulepreload"], script[src]').count()).toBe(0);
    // Styled by the inline stylesheet: the header's navigation is laid out, not a bare list.
    await expect(page.locator("#site-css")).toHaveCount(1);
    expect(await page.locator("header").evaluate((header) => getComputedStyle(header).position)).toBe("sticky");
    const rules = JSON.parse((await page.locator('script[type="speculationrules"]').textContent()) ?? "{}");
    expect(rules.prefetch?.[0]?.eagerness).toBe("moderate");
  });
}

test("a link followed on a page without scripts loads the next page, which hydrates what it has to run", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.goto("/doors");
  await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Windows", exact: true }).click();
  await expect(page).toHaveURL(/\/windows$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(scripts).toEqual([]);
  await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Contact Us", exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await waitForHydration(page);
  expect(scripts).toContainEqual(expect.stringMatching(/^\/assets\/islands\/contact-[\w-]+\.js$/));
});
