import { randomBytes } from "node:crypto";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, type Migration } from "kysely";
import pg from "pg";
import type { Database } from "../platform/db-schema";
import { MIGRATIONS, migratorFor, type Dialect } from "../platform/database.server";
import { pgScriptFrom, type PgScript } from "./pg-script.server";
import { findPgTool, pgConnection } from "./pg-tools.server";
import { compareShapes, describeDifference, sqliteShape, type SchemaShape } from "./schema-shape.server";

/**
 * The schema check of a backup (decision 063): a file is taken for a backup of this site only when it holds exactly
 * what this version's migrations make, up to the last migration it records; nothing more (no trigger, view, table,
 * column or index of anyone else's), nothing made otherwise, nothing less. The expected shape comes from migrating an
 * empty database of the same kind (SQLite in memory; PostgreSQL a throwaway schema, dropped after), so it is what the
 * migrations really make and never a list kept by hand. The file is only read: an SQLite file's catalogue, a dump's
 * script as text (pg-script.server.ts); nothing in it runs.
 */

/** A schema made for the expected shape: its name, so that one left behind by a crash is recognised. */
export const CHECK_SCHEMA_PREFIX = "helios_schema_check_";

export interface BackupAccount {
  email: string;
  role: string;
  displayName: string | null;
  /** Removed accounts keep their row (decision 024); they cannot sign in until added again. */
  removed: boolean;
  /** An authenticator app is on (migration 0030): signing in also asks for its code. */
  secondFactor: boolean;
  /** How many passkeys the account has (migration 0032): each signs in alone. */
  passkeys: number;
}

export interface BackupContents {
  /** The migrations the file records, in order. */
  migrations: string[];
  accounts: BackupAccount[];
}

export type SchemaCheck = { ok: true; contents: BackupContents } | { ok: false; problem: string };

const refused = (problem: string): SchemaCheck => ({ ok: false, problem });

/** The migrations up to the file's own level, or why its record cannot be one this version reads. */
function migrationsUpTo(recorded: string[]): { migrations: Record<string, Migration> } | { problem: string } {
  const known = Object.keys(MIGRATIONS);
  const unknown = recorded.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    const which = unknown.length === 1 ? `migration ${unknown[0]} is` : `migrations ${unknown.join(", ")} are`;
    return { problem: `it was made by a newer version of the site (${which} not known to this one): restore it with that version` };
  }
  if (recorded.length === 0) return { problem: "it records no migrations, so it is not a backup of this site" };
  const level = known.slice(0, recorded.length);
  const skipped = level.filter((name) => !recorded.includes(name));
  if (skipped.length > 0) return { problem: `its record of migrations skips ${skipped.join(", ")}, which no version of the site does` };
  return { migrations: Object.fromEntries(level.map((name) => [name, MIGRATIONS[name]!])) };
}

/** Shapes already computed, per dialect and migration level: the migrations do not change while the process runs. */
const expectedShapes = new Map<string, Promise<SchemaShape>>();

async function migrateSqliteInMemory(migrations: Record<string, Migration>): Promise<SchemaShape> {
  const raw = new SQLite(":memory:");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: raw }) });
  try {
    const { error } = await migratorFor(db, undefined, migrations).migrateToLatest();
    if (error) throw error;
    return sqliteShape(raw);
  } finally {
    await db.destroy();
  }
}

async function migratePgSchema(databaseUrl: string, migrations: Record<string, Migration>): Promise<SchemaShape> {
  const schema = `${CHECK_SCHEMA_PREFIX}${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
    try {
      const url = new URL(databaseUrl);
      url.searchParams.set("options", `-c search_path=${schema}`);
      const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url.toString(), max: 1 }) }) });
      try {
        const { error } = await migratorFor(db, schema, migrations).migrateToLatest();
        if (error) throw error;
      } finally {
        await db.destroy();
      }
      const { dbname, env } = pgConnection(databaseUrl);
      const args = ["--schema-only", "--no-owner", "--no-privileges", `--schema=${schema}`, `--dbname=${dbname}`];
      return (await pgScriptFrom(findPgTool("pg_dump"), args, env)).shape;
    } finally {
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    }
  } finally {
    await admin.end();
  }
}

/** What the migrations make, for one dialect and level; PostgreSQL needs a database to make a throwaway schema in. */
export function expectedShape(dialect: Dialect, migrations: Record<string, Migration>, databaseUrl?: string): Promise<SchemaShape> {
  const key = `${dialect} ${Object.keys(migrations).join(" ")}`;
  let shape = expectedShapes.get(key);
  if (!shape) {
    if (dialect === "postgres" && !databaseUrl) throw new Error("a PostgreSQL backup is checked against a database: set DATABASE_URL");
    shape = dialect === "sqlite" ? migrateSqliteInMemory(migrations) : migratePgSchema(databaseUrl!, migrations);
    shape.catch(() => expectedShapes.delete(key));
    expectedShapes.set(key, shape);
  }
  return shape;
}

type Row = Record<string, unknown>;

/** Each account's passkeys counted, by account id, from the rows of the passkeys table (none before migration 0032). */
function passkeysByAccount(rows: Row[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(String(row.user_id), (counts.get(String(row.user_id)) ?? 0) + 1);
  return counts;
}

function accountsOf(rows: Row[], passkeyRows: Row[] = []): BackupAccount[] {
  const passkeys = passkeysByAccount(passkeyRows);
  return rows
    .map((row) => ({
      email: String(row.email),
      // Before roles (migration 0027) every account was an owner, as the migration makes them.
      role: row.role == null ? "owner" : String(row.role),
      displayName: row.display_name == null || row.display_name === "" ? null : String(row.display_name),
      removed: row.disabled_at != null,
      secondFactor: row.totp_enabled_at != null,
      passkeys: passkeys.get(String(row.id)) ?? 0,
    }))
    .sort((a, b) => Number(a.removed) - Number(b.removed) || a.email.localeCompare(b.email));
}

async function compare(expected: () => Promise<SchemaShape>, found: SchemaShape, extra: string[] = []): Promise<string | undefined> {
  const difference = compareShapes(await expected(), found);
  difference.extra.push(...extra);
  return describeDifference(difference);
}

async function checkSqlite(file: string): Promise<SchemaCheck> {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const shape = sqliteShape(db);
    if (!shape.has("table schema_migrations")) return refused("it has no record of migrations (table schema_migrations), so it is not a backup of this site");
    const recorded = (db.prepare("select name from schema_migrations order by name").all() as { name: string }[]).map((row) => row.name);
    const level = migrationsUpTo(recorded);
    if ("problem" in level) return refused(level.problem);
    const problem = await compare(() => expectedShape("sqlite", level.migrations), shape);
    if (problem) return refused(problem);
    const users = db.prepare("select * from users").all() as Row[];
    const passkeys = shape.has("table passkeys") ? (db.prepare("select user_id from passkeys").all() as Row[]) : [];
    return { ok: true, contents: { migrations: recorded, accounts: accountsOf(users, passkeys) } };
  } finally {
    db.close();
  }
}

/** Data blocks for a table or column the expected shape has not. */
function strayData(script: PgScript, expected: SchemaShape): string[] {
  const stray: string[] = [];
  for (const { table, columns } of script.copies) {
    if (!expected.has(`table ${table}`)) stray.push(`data for table ${table}`);
    else for (const column of columns) if (!expected.has(`column ${table}.${column}`)) stray.push(`data for column ${table}.${column}`);
  }
  return stray;
}

async function checkPostgres(file: string, databaseUrl: string | undefined): Promise<SchemaCheck> {
  const script = await pgScriptFrom(findPgTool("pg_restore"), ["--no-owner", "--no-privileges", "--file=-", file], process.env);
  const migrationRows = script.rows.schema_migrations;
  if (!script.schema || !migrationRows) return refused("it has no record of migrations (table schema_migrations), so it is not a backup of this site");
  const recorded = migrationRows.map((row) => String(row.name)).sort();
  const level = migrationsUpTo(recorded);
  if ("problem" in level) return refused(level.problem);
  const expected = await expectedShape("postgres", level.migrations, databaseUrl);
  const problem = await compare(async () => expected, script.shape, strayData(script, expected));
  if (problem) return refused(problem);
  return { ok: true, contents: { migrations: recorded, accounts: accountsOf(script.rows.users ?? [], script.rows.passkeys ?? []) } };
}

/**
 * Checks a backup file's schema against the migrations up to its own level and reads its accounts. `databaseUrl`
 * (PostgreSQL) is where the throwaway schema is made; nothing else in that database is touched.
 */
export function checkBackupSchema(file: string, dialect: Dialect, databaseUrl?: string): Promise<SchemaCheck> {
  return dialect === "sqlite" ? checkSqlite(file) : checkPostgres(file, databaseUrl);
}
