import { sql, type Kysely } from "kysely";
import type { Database } from "../platform/db-schema";

/**
 * Showroom visits whose time fell in the period and has passed (decision 075). The site records no "did not come",
 * so each is read from what it does keep: kept, still booked when its time came and never moved; moved, still
 * booked when its time came after being moved at least once (`sequence` counts the moves); missed, cancelled at or
 * after its start (staff cancelling a visit nobody came to: the only record of a no-show there is); cancelled
 * ahead, cancelled before its start, by the visitor or staff.
 */
export interface VisitCounts {
  kept: number;
  moved: number;
  missed: number;
  cancelled: number;
}

export async function visitCounts(db: Kysely<Database>, from: number, now: number): Promise<VisitCounts> {
  const outcome = sql<keyof VisitCounts>`case
    when status = 'confirmed' and sequence = 0 then 'kept'
    when status = 'confirmed' then 'moved'
    when changed_at >= starts_at then 'missed'
    else 'cancelled' end`;
  const inPeriod = db
    .selectFrom("visits")
    .select(outcome.as("outcome"))
    .where("kind", "=", "visit")
    .where("starts_at", ">=", from)
    .where("starts_at", "<", now);
  const rows = await db
    .selectFrom(inPeriod.as("past"))
    .select(["outcome", (eb) => eb.fn.countAll<number | string>().as("count")])
    .groupBy("outcome")
    .execute();
  const counts: VisitCounts = { kept: 0, moved: 0, missed: 0, cancelled: 0 };
  for (const row of rows) counts[row.outcome] = Number(row.count);
  return counts;
}
