import { Outlet } from "react-router";
import { UnsavedChangesPrompt } from "#app/components/admin/unsaved/UnsavedChangesPrompt";
import type { StaffHeaderData } from "#app/lib/admin/staff-meta";
import { backupHealth } from "#app/lib/server/backup/backup-runs.server";
import { intervalMs } from "#app/lib/server/backup/backup-schedule.server";
import { countNew } from "#app/lib/server/leads/inbox.server";
import { requireServices } from "#app/lib/server/platform/services.server";
import { requireStaff } from "#app/lib/server/staff/auth.server";
import type { Route } from "./+types/layout";

/**
 * The signed-in staff pages: who is signed in, how many submissions are new, and a warning when backups are failing
 * or late, for the staff header.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<StaffHeaderData> {
  const staff = await requireStaff(request, context);
  const { store, env } = requireServices(context);
  const [newCount, backups] = await Promise.all([countNew(store), backupHealth(store, intervalMs(env.BACKUP_INTERVAL_HOURS))]);
  return { email: staff.email, newCount, ...(backups.warning ? { backupWarning: backups.warning } : {}) };
}

export default function StaffLayout() {
  return (
    <>
      <Outlet />
      <UnsavedChangesPrompt />
    </>
  );
}
