import { type Kysely } from "kysely";

/**
 * Answering a lead from its page (issue 42, decision 072).
 *
 * `reply_templates`: the owners' reply templates, a content kind (decision 056): a name, an optional subject line and a
 * body with placeholders ({first name}, {product}, {showroom}, {visit time}), with the bookkeeping columns every kind
 * has. Seeded once from app/content/reply-templates.ts.
 *
 * `lead_replies`: each reply sent from a lead's page: its lead, its outbox row, who wrote it, its subject and body, and
 * when. The lead's timeline reads it.
 *
 * `outbox.thread`: a mail's place in a conversation, as the outbox ids of the earlier mails to the same person, oldest
 * first (JSON), or null. A reply's In-Reply-To names the last, its References all of them: each as the Message-ID that
 * mail was sent with (`<outbox id@site host>`, outbox-transport.server.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("reply_templates")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .addColumn("updated_by", "text", (col) => col.notNull())
    .addColumn("deleted_at", "bigint")
    .execute();
  await db.schema
    .createTable("lead_replies")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("submission_id", "text", (col) => col.notNull().references("submissions.id").onDelete("cascade"))
    .addColumn("outbox_id", "text", (col) => col.notNull())
    .addColumn("author", "text", (col) => col.notNull())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("lead_replies_submission").on("lead_replies").columns(["submission_id", "created_at"]).execute();
  await db.schema.alterTable("outbox").addColumn("thread", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("outbox").dropColumn("thread").execute();
  await db.schema.dropTable("lead_replies").ifExists().execute();
  await db.schema.dropTable("reply_templates").ifExists().execute();
}
