import type SQLite from "better-sqlite3";

/**
 * A database's shape as people name its parts: "table users", "column users.email", "index x on users", "trigger x on
 * users", "view x", each with its definition in one line. Two shapes compare part by part (decision 063).
 */
export type SchemaShape = Map<string, string>;

/** Parts named in a refusal, at most; the rest are counted. */
const PARTS_NAMED = 12;

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();
/** SQL as SQLite keeps it, written one way: quotes dropped, spaces collapsed, lower case. */
const normalSql = (text: string | null) => collapse((text ?? "").replace(/["`[\]]/g, "")).toLowerCase();

interface MasterRow {
  type: string;
  name: string;
  tableName: string;
  sql: string | null;
}

/** An SQLite database's shape, from sqlite_master and the table pragmas (read only; nothing in it runs). */
export function sqliteShape(db: SQLite.Database): SchemaShape {
  const shape: SchemaShape = new Map();
  const objects = db.prepare("select type, name, tbl_name as tableName, sql from sqlite_master order by type, name").all() as MasterRow[];
  for (const { type, name, tableName, sql } of objects) {
    // ANALYZE's statistics are SQLite's own.
    if (name.startsWith("sqlite_stat")) continue;
    if (type === "table") {
      shape.set(`table ${name}`, /^create virtual/i.test(sql ?? "") ? normalSql(sql) : "");
      const columns = db.prepare("select * from pragma_table_xinfo(?)").all(name) as {
        name: string;
        type: string;
        notnull: number;
        dflt_value: string | null;
        pk: number;
        hidden: number;
      }[];
      for (const column of columns) {
        const parts = [column.type.toLowerCase(), column.notnull ? "not null" : "", column.dflt_value === null ? "" : `default ${column.dflt_value}`];
        if (column.pk) parts.push(`primary key ${column.pk}`);
        if (column.hidden) parts.push(column.hidden === 1 ? "hidden" : "generated");
        shape.set(`column ${name}.${column.name}`, collapse(parts.join(" ")));
      }
      const keys = db.prepare("select * from pragma_foreign_key_list(?)").all(name) as {
        table: string;
        from: string;
        to: string | null;
        on_update: string;
        on_delete: string;
      }[];
      for (const key of keys) {
        shape.set(`reference from ${name}.${key.from}`, `${key.table}.${key.to ?? ""} on update ${key.on_update} on delete ${key.on_delete}`.toLowerCase());
      }
      for (const check of checksOf(sql ?? "")) shape.set(`check on ${name}: ${check}`, "");
    } else if (type === "index") {
      if (sql === null) {
        // A unique rule or primary key written in the table: named by its columns, not by SQLite's numbering.
        const columns = (db.prepare("select name from pragma_index_info(?)").all(name) as { name: string }[]).map((row) => row.name);
        shape.set(`unique rule on ${tableName} (${columns.join(", ")})`, "");
      } else shape.set(`index ${name} on ${tableName}`, normalSql(sql));
    } else if (type === "trigger") shape.set(`trigger ${name} on ${tableName}`, normalSql(sql));
    else if (type === "view") shape.set(`view ${name}`, normalSql(sql));
    else shape.set(`${type} ${name}`, normalSql(sql));
  }
  return shape;
}

/** The CHECK rules written in a CREATE TABLE, each as SQL written one way. */
function checksOf(createTable: string): string[] {
  const checks: string[] = [];
  const text = normalSql(createTable);
  for (let at = text.indexOf("check"); at >= 0; at = text.indexOf("check", at + 1)) {
    const open = /^check\s*\(/.exec(text.slice(at));
    if (!open || /[a-z0-9_]/.test(text[at - 1] ?? "")) continue;
    let depth = 0;
    let end = at + open[0].length - 1;
    for (; end < text.length; end++) {
      if (text[end] === "(") depth++;
      else if (text[end] === ")" && --depth === 0) break;
    }
    checks.push(text.slice(at + open[0].length, end).trim());
  }
  return checks;
}

export interface ShapeDifference {
  /** Parts the migrations do not make. */
  extra: string[];
  /** Parts made otherwise than the migrations make them. */
  changed: string[];
  /** Parts the migrations make that are not there. */
  missing: string[];
}

/** What `found` has beyond `expected`, has otherwise, or lacks; a table's own columns are not listed again. */
export function compareShapes(expected: SchemaShape, found: SchemaShape): ShapeDifference {
  const wholeTables = (shape: SchemaShape, other: SchemaShape) =>
    new Set([...shape.keys()].filter((what) => what.startsWith("table ") && !other.has(what)).map((what) => what.slice("table ".length)));
  const newTables = wholeTables(found, expected);
  const goneTables = wholeTables(expected, found);
  const inTable = (tables: Set<string>) => (what: string) => {
    const column = /^column ([^.]+)\./.exec(what);
    return Boolean(column && tables.has(column[1]!));
  };
  return {
    extra: [...found.keys()].filter((what) => !expected.has(what) && !inTable(newTables)(what)),
    changed: [...found].filter(([what, definition]) => expected.has(what) && expected.get(what) !== definition).map(([what]) => what),
    missing: [...expected.keys()].filter((what) => !found.has(what) && !inTable(goneTables)(what)),
  };
}

const listed = (parts: string[]) =>
  parts.length > PARTS_NAMED ? `${parts.slice(0, PARTS_NAMED).join(", ")} and ${parts.length - PARTS_NAMED} more` : parts.join(", ");

/** The difference in plain words, or undefined when there is none. */
export function describeDifference({ extra, changed, missing }: ShapeDifference): string | undefined {
  const sentences: string[] = [];
  if (extra.length) sentences.push(`it holds what the site's migrations do not make: ${listed(extra)}`);
  if (changed.length) sentences.push(`it holds parts made otherwise than the migrations make them: ${listed(changed)}`);
  if (missing.length) sentences.push(`it lacks what the migrations make: ${listed(missing)}`);
  return sentences.length ? sentences.join("; ") : undefined;
}
