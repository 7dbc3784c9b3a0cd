import { sql, type Kysely } from "kysely";
import { isPostgres } from "../support/dialect";

/**
 * A product's uploaded pictures and files (decision 037).
 *
 * `products.cover_image`: the library image shown as the product's cover and link preview (null: the drawn one). The
 * other pictures' image ids live in the product's JSON lists (renders, typologies, sections), as optional `image`.
 *
 * `product_files`: brochures, installation guides and CAD details staff upload to a product, one row per file: the
 * label and type staff gave, the name as sent, the stored (content-addressed) name its address ends with, its size,
 * SHA-256, who uploaded it and when, its place in the list, and when it was deleted (kept for the record, served no
 * more). The bytes are in `product_file_chunks`, in pieces of at most 1 MB, like a quote's attachments (decision 015):
 * every instance on one PostgreSQL serves them, and a backup of the database holds them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const blob = (await isPostgres(db)) ? sql`bytea` : sql`blob`;

  await db.schema.alterTable("products").addColumn("cover_image", "text").execute();

  await db.schema
    .createTable("product_files")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("product_id", "text", (col) => col.notNull().references("products.id").onDelete("cascade"))
    .addColumn("label", "text", (col) => col.notNull())
    .addColumn("type", "text", (col) => col.notNull())
    .addColumn("format", "text", (col) => col.notNull())
    .addColumn("original_name", "text", (col) => col.notNull())
    .addColumn("stored_name", "text", (col) => col.notNull())
    .addColumn("bytes", "bigint", (col) => col.notNull().check(sql`bytes > 0`))
    .addColumn("sha256", "text", (col) => col.notNull())
    .addColumn("position", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("created_by", "text", (col) => col.notNull())
    .addColumn("deleted_at", "bigint")
    .execute();
  await db.schema.createIndex("product_files_product").on("product_files").columns(["product_id", "deleted_at", "position"]).execute();

  await db.schema
    .createTable("product_file_chunks")
    .addColumn("file_id", "text", (col) => col.notNull().references("product_files.id").onDelete("cascade"))
    .addColumn("seq", "integer", (col) => col.notNull())
    .addColumn("data", blob, (col) => col.notNull())
    .addPrimaryKeyConstraint("product_file_chunks_pk", ["file_id", "seq"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("product_file_chunks").ifExists().execute();
  await db.schema.dropTable("product_files").ifExists().execute();
  await db.schema.alterTable("products").dropColumn("cover_image").execute();
}
