import { existsSync, readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/** The quote form's modules, which the /quote page will load in the browser. */
const BROWSER_MODULES = [
  "app/lib/forms/quote.ts",
  "app/lib/quote/catalogue.ts",
  "app/lib/quote/guidance.ts",
  "app/lib/quote/limits.ts",
  "app/lib/quote/summary.ts",
  "app/lib/quote/units.ts",
];

/** Relative modules a file loads at run time (type-only imports are erased). */
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const found: string[] = [];
  for (const match of source.matchAll(/^import\s+(type\s+)?(?:[^"';]*?\s+from\s+)?["']([^"']+)["'];?/gm)) {
    if (match[1] || !match[2]!.startsWith(".")) continue;
    const base = resolve(dirname(file), match[2]!);
    found.push([`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find(existsSync) ?? base);
  }
  return found;
}

function moduleGraph(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = entries.map((entry) => resolve(entry));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (existsSync(file)) queue.push(...runtimeImports(file));
  }
  return new Set([...seen].map((file) => relative(process.cwd(), file)));
}

describe("the quote form's modules", () => {
  const graph = moduleGraph(BROWSER_MODULES);

  it("load no server module", () => {
    expect([...graph].filter((file) => file.includes(".server"))).toEqual([]);
  });

  it("leave the product records and the content schema to the server (the page gets the compact catalogue)", () => {
    expect(graph.has("app/content/products.ts")).toBe(false);
    expect(graph.has("app/content/schema.ts")).toBe(false);
  });
});
