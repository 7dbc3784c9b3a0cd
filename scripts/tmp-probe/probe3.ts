import { openStore } from "#app/lib/server/platform/database.server";
import { dashboardWeeks } from "#app/lib/server/dashboard/dashboard-weeks.server";
import { leadCounts } from "#app/lib/server/dashboard/lead-counts.server";
import { visitCounts } from "#app/lib/server/dashboard/visit-counts.server";
import { dueActions } from "#app/lib/server/leads/pipeline/due-actions.server";
const store = openStore({ dataDir: "/tmp/dash-probe2", databaseUrl: process.env.PG || undefined });
const now = Date.now();
async function t(name: string, f: () => Promise<unknown>) {
  const ts: number[] = [];
  for (let i = 0; i < 9; i++) { const s = performance.now(); await f(); ts.push(performance.now() - s); }
  ts.sort((a, b) => a - b); console.log(name, ts[0]!.toFixed(1), ts[4]!.toFixed(1));
}
const w12 = dashboardWeeks(now, 12), w26 = dashboardWeeks(now, 26);
await t("lead12", () => leadCounts(store.db, w12, {}));
await t("lead26", () => leadCounts(store.db, w26, {}));
await t("visits26", () => visitCounts(store.db, w26[0]!.startMs, now));
await t("due", () => dueActions(store.db, now));
await store.close();
