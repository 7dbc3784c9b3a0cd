import { sql, type Kysely } from "kysely";

/**
 * Staff roles and names (decision 062, issue 41): `role` is owner, editor or sales, and every account made before
 * roles existed is an owner, as the first account always is; `display_name` is shown wherever an edit is signed
 * ("Last edited by"), the email where an account has none yet.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("role", "text", (column) => column.notNull().defaultTo("owner").check(sql`role in ('owner', 'editor', 'sales')`))
    .execute();
  await db.schema.alterTable("users").addColumn("display_name", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("display_name").execute();
  await db.schema.alterTable("users").dropColumn("role").execute();
}
