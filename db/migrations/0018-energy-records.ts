import { type Kysely } from "kysely";

/**
 * A product's energy records (issue 33, decision 038): one per configuration, with its U-value, the basis it is stated
 * on, the certification it holds if any, the document that states it and the day it was checked; JSON text checked by
 * the catalogue schema on every read, as the product's other lists (decision 034). The old `certifications` column
 * stays (unused): a certification without its source document cannot become a record, and none was ever stored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("products").addColumn("energy_records", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("products").dropColumn("energy_records").execute();
}
