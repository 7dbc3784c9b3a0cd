import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Decision 034: products live in the database, and every public page reads them from the content snapshot. Only
 * these modules may still read the TypeScript seed (app/content/products.ts, or the seed catalogue built from it).
 */
const SEED_READERS: Record<string, string> = {
  "app/content/all-content.ts": "the build's content check",
  "app/content/catalogue.ts": "the seed catalogue, for the build's generators and the tests",
  "app/lib/server/content/kinds/product.server.ts": "the first start's seed (the product kind's)",
  "app/lib/server/content/product-pictures.server.ts": "which pictures the build drew for a product (until drawings are made at run time)",
  "app/lib/server/catalogue/spec-sheets.server.ts": "which drawn cover a product's spec sheet prints (until drawings are made at run time)",
  "app/lib/server/catalogue/diagram-choices.server.ts": "which opening diagrams the build drew, for an owner to choose (until drawings are made at run time)",
};

const SEED_IMPORT = /from\s+["'](?:#app\/content\/|(?:\.\.?\/)+(?:content\/)?)(?:products|catalogue)["']/;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("catalogue readers", () => {
  it("no page, component or server module but the listed ones reads the products from the TypeScript seed", () => {
    const readers = sources(resolve("app"))
      .filter((file) => SEED_IMPORT.test(readFileSync(file, "utf8")))
      .map((file) => relative(resolve("."), file))
      // app/lib/quote/*.ts import their own "./catalogue" (the quote's compact catalogue), not the seed.
      .filter((file) => !file.startsWith("app/lib/quote/"));
    expect(readers.sort()).toEqual(Object.keys(SEED_READERS).sort());
  });
});
