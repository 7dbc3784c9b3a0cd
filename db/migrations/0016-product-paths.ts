import { type Kysely } from "kysely";

/**
 * A product's earlier addresses (decision 036): renaming a product's page keeps its old path, which then answers a
 * permanent redirect to the product's current path. One row per old path; the redirect is read by joining the
 * product, so a chain of renames always lands on the current address in one step. A product hidden from the site
 * keeps its status in `products.status` ("hidden", a text column: no change needed there).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("product_paths")
    .addColumn("path", "text", (col) => col.primaryKey())
    .addColumn("product_id", "text", (col) => col.notNull().references("products.id").onDelete("cascade"))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("product_paths").ifExists().execute();
}
