import type { Kysely } from "kysely";

/**
 * The lead store. Valid on SQLite and PostgreSQL alike: text ids (UUIDs made by the app), times as integer
 * milliseconds since the epoch (bigint), booleans as integers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("submissions")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("form_id", "text", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("first_name", "text", (col) => col.notNull())
    .addColumn("last_name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("phone", "text", (col) => col.notNull())
    .addColumn("message", "text")
    .addColumn("how_did_you_hear", "text")
    .addColumn("company", "text")
    .addColumn("guests", "integer")
    .addColumn("marketing_consent", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("status", "text", (col) => col.notNull().defaultTo("new"))
    .addColumn("handled_at", "bigint")
    .addColumn("handled_by", "text")
    .addColumn("client_hash", "text", (col) => col.notNull())
    .addColumn("user_agent", "text")
    .execute();
  await db.schema.createIndex("submissions_created_at").on("submissions").column("created_at").execute();
  await db.schema.createIndex("submissions_form_status").on("submissions").columns(["form_id", "status"]).execute();

  await db.schema
    .createTable("outbox")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("submission_id", "text", (col) => col.references("submissions.id").onDelete("cascade"))
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("recipient", "text", (col) => col.notNull())
    .addColumn("reply_to", "text")
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "bigint", (col) => col.notNull())
    .addColumn("locked_until", "bigint")
    .addColumn("sent_at", "bigint")
    .addColumn("last_error", "text")
    .execute();
  await db.schema.createIndex("outbox_pending").on("outbox").columns(["sent_at", "next_attempt_at"]).execute();
  await db.schema.createIndex("outbox_submission").on("outbox").column("submission_id").execute();

  await db.schema
    .createTable("users")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("email", "text", (col) => col.notNull().unique())
    .addColumn("password_hash", "text", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "text", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("expires_at", "bigint", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("login_attempts")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("account_key", "text", (col) => col.notNull())
    .addColumn("client_hash", "text", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("succeeded", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("login_attempts_created_at").on("login_attempts").column("created_at").execute();

  // Each captcha solution is accepted once; its signature is kept until the challenge expires.
  await db.schema
    .createTable("captcha_uses")
    .addColumn("signature", "text", (col) => col.primaryKey())
    .addColumn("expires_at", "bigint", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["captcha_uses", "login_attempts", "sessions", "users", "outbox", "submissions"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
