import type { Kysely } from "kysely";

/**
 * The staff inbox: a history of who changed a submission's status and when, and the indexes its queries use
 * (sessions by expiry, sign-in attempts by account and by client within the throttling window).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("submission_events")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("submission_id", "text", (col) => col.notNull().references("submissions.id").onDelete("cascade"))
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("actor", "text", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("submission_events_submission").on("submission_events").columns(["submission_id", "created_at"]).execute();

  await db.schema.createIndex("submissions_status_created_at").on("submissions").columns(["status", "created_at"]).execute();
  await db.schema.createIndex("sessions_expires_at").on("sessions").column("expires_at").execute();
  await db.schema.createIndex("sessions_user").on("sessions").column("user_id").execute();
  await db.schema.createIndex("login_attempts_account").on("login_attempts").columns(["account_key", "created_at"]).execute();
  await db.schema.createIndex("login_attempts_client").on("login_attempts").columns(["client_hash", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    "login_attempts_client",
    "login_attempts_account",
    "sessions_user",
    "sessions_expires_at",
    "submissions_status_created_at",
  ]) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  await db.schema.dropTable("submission_events").ifExists().execute();
}
