import type { Kysely } from "kysely";

/**
 * The quota on files received before their quote request is sent (decision 022). `lead_attachments.client_hash`
 * records which client (pseudonymised, IPv6 grouped by /64) sent a pending file, so that client's pending files and
 * bytes can be counted on every instance. `upload_reservations` holds the bytes of uploads being received right now,
 * reserved against the same quota and the site's budget before they are written; a reservation is removed when its
 * request ends, and one left by an instance that stopped mid-upload no longer counts after `expires_at`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("lead_attachments").addColumn("client_hash", "text").execute();
  await db.schema.createIndex("lead_attachments_pending_client").on("lead_attachments").columns(["client_hash", "submission_id"]).execute();

  await db.schema
    .createTable("upload_reservations")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("client_hash", "text", (col) => col.notNull())
    .addColumn("bytes", "bigint", (col) => col.notNull())
    .addColumn("expires_at", "bigint", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("upload_reservations_client").on("upload_reservations").columns(["client_hash", "expires_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("upload_reservations").ifExists().execute();
  await db.schema.dropIndex("lead_attachments_pending_client").ifExists().execute();
  await db.schema.alterTable("lead_attachments").dropColumn("client_hash").execute();
}
