import type { Kysely } from "kysely";
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
 * The leads received in `weeks` (spam left out, as the inbox leaves it out), narrowed to the filter's channel,
 * counted by kind, channel and stage in the database, one query a week: each reads its week's rows from the index
 * submissions_lead_counts alone (migration 0040), and a week's few thousand rows sort faster than the period's in one
 * (measured: decision 075). A week's bounds are Pacific midnights worked out here, so both databases count the same
 * weeks whatever their time zone data says.
 */
export async function leadCounts(db: Kysely<Database>, weeks: readonly DashboardWeek[], filter: Pick<DashboardFilter, "channel">): Promise<LeadCounts> {
  const perWeek = await Promise.all(
    weeks.map((week) =>
      applySourceFilter(
        db
          .selectFrom("submissions")
          .select(["kind", "source_channel", "stage", (eb) => eb.fn.countAll<number | string>().as("count")])
          .where("created_at", ">=", week.startMs)
          .where("created_at", "<", week.endMs)
          .where("status", "!=", "spam"),
        filter,
      )
        .groupBy(["kind", "source_channel", "stage"])
        .execute(),
    ),
  );
  const rows = perWeek.flatMap((weekRows, week) => weekRows.map((row) => ({ ...row, week })));

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
