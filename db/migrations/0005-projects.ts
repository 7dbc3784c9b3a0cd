import { type Kysely } from "kysely";

/**
 * Projects of the gallery move into the database, edited by staff like the rest of the owner content (revisions,
 * soft delete, the content version). Lists are JSON text: the products used (catalogue ids), the photos in their
 * order ({ mediaId, alt, caption }), and for the projects the site shipped with, the drawn pictures that show until a
 * photo replaces them. `position` orders the gallery, smallest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("projects")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("slug", "text", (col) => col.notNull().unique())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("place", "text", (col) => col.notNull())
    .addColumn("area", "text", (col) => col.notNull())
    .addColumn("year", "integer", (col) => col.notNull())
    .addColumn("type", "text", (col) => col.notNull())
    .addColumn("scope", "text", (col) => col.notNull())
    .addColumn("products", "text", (col) => col.notNull())
    .addColumn("photos", "text", (col) => col.notNull())
    .addColumn("main_media_id", "text")
    .addColumn("drawing", "text")
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("position", "integer", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .addColumn("updated_by", "text", (col) => col.notNull())
    .addColumn("deleted_at", "bigint")
    .execute();
  await db.schema.createIndex("projects_position").on("projects").column("position").execute();

  // A project's earlier addresses: /projects/old-slug answers 301 to the current one.
  await db.schema
    .createTable("project_slugs")
    .addColumn("slug", "text", (col) => col.primaryKey())
    .addColumn("project_id", "text", (col) => col.notNull().references("projects.id").onDelete("cascade"))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("project_slugs").ifExists().execute();
  await db.schema.dropTable("projects").ifExists().execute();
}
