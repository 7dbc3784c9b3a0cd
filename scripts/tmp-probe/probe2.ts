import { openStore } from "#app/lib/server/platform/database.server";
import { dashboardWeeks } from "#app/lib/server/dashboard/dashboard-weeks.server";
import { sql } from "kysely";
const store = openStore({ dataDir: "/tmp/dash-probe", databaseUrl: process.env.PG || undefined });
const now = Number(process.env.NOW);
const weeks = dashboardWeeks(now, 12);
const s = weeks[0]!.startMs;
const cases = weeks.slice(1).map((w, i) => `when created_at < ${w.startMs} then ${i}`).join(" ");
const Q: Record<string, string> = {
  noweek: `select kind, source_channel, stage, count(*) from submissions where created_at >= ${s} and status != 'spam' group by 1,2,3`,
  caseweek: `select w, kind, source_channel, stage, count(*) from (select case ${cases} else 11 end as w, kind, source_channel, stage from submissions where created_at >= ${s} and status != 'spam') group by 1,2,3,4`,
  divweek: `select (created_at - ${s}) / 604800000 as w, kind, source_channel, stage, count(*) from submissions where created_at >= ${s} and status != 'spam' group by 1,2,3,4`,
  pivot: `select kind, source_channel, stage, ${weeks.map((w) => `sum(created_at < ${w.endMs})`).join(", ")} from submissions where created_at >= ${s} and status != 'spam' group by 1,2,3`,
  weekonly: `select (created_at - ${s}) / 604800000 as w, count(*) from submissions where created_at >= ${s} and status != 'spam' group by 1`,
};
const pw: number[] = [];
for (let i = 0; i < 9; i++) {
  const t = performance.now();
  for (const w of weeks) await sql.raw(`select kind, source_channel, stage, count(*) from submissions where created_at >= ${w.startMs} and created_at < ${w.endMs} and status != 'spam' group by 1,2,3`).execute(store.db);
  pw.push(performance.now() - t);
}
pw.sort((a, b) => a - b); console.log("perweek", pw[0]!.toFixed(1), pw[4]!.toFixed(1));
for (const [name, q] of Object.entries(Q)) {
  const ts: number[] = [];
  for (let i = 0; i < 9; i++) {
    const t = performance.now();
    await sql.raw(q).execute(store.db);
    ts.push(performance.now() - t);
  }
  ts.sort((a, b) => a - b); console.log(name, ts[0]!.toFixed(1), ts[4]!.toFixed(1));
}
await store.close();
