import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { chmod, open, readdir, rename, rm, stat } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { sql } from "kysely";
import type { Store } from "../platform/database.server";
import { findPgTool, pgConnection, runPgTool } from "./pg-tools.server";
import { CHECK_SCHEMA_PREFIX, checkBackupSchema } from "./schema-check.server";

/** The tables whose rows a backup reports: leads, accounts, content, images, quote files, product files. */
export const MAIN_TABLES = ["submissions", "users", "posts", "projects", "media", "media_variants", "lead_attachments", "product_files"] as const;

/** A backup file's name: helios-2026-11-26T21-40-00Z.db (SQLite) or .dump (pg_dump's custom format). */
const BACKUP_NAME = /^helios-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ(?:-\d+)?\.(?:db|dump)$/;
/** Written under this prefix and renamed once complete and checked; never taken for a backup. */
const TEMP_PREFIX = ".incomplete-";

export class BackupError extends Error {}

export interface BackupResult {
  file: string;
  sizeBytes: number;
  /** Rows of the main tables in the backup (SQLite: read from the copy; PostgreSQL: as the dump began). */
  counts: Record<string, number>;
  durationMs: number;
}

export function isBackupName(name: string): boolean {
  return BACKUP_NAME.test(name);
}

/** The file name for a backup taken at `now`: the UTC time with colons as dashes, and a suffix if it is taken. */
export function backupFileName(now: Date, dialect: Store["dialect"], taken: ReadonlySet<string> = new Set()): string {
  const stamp = now.toISOString().replace(/\.\d{3}Z$/, "Z").replaceAll(":", "-");
  const extension = dialect === "sqlite" ? "db" : "dump";
  let name = `helios-${stamp}.${extension}`;
  for (let n = 2; taken.has(name); n++) name = `helios-${stamp}-${n}.${extension}`;
  return name;
}

/**
 * VACUUM INTO and the checks of the copy, in a thread of their own: better-sqlite3 runs a statement to completion on
 * the thread that calls it, and the event loop must go on answering requests. The copy is made inside one read
 * transaction of another connection; in WAL mode writers carry on meanwhile. The copy is switched to a rollback
 * journal so that it is one self-contained file. Neither connection syncs (synchronous = OFF, per connection: the
 * site's own stays as it is): see syncWhenWrittenBack.
 */
const SQLITE_BACKUP_THREAD = `
const { parentPort, workerData } = require("node:worker_threads");
const SQLite = require(workerData.driver);
const source = new SQLite(workerData.source, { fileMustExist: true });
try {
  source.pragma("busy_timeout = 5000");
  source.pragma("synchronous = OFF");
  source.prepare("VACUUM INTO ?").run(workerData.target);
} finally {
  source.close();
}
const copy = new SQLite(workerData.target, { fileMustExist: true });
try {
  copy.pragma("synchronous = OFF");
  copy.pragma("journal_mode = DELETE");
  const integrity = copy.pragma("integrity_check").map((row) => row.integrity_check);
  const counts = {};
  for (const table of workerData.tables) {
    const exists = copy.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(table);
    if (exists) counts[table] = copy.prepare('select count(*) as n from "' + table + '"').get().n;
  }
  parentPort.postMessage({ integrity, counts });
} finally {
  copy.close();
}
`;

/** better-sqlite3's entry, resolved here so that the thread finds the same module from source and from the build. */
const sqliteDriverPath = () => createRequire(import.meta.url).resolve("better-sqlite3");

interface SqliteCheck {
  integrity: string[];
  counts: Record<string, number>;
}

function runSqliteThread(source: string, target: string): Promise<SqliteCheck> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(SQLITE_BACKUP_THREAD, {
      eval: true,
      workerData: { driver: sqliteDriverPath(), source, target, tables: MAIN_TABLES },
    });
    let result: SqliteCheck | undefined;
    worker.once("message", (message: SqliteCheck) => (result = message));
    worker.once("error", reject);
    worker.once("exit", (code) => (result ? resolve(result) : reject(new Error(`the backup thread stopped (exit code ${code})`))));
  });
}

/** Checks an SQLite database file in the same thread: its integrity and the rows of the main tables. */
export function checkSqliteFile(file: string): Promise<SqliteCheck> {
  const probe = `${file}${TEMP_PREFIX}probe-${randomBytes(4).toString("hex")}`;
  // VACUUM INTO a throwaway copy: the file given is only read, never switched to another journal mode.
  return runSqliteThread(file, probe).finally(() => rm(probe, { force: true }));
}

/** Rows of the main tables, through the store (tables not there yet are left out). */
export async function countRows(store: Store): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of MAIN_TABLES) {
    try {
      const row = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(store.db);
      counts[table] = Number(row.rows[0]?.n ?? 0);
    } catch {
      // Before the migration that makes it.
    }
  }
  return counts;
}

/** The schema a PostgreSQL store works in; dumped on its own when it is not "public" (a schema per test, say). */
async function currentSchema(store: Store): Promise<string> {
  return (await sql<{ schema: string }>`select current_schema() as schema`.execute(store.db)).rows[0]?.schema ?? "public";
}

/** What pg_restore --list says of a dump, or an error when it is not a readable custom-format dump. */
export async function listPgDump(file: string): Promise<string> {
  return runPgTool(findPgTool("pg_restore"), ["--list", file], process.env);
}

export interface TakeOptions {
  /**
   * Whether the copy's schema must be exactly what the migrations make (decision 063); on by default. Off only for the
   * copy of what was there taken before a restore or a migration: a way back, not a backup called good.
   */
  checkSchema?: boolean;
}

/**
 * Takes a consistent backup of the store into `dir` while the site runs: SQLite by VACUUM INTO, PostgreSQL by
 * pg_dump's custom format. The file is written under a temporary name, checked (SQLite: integrity_check and row
 * counts; PostgreSQL: pg_restore --list; both: the schema check of decision 063), and only then given its final name,
 * so every helios-*.db / .dump file in the folder is complete and checked. Throws BackupError saying what failed; no
 * partial file is left.
 */
export async function takeBackup(store: Store, dir: string, now = new Date(), { checkSchema = true }: TakeOptions = {}): Promise<BackupResult> {
  const started = performance.now();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const name = backupFileName(now, store.dialect, new Set(await readdir(dir)));
  const file = path.join(dir, name);
  const temp = path.join(dir, `${TEMP_PREFIX}${name}`);
  try {
    let counts: Record<string, number>;
    if (store.location.file !== undefined) {
      const check = await runSqliteThread(store.location.file, temp);
      if (check.integrity.length !== 1 || check.integrity[0] !== "ok") {
        throw new BackupError(`the copy failed its integrity check: ${check.integrity.slice(0, 3).join("; ")}`);
      }
      counts = check.counts;
    } else {
      const { dbname, env } = pgConnection(store.location.url);
      const schema = await currentSchema(store);
      counts = await countRows(store);
      // The whole database for "public", but never a throwaway schema of the schema check (decision 063).
      const only = schema === "public" ? [`--exclude-schema=${CHECK_SCHEMA_PREFIX}*`] : [`--schema=${schema}`];
      await runPgTool(findPgTool("pg_dump"), ["--format=custom", "--no-owner", "--no-privileges", `--file=${temp}`, ...only, `--dbname=${dbname}`], env);
      const list = await listPgDump(temp);
      if (!/TABLE DATA \S+ submissions /.test(list)) throw new BackupError("the dump holds no submissions table");
    }
    if (checkSchema) {
      const check = await checkBackupSchema(temp, store.dialect, store.location.url);
      if (!check.ok) throw new BackupError(`the copy was refused: ${check.problem}`);
    }
    // Every lead and account is in it: readable by the site's user only.
    await chmod(temp, 0o600);
    await rename(temp, file);
    if (store.location.file !== undefined) syncWhenWrittenBack(file);
    const { size } = await stat(file);
    return { file, sizeBytes: size, counts, durationMs: Math.round(performance.now() - started) };
  } catch (error) {
    await rm(temp, { force: true });
    if (error instanceof BackupError) throw error;
    // An error from the thread may arrive with only its code (SQLITE_FULL, SQLITE_CORRUPT…).
    const { message, code } = error as { message?: string; code?: string };
    throw new BackupError(message || code || String(error));
  }
}

/**
 * The kernel writes a file's pages to disk by itself this long after they were written (Linux's dirty_expire, 30 s),
 * with a margin.
 */
export const WRITEBACK_SETTLE_MS = 40_000;

/**
 * Makes a new SQLite backup durable once the kernel has written it back, when syncing it costs nothing. The copy is
 * made without syncs (synchronous = OFF): syncing 500 MB at once made the file system's journal commit wait for it, and
 * the site's own commits with it (a lead's write waited 245 ms, against 12 ms without; decision 028). The timer does
 * not keep a process alive: `npm run backup` exits and the kernel still writes the file back within 30 s.
 */
function syncWhenWrittenBack(file: string): void {
  const timer = setTimeout(() => {
    void open(file, "r")
      .then(async (handle) => {
        try {
          await handle.sync();
        } finally {
          await handle.close();
        }
      })
      // Rotated away or moved meanwhile: nothing to make durable.
      .catch(() => {});
  }, WRITEBACK_SETTLE_MS);
  timer.unref();
}

/** Removes all but the newest `keep` backup files in `dir` (only files named like a backup); returns their names. */
export async function rotateBackups(dir: string, keep: number): Promise<string[]> {
  const names = (await readdir(dir)).filter(isBackupName);
  const dated = await Promise.all(names.map(async (name) => ({ name, time: (await stat(path.join(dir, name))).mtimeMs })));
  dated.sort((a, b) => b.time - a.time || b.name.localeCompare(a.name));
  const old = dated.slice(keep).map((entry) => entry.name);
  await Promise.all(old.map((name) => rm(path.join(dir, name), { force: true })));
  return old;
}

/** "12.3 MB": a size as people read it. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}
