// A build step runs only when its inputs changed since the last run or an output is missing.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const cacheDir = path.resolve(import.meta.dirname, "../../.cache");

export function hashInputs(inputs) {
  const hash = createHash("sha256");
  for (const input of inputs) hash.update(typeof input === "string" ? input : input).update("\0");
  return hash.digest("hex");
}

/**
 * Runs `work` unless the recorded hash of `inputs` matches and every output exists; returns whether it ran.
 * `force` runs it regardless (and records the hash).
 */
export async function cached(name, inputs, outputs, work, { force = false } = {}) {
  const stampFile = path.join(cacheDir, `${name}.hash`);
  const hash = hashInputs(inputs);
  const fresh = !force && existsSync(stampFile) && readFileSync(stampFile, "utf8") === hash && outputs.every((file) => existsSync(file));
  if (fresh) return false;
  await work();
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(stampFile, hash);
  return true;
}
