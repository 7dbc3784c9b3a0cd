// Generates each product's spec sheet (public/generated/spec-sheets/{id}.pdf) and its social image
// (public/generated/products/{id}/cover-1200.jpg), both from the product record and the generated cover. Runs after
// scripts/generate-images.mjs. Each product is cached by a hash of what its files are made from (the record, its
// energy statements, the brand details, SITE_URL, the cover, the fonts and this code); an unchanged rebuild does no work.
//
//   node scripts/generate-spec-sheets.mjs            generate what changed
//   node scripts/generate-spec-sheets.mjs --force    regenerate everything
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import sharp from "sharp";
import { cached } from "./lib/cache.mjs";
import { buildConfig } from "./lib/sources.mjs";
import { buildSpecSheet, fontPaths } from "./lib/spec-sheet-pdf.mjs";

const root = path.resolve(import.meta.dirname, "..");
const publicDir = path.join(root, "public");
const cacheDir = path.join(root, ".cache");

/** The cover is read at this width (the largest generated) and written as JPEG at these sizes. */
const COVER_SOURCE_WIDTH = 1440;
const PDF_COVER = { width: 960, height: 640, quality: 80 };
const SOCIAL_QUALITY = 82;

/** The code a spec sheet is made by: part of every sheet's hash. */
const MODULES = ["scripts/generate-spec-sheets.mjs", "scripts/lib/spec-sheet-pdf.mjs", "scripts/lib/pdf-kit.mjs", "scripts/lib/woff.mjs", "node_modules/pdf-lib/package.json", "node_modules/@pdf-lib/fontkit/package.json"];

const sha = (data) => createHash("sha256").update(data).digest("hex");

/** Loads the content and the file-name contracts (TypeScript) through esbuild, into .cache/. */
async function loadContent() {
  const file = path.join(cacheDir, "spec-sheets/content.mjs");
  mkdirSync(path.dirname(file), { recursive: true });
  await build({
    stdin: {
      contents: [
        `export { products } from "./app/content/products.ts";`,
        `export { site } from "./app/content/site.ts";`,
        `export { STEP_CODE_NOTE, NO_STEP_CODE_NOTE } from "./app/content/step-code.ts";`,
        `export { specSheetUrl, SPEC_SHEET_DIR } from "./app/lib/spec-sheets.ts";`,
        `export { specSheetEnergy } from "./app/lib/energy.ts";`,
        `export { imageUrl, imageStem, productSocialImage, PRODUCT_SOCIAL_IMAGE_SIZE } from "./app/lib/images.ts";`,
      ].join("\n"),
      resolveDir: root,
      loader: "ts",
    },
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    outfile: file,
    logLevel: "warning",
  });
  return import(`${pathToFileURL(file).href}?t=${Date.now()}`);
}

/** Only what a sheet shows; copy edits elsewhere in the record do not regenerate it. */
function sheetRecord(product) {
  const { id, path: pagePath, title, subtitle, manufacturer, summary, specifications, stepCode, energyNotes, typologies, advantages } = product;
  return { id, pagePath, title, subtitle, manufacturer, summary, specifications, stepCode, energyNotes, typologies, advantages };
}

/**
 * Generates the spec sheets and social images that changed; removes those of products that no longer exist.
 * Returns counts; logs one summary line.
 */
export async function generateSpecSheets({ force = false, log = console.log } = {}) {
  const started = performance.now();
  const content = await loadContent();
  const { products, site, SPEC_SHEET_DIR } = content;
  const siteUrl = buildConfig().SITE_URL;
  const codeHash = sha(MODULES.map((file) => sha(readFileSync(path.join(root, file)))).join());
  const fontHash = sha(fontPaths().map((file) => sha(readFileSync(file))).join());
  const sheetDir = path.join(publicDir, "generated", SPEC_SHEET_DIR);
  mkdirSync(sheetDir, { recursive: true });

  let generated = 0;
  for (const product of products) {
    const coverFile = path.join(publicDir, content.imageUrl(content.imageStem("productCover", { id: product.id }), COVER_SOURCE_WIDTH, "webp"));
    if (!existsSync(coverFile)) throw new Error(`The cover of "${product.id}" is missing (${path.relative(root, coverFile)}): generate the images first`);
    const pdfFile = path.join(publicDir, content.specSheetUrl(product.id));
    const socialFile = path.join(publicDir, content.productSocialImage(product.id).path);
    const pageUrl = siteUrl + product.path;
    const energy = content.specSheetEnergy(product, siteUrl);
    const inputs = [
      codeHash,
      fontHash,
      JSON.stringify({ record: sheetRecord(product), site, pageUrl, notes: [content.STEP_CODE_NOTE, content.NO_STEP_CODE_NOTE], energy }),
      readFileSync(coverFile),
    ];
    const work = async () => {
      const cover = sharp(coverFile);
      const social = content.PRODUCT_SOCIAL_IMAGE_SIZE;
      await cover.clone().resize(social.width, social.height, { fit: "cover" }).jpeg({ quality: SOCIAL_QUALITY, mozjpeg: true }).toFile(socialFile);
      const coverJpeg = await cover.clone().resize(PDF_COVER.width, PDF_COVER.height, { fit: "cover" }).jpeg({ quality: PDF_COVER.quality, mozjpeg: true }).toBuffer();
      const bytes = await buildSpecSheet({
        product,
        site,
        pageUrl,
        stepCodeNote: content.STEP_CODE_NOTE,
        noStepCodeNote: content.NO_STEP_CODE_NOTE,
        energy,
        coverJpeg,
      });
      writeFileSync(pdfFile, bytes);
      generated++;
    };
    try {
      await cached(`spec-sheet-${product.id}`, inputs, [pdfFile, socialFile], work, { force });
    } catch (error) {
      throw new Error(`Could not generate the spec sheet of "${product.id}": ${error.message}`);
    }
  }

  // Remove the sheets and social images of products that were removed or renamed.
  const ids = new Set(products.map((product) => product.id));
  let removed = 0;
  for (const file of readdirSync(sheetDir)) {
    if (file.endsWith(".pdf") && !ids.has(file.slice(0, -4))) {
      rmSync(path.join(sheetDir, file));
      removed++;
    }
  }
  const productsDir = path.join(publicDir, "generated/products");
  for (const id of existsSync(productsDir) ? readdirSync(productsDir) : []) {
    const social = path.join(productsDir, id, path.basename(content.productSocialImage("x").path));
    if (!ids.has(id) && existsSync(social)) {
      rmSync(social);
      removed++;
    }
  }

  const bytes = products.reduce((sum, product) => sum + statSync(path.join(publicDir, content.specSheetUrl(product.id))).size, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(
    `  ${products.length} spec sheets (${generated} generated, ${products.length - generated} cached)` +
      `${removed ? `, ${removed} stale files removed` : ""}; ${(bytes / 1024).toFixed(0)} KB, ${seconds} s`,
  );
  return { sheets: products.length, generated, removed, bytes };
}

if (process.argv[1] === import.meta.filename) {
  await generateSpecSheets({ force: process.argv.includes("--force") });
}
