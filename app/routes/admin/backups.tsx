import { staffMeta } from "#app/lib/admin/staff-meta";
import { SectionAbout } from "#app/components/admin/SectionAbout";
import { staffTime } from "#app/lib/business-time";
import { formatSize } from "#app/lib/server/backup/backup.server";
import { backupHealth, recentRuns, runState } from "#app/lib/server/backup/backup-runs.server";
import { intervalMs } from "#app/lib/server/backup/backup-schedule.server";
import { requireServices } from "#app/lib/server/platform/services.server";
import { requireStaff } from "#app/lib/server/staff/auth.server";
import type { Route } from "./+types/backups";
import type { MetaMatches } from "#app/lib/content/root-content";

export const meta = ({ matches }: { matches: MetaMatches }) => staffMeta("Backups", matches);

/** Backups listed on the page, newest first. */
const RUNS_SHOWN = 20;


/** When the last backups were taken, their size and outcome, and whether the off-site copy succeeded (decision 028). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { store, env } = requireServices(context);
  const [runs, health] = await Promise.all([recentRuns(store, RUNS_SHOWN), backupHealth(store, intervalMs(env.BACKUP_INTERVAL_HOURS))]);
  const now = Date.now();
  return {
    schedule:
      env.BACKUP_INTERVAL_HOURS > 0
        ? `Every ${env.BACKUP_INTERVAL_HOURS} ${env.BACKUP_INTERVAL_HOURS === 1 ? "hour" : "hours"}; the newest ${env.BACKUP_KEEP} files are kept.`
        : "The server takes no backups of its own (BACKUP_INTERVAL_HOURS is 0): take them with npm run backup.",
    folder: env.BACKUP_DIR_ABSOLUTE,
    offsite: Boolean(env.BACKUP_COMMAND),
    lastGood: health.lastGood ? { ...staffTime(health.lastGood.finished_at ?? health.lastGood.started_at), size: formatSize(Number(health.lastGood.size_bytes ?? 0)) } : undefined,
    runs: runs.map((run) => ({
      id: run.id,
      started: staffTime(run.started_at),
      kind: run.kind === "manual" ? "By hand" : "Scheduled",
      state: runState(run, now),
      file: run.file ?? undefined,
      size: run.size_bytes === null ? undefined : formatSize(Number(run.size_bytes)),
      error: run.error ?? undefined,
      offsite: run.offsite_ok === null ? undefined : run.offsite_ok === 1 ? "Copied" : `Failed${run.offsite_error ? `: ${run.offsite_error}` : ""}`,
    })),
  };
}

const STATE_TEXT = { ok: "Taken and checked", failed: "Failed", running: "In progress" } as const;

export default function Backups({ loaderData }: Route.ComponentProps) {
  const { lastGood, runs } = loaderData;
  return (
    <div className="container-site py-8 md:py-10">
      <h1 className="text-3xl md:text-4xl">Backups</h1>
      <SectionAbout to="/admin/backups" />
      <p className="mt-2 max-w-3xl">
        {lastGood ? (
          <>
            The last good backup was taken <time dateTime={lastGood.iso}>{lastGood.label}</time> ({lastGood.size}).
          </>
        ) : (
          "No backup has been taken yet."
        )}{" "}
        {loaderData.schedule}
      </p>
      <p className="mt-1 max-w-3xl text-sm text-muted">
        Files are written to <code>{loaderData.folder}</code> on the server.{" "}
        {loaderData.offsite ? "Each scheduled backup is then copied off-site by BACKUP_COMMAND." : "No off-site copy is made (BACKUP_COMMAND is not set)."}{" "}
        Leads, accounts, content, images and quote files are all in the database, so all are in every backup.
      </p>
      <div className="relative mt-6 overflow-x-auto">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">Recent backups, the newest first</caption>
          <thead>
            <tr className="border-b border-stone">
              <th scope="col" className="py-2 pr-3 font-semibold">Started</th>
              <th scope="col" className="py-2 pr-3 font-semibold">How</th>
              <th scope="col" className="py-2 pr-3 font-semibold">Outcome</th>
              <th scope="col" className="py-2 pr-3 font-semibold">File</th>
              <th scope="col" className="py-2 pr-3 font-semibold">Size</th>
              <th scope="col" className="py-2 font-semibold">Off-site copy</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone">
            {runs.length === 0 ? (
              <tr>
                <td colSpan={6} className="py-3 text-muted">
                  No backups recorded yet.
                </td>
              </tr>
            ) : null}
            {runs.map((run) => (
              <tr key={run.id}>
                <th scope="row" className="py-2 pr-3 font-medium">
                  <time dateTime={run.started.iso}>{run.started.label}</time>
                </th>
                <td className="py-2 pr-3">{run.kind}</td>
                <td className="py-2 pr-3">
                  {STATE_TEXT[run.state]}
                  {run.error ? `: ${run.error}` : ""}
                </td>
                <td className="py-2 pr-3 break-all">{run.file ?? "None"}</td>
                <td className="py-2 pr-3">{run.size ?? "None"}</td>
                <td className="py-2">{run.offsite ?? (loaderData.offsite ? "Not run" : "Not set up")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
