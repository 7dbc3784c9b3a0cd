import type { Kysely } from "kysely";

/**
 * Held submissions (decision 027): a post from a browser that could not run the captcha is stored with the status
 * "held" (a text column, no change needed there) and one row here with what releasing it needs (JSON: a visit's
 * showroom, time and purpose; a quote request's details), whether staff were told of it, and once released by whom,
 * when and how it went (mailed, booked, or the time was taken meanwhile).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("held_submissions")
    .addColumn("submission_id", "text", (col) => col.primaryKey().references("submissions.id").onDelete("cascade"))
    .addColumn("request", "text", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("notified", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("released_at", "bigint")
    .addColumn("released_by", "text")
    .addColumn("outcome", "text")
    .execute();
  await db.schema.createIndex("held_submissions_created_at").on("held_submissions").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("held_submissions").ifExists().execute();
}
