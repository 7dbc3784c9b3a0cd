import { isRouteErrorResponse, Link, useRouteError, useRouteLoaderData } from "react-router";
import { STAFF_LAYOUT_ID, type StaffHeaderData } from "#app/lib/admin/staff-meta";
import { STAFF_BASE_PATH } from "#app/lib/admin/staff-paths";
import { ROLE_HOME } from "#app/lib/admin/staff-roles";
import { REQUEST_REFERENCE_ID, useRequestReference } from "#app/lib/request-reference";

/** What a staff page refused to a role carries (requireStaff, app/lib/server/staff/auth.server.ts). */
interface RoleRefusalData {
  refused: "role";
  message: string;
  home: string;
}

/** The request's reference for the log, under an apology (a failure of ours, not a 404). */
export function LogReference() {
  const reference = useRequestReference();
  return reference ? (
    <p className="mt-3">
      Reference for the log: <code id={REQUEST_REFERENCE_ID}>{reference}</code>
    </p>
  ) : null;
}

/** A 403 from the roles table: the page exists, and another role may use it. */
export function roleRefusalOf(error: unknown): RoleRefusalData | undefined {
  if (!isRouteErrorResponse(error) || error.status !== 403) return undefined;
  const data = error.data as Partial<RoleRefusalData> | undefined;
  return data?.refused === "role" && typeof data.message === "string" && typeof data.home === "string" ? (data as RoleRefusalData) : undefined;
}

/** The page a role may not use: who may, and the way to this role's own first page. */
export function RoleRefusalScreen({ refusal }: { refusal: RoleRefusalData }) {
  return (
    <div className="container-site py-12">
      <h1 className="text-3xl">Not open to your role</h1>
      <p className="mt-3 max-w-2xl">{refusal.message}</p>
      <p className="mt-6">
        <Link to={refusal.home} className="btn btn-primary">
          Go to your first page
        </Link>
      </p>
    </div>
  );
}

/**
 * The error screen of the staff pages without one of their own: a role's refusal says who may use the page; anything
 * else is an apology with the reference for the log.
 */
export function StaffErrorScreen() {
  const error = useRouteError();
  const staff = useRouteLoaderData<StaffHeaderData>(STAFF_LAYOUT_ID);
  const refusal = roleRefusalOf(error);
  if (refusal) return <RoleRefusalScreen refusal={refusal} />;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="container-site py-12">
      <h1 className="text-3xl">{notFound ? "Page not found" : "This page could not be shown"}</h1>
      <p className="mt-3">{notFound ? "No staff page has this address: it may have been mistyped." : "Something went wrong on our side. Please try again in a moment."}</p>
      {notFound ? null : <LogReference />}
      <p className="mt-6">
        <Link to={staff ? ROLE_HOME[staff.role] : STAFF_BASE_PATH} reloadDocument={!staff} className="btn btn-primary">
          Go to your first page
        </Link>
      </p>
    </div>
  );
}
