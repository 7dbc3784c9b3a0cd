// What a build depends on: the hash that decides whether `npm start` must rebuild.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "../..");
export const buildDir = path.join(root, "build");
export const stampFile = path.join(buildDir, ".build-stamp.json");

const SOURCE_DIRS = ["app", "server", "public", "scripts", "content", "db"];
const SOURCE_FILES = ["package.json", "package-lock.json", "vite.config.ts", "react-router.config.ts", "tsconfig.json"];
/** Generated into public/ by the build itself: not inputs. */
const IGNORED = [/^public\/og\//, /^public\/generated\//, /^public\/(favicon\.ico|apple-touch-icon\.png|icon-\d+\.png)$/, /^scripts\/bench\//];

function walk(dir, out) {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

/** Configuration that is baked into the build. */
export function buildConfig() {
  const value = (name, fallback = "") => (process.env[name] || fallback).trim();
  return {
    SITE_URL: value("SITE_URL", "http://localhost:3000").replace(/\/+$/, ""),
    CAPTCHA_PROVIDER: value("CAPTCHA_PROVIDER", "altcha"),
    RECAPTCHA_SITE_KEY: value("RECAPTCHA_SITE_KEY"),
    GA_ID: value("GA_ID"),
    ADS_CONVERSION: value("ADS_CONVERSION"),
  };
}

export function sourcesHash() {
  const files = [
    ...SOURCE_DIRS.flatMap((dir) => walk(path.join(root, dir), [])),
    ...SOURCE_FILES.map((file) => path.join(root, file)).filter((file) => existsSync(file)),
  ]
    .map((file) => path.relative(root, file).split(path.sep).join("/"))
    .filter((file) => !IGNORED.some((pattern) => pattern.test(file)))
    .sort();
  const hash = createHash("sha256");
  hash.update(JSON.stringify(buildConfig()));
  for (const file of files) {
    hash.update(file).update("\0");
    if (statSync(path.join(root, file)).isFile()) hash.update(readFileSync(path.join(root, file))).update("\0");
  }
  return hash.digest("hex");
}

export function buildIsFresh() {
  if (!existsSync(stampFile) || !existsSync(path.join(buildDir, "node/server.mjs"))) return false;
  try {
    return JSON.parse(readFileSync(stampFile, "utf8")).sources === sourcesHash();
  } catch {
    return false;
  }
}
