import { sql, type Kysely } from "kysely";

/**
 * Showroom visits (decision 016). `showroom_availability` keeps each showroom's settings as staff set them (JSON: weekly
 * hours, visit length, buffer, notice, horizon, capacity) and `showroom_closures` its closed days. `visits` holds
 * visits booked by visitors (with their submission, kind "visit") or by staff, and times staff blocked.
 *
 * A double booking is made impossible by the database itself: time is a grid of 15-minute cells, and a visit (with
 * its buffer) claims each cell it covers at one seat (1 … the showroom's capacity) in `visit_cells`, whose primary
 * key is (showroom, cell_start, seat). Two bookings racing for the last place, on one instance or on two sharing a
 * PostgreSQL, cannot both commit. `visit_tokens` are the hashes of the links that let a visitor move or cancel.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("showroom_availability")
    .addColumn("showroom", "text", (col) => col.primaryKey())
    .addColumn("settings", "text", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .addColumn("updated_by", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("showroom_closures")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("showroom", "text", (col) => col.notNull())
    .addColumn("from_date", "text", (col) => col.notNull())
    .addColumn("to_date", "text", (col) => col.notNull().check(sql`to_date >= from_date`))
    .addColumn("reason", "text", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("created_by", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("showroom_closures_dates").on("showroom_closures").columns(["showroom", "to_date"]).execute();

  await db.schema
    .createTable("visits")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("submission_id", "text", (col) => col.references("submissions.id").onDelete("cascade"))
    .addColumn("showroom", "text", (col) => col.notNull())
    .addColumn("kind", "text", (col) => col.notNull().check(sql`kind in ('visit', 'block')`))
    .addColumn("purpose", "text")
    .addColumn("status", "text", (col) => col.notNull().defaultTo("confirmed").check(sql`status in ('confirmed', 'cancelled')`))
    .addColumn("starts_at", "bigint", (col) => col.notNull())
    .addColumn("ends_at", "bigint", (col) => col.notNull())
    .addColumn("buffer_minutes", "integer", (col) => col.notNull())
    .addColumn("seat", "integer")
    .addColumn("name", "text")
    .addColumn("email", "text")
    .addColumn("phone", "text")
    .addColumn("note", "text")
    .addColumn("sequence", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("reminder_outbox_id", "text")
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("created_by", "text", (col) => col.notNull())
    .addColumn("changed_at", "bigint")
    .addColumn("changed_by", "text")
    .execute();
  await db.schema.createIndex("visits_time").on("visits").columns(["showroom", "status", "starts_at"]).execute();
  await db.schema.createIndex("visits_submission").on("visits").column("submission_id").execute();

  await db.schema
    .createTable("visit_cells")
    .addColumn("showroom", "text", (col) => col.notNull())
    .addColumn("cell_start", "bigint", (col) => col.notNull())
    .addColumn("seat", "integer", (col) => col.notNull())
    .addColumn("visit_id", "text", (col) => col.notNull().references("visits.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("visit_cells_pk", ["showroom", "cell_start", "seat"])
    .execute();
  await db.schema.createIndex("visit_cells_visit").on("visit_cells").column("visit_id").execute();

  await db.schema
    .createTable("visit_tokens")
    .addColumn("token_hash", "text", (col) => col.primaryKey())
    .addColumn("visit_id", "text", (col) => col.notNull().references("visits.id").onDelete("cascade"))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("used_at", "bigint")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["visit_tokens", "visit_cells", "visits", "showroom_closures", "showroom_availability"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
