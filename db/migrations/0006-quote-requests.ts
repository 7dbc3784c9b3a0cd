import { sql, type Kysely } from "kysely";

/**
 * Quote requests (decision 014). A quote request is a submission (kind "quote"), so the inbox, the outbox and spam
 * handling apply as for every lead; `quote_requests` adds its project, the summary the server computed when it was
 * received (JSON), and the quote's own status (new, quoted, won, lost; who changed it and when), while the
 * submission's status keeps meaning handled or spam. `quote_openings` holds the schedule, one row per opening in the
 * visitor's order, sizes in whole mm checked by the database.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("quote_requests")
    .addColumn("submission_id", "text", (col) => col.primaryKey().references("submissions.id").onDelete("cascade"))
    .addColumn("project_location", "text", (col) => col.notNull())
    .addColumn("project_type", "text", (col) => col.notNull())
    .addColumn("timeline", "text", (col) => col.notNull())
    .addColumn("energy_target", "text")
    .addColumn("summary", "text", (col) => col.notNull())
    .addColumn("quote_status", "text", (col) =>
      col.notNull().defaultTo("new").check(sql`quote_status in ('new', 'quoted', 'won', 'lost')`),
    )
    .addColumn("status_changed_at", "bigint")
    .addColumn("status_changed_by", "text")
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("quote_requests_status").on("quote_requests").columns(["quote_status", "created_at"]).execute();

  await db.schema
    .createTable("quote_openings")
    .addColumn("submission_id", "text", (col) => col.notNull().references("quote_requests.submission_id").onDelete("cascade"))
    .addColumn("position", "integer", (col) => col.notNull().check(sql`position >= 1`))
    .addColumn("product", "text", (col) => col.notNull())
    .addColumn("configuration", "text")
    .addColumn("width_mm", "integer", (col) => col.notNull().check(sql`width_mm between 1 and 10000`))
    .addColumn("height_mm", "integer", (col) => col.notNull().check(sql`height_mm between 1 and 10000`))
    .addColumn("quantity", "integer", (col) => col.notNull().check(sql`quantity between 1 and 99`))
    .addColumn("note", "text")
    .addColumn("entered_unit", "text", (col) => col.notNull().check(sql`entered_unit in ('mm', 'in')`))
    .addPrimaryKeyConstraint("quote_openings_pk", ["submission_id", "position"])
    .execute();
  await db.schema.createIndex("quote_openings_product").on("quote_openings").column("product").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("quote_openings").ifExists().execute();
  await db.schema.dropTable("quote_requests").ifExists().execute();
}
