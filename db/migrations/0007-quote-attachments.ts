import { sql, type Kysely } from "kysely";
import { isPostgres } from "../support/dialect";

/**
 * A quote request's attachments (decision 015): drawings and photos a visitor sends with the schedule, kept in the
 * database like uploaded images so every instance on one PostgreSQL serves them to the staff.
 *
 * `lead_attachments` is one row per file: its name as sent, the type found from its bytes, its size and SHA-256.
 * A file is received before its request is stored (a form sent back with an error, or rearranged without
 * JavaScript, keeps its files): until then `submission_id` is null and the row is pending, known only by its random
 * id, which the visitor's form carries; pending rows older than a day are removed. The bytes are in
 * `lead_attachment_chunks`, in pieces of at most 1 MB, so a 15 MB drawing is never held whole in memory, neither when
 * it is stored nor when it is downloaded.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const blob = (await isPostgres(db)) ? sql`bytea` : sql`blob`;

  await db.schema
    .createTable("lead_attachments")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("submission_id", "text", (col) => col.references("submissions.id").onDelete("cascade"))
    .addColumn("position", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("original_name", "text", (col) => col.notNull())
    .addColumn("content_type", "text", (col) => col.notNull())
    .addColumn("bytes", "bigint", (col) => col.notNull().check(sql`bytes > 0`))
    .addColumn("sha256", "text", (col) => col.notNull())
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("lead_attachments_submission").on("lead_attachments").columns(["submission_id", "position"]).execute();
  await db.schema.createIndex("lead_attachments_pending").on("lead_attachments").columns(["submission_id", "created_at"]).execute();

  await db.schema
    .createTable("lead_attachment_chunks")
    .addColumn("attachment_id", "text", (col) => col.notNull().references("lead_attachments.id").onDelete("cascade"))
    .addColumn("seq", "integer", (col) => col.notNull())
    .addColumn("data", blob, (col) => col.notNull())
    .addPrimaryKeyConstraint("lead_attachment_chunks_pk", ["attachment_id", "seq"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("lead_attachment_chunks").ifExists().execute();
  await db.schema.dropTable("lead_attachments").ifExists().execute();
}
