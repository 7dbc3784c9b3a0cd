import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import path from "node:path";
import { PG_TOOL_TIMEOUT_MS } from "./pg-tools.server";
import type { SchemaShape } from "./schema-shape.server";

/**
 * A PostgreSQL dump read as the SQL pg_restore would run (`pg_restore --file=-`), never run. A dump is a script: what a
 * crafted one holds runs as soon as it is loaded, so its shape is read from that text (decision 063). Every statement
 * is sorted into what it makes ("column users.email", "trigger users_reenable on users"); a statement of a kind the
 * migrations never write is kept under its first line, and so refused.
 */

/** The settings pg_dump writes at the top of every script; they change nothing in the database. */
const HARMLESS_SETTINGS = new Set([
  "statement_timeout",
  "lock_timeout",
  "idle_in_transaction_session_timeout",
  "transaction_timeout",
  "client_encoding",
  "standard_conforming_strings",
  "check_function_bodies",
  "xmloption",
  "client_min_messages",
  "row_security",
  "default_tablespace",
  "default_table_access_method",
  "default_with_oids",
]);
/** Stands for the dump's own schema in the statements kept, so a dump of "public" compares with one of "test_x". */
const OWN_SCHEMA = "§";
/** Characters of an unknown statement's first line kept to name it. */
const STATEMENT_PREVIEW = 70;
/** The rows kept of the data: the migration record, the accounts and their passkeys (counted per account). */
const ROWS_KEPT = new Set(["schema_migrations", "users", "passkeys"]);

export interface PgScript {
  /** The schema the dump was taken of ("public", or a schema of its own). */
  schema: string | undefined;
  shape: SchemaShape;
  /** Data blocks: table and the columns they fill. */
  copies: { table: string; columns: string[] }[];
  /** Rows of schema_migrations, users and passkeys, column name to value (null for SQL NULL). */
  rows: Record<string, Record<string, string | null>[]>;
}

const unquote = (name: string) => name.replace(/^"(.*)"$/, "$1").replaceAll('""', '"');
const bare = (name: string) => unquote(name.startsWith(`${OWN_SCHEMA}.`) ? name.slice(OWN_SCHEMA.length + 1) : name);
const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

/** One field of COPY's text format: \N is NULL, backslash escapes as PostgreSQL writes them. */
export function decodeCopyField(field: string): string | null {
  if (field === "\\N") return null;
  return field.replace(/\\(x[0-9a-fA-F]{1,2}|[0-7]{1,3}|.)/g, (_, code: string) => {
    if (code.startsWith("x")) return String.fromCharCode(parseInt(code.slice(1), 16));
    if (/^[0-7]/.test(code)) return String.fromCharCode(parseInt(code, 8));
    return ({ b: "\b", f: "\f", n: "\n", r: "\r", t: "\t", v: "\v" } as Record<string, string>)[code] ?? code;
  });
}

/**
 * Sorts one statement (its own schema already written as §) into the shape, or into the data blocks; a statement of
 * a kind the migrations never write is kept under its first line.
 */
function sortStatement(statement: string, shape: SchemaShape, copies: PgScript["copies"]): void {
  const add = (what: string, definition: string): void => void shape.set(what, collapse(definition));
  let match: RegExpExecArray | null;
  if ((match = /^SET (\w+) = [^;\n]*;$/.exec(statement)) && HARMLESS_SETTINGS.has(match[1]!)) return;
  if (statement === "SELECT pg_catalog.set_config('search_path', '', false);") return;
  if ((match = /^CREATE TABLE (§\.\S+) \(\n([\s\S]*)\n\);$/.exec(statement))) {
    const table = bare(match[1]!);
    add(`table ${table}`, "");
    for (const line of match[2]!.split("\n").map((text) => text.trim().replace(/,$/, ""))) {
      const constraint = /^CONSTRAINT (\S+) (.*)$/.exec(line);
      if (constraint) add(`constraint ${unquote(constraint[1]!)} on ${table}`, constraint[2]!);
      else {
        const column = /^("(?:[^"]|"")+"|\S+) ?(.*)$/.exec(line)!;
        add(`column ${table}.${unquote(column[1]!)}`, column[2]!);
      }
    }
    return;
  }
  if ((match = /^ALTER TABLE ONLY (§\.\S+)\n\s+ADD CONSTRAINT (\S+) ([\s\S]*);$/.exec(statement))) {
    return add(`constraint ${unquote(match[2]!)} on ${bare(match[1]!)}`, match[3]!);
  }
  if ((match = /^ALTER TABLE ONLY (§\.\S+) ALTER COLUMN (\S+) SET DEFAULT ([\s\S]*);$/.exec(statement))) {
    return add(`default of column ${bare(match[1]!)}.${unquote(match[2]!)}`, match[3]!);
  }
  if ((match = /^CREATE (UNIQUE )?INDEX (\S+) ON (?:ONLY )?(§\.\S+) ([\s\S]*);$/.exec(statement))) {
    return add(`index ${unquote(match[2]!)} on ${bare(match[3]!)}`, `${match[1] ?? ""}${match[4]}`);
  }
  if ((match = /^CREATE (?:CONSTRAINT )?TRIGGER (\S+) [\s\S]*? ON (\S+)/.exec(statement))) {
    return add(`trigger ${unquote(match[1]!)} on ${bare(match[2]!)}`, statement);
  }
  if ((match = /^CREATE (?:OR REPLACE )?(FUNCTION|PROCEDURE|AGGREGATE) ([^\s(]+)/.exec(statement))) {
    return add(`${match[1]!.toLowerCase()} ${bare(match[2]!)}`, statement);
  }
  if ((match = /^CREATE (?:OR REPLACE )?(?:MATERIALIZED )?VIEW (\S+)/.exec(statement))) return add(`view ${bare(match[1]!)}`, statement);
  if ((match = /^CREATE (?:OR REPLACE )?RULE (\S+) AS[\s\S]*? TO (\S+)/.exec(statement))) {
    return add(`rule ${unquote(match[1]!)} on ${bare(match[2]!)}`, statement);
  }
  if ((match = /^CREATE POLICY (\S+) ON (\S+)/.exec(statement))) return add(`policy ${unquote(match[1]!)} on ${bare(match[2]!)}`, statement);
  if ((match = /^CREATE SEQUENCE (\S+)/.exec(statement))) return add(`sequence ${bare(match[1]!)}`, statement);
  if ((match = /^ALTER SEQUENCE (\S+) OWNED BY/.exec(statement))) return add(`owner of sequence ${bare(match[1]!)}`, statement);
  if ((match = /^SELECT pg_catalog\.setval\('([^']+)'/.exec(statement))) {
    // A sequence's current value is data; the sequence itself is compared.
    if (shape.has(`sequence ${bare(match[1]!)}`)) return;
  }
  if ((match = /^CREATE SCHEMA (\S+);$/.exec(statement))) return add(`schema ${unquote(match[1]!)}`, "");
  if ((match = /^CREATE EXTENSION (?:IF NOT EXISTS )?(\S+)/.exec(statement))) return add(`extension ${unquote(match[1]!)}`, statement);
  if ((match = /^ALTER TABLE (?:ONLY )?(§\.\S+) ENABLE ROW LEVEL SECURITY;$/.exec(statement))) return add(`row-level security on ${bare(match[1]!)}`, "");
  if ((match = /^COPY (§\.\S+) \(([^)\n]*)\) FROM stdin;$/.exec(statement))) {
    copies.push({ table: bare(match[1]!), columns: match[2]!.split(", ").map(unquote) });
    return;
  }
  const first = statement.split("\n")[0]!;
  add(`statement "${first.length > STATEMENT_PREVIEW ? `${first.slice(0, STATEMENT_PREVIEW)}…` : first}"`, statement);
}

/** Writes the dump's own schema as § (only where it qualifies a name), and leaves its own CREATE SCHEMA out. */
function ownSchemaAs(statements: string[], schema: string | undefined): string[] {
  if (!schema) return statements;
  const escaped = schema.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const qualifier = new RegExp(`(^|[\\s(,'])${escaped}\\.`, "g");
  return statements
    .filter((statement) => statement !== `CREATE SCHEMA ${schema};` && !statement.startsWith(`COMMENT ON SCHEMA ${schema} IS `))
    .map((statement) => statement.replace(qualifier, `$1${OWN_SCHEMA}.`));
}

/**
 * Reads a script's lines: statements (a line ending in ";" ends one; comment lines and psql's \restrict lines between
 * statements are skipped) and the data blocks that follow a COPY, of which only the rows of ROWS_KEPT are kept.
 */
export async function readPgScript(lines: AsyncIterable<string>): Promise<PgScript> {
  const statements: string[] = [];
  /** Rows kept, by schema and table: only the dump's own schema's are returned. */
  const kept = new Map<string, Record<string, string | null>[]>();
  let current: string[] = [];
  let copying: { columns: string[]; into?: Record<string, string | null>[] } | undefined;
  for await (const line of lines) {
    if (copying) {
      if (line === "\\.") copying = undefined;
      else if (copying.into) {
        const values = line.split("\t").map(decodeCopyField);
        copying.into.push(Object.fromEntries(copying.columns.map((column, n) => [column, values[n] ?? null])));
      }
      continue;
    }
    if (current.length === 0 && (line.trim() === "" || line.startsWith("--") || /^\\(un)?restrict \S+$/.test(line))) continue;
    current.push(line);
    if (!line.endsWith(";")) continue;
    const statement = current.join("\n");
    current = [];
    statements.push(statement);
    const copy = /^COPY (\S+)\.(\S+) \(([^)\n]*)\) FROM stdin;$/.exec(statement);
    if (copy) {
      const table = unquote(copy[2]!);
      copying = { columns: copy[3]!.split(", ").map(unquote) };
      if (ROWS_KEPT.has(table)) kept.set(`${copy[1]} ${table}`, (copying.into = []));
    } else if (statement.startsWith("COPY ")) {
      // A data block this reader cannot place: everything after it is read as statements, and refused.
      copying = undefined;
    }
  }
  if (current.length > 0) statements.push(current.join("\n"));
  const schema = /^CREATE TABLE (\S+)\.schema_migrations \(/m.exec(statements.join("\n"))?.[1];
  const shape: SchemaShape = new Map();
  const sortedCopies: PgScript["copies"] = [];
  for (const statement of ownSchemaAs(statements, schema)) sortStatement(statement, shape, sortedCopies);
  const rows: PgScript["rows"] = {};
  for (const table of ROWS_KEPT) {
    const own = kept.get(`${schema} ${table}`);
    if (own) rows[table] = own;
  }
  return { schema: schema && unquote(schema), shape, copies: sortedCopies, rows };
}

/** Runs a PostgreSQL tool and reads what it writes as a script; rejects with its last line of error output. */
export function pgScriptFrom(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<PgScript> {
  const child = spawn(tool, args, { env, stdio: ["ignore", "pipe", "pipe"], timeout: PG_TOOL_TIMEOUT_MS });
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr = (stderr + chunk).slice(-4096)));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", resolve);
  });
  const read = readPgScript(createInterface({ input: child.stdout, crlfDelay: Infinity }));
  return Promise.all([read, exited]).then(([script, code]) => {
    if (code === 0) return script;
    const last = stderr.trim().split("\n").filter(Boolean).at(-1);
    throw new Error(`${path.basename(tool)} failed: ${last ?? `exit code ${code}`}`);
  });
}
