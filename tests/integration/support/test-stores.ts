import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import { migrate, openStore, type Store } from "#app/lib/server/platform/database.server";

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI starts a throwaway cluster). */
export const DIALECTS = [
  { dialect: "sqlite" as const },
  ...(process.env.TEST_DATABASE_URL ? [{ dialect: "postgres" as const }] : []),
];

/** Runs one statement on its own connection (databases and schemas made and dropped around the tests). */
export async function pgQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Registers hooks that give each test a fresh, migrated store: an SQLite file in a temporary directory, or a
 * schema of its own in a throwaway PostgreSQL database (a fresh database per run when allowed).
 */
export function useTestStore(dialect: "sqlite" | "postgres") {
  let databaseUrl: string | undefined;
  let createdDatabase: string | undefined;
  let schema: string | undefined;
  const state: { dir: string; stores: Store[] } = { dir: "", stores: [] };

  beforeAll(async () => {
    if (dialect !== "postgres") return;
    const given = process.env.TEST_DATABASE_URL!;
    const name = `helios_test_${randomBytes(6).toString("hex")}`;
    try {
      await pgQuery(given, `CREATE DATABASE ${name}`);
      createdDatabase = name;
      const url = new URL(given);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
    } catch {
      databaseUrl = given;
    }
  });

  afterAll(async () => {
    if (createdDatabase) await pgQuery(process.env.TEST_DATABASE_URL!, `DROP DATABASE ${createdDatabase}`);
  });

  beforeEach(async () => {
    state.dir = mkdtempSync(path.join(tmpdir(), "helios-staff-"));
    state.stores = [];
    if (dialect === "postgres") {
      schema = `test_${randomBytes(6).toString("hex")}`;
      await pgQuery(databaseUrl!, `CREATE SCHEMA ${schema}`);
    }
  });

  afterEach(async () => {
    await Promise.all(state.stores.map((store) => store.close()));
    if (schema) await pgQuery(databaseUrl!, `DROP SCHEMA ${schema} CASCADE`);
    schema = undefined;
    rmSync(state.dir, { recursive: true, force: true });
  });

  return {
    get dir() {
      return state.dir;
    },
    /** The connection string of this test's PostgreSQL schema (undefined on SQLite). */
    databaseUrl(): string | undefined {
      if (dialect !== "postgres") return undefined;
      const url = new URL(databaseUrl!);
      url.searchParams.set("options", `-c search_path=${schema}`);
      return url.toString();
    },
    /** A migrated connection to this test's store (each call is another connection, like another instance). */
    async open(): Promise<Store> {
      const store = openStore({ databaseUrl: this.databaseUrl(), dataDir: state.dir });
      state.stores.push(store);
      // "Migration … applied" lines are not news in a test.
      const quiet = vi.spyOn(console, "log").mockImplementation(() => {});
      try {
        await migrate(store.db, store.dialect);
      } finally {
        quiet.mockRestore();
      }
      return store;
    },
  };
}
