import { randomUUID } from "node:crypto";
import path from "node:path";
import { sql, type Kysely } from "kysely";
import type { BackupRunsTable, Database } from "../platform/db-schema";
import type { Store } from "../platform/database.server";
import type { BackupResult } from "./backup.server";

/** A run with no outcome after this long was cut short (the process stopped): shown as failed. */
export const UNFINISHED_RUN_MS = 6 * 60 * 60 * 1000;
/** The off-site command (a copy to another machine) is stopped after this long. */
export const BACKUP_COMMAND_TIMEOUT_MS = 2 * 60 * 60 * 1000;
/** Error text kept per run (a tool's last line of output). */
const MAX_ERROR_LENGTH = 500;
/** Lock key under which PostgreSQL instances agree which of them takes a scheduled backup. */
const SCHEDULE_LOCK_KEY = 3_100_028;

const short = (text: string) => (text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text);

export type BackupRun = BackupRunsTable;

/**
 * Claims the next scheduled backup: one statement inserts a run unless one started within `intervalMs`. On PostgreSQL
 * it runs under a transaction-scoped advisory lock, so that of several instances exactly one claims each backup.
 * Returns the run's id, or undefined when another run is recent.
 */
export async function claimScheduledRun(store: Store, intervalMs: number, now = Date.now()): Promise<string | undefined> {
  const id = randomUUID();
  const claim = (db: Kysely<Database>) =>
    sql`insert into backup_runs (id, kind, started_at)
      select ${id}, 'scheduled', ${now}
      where not exists (select 1 from backup_runs where started_at > ${now - intervalMs})`.execute(db);
  // On SQLite the one statement is atomic by itself (and there is one server process).
  const inserted =
    store.dialect === "postgres"
      ? await store.db.transaction().execute(async (trx) => {
          await sql`select pg_advisory_xact_lock(${SCHEDULE_LOCK_KEY})`.execute(trx);
          return claim(trx);
        })
      : await claim(store.db);
  return Number(inserted.numAffectedRows ?? 0) === 1 ? id : undefined;
}

/** Starts a run taken by hand (npm run backup). */
export async function startManualRun(store: Store, now = Date.now()): Promise<string> {
  const id = randomUUID();
  await store.db.insertInto("backup_runs").values({ id, kind: "manual", started_at: now }).execute();
  return id;
}

export async function finishRun(store: Store, id: string, outcome: { result: BackupResult } | { error: string }, now = Date.now()) {
  const values =
    "result" in outcome
      ? { ok: 1, file: path.basename(outcome.result.file), size_bytes: outcome.result.sizeBytes, error: null }
      : { ok: 0, error: short(outcome.error) };
  await store.db.updateTable("backup_runs").set({ ...values, finished_at: now }).where("id", "=", id).execute();
}

export async function recordOffsite(store: Store, id: string, error: string | undefined) {
  await store.db
    .updateTable("backup_runs")
    .set({ offsite_ok: error ? 0 : 1, offsite_error: error ? short(error) : null })
    .where("id", "=", id)
    .execute();
}

export async function recentRuns(store: Store, limit: number): Promise<BackupRun[]> {
  return store.db.selectFrom("backup_runs").selectAll().orderBy("started_at", "desc").orderBy("id").limit(limit).execute();
}

/** A run's outcome as staff read it: done, failed (or cut short), or still running. */
export function runState(run: BackupRun, now = Date.now()): "ok" | "failed" | "running" {
  if (run.ok === 1) return "ok";
  if (run.ok === 0 || now - run.started_at > UNFINISHED_RUN_MS) return "failed";
  return "running";
}

/** A backup taken and checked whose off-site copy has no outcome yet, within the time the command may take. */
function offsitePending(run: BackupRun, now: number): boolean {
  return run.ok === 1 && run.offsite_ok === null && now - (run.finished_at ?? run.started_at) < BACKUP_COMMAND_TIMEOUT_MS;
}

export interface BackupHealth {
  last?: BackupRun;
  lastGood?: BackupRun;
  /** Shown on every staff page: the last backup (or its off-site copy) failed, or the last good one is too old. */
  warning?: string;
}

/**
 * The state of backups for the staff pages. With scheduling on (intervalMs > 0), a last good backup older than two
 * intervals is a warning; whether scheduling is on or not, so is a last backup that failed, or whose off-site copy did.
 */
export async function backupHealth(store: Store, intervalMs: number, now = Date.now()): Promise<BackupHealth> {
  const finished = (await recentRuns(store, 3)).filter((run) => runState(run, now) !== "running");
  const [last] = finished;
  // The off-site copy is made after the file is checked: while the newest one's is on its way, the copy before it
  // tells how off-site copies go (without BACKUP_COMMAND neither has an outcome, and nothing is said).
  const offsite = last && offsitePending(last, now) && finished[1]?.offsite_ok != null ? finished[1] : last;
  const lastGood = await store.db.selectFrom("backup_runs").selectAll().where("ok", "=", 1).orderBy("finished_at", "desc").limit(1).executeTakeFirst();
  let warning: string | undefined;
  if (last && runState(last, now) === "failed") {
    warning = `The last backup failed${last.error ? `: ${last.error}` : " (it did not finish)"}.`;
  } else if (offsite && offsite.offsite_ok === 0) {
    warning = `The last backup was taken, but its off-site copy (BACKUP_COMMAND) failed${offsite.offsite_error ? `: ${offsite.offsite_error}` : ""}.`;
  } else if (intervalMs > 0 && lastGood && now - (lastGood.finished_at ?? lastGood.started_at) > 2 * intervalMs) {
    warning = "The last good backup is older than two backup intervals: check that the server can write its backups.";
  }
  return { last, lastGood, warning };
}
