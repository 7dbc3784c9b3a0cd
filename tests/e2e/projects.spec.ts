import type { Page } from "@playwright/test";
import { projects } from "#app/content/projects";
import { projectNames } from "#app/content/projects.schema";
import { axeViolations, DESKTOP, expect, FAILED_RESOURCE, MOBILE, openThroughRouter, routerSettled, showAt, test, waitForHydration } from "./fixtures";

const tiles = (page: Page) => page.getByRole("list", { name: "Projects" }).getByRole("link");
const tile = (page: Page, name: string) => tiles(page).filter({ has: page.getByText(name, { exact: true }) });
const viewer = (page: Page) => page.getByRole("dialog");
const index = (page: Page) => viewer(page).getByText(/^\d of \d$/);
const largeImage = (page: Page) => viewer(page).getByRole("figure").getByRole("img");

/** Waits until the gallery has hydrated (a tile click then opens the viewer). */
async function ready(page: Page) {
  await waitForHydration(page);
}

async function open(page: Page, name: string) {
  await ready(page);
  await tile(page, name).click();
  await expect(viewer(page)).toBeVisible();
  await expect(viewer(page)).toHaveAccessibleName(name);
}

test("shows 30 project tiles in the specified order, each a link to its page with its name and 5:3 main image", async ({ page }) => {
  await page.goto("/projects");
  await expect(tiles(page)).toHaveCount(30);
  const names = await tiles(page).evaluateAll((links) =>
    links.map((link) => document.getElementById(link.getAttribute("aria-labelledby")!)!.textContent),
  );
  expect(names).toEqual([...projectNames]);
  await expect(tiles(page).first()).toHaveAccessibleName("Lions Bay");
  await expect(tiles(page).first()).toHaveAttribute("href", "/projects/lions-bay");
  await expect(tiles(page).first()).toHaveAccessibleDescription("Residence · Lions Bay · 2025 · 8 photos");
  // Once hydrated, a click opens the viewer: the tile says so.
  await expect(tiles(page).first()).toHaveAttribute("aria-haspopup", "dialog");

  const images = page.getByRole("list", { name: "Projects" }).locator("img");
  await expect(images).toHaveCount(30);
  const box = (await images.first().boundingBox())!;
  expect(box.width / box.height).toBeCloseTo(5 / 3, 1);
  await expect(images.first()).toHaveAttribute("width", "1600");
  await expect(images.first()).toHaveAttribute("height", "960");
  // The first image loads at once, ahead of the others; the rest lazily.
  await expect(images.first()).toHaveAttribute("fetchpriority", "high");
  await expect(images.first()).toHaveAttribute("loading", "eager");
  for (let i = 1; i < 30; i++) await expect(images.nth(i)).toHaveAttribute("loading", "lazy");
});

test("the served page shows the grid with the viewer closed, and tiles that are plain links", async ({ request }) => {
  const html = await (await request.get("/projects?project=lions-bay")).text();
  expect(html).toContain("Lions Bay");
  expect(html).not.toMatch(/<dialog[^>]*\sopen/);
  expect(html).toContain('href="/projects/lions-bay"');
  // Only a hydrated tile opens a dialog.
  expect(html).not.toMatch(/<a [^>]*aria-haspopup/);
});

test("a tile opens the viewer on the first image; Previous and Next wrap around", async ({ page }) => {
  await page.goto("/projects");
  await open(page, "Madrona Drive");
  await expect(index(page)).toHaveText("1 of 5");
  await expect(largeImage(page)).toHaveAccessibleName(/^Madrona Drive: a gabled family house/);
  const next = viewer(page).getByRole("button", { name: "Next image" });
  const previous = viewer(page).getByRole("button", { name: "Previous image" });
  await previous.click();
  await expect(index(page)).toHaveText("5 of 5");
  await next.click();
  await expect(index(page)).toHaveText("1 of 5");
  for (let n = 2; n <= 5; n++) {
    await next.click();
    await expect(index(page)).toHaveText(`${n} of 5`);
  }
  await next.click();
  await expect(index(page)).toHaveText("1 of 5");
});

test("thumbnails show an image large; reopening starts at the first image", async ({ page }) => {
  await page.goto("/projects");
  await open(page, "Lions Bay");
  const thumbnails = viewer(page).getByRole("list", { name: "All photos" }).getByRole("button");
  await expect(thumbnails).toHaveCount(8);
  for (const thumbnail of await thumbnails.all()) await expect(thumbnail.locator("img")).toHaveAttribute("loading", "lazy");
  await viewer(page).getByRole("button", { name: "Show image 3 of 8" }).click();
  await expect(index(page)).toHaveText("3 of 8");
  await expect(viewer(page).getByRole("button", { name: "Show image 3 of 8" })).toHaveAttribute("aria-current", "true");
  await expect(largeImage(page)).toHaveAttribute("src", /\/generated\/projects\/lions-bay\/3-\d+\.webp$/);

  await viewer(page).getByRole("button", { name: "Close" }).click();
  await expect(viewer(page)).toBeHidden();
  await tile(page, "Lions Bay").click();
  await expect(index(page)).toHaveText("1 of 8");
  await expect(largeImage(page)).toHaveAttribute("src", /\/lions-bay\/1-\d+\.webp$/);
});

test("works from the keyboard: arrows move, focus stays inside, Escape closes and focus returns to the tile", async ({ page }) => {
  await page.goto("/projects");
  await ready(page);
  const regal = tile(page, "Regal");
  await regal.focus();
  await page.keyboard.press("Enter");
  await expect(viewer(page)).toHaveAccessibleName("Regal");
  await expect(viewer(page).locator(":focus")).toHaveCount(1);
  await page.keyboard.press("ArrowRight");
  await expect(index(page)).toHaveText("2 of 5");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(index(page)).toHaveText("5 of 5");

  // Tab cycles through the viewer's controls and never reaches the page behind it.
  const focusInside = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      return active === document.body || active === null ? "none" : Boolean(active.closest("dialog[open]"));
    });
  let inside = 0;
  for (let i = 0; i < 14; i++) {
    await page.keyboard.press("Tab");
    const where = await focusInside();
    expect(where).not.toBe(false);
    if (where === true) inside++;
  }
  // The one step outside is the browser's own interface, between the last control and the first.
  expect(inside).toBeGreaterThanOrEqual(12);

  await page.keyboard.press("Escape");
  await expect(viewer(page)).toBeHidden();
  await expect(regal).toBeFocused();
  await expect(page).toHaveURL(/\/projects$/);
});

test("the URL names the open project without moving the page, and loading it opens the project", async ({ page }) => {
  await page.goto("/projects");
  await ready(page);
  const target = tile(page, "North Island College");
  await target.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => Math.round(window.scrollY));
  expect(before).toBeGreaterThan(500);
  await target.click();
  await expect(page).toHaveURL(/\/projects\?project=north-island-college$/);
  await expect(viewer(page)).toHaveAccessibleName("North Island College");
  await viewer(page).getByRole("button", { name: "Close" }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(target).toBeFocused();
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(before);

  await page.goto("/projects?project=2601-east-hastings");
  await expect(viewer(page)).toBeVisible();
  await expect(viewer(page)).toHaveAccessibleName("2601 East Hastings");
  await expect(index(page)).toHaveText("1 of 6");
  await page.keyboard.press("Escape");
  await expect(viewer(page)).toBeHidden();
  await expect(tile(page, "2601 East Hastings")).toBeFocused();
  await expect(page).toHaveURL(/\/projects$/);
});

test("an unknown project in the URL leaves the grid as it is", async ({ page }) => {
  await page.goto("/projects?project=nowhere");
  await ready(page);
  await expect(tiles(page)).toHaveCount(30);
  await expect(viewer(page)).toBeHidden();
});

test("a click on the backdrop closes the viewer", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/projects");
  await open(page, "Anmore");
  await page.mouse.click(10, 400);
  await expect(viewer(page)).toBeHidden();
  await expect(tile(page, "Anmore")).toBeFocused();
});

test("the open viewer has no WCAG 2.2 AA violations at 390 and 1280 px", async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await page.goto("/projects?project=crescent-residence");
  await expect(viewer(page)).toBeVisible();
  await page.waitForLoadState("networkidle");
  for (const viewport of [MOBILE, DESKTOP]) {
    await showAt(page, viewport);
    await expect(viewer(page)).toBeVisible();
    expect(await axeViolations(page), `axe at ${viewport.width} px`).toEqual([]);
  }
});

test("the open mobile menu on /projects has no WCAG 2.2 AA violations", async ({ page }) => {
  await page.setViewportSize(MOBILE);
  await page.goto("/projects");
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

const filters = (page: Page) => page.getByRole("region", { name: "Filter projects" });
const resultCount = (page: Page) => filters(page).getByRole("status");
/** The names of the shipped projects that match, in gallery order. */
const namesWhere = (match: (project: (typeof projects)[number]) => boolean) => projects.filter(match).map((project) => project.name);
const tileNames = (page: Page) =>
  tiles(page).evaluateAll((links) => links.map((link) => document.getElementById(link.getAttribute("aria-labelledby")!)!.textContent));

test.describe("filters", () => {
  test("with JavaScript, a choice applies at once: the count is announced, the tiles and the URL follow; Clear filters undoes it", async ({
    page,
  }) => {
    await page.goto("/projects");
    await expect(resultCount(page)).toHaveText("30 projects");
    const product = filters(page).getByLabel("Product", { exact: true });
    await expect(product.locator("optgroup")).toHaveCount(3);
    await product.focus();
    await product.selectOption({ label: "S700" });
    await expect(page).toHaveURL(/\/projects\?product=s700$/);
    const withS700 = namesWhere((project) => project.products.includes("s700"));
    await expect(resultCount(page)).toHaveText(`${withS700.length} projects`);
    await expect(tiles(page)).toHaveCount(withS700.length);
    expect(await tileNames(page)).toEqual(withS700);
    // The visitor stays on the control they changed.
    await expect(product).toBeFocused();
    await expect(page).toHaveTitle("Projects | Helios Windows & Doors");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/projects$/);

    const area = filters(page).getByLabel("Area");
    await area.selectOption({ label: "Sea to Sky" });
    await expect(page).toHaveURL(/\/projects\?product=s700&area=sea-to-sky$/);
    const both = namesWhere((project) => project.products.includes("s700") && project.area === "sea-to-sky");
    await expect(resultCount(page)).toHaveText(both.length === 1 ? "1 project" : `${both.length} projects`);
    expect(await tileNames(page)).toEqual(both);

    // A filtered tile still opens the viewer.
    await tile(page, both[0]!).click();
    await expect(viewer(page)).toHaveAccessibleName(both[0]!);
    await expect(page).toHaveURL(/\?product=s700&area=sea-to-sky&project=/);
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/projects\?product=s700&area=sea-to-sky$/);

    await filters(page).getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(resultCount(page)).toHaveText("30 projects");
    await expect(tiles(page)).toHaveCount(30);
    await expect(product).toHaveValue("");
    await expect(filters(page).getByRole("link", { name: "Clear filters" })).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test("the family filter includes the passive-house collection; only areas with projects are offered", async ({ page }) => {
    await page.goto("/projects?family=curtain-walls");
    const withM7 = namesWhere((project) => project.products.includes("m7"));
    await expect(resultCount(page)).toHaveText(`${withM7.length} projects`);
    expect(await tileNames(page)).toEqual(withM7);
    await expect(filters(page).getByLabel("Product family")).toHaveValue("curtain-walls");
    const areas = await filters(page).getByLabel("Area").locator("option").allTextContents();
    expect(areas[0]).toBe("All areas");
    expect(areas).not.toContain("Northern BC");
    expect(areas).toContain("Metro Vancouver");
  });

  test("a choice stays on the page (no reload); Back and Forward step through the choices and the open project", async ({ page }) => {
    await page.goto("/projects");
    // Set on this document: a reload would lose it.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await filters(page).getByLabel("Area").selectOption({ label: "Okanagan" });
    const okanagan = namesWhere((project) => project.area === "okanagan");
    await expect(resultCount(page)).toHaveText(`${okanagan.length} projects`);
    await expect(page).toHaveURL(/\/projects\?area=okanagan$/);
    await tile(page, okanagan[0]!).click();
    await expect(viewer(page)).toHaveAccessibleName(okanagan[0]!);
    await page.keyboard.press("Escape");
    await expect(viewer(page)).toBeHidden();
    await expect(page).toHaveURL(/\/projects\?area=okanagan$/);

    await page.goBack();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(resultCount(page)).toHaveText("30 projects");
    await expect(filters(page).getByLabel("Area")).toHaveValue("");
    await page.goForward();
    await expect(page).toHaveURL(/\/projects\?area=okanagan$/);
    await expect(resultCount(page)).toHaveText(`${okanagan.length} projects`);
    await expect(filters(page).getByLabel("Area")).toHaveValue("okanagan");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  test("reached client-side from a page that hydrates, the gallery filters and opens projects through the router", async ({ page }) => {
    await openThroughRouter(page, "/about");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Projects" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Projects");
    // Still the router's page, not a new document.
    expect(await page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(true);
    await filters(page).getByLabel("Area").selectOption({ label: "Okanagan" });
    const okanagan = namesWhere((project) => project.area === "okanagan");
    await expect(page).toHaveURL(/\/projects\?area=okanagan$/);
    await expect(resultCount(page)).toHaveText(`${okanagan.length} projects`);
    await tile(page, okanagan[0]!).click();
    await expect(viewer(page)).toHaveAccessibleName(okanagan[0]!);
    await expect(page).toHaveURL(/\?area=okanagan&project=/);
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/projects\?area=okanagan$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(resultCount(page)).toHaveText("30 projects");
  });

  test("an unknown filter value is ignored", async ({ page }) => {
    await page.goto("/projects?product=nothing&area=mars");
    await expect(resultCount(page)).toHaveText("30 projects");
    await expect(tiles(page)).toHaveCount(30);
  });

  test("no match: an honest empty state with a way to clear the filters and to ask us", async ({ page }) => {
    expect(namesWhere((project) => project.products.includes("m7") && project.area === "okanagan")).toEqual([]);
    await page.goto("/projects?product=m7&area=okanagan");
    await expect(resultCount(page)).toHaveText("No projects");
    await expect(page.getByRole("heading", { name: "No projects match these filters" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Projects" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "tell us about your project" })).toHaveAttribute("href", "/contact");
    await page.getByRole("link", { name: "see all projects" }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(tiles(page)).toHaveCount(30);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the form sends a GET request; the results and count show; a tile opens the project's page", async ({ page }) => {
      await page.goto("/projects");
      await expect(tiles(page)).toHaveCount(30);
      await filters(page).getByLabel("Area").selectOption({ label: "Okanagan" });
      await filters(page).getByRole("button", { name: "Show projects" }).click();
      await expect(page).toHaveURL(/\/projects\?(.*&)?area=okanagan(&|$)/);
      const okanagan = namesWhere((project) => project.area === "okanagan");
      await expect(resultCount(page)).toHaveText(`${okanagan.length} projects`);
      expect(await tileNames(page)).toEqual(okanagan);
      await expect(filters(page).getByLabel("Area")).toHaveValue("okanagan");
      expect(await tiles(page).first().getAttribute("aria-haspopup")).toBeNull();

      await tile(page, okanagan[0]!).click();
      await expect(page).toHaveURL(new RegExp(`/projects/${projects.find((project) => project.name === okanagan[0])!.id}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(okanagan[0]!);
    });
  });
});

test.describe("a project's page", () => {
  test("shows the project, its photos and the products it used, with its own title, canonical, image and structured data", async ({ page }) => {
    await page.goto("/projects/lions-bay");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lions Bay");
    await expect(page).toHaveTitle("Lions Bay: Residence in Lions Bay | Helios Windows & Doors");
    const main = page.getByRole("main");
    for (const [term, value] of [
      ["Type", "Residence"],
      ["Place", "Lions Bay"],
      ["Area", "Sea to Sky"],
      ["Year", "2025"],
    ]) {
      await expect(main.locator("dt", { hasText: term }).locator("+ dd")).toHaveText(value!);
    }
    await expect(main.getByText(projects[0]!.scope)).toBeVisible();

    const images = main.locator("figure img");
    await expect(images).toHaveCount(8);
    await expect(images.first()).toHaveAccessibleName(/^Lions Bay: a modern flat-roofed house/);
    await expect(images.first()).toHaveAttribute("loading", "eager");
    for (let i = 1; i < 8; i++) await expect(images.nth(i)).toHaveAttribute("loading", "lazy");
    for (const image of await main.locator("img").all()) {
      await expect(image).toHaveAttribute("width", /^\d+$/);
      await expect(image).toHaveAttribute("height", /^\d+$/);
    }

    const products = main.getByRole("region", { name: "Products used" });
    await expect(products.getByRole("link")).toHaveCount(3);
    await expect(products.getByRole("link", { name: /^S700 / })).toHaveAttribute("href", "/doors/liftandslide/s700");
    await expect(products.getByRole("link", { name: /^SD115 / })).toContainText("pivot entrance door");
    await expect(main.getByRole("link", { name: "All projects" })).toHaveAttribute("href", "/projects");

    const head = page.locator("head");
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/projects\/lions-bay$/);
    await expect(head.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/generated\/projects\/lions-bay\/1-1600\.webp$/);
    await expect(head.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1600");
    await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", projects[0]!.scope);

    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
    const work = blocks.find((block) => block["@type"] === "CreativeWork");
    expect(work).toMatchObject({
      name: "Lions Bay",
      description: projects[0]!.scope,
      dateCreated: "2025",
      locationCreated: { "@type": "Place", address: { addressLocality: "Lions Bay", addressRegion: "BC" } },
      creator: { "@type": "Organization", name: "Helios Windows & Doors" },
    });
    expect(work.image).toHaveLength(8);
    expect(work.mentions.map((product: { name: string }) => product.name)).toEqual(["S700", "S77", "SD115"]);
    expect(work.mentions[0].url).toMatch(/\/doors\/liftandslide\/s700$/);
    const crumbs = blocks.find((block) => block["@type"] === "BreadcrumbList");
    expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(["Home", "Projects", "Lions Bay"]);
  });

  test("the viewer links to the project's page", async ({ page }) => {
    await page.goto("/projects");
    await open(page, "Regal");
    await viewer(page).getByRole("link", { name: "Project page" }).click();
    await expect(page).toHaveURL(/\/projects\/regal$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Regal");
  });

  test("an unknown project is the site's 404 page", async ({ page, expectConsoleError }) => {
    expectConsoleError(FAILED_RESOURCE(404));
    const response = await page.goto("/projects/no-such-project");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn’t find that page");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
  });
});

test.describe("product pages", () => {
  test("show up to six projects that used the product, linking to their pages", async ({ page }) => {
    await page.goto("/doors/liftandslide/s700");
    const section = page.getByRole("region", { name: "Projects with the S700" });
    const withS700 = projects.filter((project) => project.products.includes("s700"));
    await expect(section.getByRole("link")).toHaveCount(Math.min(6, withS700.length));
    await expect(section.getByRole("link").first()).toHaveText(withS700[0]!.name);
    await expect(section.getByRole("link").first()).toHaveAttribute("href", `/projects/${withS700[0]!.id}`);
    await expect(section.getByText(`${withS700[0]!.location} · ${withS700[0]!.year}`)).toBeVisible();
    await section.getByRole("link").first().click();
    await expect(page).toHaveURL(new RegExp(`/projects/${withS700[0]!.id}$`));
  });

  test("link to all of them on /projects when there are more than six", async ({ page }) => {
    const withS77 = projects.filter((project) => project.products.includes("s77"));
    expect(withS77.length).toBeGreaterThan(6);
    await page.goto("/windows/alumil/s77");
    const section = page.getByRole("region", { name: "Projects with the S77" });
    await expect(section.getByRole("heading", { level: 3 })).toHaveCount(6);
    const all = section.getByRole("link", { name: `See all ${withS77.length} projects with the S77` });
    await expect(all).toHaveAttribute("href", "/projects?product=s77");
    await all.click();
    await expect(resultCount(page)).toHaveText(`${withS77.length} projects`);
  });
});

test("a collection's page shows its three most recent projects and links to all of them", async ({ page }) => {
  const passive = new Set(["sd95", "s91", "rehau", "m7"]);
  const used = projects.filter((project) => project.products.some((id) => passive.has(id)));
  await page.goto("/passive");
  const section = page.getByRole("region", { name: "Recent projects" });
  await expect(section.getByRole("heading", { level: 3 })).toHaveText(used.slice(0, 3).map((project) => project.name));
  await section.getByRole("link", { name: `See all ${used.length} projects` }).click();
  await expect(page).toHaveURL(/\/projects\?family=passive$/);
  await expect(resultCount(page)).toHaveText(`${used.length} projects`);
});

test("/projects, filtered and not, and a project's page have no WCAG 2.2 AA violations at 390 and 1280 px", async ({ page }) => {
  await page.setViewportSize(MOBILE);
  for (const path of ["/projects", "/projects?family=doors&area=metro-vancouver", "/projects?product=m7&area=okanagan", "/projects/lions-bay"]) {
    await page.goto(path);
    await routerSettled(page);
    for (const viewport of [MOBILE, DESKTOP]) {
      await showAt(page, viewport);
      expect(await axeViolations(page), `axe at ${viewport.width} px: ${path}`).toEqual([]);
    }
  }
});
