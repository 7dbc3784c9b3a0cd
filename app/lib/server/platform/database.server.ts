import { mkdirSync } from "node:fs";
import { open, type FileHandle } from "node:fs/promises";
import path from "node:path";
import SQLite from "better-sqlite3";
import {
  Kysely,
  Migrator,
  PostgresDialect,
  sql,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type DialectAdapter,
  type DatabaseConnection,
  type Driver,
  type Migration,
  type SqliteDialectConfig,
} from "kysely";
import pg from "pg";
import * as initial from "#db/migrations/0001-initial";
import * as staffInbox from "#db/migrations/0002-staff-inbox";
import * as sharedSecrets from "#db/migrations/0003-shared-secrets";
import * as ownerContent from "#db/migrations/0004-owner-content";
import * as projects from "#db/migrations/0005-projects";
import * as quoteRequests from "#db/migrations/0006-quote-requests";
import * as quoteAttachments from "#db/migrations/0007-quote-attachments";
import * as rateLimits from "#db/migrations/0008-rate-limits";
import * as showroomVisits from "#db/migrations/0009-showroom-visits";
import * as staffAccounts from "#db/migrations/0010-staff-accounts";
import * as rsvpReplies from "#db/migrations/0011-rsvp-replies";
import * as pendingUploadQuota from "#db/migrations/0012-pending-upload-quota";
import * as heldSubmissions from "#db/migrations/0013-held-submissions";
import * as backupRuns from "#db/migrations/0014-backup-runs";
import * as products from "#db/migrations/0015-products";
import * as productPaths from "#db/migrations/0016-product-paths";
import * as productFiles from "#db/migrations/0017-product-files";
import * as energyRecords from "#db/migrations/0018-energy-records";
import * as landingsAndPivotDesigns from "#db/migrations/0019-landings-and-pivot-designs";
import * as settings from "#db/migrations/0020-settings";
import * as people from "#db/migrations/0021-people";
import * as energyFigures from "#db/migrations/0022-energy-figures";
import * as pageCopy from "#db/migrations/0023-page-copy";
import * as outboxCompany from "#db/migrations/0024-outbox-company";
import * as openHolidays from "#db/migrations/0025-open-holidays";
import * as mediaFocalPoint from "#db/migrations/0026-media-focal-point";
import * as staffRoles from "#db/migrations/0027-staff-roles";
import * as staffLinks from "#db/migrations/0028-staff-links";
import * as auditLog from "#db/migrations/0029-audit-log";
import * as secondFactor from "#db/migrations/0030-second-factor";
import * as staffPolicy from "#db/migrations/0031-staff-policy";
import * as passkeys from "#db/migrations/0032-passkeys";
import * as leadSearch from "#db/migrations/0033-lead-search";
import * as staffEmailLinks from "#db/migrations/0034-staff-email-links";
import * as leadPipeline from "#db/migrations/0035-lead-pipeline";
import * as leadReplies from "#db/migrations/0036-lead-replies";
import * as leadPeople from "#db/migrations/0037-lead-people";
import * as leadSources from "#db/migrations/0038-lead-sources";
import * as consent from "#db/migrations/0039-consent";
import * as leadCounts from "#db/migrations/0040-lead-counts";
import * as leadRetention from "#db/migrations/0041-lead-retention";
import * as leadChannels from "#db/migrations/0042-lead-channels";
import type { Database } from "./db-schema";
import { CheckpointThread, FALLBACK_AUTOCHECKPOINT_PAGES } from "./wal-checkpoints.server";

/** Every migration, in order; the same files run on SQLite and PostgreSQL. */
export const MIGRATIONS: Record<string, Migration> = {
  "0001-initial": initial,
  "0002-staff-inbox": staffInbox,
  "0003-shared-secrets": sharedSecrets,
  "0004-owner-content": ownerContent,
  "0005-projects": projects,
  "0006-quote-requests": quoteRequests,
  "0007-quote-attachments": quoteAttachments,
  "0008-rate-limits": rateLimits,
  "0009-showroom-visits": showroomVisits,
  "0010-staff-accounts": staffAccounts,
  "0011-rsvp-replies": rsvpReplies,
  "0012-pending-upload-quota": pendingUploadQuota,
  "0013-held-submissions": heldSubmissions,
  "0014-backup-runs": backupRuns,
  "0015-products": products,
  "0016-product-paths": productPaths,
  "0017-product-files": productFiles,
  "0018-energy-records": energyRecords,
  "0019-landings-and-pivot-designs": landingsAndPivotDesigns,
  "0020-settings": settings,
  "0021-people": people,
  "0022-energy-figures": energyFigures,
  "0023-page-copy": pageCopy,
  "0024-outbox-company": outboxCompany,
  "0025-open-holidays": openHolidays,
  "0026-media-focal-point": mediaFocalPoint,
  "0027-staff-roles": staffRoles,
  "0028-staff-links": staffLinks,
  "0029-audit-log": auditLog,
  "0030-second-factor": secondFactor,
  "0031-staff-policy": staffPolicy,
  "0032-passkeys": passkeys,
  "0033-lead-search": leadSearch,
  "0034-staff-email-links": staffEmailLinks,
  "0035-lead-pipeline": leadPipeline,
  "0036-lead-replies": leadReplies,
  "0037-lead-people": leadPeople,
  "0038-lead-sources": leadSources,
  "0039-consent": consent,
  "0040-lead-counts": leadCounts,
  "0041-lead-retention": leadRetention,
  "0042-lead-channels": leadChannels,
};

export type Dialect = "sqlite" | "postgres";

export interface Store {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The driver's own client, for libraries that take one (the rate limiter). */
  raw: SQLite.Database | pg.Pool;
  /** Where the data is, for backups: the SQLite file, or the PostgreSQL connection URL. */
  location: { file: string; url?: undefined } | { url: string; file?: undefined };
  close(): Promise<void>;
}

/** The SQLite file inside DATA_DIR. */
export const SQLITE_FILE_NAME = "helios.db";

// Postgres bigint (int8) columns hold millisecond times, well inside Number's safe range.
pg.types.setTypeParser(20, (value) => Number(value));

export interface StoreOptions {
  /** postgres://… switches to PostgreSQL; otherwise an SQLite file in dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** SQLite file name inside dataDir. */
  fileName?: string;
  /** How the SQLite write-ahead log is made durable (tests replace it): FileHandle.datasync by default. */
  syncLog?: (log: FileHandle) => Promise<void>;
  /**
   * The built entry of the checkpoint thread (wal-checkpoints.server.ts): SQLite's checkpoints then run there instead
   * of inside a request's commit. Without it (development, tests, scripts) SQLite checkpoints as it does by itself.
   */
  checkpointThread?: URL;
}

export function openStore(options: StoreOptions): Store {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client that errors (server restart) must not crash the process.
    pool.on("error", (error) => console.error(`PostgreSQL pool error: ${error.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: "postgres", raw: pool, location: { url: options.databaseUrl }, close: () => db.destroy() };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const file = path.join(options.dataDir, options.fileName ?? SQLITE_FILE_NAME);
  const sqlite = new SQLite(file);
  // WAL lets readers work during writes. A commit only writes the log (NORMAL); the log is then synced off the event
  // loop before the query that wrote returns (DurableSqliteDriver), so every commit is on disk before we answer.
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  const log = new WriteAheadLog(`${file}-wal`, options.syncLog);
  const database = withStatementCache(sqlite, STATEMENT_CACHE_SIZE, () => log.written++);
  const db = new Kysely<Database>({ dialect: new DurableSqliteDialect({ database }, log) });
  let checkpoints: CheckpointThread | undefined;
  if (options.checkpointThread) {
    sqlite.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`);
    checkpoints = new CheckpointThread(options.checkpointThread, file);
    checkpoints.start();
  }
  return {
    db,
    dialect: "sqlite",
    raw: sqlite,
    location: { file },
    close: async () => {
      // The thread's connection first: the request connection, closing last, checkpoints and removes the log.
      await checkpoints?.stop();
      await db.destroy();
      await log.close();
    },
  };
}

/**
 * The SQLite write-ahead log, synced in libuv's thread pool. better-sqlite3 runs every statement on the event loop,
 * and with `synchronous = FULL` each commit's sync held up every other request for as long as the disk took. Writers
 * count their statements in `written`; `sync(upTo)` returns once the log holds at least that many on disk. One sync
 * serves every writer whose statements ran before it started, so posts that arrive while a sync is under way share
 * the next one. With NORMAL, SQLite keeps the database whole through a power cut (its own syncs around checkpoints
 * stay); what a cut can take is a commit whose sync had not finished, and no one was told it was saved.
 */
export class WriteAheadLog {
  written = 0;
  #durable = 0;
  #syncing: Promise<void> | undefined;
  #handle: FileHandle | undefined;

  constructor(
    readonly file: string,
    private readonly syncFile: (log: FileHandle) => Promise<void> = (log) => log.datasync(),
  ) {}

  async sync(upTo: number): Promise<void> {
    while (this.#durable < upTo) {
      this.#syncing ??= this.#syncOnce().finally(() => (this.#syncing = undefined));
      await this.#syncing;
    }
  }

  async #syncOnce(): Promise<void> {
    const covered = this.written;
    // The log exists from the first write on (SQLite removes it only when the last connection closes).
    this.#handle ??= await open(this.file, "r");
    await this.syncFile(this.#handle);
    this.#durable = Math.max(this.#durable, covered);
  }

  async close(): Promise<void> {
    await this.#syncing?.catch(() => undefined);
    await this.#handle?.close();
    this.#handle = undefined;
  }
}

/**
 * Kysely's SQLite driver, holding back the return of a query (or a transaction) that wrote until the log is synced.
 * The single connection is handed back first, so other requests run their queries meanwhile.
 */
class DurableSqliteDriver extends SqliteDriver {
  #writtenBefore = 0;

  constructor(
    config: SqliteDialectConfig,
    private readonly log: WriteAheadLog,
  ) {
    super(config);
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await super.acquireConnection();
    this.#writtenBefore = this.log.written;
    return connection;
  }

  override async releaseConnection(): Promise<void> {
    const wrote = this.log.written > this.#writtenBefore;
    const upTo = this.log.written;
    await super.releaseConnection();
    if (wrote) await this.log.sync(upTo);
  }
}

class DurableSqliteDialect extends SqliteDialect {
  constructor(
    private readonly dialectConfig: SqliteDialectConfig,
    private readonly log: WriteAheadLog,
  ) {
    super(dialectConfig);
  }

  override createDriver(): Driver {
    return new DurableSqliteDriver(this.dialectConfig, this.log);
  }

  override createAdapter(): DialectAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}

/**
 * SQLite runs schema changes inside a transaction as well as PostgreSQL does; saying so makes Kysely's Migrator run
 * every pending migration in one transaction, so a migration that fails leaves the database as it was (decision 028).
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

/** Prepared statements kept per SQL text; the oldest goes beyond this many (the app has a few hundred queries). */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * The SQLite database as Kysely uses it, with its statements prepared once: Kysely prepares every query afresh, and
 * preparing cost about a fifth of the database's time under a stream of form posts. better-sqlite3 runs a statement
 * to completion synchronously (this app never streams rows), so one prepared statement serves every call.
 */
export function withStatementCache(sqlite: SQLite.Database, size = STATEMENT_CACHE_SIZE, onWrite?: () => void) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    /** The statement for the SQL text; Kysely runs it at once, so a statement that can write is counted here. */
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
      if (onWrite && !statement.readonly) onWrite();
      return statement;
    },
    close(): void {
      statements.clear();
      sqlite.close();
    },
  };
}

/** The Migrator of this site's migration tables (in `schema` on PostgreSQL); also used to migrate a throwaway copy. */
export function migratorFor(db: Kysely<Database>, schema: string | undefined, migrations: Record<string, Migration>): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: "schema_migrations",
    migrationLockTableName: "schema_migrations_lock",
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

/** On PostgreSQL the migration tables live in the current schema, never in another schema of the same database. */
async function migrationSchema(db: Kysely<Database>, dialect: Dialect): Promise<string | undefined> {
  if (dialect !== "postgres") return undefined;
  return (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema;
}

/** The migrations that have run and those that have not, without changing anything. */
export async function migrationState(
  db: Kysely<Database>,
  dialect: Dialect = "sqlite",
  migrations: Record<string, Migration> = MIGRATIONS,
): Promise<{ executed: string[]; pending: string[] }> {
  const all = await migratorFor(db, await migrationSchema(db, dialect), migrations).getMigrations();
  return {
    executed: all.filter((migration) => migration.executedAt).map((migration) => migration.name),
    pending: all.filter((migration) => !migration.executedAt).map((migration) => migration.name),
  };
}

/** A migration that failed; every pending migration ran in one transaction, so none of them is applied. */
export class MigrationFailed extends Error {
  constructor(
    readonly migration: string | undefined,
    readonly reason: string,
  ) {
    super(`Migration ${migration ?? "(unknown)"} failed: ${reason}`);
    this.name = "MigrationFailed";
  }
}

/**
 * Brings the schema up to date; run at every start. All pending migrations run in one transaction on both dialects:
 * when one fails, MigrationFailed is thrown and the database is as it was.
 */
export async function migrate(
  db: Kysely<Database>,
  dialect: Dialect = "sqlite",
  migrations: Record<string, Migration> = MIGRATIONS,
): Promise<void> {
  const migrator = migratorFor(db, await migrationSchema(db, dialect), migrations);
  const { error, results } = await migrator.migrateToLatest();
  let failed: string | undefined;
  for (const result of results ?? []) {
    if (result.status === "Error") failed = result.migrationName;
    // Applied inside the transaction: reported only once it committed.
    else if (result.status === "Success" && !error) console.log(`Migration ${result.migrationName} applied`);
  }
  if (error) {
    const reason = (error instanceof Error ? error.message : String(error)).split("\n")[0]!;
    throw new MigrationFailed(failed, reason);
  }
}

/**
 * Whether a write failed on a unique rule (a unique index or a primary key), on either database: PostgreSQL's
 * unique_violation, better-sqlite3's SQLITE_CONSTRAINT_UNIQUE / PRIMARYKEY. Other constraint failures are not this.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
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

/** For /healthz: every migration this code knows has been applied (none pending, none failed half-way). */
export async function migrationsApplied(store: Store): Promise<boolean> {
  try {
    const rows = await store.db.selectFrom("schema_migrations" as never).select(sql<string>`name`.as("name")).execute();
    const applied = new Set(rows.map((row) => (row as { name: string }).name));
    return Object.keys(MIGRATIONS).every((name) => applied.has(name));
  } catch {
    return false;
  }
}
