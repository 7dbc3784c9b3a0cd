import { type Kysely } from "kysely";

/**
 * The catalogue's products move into the database, seeded once from app/content/products.ts (decision 034). One row
 * per product: the fields of `Product` (app/content/schema.ts) as columns, its lists and nested parts as JSON text
 * checked by the same schema on every read (specifications, Step Code, certifications, renders, typologies, sections,
 * related files, advantages). `slug` is the product's id ("sd95"), which names its pictures and spec sheet; `path` its
 * page. `position` keeps the catalogue's order, smallest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("products")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("slug", "text", (col) => col.notNull().unique())
    .addColumn("path", "text", (col) => col.notNull().unique())
    .addColumn("family", "text", (col) => col.notNull())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("manufacturer", "text", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("subtitle", "text", (col) => col.notNull())
    .addColumn("summary", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("specifications", "text", (col) => col.notNull())
    .addColumn("step_code", "text")
    .addColumn("certifications", "text")
    .addColumn("energy_notes", "text", (col) => col.notNull())
    .addColumn("cover_alt", "text", (col) => col.notNull())
    .addColumn("renders", "text", (col) => col.notNull())
    .addColumn("typologies", "text", (col) => col.notNull())
    .addColumn("sections", "text", (col) => col.notNull())
    .addColumn("related_files", "text", (col) => col.notNull())
    .addColumn("advantages", "text")
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .addColumn("updated_by", "text", (col) => col.notNull())
    .addColumn("deleted_at", "bigint")
    .execute();
  await db.schema.createIndex("products_position").on("products").column("position").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("products").ifExists().execute();
}
