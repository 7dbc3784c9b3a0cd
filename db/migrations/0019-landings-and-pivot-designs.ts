import { type Kysely } from "kysely";

/**
 * The catalogue's landing pages and the pivot door designs move into the database, seeded once from
 * app/content/landings.ts and pivot-designs.ts (decision 039).
 *
 * `landings`: one row per landing page. `path` is its address (the set of landing addresses is fixed: their routes are
 * explicit); its words as columns; `intro` (paragraphs), `sections` (heading and cards) and `also_listed` (the
 * products whose pages are also served under its address, the alias addresses) as JSON text, checked by the build's
 * landing rules on every read. `position` keeps the seed's order.
 *
 * `pivot_designs`: one row per design, shown in `position` order: its name, description (the picture's alt text), an
 * optional photo from the image library (`media_id`), and `drawing`, the name of the panel the build draws for it
 * (the shipped designs'), null for a design added later.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("landings")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("path", "text", (col) => col.notNull().unique())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("heading", "text", (col) => col.notNull())
    .addColumn("eyebrow", "text")
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("intro", "text", (col) => col.notNull())
    .addColumn("sections", "text", (col) => col.notNull())
    .addColumn("also_listed", "text", (col) => col.notNull())
    .addColumn("showroom_banner", "integer", (col) => col.notNull())
    .addColumn("pivot_gallery", "integer", (col) => col.notNull())
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .addColumn("updated_by", "text", (col) => col.notNull())
    .addColumn("deleted_at", "bigint")
    .execute();
  await db.schema
    .createTable("pivot_designs")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("media_id", "text")
    .addColumn("drawing", "text")
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .addColumn("updated_by", "text", (col) => col.notNull())
    .addColumn("deleted_at", "bigint")
    .execute();
  await db.schema.createIndex("pivot_designs_position").on("pivot_designs").column("position").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("pivot_designs").ifExists().execute();
  await db.schema.dropTable("landings").ifExists().execute();
}
