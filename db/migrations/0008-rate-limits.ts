import { sql, type Kysely } from "kysely";
import { isPostgres } from "../support/dialect";

/**
 * The rate limiters' counters on PostgreSQL (rate-limiter-flexible's own layout), made here once instead of by each
 * limiter as it starts: several limiters creating it at the same moment raced ("type rate_limits already exists"),
 * and a limiter refused its first posts until its table was ready. On SQLite the counters stay in memory.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!(await isPostgres(db))) return;
  await sql`CREATE TABLE IF NOT EXISTS rate_limits (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!(await isPostgres(db))) return;
  await sql`DROP TABLE IF EXISTS rate_limits`.execute(db);
}
