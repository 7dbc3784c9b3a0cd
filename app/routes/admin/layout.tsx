import { Outlet } from "react-router";
import { StaffErrorScreen } from "#app/components/admin/StaffErrorScreen";
import { UnsavedChangesPrompt } from "#app/components/admin/unsaved/UnsavedChangesPrompt";
import type { StaffHeaderData } from "#app/lib/admin/staff-meta";
import { mayOpen } from "#app/lib/admin/staff-roles";
import { BACKUPS_PATH, INBOX_PATH } from "#app/lib/admin/staff-nav";
import { backupHealth } from "#app/lib/server/backup/backup-runs.server";
import { intervalMs } from "#app/lib/server/backup/backup-schedule.server";
import { countNew } from "#app/lib/server/leads/inbox.server";
import { requireServices } from "#app/lib/server/platform/services.server";
import { requireStaff } from "#app/lib/server/staff/auth.server";
import { staffNames } from "#app/lib/server/staff/users.server";
import type { Route } from "./+types/layout";

/**
 * The signed-in staff pages: who is signed in and what their role may use, how many submissions are new, the staff's
 * names for "Last edited by", and a warning when backups are failing or late (for those who may see to them), for the
 * staff header. The page below
 * checks the role (requireStaff): a refusal shows inside the header and navigation, which show only what the role may use.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<StaffHeaderData> {
  const staff = await requireStaff(request, context, { checkRole: false });
  const { store, env } = requireServices(context);
  const [newCount, backups, names] = await Promise.all([
    mayOpen(staff.role, INBOX_PATH) ? countNew(store) : 0,
    mayOpen(staff.role, BACKUPS_PATH) ? backupHealth(store, intervalMs(env.BACKUP_INTERVAL_HOURS)) : { warning: undefined },
    staffNames(store),
  ]);
  return {
    email: staff.email,
    role: staff.role,
    name: staff.name,
    newCount,
    staffNames: names,
    ...(backups.warning ? { backupWarning: backups.warning } : {}),
  };
}

export default function StaffLayout() {
  return (
    <>
      <Outlet />
      <UnsavedChangesPrompt />
    </>
  );
}

export function ErrorBoundary() {
  return <StaffErrorScreen />;
}
