// Section "backup": how long `npm run backup` takes on a database of 10,000 leads and 500 MB of images, and the longest
// a write waited while it ran (decision 028). The database is made in a fresh SQLite file of its own (backup-run.ts);
// the running server is not involved. --backup-leads and --backup-image-mb make it smaller or larger.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { BACKUP_WRITE_STALL_MAX_MS } from "./budgets.mjs";

/** The measurement takes about a minute on 2 cores; beyond this it is stopped. */
const TIMEOUT_MS = 15 * 60 * 1000;

export const backupSection = {
  id: "backup",
  title: "Backup duration and write stalls (SQLite)",
  options: { "backup-leads": { type: "string" }, "backup-image-mb": { type: "string" } },

  async run({ root, options }) {
    const env = {
      ...process.env,
      BENCH_LEADS: options["backup-leads"] ?? "10000",
      BENCH_IMAGE_MB: options["backup-image-mb"] ?? "500",
    };
    const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", path.join(root, "scripts/bench/backup-run.ts")], { cwd: root, env, timeout: TIMEOUT_MS });
    const data = JSON.parse(stdout.trim().split("\n").at(-1));
    const mb = (bytes) => (bytes / 1024 / 1024).toFixed(0);
    const misses =
      data.during.maxMs > BACKUP_WRITE_STALL_MAX_MS
        ? [`backup: a write waited ${data.during.maxMs} ms during the backup > ${BACKUP_WRITE_STALL_MAX_MS} ms (before it: longest ${data.baseline.maxMs} ms)`]
        : [];
    return {
      data,
      misses,
      lines: [
        `database: ${data.leads} leads, ${data.imageMb} MB of images (made in ${(data.fillMs / 1000).toFixed(1)} s)`,
        `backup: ${(data.backupMs / 1000).toFixed(1)} s, ${mb(data.backupBytes)} MB, checked (integrity_check and row counts)`,
        `writes during the backup: ${data.during.writes}, longest ${data.during.maxMs} ms, p99 ${data.during.p99Ms} ms`,
        `writes before it (${data.baseline.writes}): longest ${data.baseline.maxMs} ms, p99 ${data.baseline.p99Ms} ms`,
      ],
    };
  },
};
