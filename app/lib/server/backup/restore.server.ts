import { existsSync } from "node:fs";
import { copyFile, open, rename, rm } from "node:fs/promises";
import path from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { recordAudit } from "../audit/audit-log.server";
import type { Dialect, Store } from "../platform/database.server";
import { resetSharedSecret } from "../platform/shared-secrets.server";
import { BackupError, checkSqliteFile, listPgDump } from "./backup.server";
import { findPgTool, pgConnection, runPgTool } from "./pg-tools.server";
import { checkBackupSchema, type BackupContents } from "./schema-check.server";

/** The first bytes of an SQLite database and of pg_dump's custom format. */
const SQLITE_MAGIC = "SQLite format 3\0";
const PG_DUMP_MAGIC = "PGDMP";

/** What a backup file holds, read from its first bytes. */
export async function backupKind(file: string): Promise<Dialect | undefined> {
  const handle = await open(file, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(SQLITE_MAGIC.length), 0, SQLITE_MAGIC.length, 0);
    const head = buffer.subarray(0, bytesRead).toString("latin1");
    if (head === SQLITE_MAGIC) return "sqlite";
    if (head.startsWith(PG_DUMP_MAGIC)) return "postgres";
    return undefined;
  } finally {
    await handle.close();
  }
}

export interface CheckedBackup extends BackupContents {
  /** The SQLite file's row counts (a dump's are read once restored). */
  counts?: Record<string, number>;
}

/**
 * Checks a backup before anything is touched: it is of the configured kind, whole (SQLite: integrity_check; a dump:
 * pg_restore --list), holds the site's tables, and its schema is exactly what the migrations make up to its own level
 * (decision 063; PostgreSQL: checked against a throwaway schema in `databaseUrl`'s database). Returns its migrations
 * and accounts, and the SQLite file's row counts. Throws BackupError saying what is wrong.
 */
export async function checkBackup(file: string, dialect: Dialect, databaseUrl?: string): Promise<CheckedBackup> {
  const kind = await backupKind(file);
  if (!kind) throw new BackupError(`${file} is neither an SQLite database nor a pg_dump custom-format file`);
  if (kind !== dialect) {
    throw new BackupError(
      kind === "sqlite"
        ? `${file} is an SQLite backup, but DATABASE_URL is set: unset it to restore into DATA_DIR`
        : `${file} is a PostgreSQL dump, but DATABASE_URL is not set: set it to the database to restore into`,
    );
  }
  let counts: Record<string, number> | undefined;
  if (kind === "sqlite") {
    const check = await checkSqliteFile(file).catch((error: Error & { code?: string }) => {
      throw new BackupError(`${file} cannot be read as a database (${error.message || error.code || "unreadable"})`);
    });
    if (check.integrity.length !== 1 || check.integrity[0] !== "ok") throw new BackupError(`${file} failed its integrity check: ${check.integrity[0]}`);
    if (check.counts.submissions === undefined) throw new BackupError(`${file} is not a backup of this site (it has no submissions table)`);
    counts = check.counts;
  } else {
    const list = await listPgDump(file).catch((error: Error) => {
      throw new BackupError(`${file} cannot be read: ${error.message}`);
    });
    if (!/TABLE DATA \S+ submissions /.test(list)) throw new BackupError(`${file} is not a backup of this site (it has no submissions table)`);
  }
  const schema = await checkBackupSchema(file, dialect, databaseUrl).catch((error: Error) => {
    throw new BackupError(`${file} cannot be read: ${error.message}`);
  });
  if (!schema.ok) throw new BackupError(`${file} is refused: ${schema.problem}`);
  return { ...schema.contents, counts };
}

/** Whether the SQLite file is absent or has no tables. */
export function sqliteIsEmpty(file: string): boolean {
  if (!existsSync(file)) return true;
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare("select count(*) as n from sqlite_master where type = 'table'").get() as { n: number }).n === 0;
  } finally {
    db.close();
  }
}

/** The tables of the store's current PostgreSQL schema. */
export async function postgresTables(store: Store): Promise<string[]> {
  const result = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(store.db);
  return result.rows.map((row) => row.name);
}

/**
 * Puts an SQLite backup in place of the database file: copied next to it, synced, then renamed over it (one step), the
 * old write-ahead log removed first. The server must be stopped.
 */
export async function restoreSqlite(backup: string, target: string): Promise<void> {
  const temp = path.join(path.dirname(target), `.restoring-${path.basename(target)}`);
  await copyFile(backup, temp);
  const handle = await open(temp, "r+");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rm(`${target}-wal`, { force: true });
  await rm(`${target}-shm`, { force: true });
  await rename(temp, target);
}

/**
 * Loads a dump into the store's database: with `replace`, the current schema's tables are dropped first (in one
 * transaction); pg_restore then runs in a single transaction, so a failure leaves nothing half-restored.
 */
export async function restorePostgres(store: Store, backup: string, replace: boolean): Promise<void> {
  if (replace) {
    const tables = await postgresTables(store);
    await store.db.transaction().execute(async (trx) => {
      for (const table of tables) await sql`drop table if exists ${sql.table(table)} cascade`.execute(trx);
    });
  }
  const { dbname, env } = pgConnection(store.location.url!);
  await runPgTool(
    findPgTool("pg_restore"),
    ["--no-owner", "--no-privileges", "--single-transaction", "--exit-on-error", `--dbname=${dbname}`, backup],
    env,
  );
}

/** The migration that made shared_secrets: a backup from before it has no session key to forget. */
const SHARED_SECRETS_MIGRATION = "0003-shared-secrets";

/**
 * Ends every session the backup brought and forgets its session key (the next start decides it afresh, from
 * SESSION_SECRET or by generating one): a session row and a key written into a crafted backup would otherwise sign
 * someone in as a confirmed account without its password (decision 063). Staff sign in again after a restore.
 */
export async function signOutEveryone(store: Store, migrations: string[]): Promise<void> {
  await store.db.transaction().execute(async (trx) => {
    await trx.deleteFrom("sessions").execute();
    if (migrations.includes(SHARED_SECRETS_MIGRATION)) await resetSharedSecret({ ...store, db: trx }, "SESSION_SECRET");
  });
}

export interface RestoreNote {
  /** The backup file restored. */
  file: string;
  /** The backup of what was there before, when the place had data. */
  before?: string;
  accounts: BackupContents["accounts"];
  /** The migrations the restored data was made with. */
  migrations: string[];
}

/** The migration that makes the audit log: a backup from before it has none to write in. */
const AUDIT_LOG_MIGRATION = "0029-audit-log";

/**
 * Writes a finished restore into the restored site's own audit log (decision 065): the file, the copy of what was
 * there before, and the accounts it brought. Done by `npm run restore` on the host: no staff account or client.
 * False for a backup older than the audit log (its schema has none until the server brings it up to date).
 */
export async function noteRestore(store: Store, restore: RestoreNote): Promise<boolean> {
  if (!restore.migrations.includes(AUDIT_LOG_MIGRATION)) return false;
  const accounts = restore.accounts.filter((account) => !account.removed).map((account) => `${account.email} (${account.role})`);
  const subject = [
    path.basename(restore.file),
    restore.before ? `what was there kept as ${path.basename(restore.before)}` : undefined,
    `accounts: ${accounts.join(", ") || "none"}`,
  ]
    .filter(Boolean)
    .join("; ");
  await recordAudit(store.db, { actor: { id: null, email: null }, action: "site-restored", subject });
  return true;
}
