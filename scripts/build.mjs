// The production build: content validation, generated imagery and spec sheets, the React Router app (client and server),
// precompressed files, and a stamp that lets `npm start` skip the build when nothing changed.
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build as esbuild } from "esbuild";
import { generateBrandAssets } from "./generate-brand-assets.mjs";
import { generateImages } from "./generate-images.mjs";
import { generateSpecSheets } from "./generate-spec-sheets.mjs";
import { validateContent } from "./validate-content.mjs";
import { precompress } from "./lib/precompress.mjs";
import { buildConfig, buildDir, root, sourcesHash, stampFile } from "./lib/sources.mjs";

const started = Date.now();
const step = (name) => console.log(`\n▸ ${name}`);

step("Validating content");
const contentProblems = await validateContent();
if (contentProblems.length) {
  for (const line of contentProblems) console.error(line);
  console.error(`\n✗ Build stopped: ${contentProblems.length} content problem${contentProblems.length === 1 ? "" : "s"}.`);
  process.exit(1);
}
console.log("  content valid");

step("Generating imagery and spec sheets");
await generateBrandAssets();
await generateImages();
await generateSpecSheets();

step("Building the site");
rmSync(buildDir, { recursive: true, force: true });
execFileSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production" },
});

step("Bundling the island scripts");
// A page that does not hydrate as a whole may have islands (app/components/Island.tsx): app/islands/<name>.client.tsx
// hydrates them with React alone. Bundled here, apart from the router's build, so they carry neither the router nor
// the framework chunk (docs/decisions/018-pages-without-javascript.md).
const islandsDir = path.join(buildDir, "client/assets/islands");
const islandEntries = Object.fromEntries(
  readdirSync(path.join(root, "app/islands"))
    .filter((file) => file.endsWith(".client.tsx"))
    .map((file) => [file.replace(/\.client\.tsx$/, ""), path.join(root, "app/islands", file)]),
);
const islandBuild = await esbuild({
  entryPoints: islandEntries,
  outdir: islandsDir,
  entryNames: "[name]-[hash]",
  // What the pages' islands share (React, React DOM, the hydration) is one chunk, cached once for all of them.
  splitting: true,
  chunkNames: "shared-[hash]",
  bundle: true,
  minify: true,
  format: "esm",
  target: ["chrome111", "firefox114", "safari16.4"],
  jsx: "automatic",
  metafile: true,
  logLevel: "warning",
  define: {
    "process.env.NODE_ENV": JSON.stringify("production"),
    "import.meta.env.DEV": "false",
    ...Object.fromEntries(Object.entries(buildConfig()).map(([key, value]) => [`import.meta.env.VITE_${key}`, JSON.stringify(value)])),
  },
});
const islandScripts = {};
for (const [file, output] of Object.entries(islandBuild.metafile.outputs)) {
  const name = Object.entries(islandEntries).find(([, entry]) => path.resolve(root, output.entryPoint ?? "") === entry)?.[0];
  if (name) islandScripts[name] = `/${path.relative(path.join(buildDir, "client"), path.resolve(root, file)).split(path.sep).join("/")}`;
}
writeFileSync(path.join(buildDir, "islands.json"), `${JSON.stringify(islandScripts, null, 2)}\n`);
for (const [name, url] of Object.entries(islandScripts)) console.log(`  ${name}: ${url}`);

step("Bundling the server");
await esbuild({
  entryPoints: [path.join(root, "server/index.ts")],
  outfile: path.join(buildDir, "node/server.mjs"),
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
  // Shared modules read the build's public configuration the way Vite provides it.
  define: {
    "import.meta.env": JSON.stringify(
      Object.fromEntries(Object.entries(buildConfig()).map(([key, value]) => [`VITE_${key}`, value])),
    ),
  },
});

step("Precompressing");
const count = precompress(path.join(buildDir, "client"));
console.log(`  ${count} files compressed (brotli and gzip)`);

mkdirSync(buildDir, { recursive: true });
writeFileSync(stampFile, JSON.stringify({ sources: sourcesHash(), config: buildConfig(), builtAt: new Date().toISOString() }, null, 2));
console.log(`\n✓ Build finished in ${((Date.now() - started) / 1000).toFixed(1)} s`);
