import { mkdirSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, sql, SqliteDialect, type Migration } from "kysely";
import pg from "pg";
import * as initial from "../../../../db/migrations/0001-initial";
import * as staffInbox from "../../../../db/migrations/0002-staff-inbox";
import * as sharedSecrets from "../../../../db/migrations/0003-shared-secrets";
import * as ownerContent from "../../../../db/migrations/0004-owner-content";
import * as projects from "../../../../db/migrations/0005-projects";
import * as quoteRequests from "../../../../db/migrations/0006-quote-requests";
import * as quoteAttachments from "../../../../db/migrations/0007-quote-attachments";
import * as rateLimits from "../../../../db/migrations/0008-rate-limits";
import * as showroomVisits from "../../../../db/migrations/0009-showroom-visits";
import type { Database } from "./db-schema";

/** Every migration, in order; the same files run on SQLite and PostgreSQL. */
const MIGRATIONS: Record<string, Migration> = {
  "0001-initial": initial,
  "0002-staff-inbox": staffInbox,
  "0003-shared-secrets": sharedSecrets,
  "0004-owner-content": ownerContent,
  "0005-projects": projects,
  "0006-quote-requests": quoteRequests,
  "0007-quote-attachments": quoteAttachments,
  "0008-rate-limits": rateLimits,
  "0009-showroom-visits": showroomVisits,
};

export type Dialect = "sqlite" | "postgres";

export interface Store {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The driver's own client, for libraries that take one (the rate limiter). */
  raw: SQLite.Database | pg.Pool;
  close(): Promise<void>;
}

// Postgres bigint (int8) columns hold millisecond times, well inside Number's safe range.
pg.types.setTypeParser(20, (value) => Number(value));

export interface StoreOptions {
  /** postgres://… switches to PostgreSQL; otherwise an SQLite file in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** SQLite file name inside dataDir. */
  fileName?: string;
}

export function openStore(options: StoreOptions): Store {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client that errors (server restart) must not crash the process.
    pool.on("error", (error) => console.error(`PostgreSQL pool error: ${error.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: "postgres", raw: pool, close: () => db.destroy() };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, options.fileName ?? "helios.db");
  const sqlite = new SQLite(file);
  // WAL lets readers work during writes; FULL makes every commit durable before we answer the visitor.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: "sqlite", raw: sqlite, close: () => db.destroy() };
}

/** Prepared statements kept per SQL text; the oldest goes beyond this many (the app has a few hundred queries). */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * The SQLite database as Kysely uses it, with its statements prepared once: Kysely prepares every query afresh, and
 * preparing cost about a fifth of the database's time under a stream of form posts. better-sqlite3 runs a statement
 * to completion synchronously (this app never streams rows), so one prepared statement serves every call.
 */
export function withStatementCache(sqlite: SQLite.Database, size = STATEMENT_CACHE_SIZE) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(sqlText: string): SQLite.Statement {
      let statement = statements.get(sqlText);
      if (statement) {
        // Most recently used last, so the first key is the one to drop.
        statements.delete(sqlText);
      } else {
        statement = sqlite.prepare(sqlText);
        if (statements.size >= size) statements.delete(statements.keys().next().value as string);
      }
      statements.set(sqlText, statement);
      return statement;
    },
    close(): void {
      statements.clear();
      sqlite.close();
    },
  };
}

/** Brings the schema up to date; run at every start. */
export async function migrate(db: Kysely<Database>, dialect: Dialect = "sqlite"): Promise<void> {
  // On PostgreSQL the migration tables live in the current schema, never in another schema of the same database.
  const schema =
    dialect === "postgres"
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    migrationTableName: "schema_migrations",
    migrationLockTableName: "schema_migrations_lock",
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  for (const result of results ?? []) {
    if (result.status === "Error") console.error(`Migration ${result.migrationName} failed`);
    else if (result.status === "Success") console.log(`Migration ${result.migrationName} applied`);
  }
  if (error) throw error instanceof Error ? error : new Error(String(error));
}

/** A cheap round trip, for /healthz. */
export async function ping(store: Store): Promise<boolean> {
  try {
    await store.db.selectFrom("schema_migrations" as never).select((eb) => eb.lit(1).as("ok")).limit(1).execute();
    return true;
  } catch {
    return false;
  }
}
