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
