import { type Kysely } from "kysely";

/**
 * The page copy moves into the database (decision 044): one row a page (`id` its key: "home", "about", "energy", …),
 * seeded once from app/content/page-copy.ts. `data` is the record as JSON text, checked by the page schema
 * (app/content/page-copy.schema.ts) on every read and every edit. Its history is the content revisions', as for every
 * kind; a page is never deleted (`deleted_at` stays null: the column keeps the content tables' shape).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("page_copy")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("data", "text", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .addColumn("updated_by", "text", (col) => col.notNull())
    .addColumn("deleted_at", "bigint")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("page_copy").ifExists().execute();
}
