import { type Kysely } from "kysely";

/**
 * The energy and rebate figures move into the database (decision 043): one row (`id` "figures"), seeded once from
 * app/content/energy.ts. `data` is the record as JSON text, checked by the energy schema (app/content/energy.schema.ts)
 * on every read and every edit. Its history is the content revisions', as for every kind; it is never deleted
 * (`deleted_at` stays null: the column keeps the content tables' shape).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("energy_figures")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("data", "text", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .addColumn("updated_by", "text", (col) => col.notNull())
    .addColumn("deleted_at", "bigint")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("energy_figures").ifExists().execute();
}
