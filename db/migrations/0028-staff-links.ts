import { sql, type Kysely } from "kysely";

/**
 * One-use links mailed to staff (decision 064, issue 41): an owner's invitation to a colleague, and a link to set a
 * new password after "Forgot your password?". One table for both kinds. The link's token is never stored, only its
 * SHA-256 (`token_hash`), so a copy of the database opens nothing.
 *
 * - `kind`: "invitation" (email, role and name of the person invited, by whom) or "reset" (the account it is for).
 * - `expires_at`: 72 hours after an invitation is sent (or sent again), 30 minutes after a reset link.
 * - `used_at` / `revoked_at`: a link opens once; an owner revokes an invitation, a newer reset link replaces an older.
 * Rows are deleted some days after they stopped working (staff-links.server.ts, sweepStaffLinks).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("staff_links")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("token_hash", "text", (column) => column.notNull().unique())
    .addColumn("kind", "text", (column) => column.notNull().check(sql`kind in ('invitation', 'reset')`))
    .addColumn("email", "text", (column) => column.notNull())
    .addColumn("user_id", "text")
    .addColumn("role", "text", (column) => column.check(sql`role is null or role in ('owner', 'editor', 'sales')`))
    .addColumn("display_name", "text")
    .addColumn("created_by", "text")
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("expires_at", "bigint", (column) => column.notNull())
    .addColumn("used_at", "bigint")
    .addColumn("revoked_at", "bigint")
    .execute();
  await db.schema.createIndex("staff_links_kind_email").on("staff_links").columns(["kind", "email"]).execute();
  await db.schema.createIndex("staff_links_expires").on("staff_links").column("expires_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("staff_links").ifExists().execute();
}
