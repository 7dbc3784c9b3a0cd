// Generates each product's social image (public/generated/products/{id}/cover-1200.jpg) from its generated cover.
// Runs after scripts/generate-images.mjs. Each product is cached by a hash of its cover and this code; an unchanged
// rebuild does no work. Spec sheets are no longer made at build: the server makes them at run time from the live
// catalogue (app/lib/server/catalogue/spec-sheets.server.ts, decision 038).
//
//   node scripts/generate-social-images.mjs            generate what changed
//   node scripts/generate-social-images.mjs --force    regenerate everything
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { cached } from "./lib/cache.mjs";
import { loadTypeScript } from "./lib/load-typescript.mjs";

const root = path.resolve(import.meta.dirname, "..");
const publicDir = path.join(root, "public");
const cacheDir = path.join(root, ".cache");

/** The cover is read at this width (the largest generated) and written as JPEG. */
const COVER_SOURCE_WIDTH = 1440;
const SOCIAL_QUALITY = 82;

/** The code a social image is made by: part of every image's hash. */
const MODULES = ["scripts/generate-social-images.mjs", "node_modules/sharp/package.json"];

const sha = (data) => createHash("sha256").update(data).digest("hex");

/** Loads the content and the file-name contracts (TypeScript) through esbuild, into .cache/. */
async function loadContent() {
  return loadTypeScript(
    [
      `export { products } from "./app/content/products.ts";`,
      `export { imageUrl, imageStem, productSocialImage, PRODUCT_SOCIAL_IMAGE_SIZE } from "./app/lib/images.ts";`,
    ],
    path.join(cacheDir, "social-images/content.mjs"),
  );
}

/**
 * Generates the social images that changed; removes those of products that no longer exist. Returns counts; logs one
 * summary line.
 */
export async function generateSocialImages({ force = false, log = console.log } = {}) {
  const started = performance.now();
  const content = await loadContent();
  const { products } = content;
  const codeHash = sha(MODULES.map((file) => sha(readFileSync(path.join(root, file)))).join());

  let generated = 0;
  for (const product of products) {
    const coverFile = path.join(publicDir, content.imageUrl(content.imageStem("productCover", { id: product.id }), COVER_SOURCE_WIDTH, "webp"));
    if (!existsSync(coverFile)) throw new Error(`The cover of "${product.id}" is missing (${path.relative(root, coverFile)}): generate the images first`);
    const socialFile = path.join(publicDir, content.productSocialImage(product.id).path);
    mkdirSync(path.dirname(socialFile), { recursive: true });
    const work = async () => {
      const social = content.PRODUCT_SOCIAL_IMAGE_SIZE;
      await sharp(coverFile).resize(social.width, social.height, { fit: "cover" }).jpeg({ quality: SOCIAL_QUALITY, mozjpeg: true }).toFile(socialFile);
      generated++;
    };
    try {
      await cached(`social-image-${product.id}`, [codeHash, readFileSync(coverFile)], [socialFile], work, { force });
    } catch (error) {
      throw new Error(`Could not generate the social image of "${product.id}": ${error.message}`);
    }
  }

  // Remove the social images of products that were removed or renamed, and the spec sheets older builds made.
  const ids = new Set(products.map((product) => product.id));
  let removed = 0;
  const productsDir = path.join(publicDir, "generated/products");
  for (const id of existsSync(productsDir) ? readdirSync(productsDir) : []) {
    const social = path.join(productsDir, id, path.basename(content.productSocialImage("x").path));
    if (!ids.has(id) && existsSync(social)) {
      rmSync(social);
      removed++;
    }
  }
  rmSync(path.join(publicDir, "generated/spec-sheets"), { recursive: true, force: true });

  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(`  ${products.length} social images (${generated} generated, ${products.length - generated} cached)${removed ? `, ${removed} stale files removed` : ""}; ${seconds} s`);
  return { images: products.length, generated, removed };
}

if (process.argv[1] === import.meta.filename) {
  await generateSocialImages({ force: process.argv.includes("--force") });
}
