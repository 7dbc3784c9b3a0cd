// Section "dashboard": the staff front page's loader with 100,000 leads (issue 43, decision 075): the overview for
// 12 weeks, 26 weeks and one channel, the median of several runs each, against DASHBOARD_MAX_MS. On SQLite (a fresh
// file), and on PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a schema of its own, dropped when
// done). The store is filled and measured by dashboard-run.ts with the server's own code (dashboardPage, as the
// overview route calls it); the running server is not involved. --dashboard-leads=<n> changes the size.
import { DASHBOARD_MAX_MS } from "./budgets.mjs";
import { runStoreBench } from "./util.mjs";

export const dashboardSection = {
  id: "dashboard",
  title: "Staff front page (overview) at 100,000 leads (SQLite, and PostgreSQL when configured)",
  options: { "dashboard-leads": { type: "string" } },

  async run({ root, options }) {
    const results = await runStoreBench(root, "dashboard-run.ts", { BENCH_LEADS: options["dashboard-leads"] || "100000" });
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
