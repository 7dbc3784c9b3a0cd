import { openStore } from "#app/lib/server/platform/database.server";
import { dashboardWeeks } from "#app/lib/server/dashboard/dashboard-weeks.server";
import { leadCounts } from "#app/lib/server/dashboard/lead-counts.server";
import { sql } from "kysely";
const store = openStore({ dataDir: "/tmp/x", databaseUrl: "postgres://postgres@localhost:55433/postgres?options=-c%20search_path%3Ddashprobe" });
const now = Date.now();
const weeks = dashboardWeeks(now, 12);
const s = weeks[0]!.startMs;
async function t(name: string, f: () => Promise<unknown>) {
  const ts: number[] = [];
  for (let i = 0; i < 9; i++) { const st = performance.now(); await f(); ts.push(performance.now() - st); }
  ts.sort((a, b) => a - b); console.log(name, ts[0]!.toFixed(1), ts[4]!.toFixed(1));
}
await t("perweek", () => leadCounts(store.db, weeks, {}));
const cases = weeks.slice(1).map((w, i) => `when created_at < ${w.startMs} then ${i}`).join(" ");
const single = `select w, kind, source_channel, stage, count(*) from (select case ${cases} else 11 end as w, kind, source_channel, stage from submissions where created_at >= ${s} and status != 'spam') t group by 1,2,3,4`;
await t("single", () => sql.raw(single).execute(store.db));
console.log((await sql.raw(`explain analyze ${single}`).execute(store.db)).rows.map((r: any) => r["QUERY PLAN"]).join("\n"));
console.log((await sql.raw(`explain analyze select kind, source_channel, stage, count(*) from submissions where created_at >= ${weeks[5]!.startMs} and created_at < ${weeks[5]!.endMs} and status != 'spam' group by 1,2,3`).execute(store.db)).rows.map((r: any) => r["QUERY PLAN"]).join("\n"));
await store.close();
