import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { root } from "./sources.mjs";

/**
 * Loads TypeScript modules of the app into a build script: `lines` are the export lines of an entry module (paths
 * relative to the project's root, or absolute), bundled by esbuild (packages stay external) into `outfile` and
 * imported fresh. With `remove`, the bundle is deleted once imported (a one-off check rather than a cached step).
 */
export async function loadTypeScript(lines, outfile, { logLevel = "warning", remove = false } = {}) {
  mkdirSync(path.dirname(outfile), { recursive: true });
  await build({
    stdin: { contents: lines.join("\n"), resolveDir: root, loader: "ts" },
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    outfile,
    logLevel,
  });
  try {
    return await import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
  } finally {
    if (remove) rmSync(outfile, { force: true });
  }
}
