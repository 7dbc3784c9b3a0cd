import { type Kysely } from "kysely";

/**
 * The audit log (decision 065, issue 41): one row per thing a staff member did or tried (signing in, accounts, content,
 * leads, exports, backups), appended and never changed; rows older than AUDIT_RETENTION_DAYS are purged by the
 * server's sweep. `client` is the pseudonymised address and `browser` the browser family, never the raw ones.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("audit_log")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("at", "bigint", (column) => column.notNull())
    .addColumn("actor_id", "text")
    .addColumn("actor_email", "text")
    .addColumn("action", "text", (column) => column.notNull())
    .addColumn("area", "text", (column) => column.notNull())
    .addColumn("subject", "text", (column) => column.notNull())
    .addColumn("link", "text")
    .addColumn("client", "text")
    .addColumn("browser", "text")
    .execute();
  await db.schema.createIndex("audit_log_at").on("audit_log").columns(["at", "id"]).execute();
  await db.schema.createIndex("audit_log_actor_at").on("audit_log").columns(["actor_email", "at"]).execute();
  await db.schema.createIndex("audit_log_area_at").on("audit_log").columns(["area", "at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("audit_log").execute();
}
