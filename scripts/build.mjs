// The production build: content validation, generated imagery (spec sheets are made at run time), the React Router app (client and server),
// precompressed files, and a stamp that lets `npm start` skip the build when nothing changed.
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build as esbuild } from "esbuild";
import { build as rolldown } from "rolldown";
import { generateBrandAssets } from "./generate-brand-assets.mjs";
import { generateImages } from "./generate-images.mjs";
import { generateSocialImages } from "./generate-social-images.mjs";
import { validateContent } from "./validate-content.mjs";
import { precompress } from "./lib/precompress.mjs";
import { buildConfig, buildDir, root, sourcesHash, stampFile } from "./lib/sources.mjs";
import { THREAD_ENTRIES } from "./lib/thread-entries.mjs";

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

step("Generating imagery");
await generateBrandAssets();
await generateImages();
await generateSocialImages();

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
const ISLAND_REACT_CHUNK = [
  /\/node_modules\/react\//,
  /^\0?rolldown[:/]runtime/,
  /\/app\/(components\/(Island|island-names)|content\/site|lib\/(island-navigation|plain-click|hydrated))\.tsx?$/,
];
const ISLAND_ZOD_CHUNK = [/\/node_modules\/zod\//];
/** Class names sit in string and template literals: whitespace and quotes end them. */
const ISLAND_WORD_SEPARATORS = /[\s"'`]+/;
/** A word that could be a class name: no code punctuation around it (template holes, calls, statements). */
const ISLAND_CLASS_WORD = /^[\w!@\[-][^\s"'`{}$;]*$/;
const islandEntries = Object.fromEntries(
  readdirSync(path.join(root, "app/islands"))
    .filter((file) => file.endsWith(".client.tsx"))
    .map((file) => [file.replace(/\.client\.tsx$/, ""), path.join(root, "app/islands", file)]),
);
// Rolldown, the bundler of the router's build, so zod and React are tree-shaken as well as there (esbuild keeps all of
// zod's locales: 82 kB instead of 26 kB for the contact form).
const islandBuild = await rolldown({
  input: islandEntries,
  cwd: root,
  logLevel: "warn",
  transform: {
    jsx: "react-jsx",
    // The browsers the router's build targets (Vite's default).
    target: ["chrome111", "firefox114", "safari16.4"],
    define: {
      "process.env.NODE_ENV": JSON.stringify("production"),
      // As Vite provides it to the same modules in the router's build.
      "import.meta.env": JSON.stringify({
        DEV: false,
        PROD: true,
        MODE: "production",
        ...Object.fromEntries(Object.entries(buildConfig()).map(([key, value]) => [`VITE_${key}`, value])),
      }),
    },
  },
  output: {
    dir: islandsDir,
    format: "esm",
    entryFileNames: "[name]-[hash].js",
    // What the pages' islands share (React, React DOM, the hydration) is in chunks of their own, cached once for all.
    chunkFileNames: "shared-[hash].js",
    // Few chunks, each costing a request and its headers: React with the bundler's runtime and the small modules most
    // islands share; zod, which no page asks for until a form is first used (its schema is a dynamic import,
    // app/components/forms/schema-loaders.ts). React DOM stays apart from React, so that a component and React DOM
    // are evaluated in tasks of their own (app/islands/hydrate-islands.tsx). A group takes the modules it matches
    // and their dependencies, so it names only packages whose dependencies are their own.
    codeSplitting: {
      groups: [
        { name: "react", test: (id) => ISLAND_REACT_CHUNK.some((pattern) => pattern.test(id.replaceAll("\\", "/"))) },
        { name: "zod", test: (id) => ISLAND_ZOD_CHUNK.some((pattern) => pattern.test(id.replaceAll("\\", "/"))) },
      ],
    },
    minify: true,
    // Licence notices stay; the bundler's own annotations are of no use once bundled.
    comments: { legal: true, annotation: false, jsdoc: false },
  },
  write: true,
});
// Each page's island script, then the components it imports dynamically (evaluated apart from React DOM): the page
// asks for all of them at once (app/components/StaticPageScripts.tsx).
const islandScripts = {};
for (const output of islandBuild.output) {
  if (output.type === "chunk" && output.isEntry) {
    islandScripts[output.name] = [output.fileName, ...output.dynamicImports].map((file) => `/assets/islands/${file}`);
  }
}
writeFileSync(path.join(buildDir, "islands.json"), `${JSON.stringify(islandScripts, null, 2)}\n`);
// The words of each island's own code (its chunks and the chunks they import, but not the packages'): every class
// the island can draw is one of them, whatever state it draws. The server keeps the rules of an island page's
// stylesheet that these or its HTML can match (server/page-css.ts).
const chunks = new Map(islandBuild.output.filter((output) => output.type === "chunk").map((chunk) => [chunk.fileName, chunk]));
const islandClasses = {};
for (const urls of Object.values(islandScripts)) {
  const words = new Set();
  const seen = new Set();
  const visit = (fileName) => {
    const chunk = chunks.get(fileName);
    if (!chunk || seen.has(fileName)) return;
    seen.add(fileName);
    if (Object.keys(chunk.modules).some((id) => !id.replaceAll("\\", "/").includes("/node_modules/"))) {
      for (const word of chunk.code.split(ISLAND_WORD_SEPARATORS)) if (ISLAND_CLASS_WORD.test(word)) words.add(word);
    }
    for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
  };
  for (const url of urls) visit(url.slice("/assets/islands/".length));
  // By the island script's address, which the page's loader names.
  islandClasses[urls[0]] = [...words].sort();
}
writeFileSync(path.join(buildDir, "island-classes.json"), `${JSON.stringify(islandClasses)}\n`);
for (const [name, urls] of Object.entries(islandScripts)) console.log(`  ${name}: ${urls.join(", ")}`);

step("Bundling the server");
await esbuild({
  // The server, and the threads it sends mail from and checkpoints SQLite in (scripts/lib/thread-entries.mjs).
  entryPoints: {
    server: path.join(root, "server/index.ts"),
    ...Object.fromEntries(Object.entries(THREAD_ENTRIES).map(([name, entry]) => [name, path.join(root, entry)])),
  },
  outdir: path.join(buildDir, "node"),
  outExtension: { ".js": ".mjs" },
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
