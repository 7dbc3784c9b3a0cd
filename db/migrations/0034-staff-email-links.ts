import { sql, type Kysely } from "kysely";
import { isPostgres } from "../support/dialect";

/**
 * A staff member changes the email of their account (issue 41): the new address gets a one-use link, and the email
 * changes only when it is opened. The link is a staff link of a third kind, "email" (decision 064's table, amended):
 * `email` is the new address, `user_id` the account. Only the table's CHECK on `kind` changes.
 *
 * PostgreSQL replaces the constraint; SQLite cannot change a CHECK, so the table is made again with it, its rows copied
 * and its indexes made as before.
 */
const KINDS_BEFORE = sql`kind in ('invitation', 'reset')`;
const KINDS_AFTER = sql`kind in ('invitation', 'reset', 'email')`;

async function withKinds(db: Kysely<unknown>, kinds: typeof KINDS_AFTER): Promise<void> {
  if (await isPostgres(db)) {
    await sql`alter table staff_links drop constraint if exists staff_links_kind_check`.execute(db);
    await sql`alter table staff_links add constraint staff_links_kind_check check (${kinds})`.execute(db);
    return;
  }
  await db.schema
    .createTable("staff_links_next")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("token_hash", "text", (column) => column.notNull().unique())
    .addColumn("kind", "text", (column) => column.notNull().check(kinds))
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
  await sql`insert into staff_links_next select id, token_hash, kind, email, user_id, role, display_name, created_by, created_at, expires_at, used_at, revoked_at from staff_links`.execute(db);
  await db.schema.dropTable("staff_links").execute();
  await sql`alter table staff_links_next rename to staff_links`.execute(db);
  await db.schema.createIndex("staff_links_kind_email").on("staff_links").columns(["kind", "email"]).execute();
  await db.schema.createIndex("staff_links_expires").on("staff_links").column("expires_at").execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await withKinds(db, KINDS_AFTER);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from staff_links where kind = 'email'`.execute(db);
  await withKinds(db, KINDS_BEFORE);
}
