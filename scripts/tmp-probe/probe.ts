import { openStore, migrate } from "#app/lib/server/platform/database.server";
import { dashboardWeeks } from "#app/lib/server/dashboard/dashboard-weeks.server";
import { leadCounts } from "#app/lib/server/dashboard/lead-counts.server";
import { existsSync } from "node:fs";
const dir = "/tmp/dash-probe";
const store = openStore({ dataDir: dir, databaseUrl: process.env.PG || undefined });
const now = Number(process.env.NOW);
const weeks = dashboardWeeks(now, 12);
for (let i = 0; i < 3; i++) {
  let t = performance.now();
  await leadCounts(store.db, weeks, {});
  console.log("leadCounts", performance.now() - t);
}
const q = store.db.selectFrom("submissions").select((eb) => eb.fn.countAll().as("c")).where("created_at", ">=", weeks[0]!.startMs).where("status", "!=", "spam");
let t = performance.now(); await q.execute(); console.log("count", performance.now() - t);
const { sql } = await import("kysely");
const plan = await sql.raw(`explain query plan select kind, source_channel, stage, count(*) from submissions where created_at >= ${weeks[0]!.startMs} and status != 'spam' group by 1,2,3`).execute(store.db);
console.log(plan.rows);
await store.close();
