import { describe, expect, it } from "vitest";
import routes from "#app/routes";
import { aliases as seedAliases } from "#app/content/catalogue";
import { landings } from "#app/content/landings";
import { publicPagePaths } from "#app/content/pages";
import { products } from "#app/content/products";
import { RSVP_PAGES } from "#app/lib/content/types";

/** The journal: the owners' news, besides the pages of the specification. */
const JOURNAL_PAGES = ["/journal", "/journal/:slug"];
/** Each project's own page, from the database (issue 12). */
const PROJECT_PAGES = ["/projects/:slug"];
/**
 * The energy levels and the rebate explained, the quote request (issue 13), showroom visits (issue 14) and the
 * privacy notice (issue 43).
 */
const EXTRA_PAGES = ["/energy-and-rebates", "/quote", "/visit", "/privacy"];
/**
 * A visitor's own page for moving or cancelling a visit, and the unsubscribe link (decision 074), behind the links in
 * its mails (never in the sitemap).
 */
const PRIVATE_PAGES = ["/visit/manage/:token", "/unsubscribe/:token"];

interface RouteEntry {
  id?: string;
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntry[];
}

const isStaff = (entry: RouteEntry) => entry.file.startsWith("routes/admin/");
/** The catalogue roots' catch-all routes (decision 036): a stored product's page, an earlier address or a hidden one. */
const isCatalogueSplat = (entry: RouteEntry) => entry.file === "routes/product.tsx" && Boolean(entry.path?.endsWith("/*"));
/** Every route with its children, flattened. */
const flatten = (list: RouteEntry[]): RouteEntry[] => list.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);
const entries = routes as RouteEntry[];
const pagePaths = entries
  .filter((entry) => !isStaff(entry) && !isCatalogueSplat(entry) && !entry.file.endsWith(".ts") && entry.path !== "*" && !entry.path?.startsWith("__test"))
  .map((entry) => (entry.index ? "/" : `/${entry.path}`));

/** The alias addresses of the seed: products listed under another landing's address (decision 039). */
const aliases = [...seedAliases.keys()];

describe("app/routes.ts", () => {
  it("lists the 39 public routes of the specification, the journal, the project pages, the energy page, the quote request and showroom visits", () => {
    const specified = pagePaths.filter((path) => ![...JOURNAL_PAGES, ...PROJECT_PAGES, ...EXTRA_PAGES, ...PRIVATE_PAGES].includes(path));
    expect(specified).toHaveLength(39);
    expect(new Set(specified).size).toBe(39);
    expect(pagePaths.filter((path) => JOURNAL_PAGES.includes(path))).toEqual(JOURNAL_PAGES);
    expect(pagePaths.filter((path) => PROJECT_PAGES.includes(path))).toEqual(PROJECT_PAGES);
    expect(pagePaths.filter((path) => EXTRA_PAGES.includes(path))).toEqual(EXTRA_PAGES);
  });

  it("has a route for every primary page, every alias, the RSVP pages and the journal, and nothing else", () => {
    expect([...pagePaths].sort()).toEqual(
      [...publicPagePaths(products), ...aliases, ...RSVP_PAGES.map((page) => `/${page}`), ...JOURNAL_PAGES, ...PROJECT_PAGES, ...PRIVATE_PAGES].sort(),
    );
  });

  it("renders catalogue pages from their records", () => {
    for (const landing of landings) {
      expect(entries.find((entry) => `/${entry.path}` === landing.path)?.file).toBe("routes/landing.tsx");
    }
    for (const path of [...products.map((product) => product.path), ...aliases]) {
      expect(entries.find((entry) => `/${entry.path}` === path)?.file).toBe("routes/product.tsx");
    }
  });

  it("puts every staff page under /admin, out of the prerendered and public pages", () => {
    const staff = flatten(entries).filter(isStaff);
    const staffPaths = staff.filter((entry) => entry.path).map((entry) => `/${entry.path}`);
    expect(staffPaths.sort()).toEqual(
      [
        "/admin",
        "/admin/account",
        "/admin/accounts",
        "/admin/audit",
        "/admin/audit.csv",
        "/admin/export.csv",
        "/admin/consents.csv",
        "/admin/login",
        "/admin/login/code",
        "/admin/logout",
        "/admin/forgot-password",
        "/admin/invitation/:token",
        "/admin/reset-password/:token",
        "/admin/rsvps",
        "/admin/settings",
        "/admin/energy",
        "/admin/channels",
        "/admin/pages",
        "/admin/pages/:id",
        "/admin/people/:id",
        "/admin/people/:id/erase",
        "/admin/people/:id/export.zip",
        "/admin/pipeline",
        "/admin/visits",
        "/admin/submissions",
        "/admin/submissions/:id",
        "/admin/submissions/:id/files/:file",
        "/admin/submissions/:id/quote.pdf",
        "/admin/quotes.csv",
        "/admin/events",
        "/admin/events/:id",
        "/admin/announcements",
        "/admin/announcements/:id",
        "/admin/backups",
        "/admin/confirm-email/:token",
        "/admin/journal",
        "/admin/journal/:id",
        "/admin/projects",
        "/admin/projects/:id",
        "/admin/products",
        "/admin/products/:id",
        "/admin/media",
        "/admin/overview",
        "/admin/products/:id/pictures",
        "/admin/products/:id/energy",
        "/admin/markdown-preview",
        "/admin/landings",
        "/admin/landings/:id",
        "/admin/products/:id/placement",
        "/admin/pivot-designs",
        "/admin/pivot-designs/:id",
        "/admin/team",
        "/admin/team/:id",
        "/admin/testimonials",
        "/admin/testimonials/:id",
        "/admin/reply-templates",
        "/admin/reply-templates/:id",
      ].sort(),
    );
    for (const path of staffPaths) expect(publicPagePaths(products)).not.toContain(path);
  });

  it("gives every catalogue root a catch-all product route, so a stored product needs no route line", () => {
    expect(entries.filter(isCatalogueSplat).map((entry) => entry.path)).toEqual(["doors/*", "windows/*", "curtain/*", "passive/*"]);
  });

  it("points every alias at a product's primary page", () => {
    const productPaths = new Set(products.map((product) => product.path));
    for (const primary of seedAliases.values()) expect(productPaths.has(primary)).toBe(true);
  });
});
