// `npm run restore -- FILE [--force]`: restores a backup made by `npm run backup` (or the server's schedule) into the
// configured store: DATA_DIR's SQLite file, or DATABASE_URL's database. Stop the server first. The file is checked
// before anything is touched; a store that already has data is replaced only with --force, after a backup of it.
import path from "node:path";
import { BackupError, countRows, takeBackup } from "../app/lib/server/backup/backup.server";
import { checkBackup, postgresTables, restorePostgres, restoreSqlite, sqliteIsEmpty } from "../app/lib/server/backup/restore.server";
import { openStore, SQLITE_FILE_NAME } from "../app/lib/server/platform/database.server";
import { readEnv } from "../app/lib/server/platform/env-startup.server";
import { existsSync } from "node:fs";

const FORCE_FLAG = "--force";
const USAGE = "Usage: npm run restore -- FILE [--force]   (stop the server first)\n";

const print = (line: string) => process.stdout.write(`${line}\n`);
const countsLine = (counts: Record<string, number>) => Object.entries(counts).map(([table, n]) => `${table} ${n}`).join(", ");

async function main(argv: string[] = process.argv.slice(2)): Promise<number> {
  const env = readEnv();
  if (!env) return 1;
  const force = argv.includes(FORCE_FLAG);
  const files = argv.filter((arg) => arg !== FORCE_FLAG);
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
  try {
    const counts = await checkBackup(backup, dialect);
    print(`Backup checked: ${backup}${counts ? ` (${countsLine(counts)})` : ""}`);
  } catch (error) {
    if (!(error instanceof BackupError)) throw error;
    process.stderr.write(`Not restored: ${error.message}\n`);
    return 1;
  }

  const target = path.join(env.DATA_DIR_ABSOLUTE, SQLITE_FILE_NAME);
  const where = env.DATABASE_URL ? "the database of DATABASE_URL" : target;
  let before: string | undefined;
  let store = openStore({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR_ABSOLUTE });
  try {
    const empty = dialect === "sqlite" ? sqliteIsEmpty(target) : (await postgresTables(store)).length === 0;
    if (!empty) {
      if (!force) {
        process.stderr.write(`Not restored: ${where} already has data. To replace it, run again with ${FORCE_FLAG}; a backup of it is taken first.\n`);
        return 1;
      }
      before = (await takeBackup(store, env.BACKUP_DIR_ABSOLUTE)).file;
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
    print(`Restored into ${where}: ${countsLine(await countRows(store))}`);
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
