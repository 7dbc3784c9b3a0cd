import type { Kysely } from "kysely";

/**
 * The keys every instance on one database must agree on (the client-address key, the session key and the captcha
 * key), one row each. A generated key is kept in `value`; a key set by configuration is never stored, only its
 * salted scrypt `fingerprint`, so an instance started with another value is noticed. A row with neither has been
 * reset (`npm run secrets:reset`): the next start decides it afresh.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("shared_secrets")
    .addColumn("name", "text", (col) => col.primaryKey())
    .addColumn("value", "text")
    .addColumn("fingerprint", "text")
    .addColumn("created_at", "bigint", (col) => col.notNull())
    .addColumn("updated_at", "bigint", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("shared_secrets").ifExists().execute();
}
