// Section "lighthouse": Lighthouse mobile (its default emulation and simulated throttling) per route,
// against our production server, with one system Chromium for all routes.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import {
  BYTES_PER_KB,
  CLS_MAX,
  JS_MAX_KB,
  LCP_MAX_MS,
  SCORE_FLOOR,
  SCORE_TARGET,
  TBT_MAX_MS,
} from "./budgets.mjs";
import { chromiumPath, registerCleanup, table } from "./util.mjs";

/**
 * Public pages the sitemap leaves out (aliases whose canonical page it lists, RSVP pages of events it no longer
 * lists): measured too, so the table covers every public route.
 */
const ROUTES_OUTSIDE_SITEMAP = ["/doors/slider/s700", "/passive/sd95", "/passive/s91", "/passive/rehau", "/passive/m7", "/rsvp-cosentino", "/rsvp-livingspace"];
/** Runs per route: the table shows the median of each figure. */
export const RUNS_PER_ROUTE = 3;

/**
 * Every public route: the sitemap's pages (project pages share one template: the first stands for all) and the
 * ones outside it.
 */
async function publicRoutes(serverUrl) {
  const response = await fetch(new URL("/sitemap.xml", serverUrl));
  if (!response.ok) throw new Error(`GET /sitemap.xml answered ${response.status}`);
  const paths = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  const firstProject = paths.find((p) => p.startsWith("/projects/"));
  const journalPosts = paths.filter((p) => p.startsWith("/journal/"));
  const pages = paths.filter((p) => !p.startsWith("/projects/") && !p.startsWith("/journal/"));
  return [...new Set([...pages, ...(firstProject ? [firstProject] : []), ...journalPosts.slice(0, 1), ...ROUTES_OUTSIDE_SITEMAP])];
}

const median = (values) => {
  const sorted = values.filter((v) => v !== null && v !== undefined).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : null;
};

/** One result from several runs of a route: the median of every score and figure. */
function medianOf(runs) {
  const ok = runs.filter((r) => !r.runtimeError);
  if (!ok.length) return runs[runs.length - 1];
  const [first] = ok;
  const performance = median(ok.map((r) => r.scores.performance));
  const nearestMedian = ok.toSorted((a, b) => Math.abs(a.scores.performance - performance) - Math.abs(b.scores.performance - performance))[0];
  return {
    ...first,
    runs: ok.length,
    scores: Object.fromEntries(Object.keys(first.scores).map((id) => [id, median(ok.map((r) => r.scores[id]))])),
    metrics: Object.fromEntries(Object.keys(first.metrics).map((id) => [id, median(ok.map((r) => r.metrics[id]))])),
    jsKb: median(ok.map((r) => r.jsKb)),
    totalKb: median(ok.map((r) => r.totalKb)),
    requestCount: median(ok.map((r) => r.requestCount)),
    // Why a run scored below 100: from the run nearest the median performance score.
    failingAudits: nearestMedian.failingAudits,
    runWarnings: [...new Set(ok.flatMap((r) => r.runWarnings))],
  };
}
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
/**
 * Lighthouse asks to "run again" when a trace comes out incomplete (NO_NAVSTART, NO_FCP, NO_LCP…: the
 * codes starting with "NO_"; NO_NAVSTART was seen intermittently with Chromium 156 on a busy machine).
 * Tries per route; other runtime errors (e.g. the page answered 404) are not retried.
 */
const ATTEMPTS_PER_ROUTE = 3;
const isRetryable = (runtimeError) => runtimeError.code?.startsWith("NO_");
/** Audits that cannot fail: they only inform, need a human, or do not apply. */
const UNSCORED_MODES = new Set(["informative", "manual", "notApplicable"]);

/** "!" = below the target but within the floor; "✗" = hard budget miss. */
const mark = (value, level) => (level === "hard" ? `${value} ✗` : level === "soft" ? `${value} !` : String(value));

function summarize(route, lhr) {
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const bytesOf = (items) => items.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const failingAudits = {};
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (lhr.runtimeError || !category || category.score === 1) continue;
    failingAudits[id] = category.auditRefs
      .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
      .filter(({ audit }) => audit && audit.score !== null && audit.score < 1 && !UNSCORED_MODES.has(audit.scoreDisplayMode))
      .map(({ ref, audit }) => ({
        id: audit.id,
        weight: ref.weight,
        score: audit.score,
        displayValue: audit.displayValue ?? null,
        title: audit.title,
      }));
  }
  return {
    route,
    finalUrl: lhr.finalDisplayedUrl,
    runtimeError: lhr.runtimeError ?? null,
    runWarnings: lhr.runWarnings ?? [],
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])),
    metrics: {
      fcpMs: numeric("first-contentful-paint"),
      lcpMs: numeric("largest-contentful-paint"),
      tbtMs: numeric("total-blocking-time"),
      cls: numeric("cumulative-layout-shift"),
      speedIndexMs: numeric("speed-index"),
    },
    jsKb: bytesOf(requests.filter((item) => item.resourceType === "Script")) / BYTES_PER_KB,
    totalKb: bytesOf(requests) / BYTES_PER_KB,
    requestCount: requests.length,
    failingAudits,
  };
}

/** Budget checks for one route: [{ key, level: "soft" | "hard", message }]. */
function checkBudgets(r) {
  const misses = [];
  for (const [id, value] of Object.entries(r.scores)) {
    if (value === null) misses.push({ key: id, level: "hard", message: `${id} score missing` });
    else if (value < SCORE_FLOOR) misses.push({ key: id, level: "hard", message: `${id} ${value} < ${SCORE_FLOOR} (floor)` });
    else if (value < SCORE_TARGET) misses.push({ key: id, level: "soft", message: `${id} ${value} < ${SCORE_TARGET} (target)` });
  }
  const limit = (key, value, max, unit, shown) => {
    if (value === null) misses.push({ key, level: "hard", message: `${key} missing` });
    else if (!(value < max)) misses.push({ key, level: "hard", message: `${key} ${shown}${unit} ≥ ${max}${unit}` });
  };
  limit("lcp", r.metrics.lcpMs, LCP_MAX_MS, " ms", Math.round(r.metrics.lcpMs));
  limit("tbt", r.metrics.tbtMs, TBT_MAX_MS, " ms", Math.round(r.metrics.tbtMs));
  limit("cls", r.metrics.cls, CLS_MAX, "", r.metrics.cls?.toFixed(3));
  limit("js", r.jsKb, JS_MAX_KB, " kB", r.jsKb.toFixed(1));
  return misses;
}

export const lighthouseSection = {
  id: "lighthouse",
  title: "Lighthouse (mobile)",
  options: { routes: { type: "string" }, runs: { type: "string" } },

  async run({ server, options, resultsDir, stamp, shared }) {
    const given = options.routes ? options.routes.split(",").map((r) => r.trim()).filter(Boolean) : await publicRoutes(server.url);
    const runsPerRoute = Math.max(1, Number.parseInt(options.runs ?? String(RUNS_PER_ROUTE), 10) || RUNS_PER_ROUTE);
    // Pages an earlier section made (the uploads section's project with real photos) are measured too.
    const routes = [...new Set([...given, ...(shared?.extraRoutes ?? [])])];
    const reportDir = path.join(resultsDir, `lighthouse-${stamp}`);
    mkdirSync(reportDir, { recursive: true });

    const chromePath = chromiumPath();
    // handleSIGINT off: index.mjs owns signal handling (it also has to stop our server).
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, handleSIGINT: false });
    const stopChrome = registerCleanup("Chromium", { stop: async () => chrome.kill(), kill: () => chrome.kill() });
    const results = [];
    const errors = [];
    try {
      for (const route of routes) {
        const started = Date.now();
        const slug = route === "/" ? "home" : route.replace(/^\/|\/$/g, "").replace(/[^a-z0-9]+/gi, "-");
        const earlierErrors = [];
        const runs = [];
        for (let run = 1; run <= runsPerRoute; run++) {
          let result;
          for (let attempt = 1; attempt <= ATTEMPTS_PER_ROUTE; attempt++) {
            const runner = await lighthouse(new URL(route, server.url).href, {
              port: chrome.port,
              output: "json",
              logLevel: "error",
              onlyCategories: CATEGORIES,
            });
            if (!runner) throw new Error(`Lighthouse returned nothing for ${route}`);
            writeFileSync(path.join(reportDir, `${slug}.run${run}.report.json`), runner.report);
            result = summarize(route, runner.lhr);
            if (!result.runtimeError || !isRetryable(result.runtimeError)) break;
            console.log(`  lighthouse ${route}: run ${run}, attempt ${attempt} failed (${result.runtimeError.code})`);
            earlierErrors.push(result.runtimeError.code);
          }
          runs.push(result);
        }
        const result = medianOf(runs);
        result.earlierErrors = earlierErrors;
        if (result.runtimeError) {
          errors.push(`lighthouse ${route}: ${result.runtimeError.code} ${result.runtimeError.message}`);
        } else {
          result.budgetMisses = checkBudgets(result);
          result.performanceRuns = runs.map((r) => r.scores?.performance ?? null);
        }
        results.push(result);
        console.log(`  lighthouse ${route}: ${runs.length} runs in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      }
    } finally {
      await stopChrome();
    }

    const lines = [];
    const misses = [];
    const rows = results.map((r) => {
      if (r.runtimeError) return [r.route, "error", "", "", "", "", "", "", ""];
      const level = Object.fromEntries(r.budgetMisses.map((m) => [m.key, m.level]));
      for (const m of r.budgetMisses) misses.push(`lighthouse ${r.route}: ${m.message}`);
      return [
        r.route,
        ...CATEGORIES.map((id) => mark(r.scores[id] ?? "—", level[id])),
        mark(Math.round(r.metrics.lcpMs), level.lcp),
        mark(Math.round(r.metrics.tbtMs), level.tbt),
        mark(r.metrics.cls.toFixed(3), level.cls),
        mark(r.jsKb.toFixed(1), level.js),
      ];
    });
    lines.push(`median of ${runsPerRoute} run${runsPerRoute === 1 ? "" : "s"} per route`);
    lines.push(...table(["route", "perf", "a11y", "best-pr", "seo", "LCP ms", "TBT ms", "CLS", "JS kB"], rows));
    lines.push(
      `budgets: scores ${SCORE_TARGET} (never < ${SCORE_FLOOR}), LCP < ${LCP_MAX_MS} ms, TBT < ${TBT_MAX_MS} ms, ` +
        `CLS < ${CLS_MAX}, JS < ${JS_MAX_KB} kB transferred.  "!" below target, "✗" budget missed`,
    );
    for (const r of results) {
      for (const [category, audits] of Object.entries(r.failingAudits)) {
        // Weighted audits move the score; zero-weight ones (perf diagnostics and insights) only hint at why.
        const weighted = audits.filter((a) => a.weight > 0);
        const hints = audits.filter((a) => !a.weight).map((a) => a.id);
        const list = weighted.map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ""}`).join(", ");
        lines.push(`  ${r.route} ${category} < 100: ${list || "(no weighted audit below 1)"}${hints.length ? `; hints: ${hints.join(", ")}` : ""}`);
      }
      for (const warning of r.runWarnings) lines.push(`  ${r.route} warning: ${warning}`);
      if (r.earlierErrors.length) lines.push(`  ${r.route}: retried after ${r.earlierErrors.join(", ")}`);
    }
    const index = results.find((r) => r.benchmarkIndex)?.benchmarkIndex;
    if (index) lines.push(`Lighthouse benchmarkIndex of this machine: ${Math.round(index)}; full reports in ${reportDir}`);

    return { data: { routes, runsPerRoute, chromePath, reportDir, results }, lines, misses, errors };
  },
};
