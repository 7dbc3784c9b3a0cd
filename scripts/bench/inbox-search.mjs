// Section "inbox-search": the staff inbox's queries with 1,000 and then 100,000 leads (issue 42, decision 068): the
// inbox page (the count and the first page) and a few searches, the median of several runs each, against
// INBOX_QUERY_MAX_MS; and a search for a person at 100,000 leads against SEARCH_GROWTH_MAX_RATIO times its time at
// 1,000. On SQLite (a fresh file), and on PostgreSQL too when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a
// schema of its own, dropped when done). The store is filled and measured by inbox-search-run.ts, with the server's
// own code (listSubmissions, as the inbox page calls it); the running server is not involved.
// --search-leads=<small>,<large> changes the sizes.
import { INBOX_QUERY_MAX_MS, SEARCH_GROWTH_FLOOR_MS, SEARCH_GROWTH_MAX_RATIO } from "./budgets.mjs";
import { runStoreBench } from "./util.mjs";

/** The summary lines and budget misses of one dialect's run. */
function judge(result) {
  const lines = [];
  const misses = [];
  for (const size of [result.small, result.large]) {
    const parts = [`page ${size.page.medianMs} ms (${size.page.total} rows)`, ...size.searches.map((s) => `"${s.q}" ${s.medianMs} ms (${s.total})`)];
    lines.push(`${result.dialect}, ${size.leads} leads (filled in ${(size.fillMs / 1000).toFixed(1)} s): ${parts.join(", ")}`);
    for (const measured of [size.page, ...size.searches]) {
      if (measured.medianMs >= INBOX_QUERY_MAX_MS) {
        misses.push(`inbox-search: ${result.dialect}, ${size.leads} leads, ${measured.q ? `search "${measured.q}"` : "inbox page"} ${measured.medianMs} ms >= ${INBOX_QUERY_MAX_MS} ms`);
      }
    }
  }
  const [person] = result.large.searches;
  const before = result.small.searches[0];
  const ratio = Math.max(person.medianMs, SEARCH_GROWTH_FLOOR_MS) / Math.max(before.medianMs, SEARCH_GROWTH_FLOOR_MS);
  lines.push(`${result.dialect}: "${person.q}" at ${result.large.leads} leads is ${ratio.toFixed(2)}× its time at ${result.small.leads} (budget ${SEARCH_GROWTH_MAX_RATIO}×)`);
  if (ratio > SEARCH_GROWTH_MAX_RATIO) misses.push(`inbox-search: ${result.dialect}, search "${person.q}" grew ${ratio.toFixed(2)}× from ${result.small.leads} to ${result.large.leads} leads > ${SEARCH_GROWTH_MAX_RATIO}×`);
  return { lines, misses };
}

export const inboxSearchSection = {
  id: "inbox-search",
  title: "Staff inbox page and search at 1,000 and 100,000 leads (SQLite, and PostgreSQL when configured)",
  options: { "search-leads": { type: "string" } },

  async run({ root, options }) {
    const [small = "1000", large = "100000"] = (options["search-leads"] ?? "").split(",").filter(Boolean);
    const results = await runStoreBench(root, "inbox-search-run.ts", { BENCH_SMALL: small, BENCH_LARGE: large });
    const judged = results.map(judge);
    return { data: results, lines: judged.flatMap((j) => j.lines), misses: judged.flatMap((j) => j.misses) };
  },
};
