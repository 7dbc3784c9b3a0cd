import { projects } from "#app/content/projects";
import { ALIASES, expect, PUBLIC_ROUTES, test } from "./fixtures";

/** The text of an HTML attribute or title as the browser reads it: the entities React writes, decoded. */
const decodeEntities = (text: string) =>
  text.replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">");

test.describe("every public route", () => {
  for (const route of PUBLIC_ROUTES) {
    test(`${route} answers 200 with header, one h1, main content, footer, its title and canonical address`, async ({ request }) => {
      // The HTML itself, before any script runs, already holds the page (that the header, h1, main and footer show in
      // a browser is checked where each page loads for axe, accessibility.spec.ts).
      const raw = await request.get(route);
      expect(raw.status()).toBe(200);
      const html = await raw.text();
      expect(html.match(/<h1[\s>]/g) ?? []).toHaveLength(1);
      expect(html).toContain("<header");
      expect(html).toContain('<main id="main"');
      expect(html).toContain("<footer");
      expect(html).toContain('<html lang="en-CA"');
      expect(html).not.toMatch(/lorem ipsum|coming soon/i);
      expect(decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "")).toMatch(/ \| Helios Windows & Doors$|^Helios Windows & Doors \| /);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      // A partner's RSVP page that shows the same event as /rsvp is a share link of it (decision record 012).
      const primary = ALIASES[route] ?? (route.startsWith("/rsvp-") ? "/rsvp" : route);
      expect(new URL(canonical!).pathname).toBe(primary);
    });
  }

  test("the stylesheet is inline in the head, so the first paint waits for nothing else", async ({ request }) => {
    for (const route of ["/", "/doors/swing/sd95", "/contact"]) {
      const head = (await (await request.get(route)).text()).split("</head>")[0] ?? "";
      const stylesheet = head.indexOf('<style id="site-css">');
      expect(stylesheet, route).toBeGreaterThan(-1);
      expect(head, route).not.toContain('<link rel="stylesheet"');
      expect(head.slice(stylesheet), route).toMatch(/^<style id="site-css">(?:(?!<\/style>)[\s\S])*\.container-site(?:(?!<\/style>)[\s\S])*<\/style>/);
    }
  });

  test("titles are unique across primary pages", async ({ request }) => {
    const titles = new Map<string, string>();
    for (const route of PUBLIC_ROUTES.filter((path) => !(path in ALIASES) && !path.startsWith("/rsvp-"))) {
      const html = await (await request.get(route)).text();
      const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";
      expect(titles.get(title), `${route} shares its title with ${titles.get(title)}`).toBeUndefined();
      titles.set(title, route);
    }
  });
});

test("the sitemap lists every project's page", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const project of projects) expect(sitemap).toMatch(new RegExp(`<loc>[^<]*/projects/${project.id}</loc>`));
  expect(sitemap).toMatch(/<loc>[^<]*\/projects<\/loc>/);
});

test.describe("aliases", () => {
  for (const [alias, primary] of Object.entries(ALIASES)) {
    test(`${alias} shows the page of ${primary}`, async ({ page }) => {
      await page.goto(primary);
      const primaryHeading = await page.getByRole("heading", { level: 1 }).textContent();
      const primaryMain = await page.getByRole("main").locator("article").innerText();
      await page.goto(alias);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(primaryHeading!);
      // Same content; only the breadcrumb trail differs with the collection it is reached from.
      const aliasMain = await page.getByRole("main").locator("article").innerText();
      const withoutCrumbs = (text: string) => text.split("\n").slice(text.split("\n").indexOf(primaryHeading!)).join("\n");
      expect(withoutCrumbs(aliasMain)).toBe(withoutCrumbs(primaryMain));
    });
  }
});

test.describe("structured data", () => {
  for (const route of ["/", "/contact"]) {
    test(`${route} describes the business`, async ({ page }) => {
      await page.goto(route);
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const business = blocks.map((text) => JSON.parse(text)).find((data) => data["@type"] === "HomeAndConstructionBusiness");
      expect(business).toMatchObject({
        name: "Helios Windows & Doors",
        telephone: "+16045550142",
        email: "info@helios-windows.example",
        address: { addressLocality: "Surrey", addressRegion: "BC" },
      });
      expect(business.url).toMatch(/^https?:\/\//);
    });
  }
});

test("no page requests another origin", async ({ page }) => {
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!["127.0.0.1", "localhost"].includes(url.hostname) && url.protocol !== "data:") foreign.push(request.url());
  });
  for (const route of ["/", "/doors", "/contact", "/rsvp", "/doors/swing/sd95"]) {
    await page.goto(route);
    await page.waitForLoadState("networkidle");
  }
  expect(foreign).toEqual([]);
});
