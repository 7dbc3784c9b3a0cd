/**
 * A record stored whole, as JSON in its row's `data` column (the company details, the energy figures, a page's copy;
 * decision 057), read with its shipped defaults and checked by its schema. A row that fails the check (or none yet)
 * gives the shipped record, logged: never a half-valid one. The last row read is kept with its check, by its edit time
 * and text, so a reload checks it again only when it changed.
 */

/** What a reader needs of a row. */
export interface RecordRow {
  data: string;
  updated_at: number;
}

/**
 * A reader of one stored record: `check` gives the checked record or its problems; `leftOut` says, for the log,
 * what is left out of the site when it fails.
 */
export function storedRecordReader<T>(shipped: T, check: (record: unknown) => { record?: T; errors: string[] }, leftOut: string) {
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
