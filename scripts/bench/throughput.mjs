// Section "throughput": pages per second from our server (its page cache) vs a bare static file server
// (baseline-server.mjs) serving the very same pages as files, measured in the same run with autocannon.
import { mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { STATIC_THROUGHPUT_MIN_RATIO } from "./budgets.mjs";
import { freePort, startServerProcess, table } from "./util.mjs";

const PAGES = ["/", "/about", "/doors", "/doors/swing/sd95", "/contact"];
const HEADERS = { "accept-encoding": "br, gzip" };
const CONNECTIONS = 50;
const WARMUP_SECONDS = 2;
const MEASURE_SECONDS = 10;

/** One autocannon run; each connection cycles through PAGES. */
async function load(baseUrl, seconds) {
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: seconds,
    headers: HEADERS,
    requests: PAGES.map((page) => ({ method: "GET", path: page })),
  });
  return {
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    totalRequests: result.requests.total,
    bytesPerSecond: result.throughput.average,
  };
}

/**
 * The pages as our server sends them, written as files for the baseline: what a static host of a prerendered site
 * would serve (sirv maps /about to about/index.html).
 */
async function writePageFiles(baseUrl, dir) {
  for (const page of PAGES) {
    const response = await fetch(new URL(page, baseUrl));
    if (response.status !== 200) throw new Error(`${baseUrl}${page} answered ${response.status}, expected 200`);
    const folder = path.join(dir, page);
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, "index.html"), Buffer.from(await response.arrayBuffer()));
  }
}

/** Each page must answer 200 on both servers before their numbers mean anything. */
async function checkPages(baseUrl) {
  const pages = {};
  for (const page of PAGES) {
    const response = await fetch(new URL(page, baseUrl), { headers: HEADERS, redirect: "manual" });
    const body = await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${baseUrl}${page} answered ${response.status}, expected 200`);
    // fetch decodes the body; report what went over the wire.
    pages[page] = { encoding: response.headers.get("content-encoding") ?? "identity", decodedBytes: body.byteLength };
  }
  return pages;
}

export const throughputSection = {
  id: "throughput",
  title: "Static page throughput",

  async run({ server, root, resultsDir, stamp }) {
    const port = await freePort();
    const pagesDir = mkdtempSync(path.join(os.tmpdir(), "helios-bench-pages-"));
    await writePageFiles(server.url, pagesDir);
    const baseline = await startServerProcess({
      name: "baseline server",
      args: [path.join(root, "scripts/bench/baseline-server.mjs")],
      cwd: root,
      env: { ...process.env, PORT: String(port), DIR: pagesDir },
      logFd: openSync(path.join(resultsDir, `baseline-${stamp}.log`), "a"),
      readyUrl: `http://127.0.0.1:${port}/`,
    });
    const targets = [
      { name: "ours", url: server.url },
      { name: "baseline (sirv)", url: `http://127.0.0.1:${port}` },
    ];
    const runs = {};
    try {
      for (const target of targets) {
        const pages = await checkPages(target.url);
        console.log(`  throughput ${target.name}: warm-up ${WARMUP_SECONDS} s, then ${MEASURE_SECONDS} s at ${CONNECTIONS} connections`);
        await load(target.url, WARMUP_SECONDS);
        // Other work on the machine skews these numbers; the load average shows when it did.
        const loadAverage1m = os.loadavg()[0];
        runs[target.name] = { url: target.url, pages, loadAverage1m, ...(await load(target.url, MEASURE_SECONDS)) };
      }
    } finally {
      await baseline.stop();
      rmSync(pagesDir, { recursive: true, force: true });
    }

    const ours = runs[targets[0].name];
    const base = runs[targets[1].name];
    const ratio = ours.requestsPerSecond / base.requestsPerSecond;
    const encodings = (run) => [...new Set(Object.values(run.pages).map((p) => p.encoding))].join("/");
    const rows = Object.entries(runs).map(([name, r]) => [
      name,
      Math.round(r.requestsPerSecond),
      r.latencyP50Ms,
      r.latencyP99Ms,
      r.errors + r.timeouts,
      r.non2xx,
      (r.bytesPerSecond / 1e6).toFixed(1),
      encodings(r),
      r.loadAverage1m.toFixed(1),
    ]);
    const misses = [];
    for (const [name, r] of Object.entries(runs)) {
      if (r.errors + r.timeouts + r.non2xx > 0) misses.push(`throughput ${name}: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx`);
    }
    if (!(ratio >= STATIC_THROUGHPUT_MIN_RATIO)) {
      misses.push(`throughput: ours/baseline ${ratio.toFixed(2)} < ${STATIC_THROUGHPUT_MIN_RATIO}`);
    }
    const lines = [
      ...table(["server", "req/s", "p50 ms", "p99 ms", "errors", "non-2xx", "MB/s", "encoding", "load avg"], rows),
      `ratio ours/baseline: ${ratio.toFixed(2)}${ratio >= STATIC_THROUGHPUT_MIN_RATIO ? "" : " ✗"} (budget ≥ ${STATIC_THROUGHPUT_MIN_RATIO}); ` +
        `pages ${PAGES.join(" ")}, ${CONNECTIONS} connections, ${MEASURE_SECONDS} s each after ${WARMUP_SECONDS} s warm-up`,
    ];
    return {
      data: { pages: PAGES, headers: HEADERS, connections: CONNECTIONS, warmupSeconds: WARMUP_SECONDS, measureSeconds: MEASURE_SECONDS, runs, ratio },
      lines,
      misses,
    };
  },
};
