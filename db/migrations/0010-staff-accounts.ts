import { sql, type Kysely } from "kysely";

/**
 * Staff accounts that can be removed, sessions a staff member can see and end, and the sign-in throttle's count per
 * account and client (decision 024).
 *
 * - `users.disabled_at` / `disabled_by`: a removed account keeps its row (its email stays in the history of what it
 *   did) but cannot sign in and has no sessions; adding the same email again brings it back with a new password.
 *   Roles, invitations, password reset and a second factor will add their own columns or tables next to it.
 * - `sessions.last_seen_at`, `browser` (a short description such as "Firefox on Windows", never the raw header) and
 *   `client_hash` (the pseudonymised address the sign-in came from, never the address itself).
 * - `login_attempts (account_key, client_hash, created_at)`: failures of one account from one client.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("disabled_at", "bigint").execute();
  await db.schema.alterTable("users").addColumn("disabled_by", "text").execute();
  await db.schema.alterTable("sessions").addColumn("last_seen_at", "bigint").execute();
  await db.schema.alterTable("sessions").addColumn("browser", "text").execute();
  await db.schema.alterTable("sessions").addColumn("client_hash", "text").execute();
  await sql`UPDATE sessions SET last_seen_at = created_at`.execute(db);
  await db.schema
    .createIndex("login_attempts_account_client")
    .on("login_attempts")
    .columns(["account_key", "client_hash", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("login_attempts_account_client").ifExists().execute();
  for (const column of ["client_hash", "browser", "last_seen_at"]) await db.schema.alterTable("sessions").dropColumn(column).execute();
  for (const column of ["disabled_by", "disabled_at"]) await db.schema.alterTable("users").dropColumn(column).execute();
}
