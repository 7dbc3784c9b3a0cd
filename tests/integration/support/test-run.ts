import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** A folder of the run's own, removed at its end: the workers' migrated SQLite files (test-stores.ts). */
    testRunDir: string;
    /** What the PostgreSQL databases (or, where the server makes none, schemas) of the run are named from. */
    pgRunPrefix: string;
  }
}

/**
 * Vitest's global setup: what the store tests make once per worker (test-stores.ts) is named from the run, and
 * removed at the run's end, since a worker cannot clean up after its last file: a folder, and the PostgreSQL
 * databases or schemas whose names start with the run's prefix.
 */
export default function scopeTestRun(project: TestProject): (() => Promise<void>) | undefined {
  // Every project runs the global setup (see vitest.config.ts); the root project's values reach them all.
  if (!project.isRootProject()) return undefined;
  const dir = mkdtempSync(path.join(tmpdir(), "helios-test-run-"));
  const prefix = `helios_test_${randomBytes(4).toString("hex")}`;
  project.provide("testRunDir", dir);
  project.provide("pgRunPrefix", prefix);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (process.env.TEST_DATABASE_URL) await dropPgRun(process.env.TEST_DATABASE_URL, prefix);
  };
}

async function dropPgRun(given: string, prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: given });
  await client.connect();
  try {
    const databases = await client.query<{ name: string }>("SELECT datname AS name FROM pg_database WHERE starts_with(datname, $1)", [prefix]);
    for (const { name } of databases.rows) await client.query(`DROP DATABASE ${name} WITH (FORCE)`);
    const schemas = await client.query<{ name: string }>("SELECT nspname AS name FROM pg_namespace WHERE starts_with(nspname, $1)", [prefix]);
    for (const { name } of schemas.rows) await client.query(`DROP SCHEMA ${name} CASCADE`);
  } finally {
    await client.end();
  }
}
