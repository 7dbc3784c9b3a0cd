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

/** Runs statements in order on one connection and returns the rows of the last. */
async function pgRun(url: string, statements: string[]): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    let rows: Record<string, unknown>[] = [];
    for (const statement of statements) rows = (await client.query(statement)).rows;
    return rows;
  } finally {
    await client.end();
  }
}

/** Runs one statement on its own connection (databases and schemas made and dropped around the tests). */
export async function pgQuery(url: string, statement: string): Promise<void> {
  await pgRun(url, [statement]);
}

/**
 * What the migrations made in a PostgreSQL schema, as one text: its tables' columns, indexes, triggers, views,
 * functions and sequences, with each column's position (a column dropped and added again moves to the end, and the
 * reset compares whole rows). A schema whose shape is still this after a test can be emptied instead of made again.
 */
const shapeOf = (schema: string) => `
  SELECT string_agg(item, E'\n' ORDER BY item) AS shape FROM (
    SELECT 'column ' || table_name || '.' || column_name || ' ' || ordinal_position || ' ' || data_type || ' ' || is_nullable || ' ' || coalesce(column_default, '') AS item
      FROM information_schema.columns WHERE table_schema = '${schema}'
    UNION ALL SELECT 'index ' || indexdef FROM pg_indexes WHERE schemaname = '${schema}'
    UNION ALL SELECT 'trigger ' || trigger_name || ' ' || event_object_table FROM information_schema.triggers WHERE trigger_schema = '${schema}'
    UNION ALL SELECT 'view ' || table_name FROM information_schema.views WHERE table_schema = '${schema}'
    UNION ALL SELECT 'function ' || routine_name FROM information_schema.routines WHERE routine_schema = '${schema}'
    UNION ALL SELECT 'sequence ' || sequence_name FROM information_schema.sequences WHERE sequence_schema = '${schema}'
  ) AS items`;

const tablesOf = (schema: string) =>
  `SELECT table_name FROM information_schema.tables WHERE table_schema = '${schema}' AND table_type = 'BASE TABLE' ORDER BY table_name`;

/**
 * A PostgreSQL schema migrated once per test file and put back to "just migrated" after each test, in about a fifth
 * of the time migrating a new schema takes (which each of the 160 PostgreSQL tests did): the tables the test wrote
 * are emptied, and the rows the migrations themselves wrote (the migration log, the content version) copied back
 * from a snapshot taken once. A test that changed the schema's shape (a table, column, index, trigger, view or
 * function the migrations do not make) gets the schema dropped and migrated again, so no test sees another's
 * leftovers.
 */
class MigratedPgSchema {
  readonly schema = `test_${randomBytes(6).toString("hex")}`;
  readonly #snapshot = `${this.schema}_migrated`;
  #shape = "";
  #tables: string[] = [];

  constructor(readonly databaseUrl: string) {}

  /** The connection string whose search_path is this schema. */
  get url(): string {
    const url = new URL(this.databaseUrl);
    url.searchParams.set("options", `-c search_path=${this.schema}`);
    return url.toString();
  }

  /** Makes the schema and migrates it, then records its shape and the rows the migrations wrote. */
  async create(): Promise<void> {
    await pgRun(this.databaseUrl, [`CREATE SCHEMA ${this.schema}`, `DROP SCHEMA IF EXISTS ${this.#snapshot} CASCADE`, `CREATE SCHEMA ${this.#snapshot}`]);
    const store = openStore({ databaseUrl: this.url, dataDir: tmpdir() });
    const quiet = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      await migrate(store.db, store.dialect);
    } finally {
      quiet.mockRestore();
      await store.close();
    }
    this.#tables = (await pgRun(this.databaseUrl, [tablesOf(this.schema)])).map((row) => String(row.table_name));
    this.#shape = String((await pgRun(this.databaseUrl, [shapeOf(this.schema)]))[0]?.shape);
    await pgRun(this.databaseUrl, this.#tables.map((table) => `CREATE TABLE ${this.#snapshot}."${table}" AS TABLE ${this.schema}."${table}"`));
  }

  /**
   * Puts the schema back to just migrated: the tables the test wrote emptied (and refilled from the snapshot), or the
   * schema made again if its shape moved.
   */
  async reset(): Promise<void> {
    const [{ shape } = {}] = await pgRun(this.databaseUrl, [shapeOf(this.schema)]);
    if (shape !== this.#shape) {
      await this.drop();
      await this.create();
      return;
    }
    // A table differs from just migrated when it has a row the snapshot has not, or lacks one it has.
    const changed = (table: string) =>
      `SELECT '${table}' AS name WHERE EXISTS (TABLE ${this.schema}."${table}" EXCEPT ALL TABLE ${this.#snapshot}."${table}")` +
      ` OR EXISTS (TABLE ${this.#snapshot}."${table}" EXCEPT ALL TABLE ${this.schema}."${table}")`;
    const written = (await pgRun(this.databaseUrl, [this.#tables.map(changed).join(" UNION ALL ")])).map((row) => String(row.name));
    if (written.length === 0) return;
    await pgRun(this.databaseUrl, [
      "BEGIN",
      `TRUNCATE ${written.map((table) => `${this.schema}."${table}"`).join(", ")} RESTART IDENTITY CASCADE`,
      ...written.map((table) => `INSERT INTO ${this.schema}."${table}" SELECT * FROM ${this.#snapshot}."${table}"`),
      "COMMIT",
    ]);
  }

  async drop(): Promise<void> {
    await pgRun(this.databaseUrl, [`DROP SCHEMA IF EXISTS ${this.schema} CASCADE`, `DROP SCHEMA IF EXISTS ${this.#snapshot} CASCADE`]);
  }
}

/**
 * Registers hooks that give each test a fresh, migrated store: an SQLite file in a temporary directory, or a
 * PostgreSQL schema just as the migrations left it (MigratedPgSchema) in a throwaway database (a fresh database per
 * file when allowed).
 */
export function useTestStore(dialect: "sqlite" | "postgres") {
  let createdDatabase: string | undefined;
  let pgSchema: MigratedPgSchema | undefined;
  const state: { dir: string; stores: Store[] } = { dir: "", stores: [] };

  beforeAll(async () => {
    if (dialect !== "postgres") return;
    const given = process.env.TEST_DATABASE_URL!;
    const name = `helios_test_${randomBytes(6).toString("hex")}`;
    let databaseUrl = given;
    try {
      await pgQuery(given, `CREATE DATABASE ${name}`);
      createdDatabase = name;
      const url = new URL(given);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
    } catch {
      // Not allowed to make databases: a schema of its own in the given one.
    }
    pgSchema = new MigratedPgSchema(databaseUrl);
    await pgSchema.create();
  });

  afterAll(async () => {
    if (createdDatabase) await pgQuery(process.env.TEST_DATABASE_URL!, `DROP DATABASE ${createdDatabase}`);
    else await pgSchema?.drop();
  });

  beforeEach(() => {
    state.dir = mkdtempSync(path.join(tmpdir(), "helios-staff-"));
    state.stores = [];
  });

  afterEach(async () => {
    await Promise.all(state.stores.map((store) => store.close()));
    await pgSchema?.reset();
    rmSync(state.dir, { recursive: true, force: true });
  });

  return {
    get dir() {
      return state.dir;
    },
    /** The connection string of this test's PostgreSQL schema (undefined on SQLite). */
    databaseUrl(): string | undefined {
      return dialect === "postgres" ? pgSchema!.url : undefined;
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
