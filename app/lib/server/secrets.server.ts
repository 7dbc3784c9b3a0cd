import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * A secret kept in DATA_DIR: made once (random, 32 bytes, hex), reused on every later start.
 * Instances that share a database must be given the same value through the environment instead.
 */
export function persistentSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, `${name}.key`);
  if (existsSync(file)) {
    const value = readFileSync(file, "utf8").trim();
    if (value.length >= 32) return value;
  }
  mkdirSync(dataDir, { recursive: true });
  const value = randomBytes(32).toString("hex");
  writeFileSync(file, `${value}\n`, { mode: 0o600 });
  return value;
}
