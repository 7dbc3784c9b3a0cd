import { redirect } from "react-router";
import { ROLE_HOME } from "#app/lib/admin/staff-roles";
import { requireStaff } from "#app/lib/server/staff/auth.server";
import type { Route } from "./+types/index";

/**
 * /admin: each role's first page for signed-in staff (the overview for owners, decision 075; the inbox for sales; the
 * products for editors), the sign-in page for others. A page of its own rather than the overview itself: the data
 * request of /admin (/admin.data) is outside the session cookie's path.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  return redirect(ROLE_HOME[staff.role]);
}
