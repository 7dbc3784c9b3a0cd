import { Outlet } from "react-router";
import type { StaffHeaderData } from "../../lib/admin/staff-meta";
import { countNew } from "../../lib/server/leads/inbox.server";
import { requireServices } from "../../lib/server/platform/services.server";
import { requireStaff } from "../../lib/server/staff/auth.server";
import type { Route } from "./+types/layout";

/** The signed-in staff pages: who is signed in and how many submissions are new, for the staff header. */
export async function loader({ request, context }: Route.LoaderArgs): Promise<StaffHeaderData> {
  const staff = await requireStaff(request, context);
  return { email: staff.email, newCount: await countNew(requireServices(context).store) };
}

export default function StaffLayout() {
  return <Outlet />;
}
