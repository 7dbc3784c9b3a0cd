import { sql, type Kysely } from "kysely";

/** Whether a migration runs on PostgreSQL (else SQLite): for the few types and tables that differ. */
export async function isPostgres(db: Kysely<unknown>): Promise<boolean> {
  const { rows } = await sql<{ v: string }>`select version() as v`.execute(db).catch(() => ({ rows: [] as { v: string }[] }));
  return rows.some((row) => /postgres/i.test(row.v));
}
