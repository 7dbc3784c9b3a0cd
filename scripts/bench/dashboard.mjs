// Section "dashboard": the staff front page's loader with 100,000 leads (issue 43, decision 075): the overview for
// 12 weeks, 26 weeks and one channel, the median of several runs each, against DASHBOARD_MAX_MS. On SQLite (a fresh
// file), and on PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a schema of its own, dropped when
// done). The store is filled and measured by dashboard-run.ts with the server's own code (dashboardPage, as the
// overview route calls it); the running server is not involved. --dashboard-leads=<n> changes the size.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { DASHBOARD_MAX_MS } from "./budgets.mjs";

/** Filling 100,000 leads takes under a minute on SQLite and a few on PostgreSQL on 2 cores; beyond this it is stopped. */
const TIMEOUT_MS = 20 * 60 * 1000;

async function runOne(root, env) {
  const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", path.join(root, "scripts/bench/dashboard-run.ts")], {
    cwd: root,
    env,
    timeout: TIMEOUT_MS,
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout.trim().split("\n").at(-1));
}

export const dashboardSection = {
  id: "dashboard",
  title: "Staff front page (overview) at 100,000 leads (SQLite, and PostgreSQL when configured)",
  options: { "dashboard-leads": { type: "string" } },

  async run({ root, options }) {
    const base = { ...process.env, BENCH_LEADS: options["dashboard-leads"] || "100000" };
    const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
    const results = [await runOne(root, { ...base, BENCH_PG_URL: "" })];
    if (pgUrl) results.push(await runOne(root, { ...base, BENCH_PG_URL: pgUrl }));
    const lines = [];
    const misses = [];
    for (const result of results) {
      const parts = result.results.map((r) => `${r.search || "12 weeks"} ${r.medianMs} ms (${r.total} leads)`);
      lines.push(`${result.dialect}, ${result.leads} leads (filled in ${(result.fillMs / 1000).toFixed(1)} s): ${parts.join(", ")}`);
      for (const r of result.results) {
        if (r.medianMs >= DASHBOARD_MAX_MS) misses.push(`dashboard: ${result.dialect}, ${result.leads} leads, overview${r.search} ${r.medianMs} ms >= ${DASHBOARD_MAX_MS} ms`);
      }
    }
    return { data: results, lines, misses };
  },
};
