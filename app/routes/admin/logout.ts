import { redirect } from "react-router";
import { requireServices } from "#app/lib/server/platform/services.server";
import { ROLE_HOME } from "#app/lib/admin/staff-roles";
import { LOGIN_PATH, requireStaff, signOut } from "#app/lib/server/staff/auth.server";
import type { Route } from "./+types/logout";

/** POST /admin/logout: deletes the session and its cookie, then shows the sign-in page. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  const setCookie = await signOut(request, requireServices(context));
  return redirect(`${LOGIN_PATH}?signed-out=1`, { status: 303, headers: { "Set-Cookie": setCookie } });
}

/** Signing out is a post (a link or prefetch must not sign anyone out): a GET just goes to the role's first page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  return redirect(ROLE_HOME[staff.role]);
}
