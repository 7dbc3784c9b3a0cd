import type { Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { productById } from "#app/content/catalogue";
import { pivotDesigns } from "#app/content/pivot-designs";
import { products } from "#app/content/products";
import { formatSpec } from "#app/lib/specs";
import { formatFileSize } from "#app/lib/spec-sheets";
import { pdfText } from "../support/pdf-text";
import { ALIASES, expect, test } from "./fixtures";

/** The product pages each landing links to, as the site's page list names them. */
const LANDING_PRODUCT_LINKS: Record<string, string[]> = {
  "/collections": [],
  "/doors": ["/doors/bifold/sf85", "/doors/slider/s650"],
  "/doors/bifold": ["/doors/bifold/sf85"],
  "/doors/liftandslide": ["/doors/liftandslide/s560", "/doors/liftandslide/s700"],
  "/doors/slider": ["/doors/slider/s650"],
  "/doors/pivotdoors": ["/doors/pivotdoors/sd115"],
  "/doors/swing": ["/doors/swing/sd77", "/doors/swing/sd95"],
  "/windows": ["/windows/elvial/w77", "/windows/rehau"],
  "/windows/alumil": ["/windows/alumil/s67", "/windows/alumil/s77", "/windows/alumil/s91"],
  "/windows/elvial": ["/windows/elvial/w77"],
  "/windows/koemmerling": ["/windows/koemmerling/center76"],
  "/curtain": ["/curtain/m7"],
  "/passive": ["/passive/sd95", "/passive/s91", "/passive/rehau", "/passive/m7"],
};

/** The landing pages a landing links to (the doors landing's cards; the windows landing's series). */
const LANDING_PAGE_LINKS: Record<string, string[]> = {
  "/collections": ["/doors", "/windows", "/curtain", "/passive"],
  "/doors": ["/doors/liftandslide", "/doors/pivotdoors", "/doors/swing"],
  // The Koemmerling page is linked too, so that it and the 76 Center Seal can be reached from the menu.
  "/windows": ["/windows/alumil", "/windows/koemmerling"],
};

const PRODUCT_PATHS = new Set([...products.map((product) => product.path), ...Object.keys(ALIASES)]);

/** Links in the page's main content, outside the breadcrumb trail, as paths. */
async function mainLinks(page: Page): Promise<string[]> {
  const main = page.getByRole("main");
  const hrefs = await main.getByRole("link").evaluateAll((links) =>
    links.filter((link) => !link.closest('nav[aria-label="Breadcrumb"]')).map((link) => link.getAttribute("href") ?? ""),
  );
  return [...new Set(hrefs)];
}

async function jsonLdBlocks(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test.describe("product pages", () => {
  for (const product of products) {
    test(`${product.path} shows the ${product.title}'s record and links its spec sheet`, async ({ page, request, baseURL }) => {
      await page.goto(product.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(product.title);
      await expect(page.getByText(product.subtitle, { exact: true })).toBeVisible();

      // The cover: the first, eager, high-priority picture, preloaded as AVIF.
      const cover = page.getByRole("img", { name: product.coverAlt, exact: true });
      await expect(cover).toBeVisible();
      await expect(cover).toHaveAttribute("loading", "eager");
      await expect(cover).toHaveAttribute("fetchpriority", "high");
      const preload = page.locator('link[rel="preload"][as="image"]');
      await expect(preload).toHaveAttribute("imagesrcset", new RegExp(`/generated/products/${product.id}/cover-\\d+\\.avif`));
      await expect(preload).toHaveAttribute("type", "image/avif");

      // Every specification, with its unit, in the Specifications grid.
      const specs = page.getByRole("region", { name: product.advantages ? "Technical Specs" : "Specifications" });
      await expect(specs.getByRole("term")).toHaveText(product.specifications.map((spec) => spec.label));
      await expect(specs.getByRole("definition")).toHaveText(product.specifications.map(formatSpec));

      if (product.stepCode) await expect(page.getByText(`Recommended for ${product.stepCode.label}`)).toBeVisible();
      await expect(page.getByRole("main")).not.toContainText(/step quote/i);

      // Renders, typologies (the caption drawn into the image is its alt) and sections, all lazy.
      const gallery = page.getByRole("region", { name: "Gallery" });
      for (const render of product.renders) await expect(gallery.getByRole("img", { name: render.alt })).toHaveAttribute("loading", "lazy");
      const typologies = page.getByRole("region", { name: "Typologies" });
      await expect(typologies.getByRole("img")).toHaveCount(product.typologies.length);
      for (const typology of product.typologies) await expect(typologies.getByRole("img", { name: typology.caption, exact: true })).toBeAttached();
      const sections = page.getByRole("region", { name: "Sections" });
      await expect(sections.getByRole("img")).toHaveCount(product.sections.length);
      for (const drawing of product.sections) await expect(sections.getByText(drawing.caption)).toBeVisible();
      for (const image of await page.getByRole("img").all()) {
        const [width, height] = [await image.getAttribute("width"), await image.getAttribute("height")];
        expect(Number(width) * Number(height), "every image has its size").toBeGreaterThan(0);
      }

      // Related Files: the spec sheet, a same-origin download with its size, which is a real PDF of this product.
      const files = page.getByRole("region", { name: "Related Files" });
      const link = files.getByRole("link", { name: new RegExp(`^${product.title} spec sheet\\s*PDF, \\d+ KB$`) });
      await expect(link).toHaveAttribute("download", /\.pdf$/);
      const href = (await link.getAttribute("href"))!;
      expect(new URL(href, baseURL).origin).toBe(new URL(baseURL!).origin);
      const response = await request.get(href);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/pdf");
      const body = await response.body();
      expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      await expect(link).toContainText(`PDF, ${formatFileSize(body.length)}`);
      const pdf = await PDFDocument.load(body);
      expect(pdf.getTitle()).toContain(`${product.title} spec sheet`);
      const text = (await pdfText(body)).join("\n").replace(/\s+/g, " ");
      expect(text).toContain(product.title);
      for (const spec of product.specifications) expect(text).toContain(formatSpec(spec));

      // Structured data and the social image.
      const blocks = await jsonLdBlocks(page);
      const productData = blocks.find((block) => block["@type"] === "Product")!;
      expect(productData.url).toMatch(new RegExp(`^https?://[^/]+${product.path}$`));
      expect((productData.brand as { name: string }).name).toBe(product.manufacturer);
      const breadcrumbs = blocks.find((block) => block["@type"] === "BreadcrumbList")!;
      const items = breadcrumbs.itemListElement as { name: string; item: string }[];
      expect(items[0]!.name).toBe("Home");
      expect(items.at(-1)!.name).toBe(product.title);
      for (const item of items) expect(item.item).toMatch(/^https?:\/\//);
      const ogImage = (await page.locator('meta[property="og:image"]').getAttribute("content"))!;
      expect(ogImage).toMatch(new RegExp(`^https?://[^/]+/generated/products/${product.id}/cover-1200\\.jpg$`));
      const social = await request.get(new URL(ogImage).pathname);
      expect(social.headers()["content-type"]).toBe("image/jpeg");
    });
  }

  test("the spec sheet link downloads the PDF in the browser", async ({ page }) => {
    await page.goto("/doors/swing/sd95");
    const link = page.getByRole("region", { name: "Related Files" }).getByRole("link", { name: /SD95 spec sheet/ });
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe("Helios-SD95-spec-sheet.pdf");
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  test("the SD115 keeps its own layout: Advantages, Technical Specs, Typologies, Sections, Related Files", async ({ page }) => {
    await page.goto("/doors/pivotdoors/sd115");
    const headings = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
    const order = ["Advantages", "Technical Specs", "Typologies", "Sections", "Related Files"].map((name) => headings.indexOf(name));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    await expect(page.getByRole("region", { name: "Advantages" }).getByRole("listitem")).toHaveCount(productById("sd115")!.advantages!.length);
  });
});

test.describe("aliases", () => {
  for (const [alias, primary] of Object.entries(ALIASES)) {
    test(`${alias} equals ${primary}`, async ({ page }) => {
      const read = async (path: string) => {
        await page.goto(path);
        const main = page.getByRole("main");
        const crumbs = await main.getByRole("navigation", { name: "Breadcrumb" }).innerText();
        const text = (await main.innerText()).replace(crumbs, "");
        const sheet = await main.getByRole("link", { name: /spec sheet/ }).getAttribute("href");
        const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
        const product = (await jsonLdBlocks(page)).find((block) => block["@type"] === "Product");
        return { text, sheet, canonical, productUrl: product?.url, title: await page.title() };
      };
      const expected = await read(primary);
      const actual = await read(alias);
      expect(actual).toEqual(expected);
      expect(new URL(actual.canonical!).pathname).toBe(primary);
    });
  }
});

test.describe("landing pages", () => {
  for (const [landing, expected] of Object.entries(LANDING_PRODUCT_LINKS)) {
    test(`${landing} links exactly the products the specification names`, async ({ page }) => {
      await page.goto(landing);
      const links = await mainLinks(page);
      expect(links.filter((href) => PRODUCT_PATHS.has(href)).sort()).toEqual([...expected].sort());
      if (LANDING_PAGE_LINKS[landing]) {
        const landingLinks = links.filter((href) => Object.keys(LANDING_PRODUCT_LINKS).includes(href));
        expect(landingLinks.sort()).toEqual([...LANDING_PAGE_LINKS[landing]!].sort());
      }
      // Every card has a picture with its alt text.
      for (const image of await page.getByRole("main").getByRole("img").all()) expect(await image.getAttribute("alt")).toBeTruthy();

      // More than one product: a comparison table built from their records.
      const table = page.getByRole("table");
      if (expected.length < 2) {
        await expect(table).toHaveCount(0);
        return;
      }
      const compared = expected.map((path) => products.find((product) => product.path === (ALIASES[path] ?? path))!);
      await expect(table).toHaveCount(1);
      await expect(table.locator("caption")).toHaveText(new RegExp(`${compared.at(-1)!.title} compared$`));
      const columns = table.getByRole("columnheader");
      await expect(columns).toHaveText(["Specification", ...compared.map((product) => product.title)]);
      for (const product of compared) {
        for (const spec of product.specifications) {
          const row = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: spec.label, exact: true }) });
          const cells = await row.getByRole("cell").allTextContents();
          expect(cells[compared.indexOf(product)]).toBe(formatSpec(spec));
        }
      }
    });
  }

  test("the swing doors table compares SD77 and SD95 value by value, with th scopes", async ({ page }) => {
    await page.goto("/doors/swing");
    const table = page.getByRole("table", { name: "SD77 and SD95 compared" });
    await expect(table.locator('th[scope="col"]')).toHaveCount(3);
    await expect(table.locator('th[scope="row"]')).toHaveText([
      "Frame depth",
      "Sash weight",
      "Burglar resistance",
      "Threshold height",
      "Glazing thickness",
      "Recommended for",
    ]);
    const row = (name: string) => table.getByRole("row").filter({ has: page.getByRole("rowheader", { name, exact: true }) }).getByRole("cell");
    await expect(row("Frame depth")).toHaveText(["77 mm", "95 mm"]);
    await expect(row("Threshold height")).toHaveText(["22 mm", "On request"]);
    await expect(row("Recommended for")).toHaveText(["Step Code 2-4", "Step Code 5 to Passive"]);
  });

  test("the pivot doors page shows the 26 designs by name, alphabetically, as pictures that are not links", async ({ page }) => {
    await page.goto("/doors/pivotdoors");
    const gallery = page.getByRole("region", { name: "Pivot Door Designs" });
    const figures = gallery.getByRole("figure");
    await expect(figures).toHaveCount(26);
    const names = await gallery.locator("figcaption").allTextContents();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(names).toEqual(pivotDesigns.map((design) => design.name));
    expect(names[0]).toBe("Achilles");
    expect(names.at(-1)).toBe("Zeus");
    for (const design of pivotDesigns) {
      const image = figures.filter({ hasText: design.name }).getByRole("img", { name: design.description });
      await expect(image).toHaveAttribute("loading", "lazy");
    }
    await expect(gallery.getByRole("link")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Visit Our Showroom" })).toBeVisible();
  });

  test("landings describe their place in the site as a breadcrumb list", async ({ page }) => {
    await page.goto("/windows/alumil");
    const breadcrumbs = (await jsonLdBlocks(page)).find((block) => block["@type"] === "BreadcrumbList")!;
    expect((breadcrumbs.itemListElement as { name: string }[]).map((item) => item.name)).toEqual(["Home", "Windows", "Alumil Performance Series"]);
  });
});
