import { StartRefused } from "../platform/env-startup.server";
import type { Migration } from "kysely";
import { migrate, migrationState, MigrationFailed, MIGRATIONS, type Store } from "../platform/database.server";
import { takeBackup } from "./backup.server";

/**
 * Brings the schema up to date at start. On a database that already has a schema, migrations that have not run yet are
 * preceded by a backup, named in the log. A backup that cannot be taken, or a migration that fails (every pending
 * migration runs in one transaction, so the database stays as it was), refuses the start with StartRefused: one line
 * saying why and where the backup is.
 */
export async function migrateWithBackup(store: Store, backupDir: string, migrations: Record<string, Migration> = MIGRATIONS): Promise<void> {
  const { executed, pending } = await migrationState(store.db, store.dialect, migrations);
  let backup: string | undefined;
  if (executed.length > 0 && pending.length > 0) {
    try {
      // A way back, taken whatever the database holds: the schema check is for backups called good (decision 063).
      backup = (await takeBackup(store, backupDir, new Date(), { checkSchema: false })).file;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new StartRefused(`Could not back up the database before migrations ${pending.join(", ")} (${reason}); nothing was changed`);
    }
    console.log(`Backup before migrations ${pending.join(", ")}: ${backup}`);
  }
  try {
    await migrate(store.db, store.dialect, migrations);
  } catch (error) {
    if (!(error instanceof MigrationFailed)) throw error;
    const where = backup ? `; the backup taken before migrating is ${backup}` : "";
    throw new StartRefused(`${error.message}; the database was left as it was${where}`);
  }
}
