import { type Kysely } from "kysely";

/**
 * Keeping leads no longer than needed (issue 43, decision 076).
 *
 * `lead_settings.retention_months`: the owners' setting "delete leads that are won, lost or handled and untouched for
 * N months"; null (the default, and what settings stored before have) means off.
 *
 * `lead_retention_runs`: the day (Pacific) the server's schedule ran the deletion, claimed once by whichever instance
 * got there first (primary key), with how many leads it deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("lead_settings").addColumn("retention_months", "integer").execute();
  await db.schema
    .createTable("lead_retention_runs")
    .addColumn("day", "text", (col) => col.primaryKey())
    .addColumn("months", "integer", (col) => col.notNull())
    .addColumn("deleted", "integer", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("lead_retention_runs").ifExists().execute();
  await db.schema.alterTable("lead_settings").dropColumn("retention_months").execute();
}
