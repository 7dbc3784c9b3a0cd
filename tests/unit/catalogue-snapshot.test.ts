import type { AppLoadContext } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { energy } from "#app/content/energy";
import { products } from "#app/content/products";
import type { Product } from "#app/content/schema";
import { loader as energyLoader } from "#app/routes/energy-and-rebates";
import { loader as landingLoader } from "#app/routes/landing";
import { loader as productLoader } from "#app/routes/product";
import { loader as projectsLoader } from "#app/routes/projects";
import { loader as quoteLoader } from "#app/routes/quote";
import { loader as sitemapLoader } from "#app/routes/sitemap.xml";

// The product loader asks for its spec sheet, made at run time by a service these unit tests run without.
vi.mock("#app/lib/server/catalogue/spec-sheets.server", () => ({
  specSheetLink: (id: string) => ({ href: `/generated/spec-sheets/${id}.pdf`, size: "1 KB" }),
}));

const SITE = "https://www.helios-windows.example";

/** The load context of a page rendered from a snapshot holding these products and the shipped energy figures (and no other owner content). */
function context(live: Product[]): AppLoadContext {
  const snapshot = { projects: [], projectRedirects: new Map(), events: [], posts: [], redirects: new Map(), announcements: [], products: live, energy };
  return { services: { content: { current: () => snapshot, now: () => Date.UTC(2026, 0, 1) } } } as unknown as AppLoadContext;
}

const args = (url: string, ctx: AppLoadContext) => ({ request: new Request(`${SITE}${url}`), context: ctx, params: {} }) as never;

/** The S77 as staff will correct it: a new frame depth and a sharper subtitle. */
const corrected = products.map((product) =>
  product.id === "s77"
    ? {
        ...product,
        subtitle: "Corrected subtitle for the S77 window",
        specifications: product.specifications.map((spec) => (spec.label === "Frame depth" ? { ...spec, value: "78" } : spec)),
      }
    : product,
);
const withoutS77 = products.filter((product) => product.id !== "s77");

describe("public pages read the products of the content snapshot", () => {
  it("a product page, its breadcrumbs and the quote form show the stored record", async () => {
    const data = await productLoader(args("/windows/alumil/s77", context(corrected)));
    expect(data.product.subtitle).toBe("Corrected subtitle for the S77 window");
    expect(data.product.specifications.find((spec) => spec.label === "Frame depth")?.value).toBe("78");
    expect(data.trail.at(-1)).toEqual({ name: "S77", path: "/windows/alumil/s77" });
    const quote = quoteLoader(args("/quote?product=s77", context(corrected)));
    expect(quote.product).toBe("s77");
  });

  it("a product the snapshot does not hold leaves its page (404), its landing, the sitemap, the energy table and the quote form", async () => {
    const live = context(withoutS77);
    await expect(async () => productLoader(args("/windows/alumil/s77", live))).rejects.toMatchObject({ status: 404 });
    const landing = landingLoader(args("/windows/alumil", live));
    const shown = landing.sections.flatMap((section) => section.cards.flatMap(({ product }) => (product ? [product.id] : [])));
    expect(shown).toEqual(["s67", "s91"]);
    expect(landing.compared.map((entry) => entry.product.id)).toEqual(["s67", "s91"]);
    const xml = await sitemapLoader(args("/sitemap.xml", live)).text();
    expect(xml).toContain(`<loc>${SITE}/windows/alumil/s91</loc>`);
    expect(xml).not.toContain("/windows/alumil/s77");
    const energy = energyLoader(args("/energy-and-rebates", live)).data;
    expect([...energy.rows, ...energy.withoutUw].map((row) => row.id)).not.toContain("s77");
    expect([...energy.rows, ...energy.withoutUw].map((row) => row.id)).toContain("s91");
    const quote = quoteLoader(args("/quote?product=s77", live));
    expect(quote.product).toBeNull();
    expect(quote.catalogue.map((entry) => entry.id)).toEqual(withoutS77.map((product) => product.id));
    expect(projectsLoader(args("/projects?product=s77", live)).filter.product).toBeNull();
  });
});
