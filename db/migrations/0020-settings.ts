import { type Kysely } from "kysely";

/**
 * The company details move into the database (decision 040): one row (`id` "company"), seeded once from
 * app/content/site.ts and settings.ts. `data` is the record as JSON text, checked by the settings schema
 * (app/content/settings.schema.ts) on every read and every edit. Its history is the content revisions', as for every
 * kind; it is never deleted (`deleted_at` stays null: the column keeps the content tables' shape).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("settings")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("data", "text", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .addColumn("updated_by", "text", (col) => col.notNull())
    .addColumn("deleted_at", "bigint")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("settings").ifExists().execute();
}
