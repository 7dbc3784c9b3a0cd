// `npm run restore -- FILE [--yes] [--force]`: restores a backup made by `npm run backup` (or the server's schedule)
// into the configured store: DATA_DIR's SQLite file, or DATABASE_URL's database. Stop the server first. The file is
// checked before anything is touched, its schema against the migrations (decision 063); the accounts it holds are
// shown and confirmed on the terminal (--yes for scripts); a store that already has data is replaced only with
// --force, after a backup of it.
import path from "node:path";
import { BackupError, countRows, takeBackup } from "../app/lib/server/backup/backup.server";
import { accountLines, confirmAccounts } from "../app/lib/server/backup/restore-accounts.server";
import { checkBackup, noteRestore, postgresTables, restorePostgres, restoreSqlite, signOutEveryone, sqliteIsEmpty, type CheckedBackup } from "../app/lib/server/backup/restore.server";
import { openStore, SQLITE_FILE_NAME } from "../app/lib/server/platform/database.server";
import { readEnv } from "../app/lib/server/platform/env-startup.server";
import { existsSync } from "node:fs";

const FORCE_FLAG = "--force";
const YES_FLAG = "--yes";
const USAGE = "Usage: npm run restore -- FILE [--yes] [--force]   (stop the server first)\n";

const print = (line: string) => process.stdout.write(`${line}\n`);
const countsLine = (counts: Record<string, number>) => Object.entries(counts).map(([table, n]) => `${table} ${n}`).join(", ");

/** Whether the PostgreSQL schema to restore into has no tables (a connection of its own, closed at once). */
async function postgresIsEmpty(databaseUrl: string, dataDir: string): Promise<boolean> {
  const probe = openStore({ databaseUrl, dataDir });
  try {
    return (await postgresTables(probe)).length === 0;
  } finally {
    await probe.close();
  }
}

async function main(argv: string[] = process.argv.slice(2)): Promise<number> {
  const env = readEnv();
  if (!env) return 1;
  const force = argv.includes(FORCE_FLAG);
  const yes = argv.includes(YES_FLAG);
  const files = argv.filter((arg) => arg !== FORCE_FLAG && arg !== YES_FLAG);
  if (files.length !== 1 || files[0]!.startsWith("-")) {
    process.stderr.write(USAGE);
    return 2;
  }
  const backup = path.resolve(files[0]!);
  if (!existsSync(backup)) {
    process.stderr.write(`${backup} does not exist.\n`);
    return 1;
  }
  const dialect = env.DATABASE_URL ? "postgres" : "sqlite";
  let checked: CheckedBackup;
  try {
    checked = await checkBackup(backup, dialect, env.DATABASE_URL);
    print(`Backup checked: ${backup}${checked.counts ? ` (${countsLine(checked.counts)})` : ""}`);
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    process.stderr.write(`Not restored: ${error.message}. Nothing was changed.\n`);
    return 1;
  }
  const target = path.join(env.DATA_DIR_ABSOLUTE, SQLITE_FILE_NAME);
  const where = env.DATABASE_URL ? "the database of DATABASE_URL" : target;
  const empty = dialect === "sqlite" ? sqliteIsEmpty(target) : await postgresIsEmpty(env.DATABASE_URL!, env.DATA_DIR_ABSOLUTE);
  if (!empty && !force) {
    process.stderr.write(`Not restored: ${where} already has data. To replace it, run again with ${FORCE_FLAG}; a backup of it is taken first.\n`);
    return 1;
  }

  for (const line of accountLines(checked.accounts)) print(line);
  const confirmation = await confirmAccounts({ yes, input: process.stdin, output: process.stdout });
  if (confirmation === "no-terminal") {
    process.stderr.write(`Not restored: the accounts above must be confirmed at a terminal, and there is none; from a script, run again with ${YES_FLAG} to restore without the question. Nothing was changed.\n`);
    return 1;
  }
  if (confirmation === "declined") {
    process.stderr.write("Not restored: the accounts were not confirmed. Nothing was changed.\n");
    return 1;
  }

  let before: string | undefined;
  let store = openStore({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR_ABSOLUTE });
  try {
    if (!empty) {
      // What was there is kept whatever it holds (the schema check is for the backup restored, not for this copy).
      before = (await takeBackup(store, env.BACKUP_DIR_ABSOLUTE, new Date(), { checkSchema: false })).file;
      print(`Backup of what was there: ${before}`);
    }
    if (dialect === "sqlite") {
      await store.close();
      await restoreSqlite(backup, target);
      store = openStore({ dataDir: env.DATA_DIR_ABSOLUTE });
    } else {
      try {
        await restorePostgres(store, backup, !empty);
      } catch (error) {
        // The tables were dropped for the restore: put back what was there.
        if (before) await restorePostgres(store, before, true);
        throw error;
      }
    }
    await signOutEveryone(store, checked.migrations);
    print(`Restored into ${where}: ${countsLine(await countRows(store))}`);
    print("Everyone was signed out: staff sign in again (the key that signs their sessions is made afresh at the next start).");
    if (await noteRestore(store, { file: backup, before, accounts: checked.accounts, migrations: checked.migrations })) {
      print("The restore is written in the restored site's audit log.");
    } else {
      print("The backup is older than the audit log: this restore is not in it.");
    }
    print("Start the server: it brings the schema up to date if the backup is older than this version.");
    return 0;
  } catch (error) {
    if (!(error instanceof BackupError) && !(error instanceof Error && /pg_restore failed/.test(error.message))) throw error;
    process.stderr.write(`Restore failed: ${error.message}\n`);
    return 1;
  } finally {
    await store.close();
  }
}

process.exitCode = await main();
