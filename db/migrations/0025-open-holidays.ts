import { type Kysely } from "kysely";

/**
 * Statutory holidays the owners open (decision 048): the showrooms are closed on British Columbia's statutory
 * holidays (app/lib/visits/holidays.ts computes them for any year), unless a row here opens one for a showroom. One
 * row per showroom and date; removing it closes the day again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("showroom_open_holidays")
    .addColumn("showroom", "text", (col) => col.notNull())
    .addColumn("date", "text", (col) => col.notNull())
    .addColumn("opened_at", "bigint", (col) => col.notNull())
    .addColumn("opened_by", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("showroom_open_holidays_pk", ["showroom", "date"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("showroom_open_holidays").execute();
}
