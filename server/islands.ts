import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * Written by the build (scripts/build.mjs) beside build/client: a page's islands name → the URLs of its island
 * script and of the components that script imports.
 */
export const ISLANDS_MANIFEST = "islands.json";

/**
 * The URLs of the pages' island scripts (docs/decisions/018-pages-without-javascript.md), read once. Without the
 * manifest (an older build) a page's islands stay as the server rendered them, and the page works as HTML.
 */
export function islandScripts(buildDir: string): (name: string) => readonly string[] | undefined {
  let scripts: Record<string, string[]> = {};
  try {
    scripts = JSON.parse(readFileSync(path.join(buildDir, ISLANDS_MANIFEST), "utf8")) as Record<string, string[]>;
  } catch {
    scripts = {};
  }
  return (name) => (Object.hasOwn(scripts, name) ? scripts[name] : undefined);
}

/**
 * Written by the build beside islands.json: the words of each island's code that could be class names, by the
 * address of the island's script.
 */
export const ISLAND_CLASSES_MANIFEST = "island-classes.json";

/**
 * The class-like words of each island's code, read once (server/page-css.ts keeps the rules they match). Without the
 * file an island page keeps the whole stylesheet.
 */
export function islandClassWords(buildDir: string): (script: string) => ReadonlySet<string> | undefined {
  let words: Map<string, ReadonlySet<string>>;
  try {
    const manifest = JSON.parse(readFileSync(path.join(buildDir, ISLAND_CLASSES_MANIFEST), "utf8")) as Record<string, string[]>;
    words = new Map(Object.entries(manifest).map(([name, list]) => [name, new Set(list)]));
  } catch {
    words = new Map();
  }
  return (script) => words.get(script);
}
