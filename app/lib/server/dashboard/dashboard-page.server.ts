import { parseDashboardFilter } from "#app/lib/admin/dashboard-filter";
import { NOT_RECORDED } from "#app/lib/admin/lead-source-filter";
import { staffTime } from "#app/lib/business-time";
import { channelLabel } from "#app/lib/leads/channels";
import { loadChannels } from "../leads/channels.server";
import { backupHealth } from "../backup/backup-runs.server";
import { intervalMs } from "../backup/backup-schedule.server";
import { staleFiguresNow } from "../content/energy-confirm.server";
import { dueActions } from "../leads/pipeline/due-actions.server";
import { assignableStaff } from "../leads/pipeline/pipeline.server";
import type { AppServices } from "../platform/services.server";
import { dashboardWeeks } from "./dashboard-weeks.server";
import { leadCounts } from "./lead-counts.server";
import { visitCounts } from "./visit-counts.server";

/** A channel as the front page names it: its key in the address and its label. */
export interface ChannelChoice {
  key: string;
  label: string;
}

/** The channels the front page draws and filters by, as the owners name them (decision 077), and "not recorded" last. */
export async function dashboardChannels(db: Parameters<typeof loadChannels>[0]): Promise<ChannelChoice[]> {
  const channels = await loadChannels(db);
  return [...channels.map(({ key, label }) => ({ key, label })), { key: NOT_RECORDED, label: channelLabel(null) }];
}

/**
 * The staff front page (decision 075): the leads of the chosen weeks by kind, channel and stage, quote requests won
 * out of those decided, the visits of those weeks, the next actions due (the inbox's list), and the figures to check
 * (energy figures past their check, the last good backup).
 */
export async function dashboardPage(services: Pick<AppServices, "store" | "content" | "env">, url: URL, now = Date.now()) {
  const { store, content, env } = services;
  const filter = parseDashboardFilter(url.searchParams);
  const weeks = dashboardWeeks(now, filter.weeks);
  const [counts, visits, due, staff, backups] = await Promise.all([
    leadCounts(store.db, weeks, filter),
    visitCounts(store.db, weeks[0]!.startMs, now),
    dueActions(store.db, now),
    assignableStaff(store.db),
    backupHealth(store, intervalMs(env.BACKUP_INTERVAL_HOURS), now),
  ]);
  const ownerNames = new Map(staff.map((person) => [person.id, person.name]));
  const lastGood = backups.lastGood ? (backups.lastGood.finished_at ?? backups.lastGood.started_at) : undefined;
  return {
    filter,
    channels: await dashboardChannels(store.db),
    weeks: weeks.map(({ from, to, label }) => ({ from, to, label })),
    counts,
    visits,
    due: due.map((action) => ({ ...action, owner: action.ownerId ? (ownerNames.get(action.ownerId) ?? null) : null })),
    staleFigures: staleFiguresNow(content).map(({ key, name, checkedText, days }) => ({ key, name, checkedText, days })),
    backup: {
      lastGood: lastGood === undefined ? null : { ...staffTime(lastGood), hours: Math.floor((now - lastGood) / 3_600_000) },
      warning: backups.warning ?? null,
    },
  };
}

export type DashboardData = Awaited<ReturnType<typeof dashboardPage>>;
