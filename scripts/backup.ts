// `npm run backup`: takes a consistent backup of the store the server uses (DATABASE_URL, or DATA_DIR's SQLite file)
// into BACKUP_DIR, while the server runs, checks it and prints its path, size and row counts (decision 028).
import { existsSync } from "node:fs";
import { BackupError, formatSize, takeBackup } from "../app/lib/server/backup/backup.server";
import { finishRun, startManualRun } from "../app/lib/server/backup/backup-runs.server";
import { openStore, SQLITE_FILE_NAME } from "../app/lib/server/platform/database.server";
import { readEnv } from "../app/lib/server/platform/env-startup.server";
import path from "node:path";

async function main(): Promise<number> {
  const env = readEnv();
  if (!env) return 1;
  const sqliteFile = path.join(env.DATA_DIR_ABSOLUTE, SQLITE_FILE_NAME);
  if (!env.DATABASE_URL && !existsSync(sqliteFile)) {
    process.stderr.write(`There is no database to back up: ${sqliteFile} does not exist (check DATA_DIR).\n`);
    return 1;
  }
  const store = openStore({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR_ABSOLUTE });
  try {
    // Recorded for the staff pages when the database has the table (a database not yet migrated does not).
    const run = await startManualRun(store).catch(() => undefined);
    try {
      const result = await takeBackup(store, env.BACKUP_DIR_ABSOLUTE);
      if (run) await finishRun(store, run, { result });
      process.stdout.write(`Backup written and checked: ${result.file}\n`);
      process.stdout.write(`Size: ${formatSize(result.sizeBytes)} (${result.sizeBytes} bytes), taken in ${(result.durationMs / 1000).toFixed(1)} s\n`);
      process.stdout.write(`Rows: ${Object.entries(result.counts).map(([table, n]) => `${table} ${n}`).join(", ")}\n`);
      return 0;
    } catch (error) {
      if (!(error instanceof BackupError)) throw error;
      if (run) await finishRun(store, run, { error: error.message });
      process.stderr.write(`Backup failed: ${error.message}\n`);
      return 1;
    }
  } finally {
    await store.close();
  }
}

process.exitCode = await main();
