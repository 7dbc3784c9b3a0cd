// A store for a bench run of its own: a fresh SQLite file in a temporary folder, or, when BENCH_PG_URL is set, a
// schema of its own on that PostgreSQL server; migrated, handed to `run`, then closed and removed (BENCH_KEEP_DIR and
// BENCH_KEEP_SCHEMA keep them, to look at afterwards).
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { migrate, openStore, type Store } from "#app/lib/server/platform/database.server";

const PG_URL = process.env.BENCH_PG_URL || undefined;

async function onPostgres(query: string): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(query);
  await admin.end();
}

export async function withBenchStore(name: string, run: (store: Store) => Promise<void>): Promise<void> {
  const keptDir = process.env.BENCH_KEEP_DIR;
  const dir = keptDir || mkdtempSync(path.join(tmpdir(), `helios-bench-${name}-`));
  let databaseUrl: string | undefined;
  let schema: string | undefined;
  if (PG_URL) {
    schema = process.env.BENCH_KEEP_SCHEMA || `bench_${name}_${randomBytes(6).toString("hex")}`;
    await onPostgres(`CREATE SCHEMA ${schema}`);
    const url = new URL(PG_URL);
    url.searchParams.set("options", `-c search_path=${schema}`);
    databaseUrl = url.toString();
  }
  const store = openStore({ databaseUrl, dataDir: dir });
  try {
    // The migrations say what they do; the bench prints only its figures.
    const log = console.log;
    console.log = () => {};
    await migrate(store.db, store.dialect);
    console.log = log;
    await run(store);
  } finally {
    await store.close();
    if (!keptDir) rmSync(dir, { recursive: true, force: true });
    if (schema && !process.env.BENCH_KEEP_SCHEMA) await onPostgres(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  }
}
