import { type Kysely } from "kysely";

/**
 * Passkeys (WebAuthn) for staff accounts (decision 067): each account's registered credentials, with the name its owner
 * gave, and the challenges of sign-ins already used (kept until they expire, so a signed-in assertion is not replayed).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("passkeys")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("user_id", "text", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("credential_id", "text", (column) => column.notNull().unique())
    .addColumn("public_key", "text", (column) => column.notNull())
    .addColumn("counter", "bigint", (column) => column.notNull().defaultTo(0))
    .addColumn("transports", "text", (column) => column.notNull().defaultTo("[]"))
    .addColumn("backed_up", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("last_used_at", "bigint")
    .execute();
  await db.schema.createIndex("passkeys_user").on("passkeys").column("user_id").execute();
  await db.schema
    .createTable("passkey_challenges")
    .addColumn("challenge_hash", "text", (column) => column.primaryKey())
    .addColumn("expires_at", "bigint", (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("passkey_challenges").execute();
  await db.schema.dropTable("passkeys").execute();
}
