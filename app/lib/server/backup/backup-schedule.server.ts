import { PeriodicJob } from "../platform/periodic-job.server";
import { execFile } from "node:child_process";
import path from "node:path";
import type { Store } from "../platform/database.server";
import { recordAudit } from "../audit/audit-log.server";
import { rotateBackups, takeBackup, type BackupResult } from "./backup.server";
import { BACKUP_COMMAND_TIMEOUT_MS, claimScheduledRun, finishRun, recordOffsite } from "./backup-runs.server";

const HOUR_MS = 60 * 60 * 1000;
/** How often the schedule is looked at, at most (a shorter interval is looked at as often as it is). */
const CHECK_EVERY_MS = 60 * 1000;
/** Output of the off-site command kept, for its error message. */
const COMMAND_OUTPUT_BYTES = 1024 * 1024;

export interface ScheduleOptions {
  store: Store;
  dir: string;
  intervalHours: number;
  keep: number;
  command?: string;
}

export const intervalMs = (hours: number) => Math.round(hours * HOUR_MS);

/**
 * Runs BACKUP_COMMAND for a backup file: `/bin/sh -c COMMAND backup-command FILE`, so the command reads the path as
 * "$1" (and as $BACKUP_FILE). The path is an argument, never pasted into the command's text. Resolves to an error
 * message (its last line of output) or undefined when it succeeded.
 */
export function runBackupCommand(command: string, file: string, timeoutMs = BACKUP_COMMAND_TIMEOUT_MS): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile(
      "/bin/sh",
      ["-c", command, "backup-command", file],
      { env: { ...process.env, BACKUP_FILE: file }, timeout: timeoutMs, maxBuffer: COMMAND_OUTPUT_BYTES },
      (error, _stdout, stderr) => {
        if (!error) return resolve(undefined);
        const last = String(stderr).trim().split("\n").filter(Boolean).at(-1);
        const how = error.killed ? "was stopped after its time limit" : `exited with ${error.code ?? error.signal}`;
        resolve(`the command ${how}${last ? `: ${last}` : ""}`);
      },
    );
  });
}

/**
 * The server's own backups: every BACKUP_INTERVAL_HOURS one instance claims a run (backup-runs.server.ts), takes the
 * backup, keeps the newest BACKUP_KEEP files and runs BACKUP_COMMAND; each step is recorded for the staff pages and
 * logged in one line.
 */
export class BackupScheduler {
  #job: PeriodicJob | undefined;
  #stopped = false;

  constructor(private readonly options: ScheduleOptions) {}

  start(): void {
    const every = intervalMs(this.options.intervalHours);
    if (every <= 0) return;
    this.#job = new PeriodicJob("Backup schedule", Math.min(every, CHECK_EVERY_MS), () => this.runDue());
    this.#job.start();
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    await this.#job?.stop();
  }

  /** Takes a backup if one is due and no other instance has claimed it; returns it, or undefined. */
  async runDue(now = Date.now()): Promise<BackupResult | undefined> {
    const { store, dir, keep, command } = this.options;
    if (this.#stopped) return undefined;
    const id = await claimScheduledRun(store, intervalMs(this.options.intervalHours), now);
    if (!id) return undefined;
    let result: BackupResult;
    try {
      result = await takeBackup(store, dir);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`Backup failed: ${message}`);
      await finishRun(store, id, { error: message });
      return undefined;
    }
    await finishRun(store, id, { result });
    // Nobody's doing but the server's schedule: the entry names no account.
    await recordAudit(store.db, { actor: { id: null, email: null }, action: "backup", subject: `${path.basename(result.file)}, on schedule` }).catch(
      (error: Error) => console.error(`Audit log entry failed: ${error.message}`),
    );
    const removed = await rotateBackups(dir, keep).catch((error: Error) => {
      console.error(`Backup rotation failed: ${error.message}`);
      return [];
    });
    console.log(
      `Backup taken: ${result.file} (${result.sizeBytes} bytes, ${result.durationMs} ms)${removed.length ? `; removed ${removed.length} older` : ""}`,
    );
    if (command) {
      const failure = await runBackupCommand(command, result.file);
      await recordOffsite(store, id, failure);
      if (failure) console.error(`Backup off-site copy of ${path.basename(result.file)} failed: ${failure}`);
      else console.log(`Backup off-site copy of ${path.basename(result.file)} done`);
    }
    return result;
  }
}
