// Section "export": the inbox's spreadsheet export of 100,000 leads (issue 42, decision 069). A server of its own
// starts on a store seeded with that many leads (export-seed.ts: contact messages, RSVPs, showroom visits, quote
// requests) and no scheduled backup, and once it is quiet after starting (its spec sheets made), the section downloads
// /admin/export.csv as staff and measures the time to the last byte, the throughput
// and the server's memory: its peak resident size during the export (the kernel's high-water mark, reset first) over
// its size before, and its size after. Then the quote requests' export (a fifth of the leads, three openings each),
// for information. With BENCH_DATABASE_URL (or TEST_DATABASE_URL) set, the same again on a PostgreSQL database of its
// own, made and dropped around it. --export-leads changes the number of leads.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { EXPORT_GROWTH_MAX_MB, EXPORT_LEADS, EXPORT_MAX_MS, EXPORT_MIN_MB_PER_S } from "./budgets.mjs";
import { peakRss, procStatus } from "./uploads.mjs";
import { registerCleanup, signIn, sleep, table } from "./util.mjs";

const SEED_TIMEOUT_MS = 5 * 60 * 1000;
/** The server counts as quiet when it used less than this share of a core over a window of QUIET_WINDOW_MS. */
const QUIET_CPU_SHARE = 0.05;
const QUIET_WINDOW_MS = 1000;
const QUIET_TIMEOUT_MS = 120_000;
/** Clock ticks a second in /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_S = 100;
const MB = 1024 * 1024;

/** Downloads `url` to nowhere as fast as it comes: status, bytes and milliseconds to the last byte. */
function download(url, cookie) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { headers: { cookie } }, (response) => {
      let bytes = 0;
      response.on("data", (chunk) => (bytes += chunk.length));
      response.on("end", () => resolve({ status: response.statusCode, bytes, ms: performance.now() - started }));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

/** One export measured: time, throughput, and the server's memory before, at its peak and after. */
async function measure(server, cookie, route) {
  const { result, before, peak } = await peakRss(server.pid, () => download(`${server.url}${route}`, cookie));
  if (result.status !== 200) throw new Error(`${route} answered ${result.status}`);
  const after = procStatus(server.pid, "VmRSS");
  return { route, bytes: result.bytes, ms: result.ms, mbPerS: result.bytes / MB / (result.ms / 1000), rssBeforeMb: before / MB, peakGrowthMb: (peak - before) / MB, afterGrowthMb: (after - before) / MB };
}

/** The process's CPU time in clock ticks (user and system, every thread), from /proc/<pid>/stat. */
function cpuTicks(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return Number(fields[11]) + Number(fields[12]);
}

/**
 * Waits until the server has finished what it does after starting (its spec sheets, made at run time with fontkit,
 * ran during the export on PostgreSQL and doubled its time and memory): until it uses less than QUIET_CPU_SHARE of a
 * core over a window. Gives whether it got there.
 */
async function untilQuiet(pid) {
  const deadline = Date.now() + QUIET_TIMEOUT_MS;
  let before = cpuTicks(pid);
  while (Date.now() < deadline) {
    await sleep(QUIET_WINDOW_MS);
    const now = cpuTicks(pid);
    if (now - before < (QUIET_CPU_SHARE * TICKS_PER_S * QUIET_WINDOW_MS) / 1000) return true;
    before = now;
  }
  return false;
}

/** Seeds a store (a data folder, or a PostgreSQL database), starts a server on it and measures both exports. */
async function runOn(label, { root, startServer, total, dataDir, databaseUrl }) {
  const seedStarted = Date.now();
  await promisify(execFile)(process.execPath, ["--import", "tsx", path.join(root, "scripts/bench/export-seed.ts"), dataDir, String(total), databaseUrl ?? ""], {
    cwd: root,
    timeout: SEED_TIMEOUT_MS,
  });
  const seedMs = Date.now() - seedStarted;
  // No scheduled backup: a server's first start takes one, which ran during the export (16 s on PostgreSQL) and was
  // most of what the export seemed to cost; the backup section measures backups.
  const env = { DATA_DIR: dataDir, BACKUP_INTERVAL_HOURS: "0", ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
  const server = await startServer({ label: `export-${label}`, env });
  try {
    const cookie = await signIn(server.url, server.staff);
    // A first, small export loads the route's code, so the measured one is the export's own cost.
    await download(`${server.url}/admin/export.csv?q=nobody-at-all`, cookie);
    const quiet = await untilQuiet(server.pid);
    const leads = await measure(server, cookie, "/admin/export.csv");
    const quotes = await measure(server, cookie, "/admin/quotes.csv");
    return { label, seedMs, quiet, leads, quotes };
  } finally {
    await server.stop();
  }
}

/** A PostgreSQL database of its own on the server of `url`, dropped when done. */
async function pgDatabase(url) {
  const name = `bench_export_${randomBytes(4).toString("hex")}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const drop = () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const remove = registerCleanup("export bench database", { stop: drop, kill: () => {} });
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  return { url: databaseUrl.toString(), remove };
}

export const exportSection = {
  id: "export",
  title: "Spreadsheet export of many leads",
  options: { "export-leads": { type: "string" } },

  async run({ root, startServer, options }) {
    const total = Number(options["export-leads"] ?? EXPORT_LEADS);
    if (!Number.isInteger(total) || total < 1) throw new Error(`--export-leads must be a whole number, not ${options["export-leads"]}`);
    const runs = [];
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "helios-bench-export-"));
    const removeDataDir = registerCleanup("export data dir", {
      stop: async () => rmSync(dataDir, { recursive: true, force: true }),
      kill: () => rmSync(dataDir, { recursive: true, force: true }),
    });
    try {
      runs.push(await runOn("sqlite", { root, startServer, total, dataDir }));
    } finally {
      await removeDataDir();
    }
    const pgUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
    if (pgUrl) {
      const database = await pgDatabase(pgUrl);
      const pgDataDir = mkdtempSync(path.join(os.tmpdir(), "helios-bench-export-pg-"));
      try {
        runs.push(await runOn("postgres", { root, startServer, total, dataDir: pgDataDir, databaseUrl: database.url }));
      } finally {
        rmSync(pgDataDir, { recursive: true, force: true });
        await database.remove();
      }
    }

    const misses = [];
    for (const { label, leads } of runs) {
      // The budgets are for 100,000 leads; a smaller or larger run is measured against them pro rata for the time.
      const maxMs = (EXPORT_MAX_MS * total) / EXPORT_LEADS;
      if (leads.ms > maxMs) misses.push(`export (${label}): ${total} leads in ${leads.ms.toFixed(0)} ms > ${maxMs.toFixed(0)} ms`);
      if (leads.mbPerS < EXPORT_MIN_MB_PER_S) misses.push(`export (${label}): ${leads.mbPerS.toFixed(1)} MB/s < ${EXPORT_MIN_MB_PER_S} MB/s`);
      if (leads.peakGrowthMb >= EXPORT_GROWTH_MAX_MB) misses.push(`export (${label}): the server grew ${leads.peakGrowthMb.toFixed(1)} MB ≥ ${EXPORT_GROWTH_MAX_MB} MB`);
    }
    const row = (label, what, m) => [label, what, (m.bytes / MB).toFixed(1), (m.ms / 1000).toFixed(2), m.mbPerS.toFixed(1), m.rssBeforeMb.toFixed(0), m.peakGrowthMb.toFixed(1), m.afterGrowthMb.toFixed(1)];
    return {
      data: { leads: total, runs },
      misses,
      lines: [
        `  ${total} leads (a fifth quote requests with 3 openings); budget for the leads' export: < ${EXPORT_MAX_MS / 1000} s, ≥ ${EXPORT_MIN_MB_PER_S} MB/s, memory growth < ${EXPORT_GROWTH_MAX_MB} MB (MB = 2^20 bytes)`,
        ...table(
          ["store", "export", "MB", "s", "MB/s", "RSS before MB", "peak growth MB", "growth after MB"],
          runs.flatMap(({ label, leads, quotes }) => [row(label, "leads", leads), row(label, "quote requests", quotes)]),
        ).map((line) => `  ${line}`),
        ...runs.map(({ label, seedMs, quiet }) => `  seeding (${label}): ${(seedMs / 1000).toFixed(1)} s${quiet ? "" : "; the server was still busy after starting when measured"}`),
      ],
    };
  },
};
