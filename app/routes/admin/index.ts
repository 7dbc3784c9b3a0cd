import { redirect } from "react-router";
import { ROLE_HOME } from "#app/lib/admin/staff-roles";
import { requireStaff } from "#app/lib/server/staff/auth.server";
import type { Route } from "./+types/index";

/** /admin: each role's first page for signed-in staff (the inbox for owners and sales), the sign-in page for others. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  return redirect(ROLE_HOME[staff.role]);
}
