// Generates every raster image of the site from code (SVG drawn here, rasterised by sharp) into public/generated/,
// as AVIF and WebP at the widths app/lib/images.ts lists. A photo dropped into content/photos/ (see its README)
// replaces the drawing at the same URLs. Each image is cached by a hash of its inputs: the content it is drawn from,
// the source of the modules that draw it, the encoder settings and any photo; an unchanged rebuild does no work.
//
//   node scripts/generate-images.mjs            generate what changed
//   node scripts/generate-images.mjs --force    redraw everything
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { loadTypeScript } from "./lib/load-typescript.mjs";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "public/generated");
const photosDir = path.join(root, "content/photos");
const cacheDir = path.join(root, ".cache");
const manifestFile = path.join(cacheDir, "generated-images.json");
const PHOTO_EXTENSIONS = ["jpg", "jpeg", "png", "webp", "avif", "tif", "tiff"];

/** Encoder settings: part of every image's hash, so changing them regenerates everything. */
const ENCODE = {
  // AVIF effort 1 keeps fine lines and textures at a fifth of effort 3's time; effort 0 smears them. Colour at half
  // resolution (4:2:0, as the web's AVIF and JPEG mostly are; sharp's default is 4:4:4): an eighth less encoding time
  // and smaller files, with no difference a visitor can see in these drawings.
  avif: { quality: 50, effort: 1, chromaSubsampling: "4:2:0" },
  webp: { quality: 78, effort: 2 },
  photoAvif: { quality: 55, effort: 2 },
  photoWebp: { quality: 80, effort: 4 },
};

/** The drawing modules each group depends on (hashed into its images' keys). */
const MODULES = {
  common: ["scripts/images/common.mjs", "scripts/generate-images.mjs"],
  text: ["scripts/lib/text.mjs"],
  scene: ["scripts/images/nature.mjs", "scripts/images/buildings.mjs", "scripts/images/glazing.mjs", "scripts/images/scenes.mjs", "scripts/images/pivot.mjs"],
};
const GROUP_MODULES = {
  project: [...MODULES.common, ...MODULES.scene],
  productCover: [...MODULES.common, ...MODULES.scene, "scripts/images/products.mjs"],
  productRender: [...MODULES.common, ...MODULES.scene, "scripts/images/products.mjs"],
  typology: [...MODULES.common, ...MODULES.text, "scripts/images/drawings.mjs"],
  section: [...MODULES.common, ...MODULES.text, "scripts/images/drawings.mjs"],
  pivot: [...MODULES.common, "scripts/images/pivot.mjs"],
  team: [...MODULES.common, ...MODULES.text, "scripts/images/team.mjs"],
  partner: [...MODULES.common, ...MODULES.text, "scripts/images/partners.mjs"],
};

function sha(...parts) {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(typeof part === "string" ? part : JSON.stringify(part)).update("\0");
  return hash.digest("hex");
}

/** Loads the site's content and the image contract (TypeScript) through esbuild, into .cache/. */
async function loadContent() {
  return loadTypeScript(
    [
      `export { products } from "./app/content/products.ts";`,
      `export { projects } from "./app/content/projects.ts";`,
      `export { team } from "./app/content/team.ts";`,
      `export { pivotDesigns } from "./app/content/pivot-designs.ts";`,
      `export { grandOpening } from "./app/content/event.ts";`,
      `export * as contract from "./app/lib/images.ts";`,
    ],
    path.join(cacheDir, "images/content.mjs"),
  );
}

/** A drop-in photo for an image stem (content/photos/{stem}.jpg etc.), or null. */
function findPhoto(stem) {
  for (const ext of PHOTO_EXTENSIONS) {
    for (const e of [ext, ext.toUpperCase()]) {
      const file = path.join(photosDir, `${stem}.${e}`);
      if (existsSync(file)) return file;
    }
  }
  return null;
}

/** Every image the site needs: group, stem, inputs for the hash, and how to draw it. */
function planJobs(content, draw) {
  const { products, projects, team, pivotDesigns, grandOpening, contract } = content;
  const jobs = [];
  const add = (group, params, inputs, svg) => jobs.push({ group, stem: contract.imageStem(group, params), inputs, svg });
  for (const product of products) {
    // Only what the drawings read; copy edits elsewhere in the record do not redraw.
    const record = { id: product.id, kind: product.kind, title: product.title, subtitle: product.subtitle, manufacturer: product.manufacturer, specifications: product.specifications, renders: product.renders, typologies: product.typologies, sections: product.sections };
    add("productCover", { id: product.id }, { record }, (w) => draw.productSvg(product, 0, w));
    product.renders.forEach((_, i) => add("productRender", { id: product.id, n: i + 1 }, { record, i }, (w) => draw.productSvg(product, i + 1, w)));
    product.typologies.forEach((t, i) => add("typology", { id: product.id, n: i + 1 }, { t }, (w) => draw.typologySvg(t, w)));
    product.sections.forEach((_, i) => add("section", { id: product.id, n: i + 1 }, { record, i }, (w) => draw.sectionSvg(product, i, w)));
  }
  for (const project of projects) {
    const record = { id: project.id, scene: project.scene, imageCount: project.imageCount };
    for (let i = 1; i <= project.imageCount; i++) add("project", { id: project.id, n: i }, { record, i }, (w) => draw.projectSvg(project, i, w));
  }
  team.forEach((member, i) => add("team", { id: member.id }, { id: member.id, name: member.name, i }, (w) => draw.teamSvg(member, i, w)));
  for (const { name } of pivotDesigns) add("pivot", { name }, { name }, (w) => draw.pivotSvg(name, w));
  const partners = grandOpening.partners.map((name, i) => ({ name, i, file: contract.partnerMark(name).src.replace(/^\/generated\//, "") }));
  return { jobs, partners };
}

function walk(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

/** Runs tasks with at most `limit` in flight; after a failure no new task starts, and the first error is thrown. */
async function pool(items, limit, task) {
  let next = 0;
  let failure = null;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length && !failure) {
      const item = items[next++];
      try {
        await task(item);
      } catch (error) {
        failure ??= error;
      }
    }
  });
  await Promise.all(workers);
  if (failure) throw failure;
}

/** Rasterises one image (drawing or photo) to every width and format. */
async function renderJob(job, contract) {
  const { widths } = contract.IMAGE_GROUPS[job.group];
  const largest = widths[widths.length - 1];
  const height = (w) => contract.heightFor(job.group, w);
  let base;
  if (job.photo) {
    base = await sharp(job.photo, { failOn: "none" }).rotate().resize(largest, height(largest), { fit: "cover", position: "centre" }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  } else {
    const svg = job.svg(largest);
    base = await sharp(Buffer.from(svg), { density: 72 }).resize(largest, height(largest), { fit: "fill" }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  }
  const raw = { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } };
  const dir = path.join(outDir, path.dirname(job.stem));
  mkdirSync(dir, { recursive: true });
  const avif = job.photo ? ENCODE.photoAvif : ENCODE.avif;
  const webp = job.photo ? ENCODE.photoWebp : ENCODE.webp;
  await Promise.all(
    widths.map(async (w) => {
      const img = () => {
        const s = sharp(base.data, raw);
        return w === largest ? s : s.resize(w, height(w), { fit: "fill", kernel: "lanczos3" });
      };
      const file = (fmt) => path.join(outDir, contract.imageFile(job.stem, w, fmt));
      await img().avif(avif).toFile(file("avif"));
      await img().webp(webp).toFile(file("webp"));
    }),
  );
}

/**
 * Generates the site's images into public/generated/. Returns counts; logs one summary line.
 * options.force redraws everything; options.log replaces console.log.
 */
export async function generateImages({ force = false, log = console.log } = {}) {
  const started = performance.now();
  const content = await loadContent();
  const { contract } = content;
  const draw = {
    ...(await import("./images/scenes.mjs")),
    ...(await import("./images/products.mjs")),
    ...(await import("./images/drawings.mjs")),
    ...(await import("./images/pivot.mjs")),
    ...(await import("./images/team.mjs")),
    ...(await import("./images/partners.mjs")),
  };
  const { jobs, partners } = planJobs(content, draw);

  const moduleHash = {};
  const fileHash = new Map();
  const hashFile = (rel) => {
    if (!fileHash.has(rel)) fileHash.set(rel, sha(readFileSync(path.join(root, rel))));
    return fileHash.get(rel);
  };
  for (const [group, files] of Object.entries(GROUP_MODULES)) moduleHash[group] = sha(files.map(hashFile), ENCODE, contract.IMAGE_GROUPS[group] || null);

  const manifest = !force && existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, "utf8")) : {};
  const nextManifest = {};
  const expected = new Set();
  const todo = [];
  let photos = 0;
  for (const job of jobs) {
    const { widths } = contract.IMAGE_GROUPS[job.group];
    const files = widths.flatMap((w) => contract.IMAGE_FORMATS.map((fmt) => contract.imageFile(job.stem, w, fmt)));
    files.forEach((f) => expected.add(f));
    job.photo = findPhoto(job.stem);
    if (job.photo) photos++;
    job.hash = sha(moduleHash[job.group], job.group, job.stem, job.inputs, job.photo ? sha(readFileSync(job.photo)) : "drawn");
    nextManifest[job.stem] = job.hash;
    const fresh = manifest[job.stem] === job.hash && files.every((f) => existsSync(path.join(outDir, f)));
    if (!fresh) todo.push(job);
  }

  // Partner marks: small SVG files, written directly (a drop-in content/photos/partners/{slug}.svg is copied).
  let partnersWritten = 0;
  for (const { name, i, file } of partners) {
    expected.add(file);
    const stem = file.replace(/\.svg$/, "");
    const dropIn = path.join(photosDir, `${stem}.svg`);
    const svg = existsSync(dropIn) ? readFileSync(dropIn, "utf8") : draw.partnerSvg(name, i);
    const hash = sha(moduleHash.partner, svg);
    nextManifest[stem] = hash;
    const target = path.join(outDir, file);
    if (manifest[stem] !== hash || !existsSync(target)) {
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, svg);
      partnersWritten++;
    }
  }

  if (todo.length) {
    // One libvips thread per operation and a few images in flight keeps both cores busy without thrashing.
    const threads = sharp.concurrency();
    sharp.concurrency(1);
    sharp.cache(false);
    const limit = Math.max(2, (os.availableParallelism?.() ?? os.cpus().length) + 1);
    // Largest images first so the pool ends with small ones.
    const area = (job) => {
      const w = contract.IMAGE_GROUPS[job.group].widths.at(-1);
      return w * contract.heightFor(job.group, w);
    };
    todo.sort((a, b) => area(b) - area(a));
    let done = 0;
    const interactive = process.stdout.isTTY && log === console.log;
    try {
      await pool(todo, limit, async (job) => {
        try {
          await renderJob(job, contract);
        } catch (error) {
          throw new Error(`Could not generate ${job.stem}${job.photo ? ` from ${path.relative(root, job.photo)}` : ""}: ${error.message}`);
        }
        done++;
        if (interactive) process.stdout.write(`\r  images ${done}/${todo.length}`);
      });
    } finally {
      if (interactive) process.stdout.write("\n");
      sharp.concurrency(threads);
      sharp.cache(true);
    }
  }

  // Remove images nobody asks for any more (a renamed project, fewer renders); only files this generator names,
  // so other build steps may share public/generated.
  let removed = 0;
  for (const file of walk(outDir)) {
    const rel = path.relative(outDir, file).split(path.sep).join("/");
    const ours = /^(products|projects|team|pivot)\/.+-\d+\.(avif|webp)$/.test(rel) || /^partners\/[a-z0-9-]+\.svg$/.test(rel);
    if (ours && !expected.has(rel)) {
      rmSync(file);
      removed++;
    }
  }
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(manifestFile, JSON.stringify(nextManifest, null, 1));

  const bytes = [...expected].reduce((sum, rel) => sum + (existsSync(path.join(outDir, rel)) ? statSync(path.join(outDir, rel)).size : 0), 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(
    `  ${jobs.length} images (${todo.length} generated, ${jobs.length - todo.length} cached, ${photos} from photos), ` +
      `${partners.length} partner marks (${partnersWritten} written)${removed ? `, ${removed} stale files removed` : ""}; ` +
      `${(bytes / 1024 / 1024).toFixed(1)} MB in public/generated, ${seconds} s`,
  );
  return { images: jobs.length, generated: todo.length, photos, partners: partners.length, removed, bytes };
}

if (process.argv[1] === import.meta.filename) {
  await generateImages({ force: process.argv.includes("--force") });
}
