/**
 * A record stored whole, as JSON in its row's `data` column (the company details, the energy figures, a page's copy;
 * decision 057), read with its shipped defaults and checked by its schema. A row that fails the check (or none yet)
 * gives the shipped record, logged: never a half-valid one. The last row read is kept with its check, by its edit time
 * and text, so a reload checks it again only when it changed.
 */

import type { Kysely, Transaction } from "kysely";
import type { z } from "zod";

/** What a reader needs of a row. */
export interface RecordRow {
  data: string;
  updated_at: number;
}

/** A record's check: the checked record, or its problems in lines for the log. */
export type RecordCheck<T> = (record: unknown) => { record?: T; errors: string[] };

/** The check of a record by its schema; each problem's line starts with the record's name and the part's path. */
export function schemaCheck<T>(schema: z.ZodType<T>, name: string): RecordCheck<T> {
  return (record) => {
    const result = schema.safeParse(record);
    if (result.success) return { record: result.data, errors: [] };
    return { errors: result.error.issues.map((issue) => `${name}.${issue.path.join(".") || "(record)"}: ${issue.message}`) };
  };
}

/**
 * A reader of one stored record: `check` gives the checked record or its problems; `leftOut` says, for the log,
 * what is left out of the site when it fails.
 */
export function storedRecordReader<T>(shipped: T, check: RecordCheck<T>, leftOut: string) {
  let last: { updatedAt: number; data: string; record: T } | undefined;
  return (row: RecordRow | undefined): T => {
    if (!row) return shipped;
    if (last?.updatedAt === Number(row.updated_at) && last.data === row.data) return last.record;
    let parsed: unknown;
    try {
      parsed = JSON.parse(row.data);
    } catch {
      parsed = row.data;
    }
    const { record, errors } = check(parsed);
    if (errors.length) console.error(`${leftOut}:\n${errors.join("\n")}`);
    last = { updatedAt: Number(row.updated_at), data: row.data, record: record ?? shipped };
    return last.record;
  };
}

/** A version in a record's history (a revision's snapshot) as the row it was. */
export function snapshotRow(snapshot: Record<string, unknown>): RecordRow {
  return { data: String(snapshot.data ?? ""), updated_at: Number(snapshot.updated_at ?? 0) };
}

type Db = Kysely<any> | Transaction<any>;

/**
 * The one row of a table that holds one record (the company details, the energy figures): its reader, its row, and
 * its record as stored now (a database or a transaction of one).
 */
export function oneStoredRecord<T, Row extends RecordRow>(options: { table: string; id: string; shipped: T; check: RecordCheck<T> }, leftOut: string) {
  const read = storedRecordReader(options.shipped, options.check, leftOut);
  const row = (db: Db): Promise<Row | undefined> => (db as Kysely<any>).selectFrom(options.table).selectAll().where("id", "=", options.id).executeTakeFirst() as Promise<Row | undefined>;
  return { read, row, current: async (db: Db) => read(await row(db)) };
}
