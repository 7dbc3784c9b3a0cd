import { redirect } from "react-router";
import { requireStaff, STAFF_HOME } from "#app/lib/server/staff/auth.server";
import type { Route } from "./+types/index";

/** /admin: the inbox for signed-in staff, the sign-in page for everyone else. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return redirect(STAFF_HOME);
}
