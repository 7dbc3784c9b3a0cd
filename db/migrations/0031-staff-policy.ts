import { type Kysely } from "kysely";

/**
 * The owners' rules for staff accounts (decision 066): which roles must have a second factor. One row, made here
 * with no role required.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("staff_policy")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("second_factor_roles", "text", (column) => column.notNull().defaultTo("[]"))
    .addColumn("updated_at", "bigint", (column) => column.notNull())
    .execute();
  await (db as Kysely<{ staff_policy: { id: string; second_factor_roles: string; updated_at: number } }>)
    .insertInto("staff_policy")
    .values({ id: "policy", second_factor_roles: "[]", updated_at: 0 })
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("staff_policy").execute();
}
