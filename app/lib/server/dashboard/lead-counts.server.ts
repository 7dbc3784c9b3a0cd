import { sql, type Kysely } from "kysely";
import type { DashboardFilter } from "#app/lib/admin/dashboard-filter";
import { KINDS, type SubmissionKind } from "#app/lib/admin/inbox-filter";
import { NOT_RECORDED } from "#app/lib/admin/lead-source-filter";
import { STAGES, type Stage } from "#app/lib/leads/stages";
import type { Database } from "../platform/db-schema";
import { applySourceFilter } from "../leads/lead-source-filter.server";
import type { DashboardWeek } from "./dashboard-weeks.server";

/** The leads of the period counted every way the front page shows them. */
export interface LeadCounts {
  /** Per week (the weeks' order): leads of each kind, and of each channel ("none": not recorded). */
  byKind: Record<SubmissionKind, number>[];
  byChannel: Record<string, number>[];
  /** Leads of the whole period at each stage now. */
  byStage: Record<Stage, number>;
  /** Quote requests of the period won, and won or lost (decided). */
  quotesWon: number;
  quotesDecided: number;
  total: number;
}

const zeros = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

/**
 * One read of the leads received in `weeks` (spam left out, as the inbox leaves it out), narrowed to the filter's
 * channel, grouped by week, kind, channel and stage in the database. The week is a CASE over the weeks' first
 * instants (Pacific midnights, worked out here), so both databases count the same weeks whatever their time zone
 * data says; the rows come from the index submissions_lead_counts alone (migration 0040).
 */
export async function leadCounts(db: Kysely<Database>, weeks: readonly DashboardWeek[], filter: Pick<DashboardFilter, "channel">): Promise<LeadCounts> {
  const first = weeks[0]!;
  const last = weeks[weeks.length - 1]!;
  const whens = weeks.slice(1).map((week, i) => sql`when created_at < ${sql.lit(week.startMs)} then ${sql.lit(i)}`);
  const weekOf = sql<number>`case ${sql.join(whens, sql` `)} else ${sql.lit(weeks.length - 1)} end`;
  const inPeriod = applySourceFilter(
    db
      .selectFrom("submissions")
      .select([weekOf.as("week"), "kind", "source_channel", "stage"])
      .where("created_at", ">=", first.startMs)
      .where("created_at", "<", last.endMs)
      .where("status", "!=", "spam"),
    filter,
  );
  const rows = await db
    .selectFrom(inPeriod.as("leads"))
    .select(["week", "kind", "source_channel", "stage", (eb) => eb.fn.countAll<number | string>().as("count")])
    .groupBy(["week", "kind", "source_channel", "stage"])
    .execute();

  const counts: LeadCounts = {
    byKind: weeks.map(() => zeros(KINDS)),
    byChannel: weeks.map(() => ({})),
    byStage: zeros(STAGES),
    quotesWon: 0,
    quotesDecided: 0,
    total: 0,
  };
  for (const row of rows) {
    const n = Number(row.count);
    const week = Number(row.week);
    const channel = row.source_channel ?? NOT_RECORDED;
    counts.byKind[week]![row.kind] += n;
    counts.byChannel[week]![channel] = (counts.byChannel[week]![channel] ?? 0) + n;
    counts.byStage[row.stage] += n;
    counts.total += n;
    if (row.kind === "quote" && (row.stage === "won" || row.stage === "lost")) {
      counts.quotesDecided += n;
      if (row.stage === "won") counts.quotesWon += n;
    }
  }
  return counts;
}
