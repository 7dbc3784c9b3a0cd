import { type Kysely } from "kysely";

/**
 * Marketing consent and unsubscribing (issue 43, decision 074).
 *
 * `marketing_consents`: each "send me news" a person ticked: its lead, the address as compared (trimmed, lower case),
 * the exact words the form showed them (made by the server from the form's definition, never taken from the post),
 * the form and when. One row per lead that gave it.
 *
 * `email_suppressions`: the addresses that unsubscribed, as compared, with when and how (the page's button or a mail
 * program's one-click post). The export of consenting contacts leaves out every address here that has not ticked the
 * box again since.
 *
 * `outbox.unsubscribe`: 1 on a mail that is not a direct answer (a confirmation, a reminder): it is sent with an
 * unsubscribe link in its text and the List-Unsubscribe headers (RFC 8058), made when it is sent.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("marketing_consents")
    .addColumn("submission_id", "text", (col) => col.primaryKey().references("submissions.id").onDelete("cascade"))
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("wording", "text", (col) => col.notNull())
    .addColumn("form_id", "text", (col) => col.notNull())
    .addColumn("given_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("marketing_consents_email").on("marketing_consents").columns(["email", "given_at"]).execute();
  await db.schema
    .createTable("email_suppressions")
    .addColumn("email", "text", (col) => col.primaryKey())
    .addColumn("source", "text", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .execute();
  // Nullable: a batch of rows inserted together where only some say it gets NULL on SQLite for the others (no DEFAULT in
  // a VALUES list there), which reads as 0.
  await db.schema.alterTable("outbox").addColumn("unsubscribe", "integer", (col) => col.defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("outbox").dropColumn("unsubscribe").execute();
  await db.schema.dropTable("email_suppressions").ifExists().execute();
  await db.schema.dropTable("marketing_consents").ifExists().execute();
}
