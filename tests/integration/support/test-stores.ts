import { randomBytes } from "node:crypto";
import { copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeAll, beforeEach, inject } from "vitest";
import { migrate, openStore, SQLITE_FILE_NAME, type Store } from "#app/lib/server/platform/database.server";

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI starts a throwaway cluster). */
export const DIALECTS = [
  { dialect: "sqlite" as const },
  ...(process.env.TEST_DATABASE_URL ? [{ dialect: "postgres" as const }] : []),
];

/** Migrates a store without its "Migration … applied" lines, which are not news in a test. */
async function migrateQuietly(store: Store): Promise<void> {
  const log = console.log;
  console.log = () => {};
  try {
    await migrate(store.db, store.dialect);
  } finally {
    console.log = log;
  }
}

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

/** The address of database `name` on the server of `url`. */
function databaseAt(url: string, name: string): string {
  const address = new URL(url);
  address.pathname = `/${name}`;
  return address.toString();
}

/**
 * A PostgreSQL schema just as the migrations left it, put back to that after each test in about a fifth of the time
 * migrating a new schema takes: the tables the test wrote are emptied, and the rows the migrations themselves wrote
 * (the migration log, the content version) copied back from a snapshot schema beside it. A test that changed the
 * schema's shape (a table, column, index, trigger, view or function the migrations do not make) gets the schema
 * dropped and migrated again, so no test sees another's leftovers.
 */
class MigratedPgSchema {
  readonly #snapshot: string;
  #client: Promise<pg.Client> | undefined;
  #shape = "";
  #tables: string[] = [];

  constructor(
    readonly databaseUrl: string,
    readonly schema = `test_${randomBytes(6).toString("hex")}`,
  ) {
    this.#snapshot = `${schema}_migrated`;
  }

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
    try {
      await migrateQuietly(store);
    } finally {
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
    const [{ shape } = {}] = await this.#run([shapeOf(this.schema)]);
    if (shape !== this.#shape) {
      await this.drop();
      await this.create();
      return;
    }
    // A table differs from just migrated when it has a row the snapshot has not, or lacks one it has.
    const changed = (table: string) =>
      `SELECT '${table}' AS name WHERE EXISTS (TABLE ${this.schema}."${table}" EXCEPT ALL TABLE ${this.#snapshot}."${table}")` +
      ` OR EXISTS (TABLE ${this.#snapshot}."${table}" EXCEPT ALL TABLE ${this.schema}."${table}")`;
    const written = (await this.#run([this.#tables.map(changed).join(" UNION ALL ")])).map((row) => String(row.name));
    if (written.length === 0) return;
    await this.#run([
      "BEGIN",
      `TRUNCATE ${written.map((table) => `${this.schema}."${table}"`).join(", ")} RESTART IDENTITY CASCADE`,
      ...written.map((table) => `INSERT INTO ${this.schema}."${table}" SELECT * FROM ${this.#snapshot}."${table}"`),
      "COMMIT",
    ]);
  }

  /**
   * Runs statements on this schema's own connection, opened at the first reset and kept for the file: a new one per
   * reset would start a server process and fill its catalog caches each time (most of PostgreSQL's work in a reset).
   */
  async #run(statements: string[]): Promise<Record<string, unknown>[]> {
    if (!this.#client) {
      const client = new pg.Client({ connectionString: this.databaseUrl });
      // A connection ended from the server side (a test that restarts or drops the database) is opened again.
      client.on("error", () => {
        if (this.#client === connecting) this.#client = undefined;
      });
      const connecting = client.connect().then(() => client);
      this.#client = connecting;
    }
    const client = await this.#client;
    let rows: Record<string, unknown>[] = [];
    for (const statement of statements) rows = (await client.query(statement)).rows;
    return rows;
  }

  /** Ends this schema's own connection (before its database is dropped). */
  async close(): Promise<void> {
    const client = this.#client;
    this.#client = undefined;
    await client?.then((open) => open.end()).catch(() => {});
  }

  async drop(): Promise<void> {
    await this.close();
    await pgRun(this.databaseUrl, [`DROP SCHEMA IF EXISTS ${this.schema} CASCADE`, `DROP SCHEMA IF EXISTS ${this.#snapshot} CASCADE`]);
  }
}

let sqliteTemplate: Promise<string> | undefined;

/** An SQLite file every migration has run on, made once per worker in the run's folder (test-run.ts). */
function migratedSqliteFile(): Promise<string> {
  sqliteTemplate ??= (async () => {
    const dir = mkdtempSync(path.join(inject("testRunDir"), "migrated-"));
    const store = openStore({ dataDir: dir });
    try {
      await migrateQuietly(store);
    } finally {
      await store.close();
    }
    return path.join(dir, SQLITE_FILE_NAME);
  })();
  return sqliteTemplate;
}

let pgWorkerSchema: Promise<MigratedPgSchema> | undefined;

/**
 * The PostgreSQL schema of this worker's test files: made and migrated at the worker's first PostgreSQL file, in a
 * database of its own when the server allows (else in the given one), and put back to just migrated after each test,
 * so the next file starts from it as the next test does. Making and dropping a database and migrating it per file
 * was a quarter of PostgreSQL's work in the run. Its database is named from the run (`pgRunPrefix`) and dropped at the
 * run's end (test-run.ts).
 */
function workerPgSchema(): Promise<MigratedPgSchema> {
  pgWorkerSchema ??= (async () => {
    const given = process.env.TEST_DATABASE_URL!;
    const name = `${inject("pgRunPrefix")}_${randomBytes(6).toString("hex")}`;
    let schema: MigratedPgSchema;
    try {
      await pgQuery(given, `CREATE DATABASE ${name}`);
      schema = new MigratedPgSchema(databaseAt(given, name));
    } catch {
      // Not allowed to make databases: a schema of its own in the given one.
      schema = new MigratedPgSchema(given, name);
    }
    await schema.create();
    return schema;
  })();
  return pgWorkerSchema;
}

/**
 * Registers hooks that give each test a fresh, migrated store: an SQLite file in a temporary directory, or this
 * worker's PostgreSQL schema just as the migrations left it (MigratedPgSchema).
 */
export function useTestStore(dialect: "sqlite" | "postgres") {
  let pgSchema: MigratedPgSchema | undefined;
  const state: { dir: string; stores: Store[] } = { dir: "", stores: [] };

  beforeAll(async () => {
    if (dialect === "postgres") pgSchema = await workerPgSchema();
  });

  // The schema's own connection is opened again by the next file's first reset: a worker that loads its modules
  // afresh per file (an isolated one) would otherwise keep one open per file.
  afterAll(() => pgSchema?.close());

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
    /**
     * A connection to this test's store, migrated (each call is another connection, like another instance). It is
     * migrated already, so nothing runs the migrations here: a new SQLite store starts as a copy of a file migrated
     * once per worker, and the PostgreSQL schema is made migrated and put back to that after each test.
     */
    async open(): Promise<Store> {
      if (dialect === "sqlite") {
        const file = path.join(state.dir, SQLITE_FILE_NAME);
        if (!existsSync(file)) copyFileSync(await migratedSqliteFile(), file);
      }
      const store = openStore({ databaseUrl: this.databaseUrl(), dataDir: state.dir });
      state.stores.push(store);
      return store;
    },
  };
}
