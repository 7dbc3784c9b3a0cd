// Section "estimator": the rebate estimator's answers against the cached page they are made from (decision 055).
// autocannon at the same connections on the energy page without a query (the page cache's) and with estimate queries
// (the cached page with the estimator's section rendered and spliced in), answers per second and latency for each,
// and the ratio of their costs (cached answers/s over estimate answers/s). While the estimates run, /healthz is asked
// every HEALTH_POLL_MS: a health check waiting behind estimates is how a site under such load would look down.
import os from "node:os";
import autocannon from "autocannon";
import { ESTIMATE_MAX_COST_RATIO } from "./budgets.mjs";
import { sleep, table } from "./util.mjs";

const PAGE = "/energy-and-rebates";
const HEADERS = { "accept-encoding": "br, gzip" };
const CONNECTIONS = 20;
const WARMUP_SECONDS = 2;
const MEASURE_SECONDS = 10;
const HEALTH_POLL_MS = 100;

/** Estimates as visitors send them: counts of several products, each income answer, with and without a cost. */
const ESTIMATES = [
  "units-s700=4&units-s91=2&income=no&cost=",
  "units-sd95=1&units-s67=6&income=no&cost=18000",
  "units-s700=12&income=no&cost=",
  "units-s560=3&units-sd77=2&units-s77=5&income=no&cost=42000",
];

async function load(baseUrl, paths, seconds) {
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: seconds,
    headers: HEADERS,
    requests: paths.map((path) => ({ method: "GET", path })),
  });
  return {
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    totalRequests: result.requests.total,
  };
}

/** Asks /healthz every HEALTH_POLL_MS until stopped; answers the slowest and the median wait. */
function pollHealth(baseUrl) {
  const waits = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(new URL("/healthz", baseUrl)).then((response) => response.arrayBuffer());
      waits.push(performance.now() - started);
      await sleep(HEALTH_POLL_MS);
    }
  })();
  return async () => {
    running = false;
    await done;
    const sorted = [...waits].sort((a, b) => a - b);
    return { healthzMaxMs: sorted.at(-1) ?? 0, healthzP50Ms: sorted[Math.floor(sorted.length / 2)] ?? 0, healthzChecks: sorted.length };
  };
}

/** Each path must answer 200 with the page (and an estimate with its result) before the numbers mean anything. */
async function check(baseUrl, path, estimate) {
  const response = await fetch(new URL(path, baseUrl), { headers: HEADERS });
  const html = await response.text();
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}, expected 200`);
  if (estimate && !html.includes("Your rebate estimate")) throw new Error(`${path} has no estimate`);
  if (estimate && !/private/.test(response.headers.get("cache-control") ?? "")) throw new Error(`${path} is not private`);
}

export const estimatorSection = {
  id: "estimator",
  title: "Rebate estimator: an estimate against the cached page",

  async run({ server }) {
    const estimates = ESTIMATES.map((query) => `${PAGE}?${query}`);
    await check(server.url, PAGE, false);
    for (const path of estimates) await check(server.url, path, true);
    const runs = {};
    for (const [name, paths] of [
      ["cached page", [PAGE]],
      ["estimate", estimates],
    ]) {
      console.log(`  estimator ${name}: warm-up ${WARMUP_SECONDS} s, then ${MEASURE_SECONDS} s at ${CONNECTIONS} connections`);
      await load(server.url, paths, WARMUP_SECONDS);
      const loadAverage1m = os.loadavg()[0];
      const health = pollHealth(server.url);
      const result = await load(server.url, paths, MEASURE_SECONDS);
      runs[name] = { paths, loadAverage1m, ...result, ...(await health()) };
    }
    const cached = runs["cached page"];
    const estimate = runs.estimate;
    const ratio = cached.requestsPerSecond / estimate.requestsPerSecond;
    const latencyRatio = estimate.latencyP50Ms / Math.max(cached.latencyP50Ms, 1);
    const misses = [];
    for (const [name, r] of Object.entries(runs)) {
      if (r.errors + r.non2xx > 0) misses.push(`estimator ${name}: ${r.errors} errors or timeouts, ${r.non2xx} non-2xx`);
    }
    if (!(ratio <= ESTIMATE_MAX_COST_RATIO)) misses.push(`estimator: an estimate costs ${ratio.toFixed(1)}× the cached page > ${ESTIMATE_MAX_COST_RATIO}×`);
    const rows = Object.entries(runs).map(([name, r]) => [
      name,
      Math.round(r.requestsPerSecond),
      r.latencyP50Ms,
      r.latencyP99Ms,
      Math.round(r.healthzMaxMs),
      r.errors,
      r.non2xx,
      r.loadAverage1m.toFixed(1),
    ]);
    const lines = [
      ...table(["answer", "req/s", "p50 ms", "p99 ms", "healthz max ms", "errors", "non-2xx", "load avg"], rows),
      `ratio cached/estimate answers per second: ${ratio.toFixed(2)}${ratio <= ESTIMATE_MAX_COST_RATIO ? "" : " ✗"} (budget ≤ ${ESTIMATE_MAX_COST_RATIO}); ` +
        `p50 latency estimate/cached ${latencyRatio.toFixed(1)}; ${CONNECTIONS} connections, ${MEASURE_SECONDS} s each after ${WARMUP_SECONDS} s warm-up`,
    ];
    return {
      data: { page: PAGE, estimates, headers: HEADERS, connections: CONNECTIONS, warmupSeconds: WARMUP_SECONDS, measureSeconds: MEASURE_SECONDS, runs, ratio, latencyRatio },
      lines,
      misses,
    };
  },
};
