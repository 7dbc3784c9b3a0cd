import { type Kysely } from "kysely";

/**
 * A second factor for staff accounts (decision 066, issue 41): an authenticator app's secret (encrypted, with the
 * time step last accepted, so a code is used once), a secret being set up, and ten one-use recovery codes, kept as
 * hashes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("totp_secret", "text").execute();
  await db.schema.alterTable("users").addColumn("totp_pending_secret", "text").execute();
  await db.schema.alterTable("users").addColumn("totp_enabled_at", "bigint").execute();
  await db.schema.alterTable("users").addColumn("totp_last_step", "bigint").execute();
  await db.schema
    .createTable("recovery_codes")
    .addColumn("code_hash", "text", (column) => column.primaryKey())
    .addColumn("user_id", "text", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("used_at", "bigint")
    .execute();
  await db.schema.createIndex("recovery_codes_user").on("recovery_codes").column("user_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("recovery_codes").execute();
  for (const column of ["totp_last_step", "totp_enabled_at", "totp_pending_secret", "totp_secret"]) {
    await db.schema.alterTable("users").dropColumn(column).execute();
  }
}
