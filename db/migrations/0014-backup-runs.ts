import type { Kysely } from "kysely";

/**
 * Backups (decision 028): one row per backup taken by the server's schedule or `npm run backup`, with its file, size
 * and outcome, and whether the off-site command (BACKUP_COMMAND) succeeded. The staff pages read the newest rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("backup_runs")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("started_at", "bigint", (col) => col.notNull())
    .addColumn("finished_at", "bigint")
    .addColumn("file", "text")
    .addColumn("size_bytes", "bigint")
    .addColumn("ok", "integer")
    .addColumn("error", "text")
    .addColumn("offsite_ok", "integer")
    .addColumn("offsite_error", "text")
    .execute();
  await db.schema.createIndex("backup_runs_started_at").on("backup_runs").column("started_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("backup_runs").ifExists().execute();
}
