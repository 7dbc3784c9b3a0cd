import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { LogReference, RoleRefusalScreen, roleRefusalOf } from "./StaffErrorScreen";

/**
 * The error screen of a staff page about one item (a submission, an event, an announcement, a post): "not found"
 * for an address that names none, who may use it when the role may not, a plain apology otherwise, and the way back to
 * its list.
 */
export function ItemErrorBoundary({ what, back }: { what: string; back: { to: string; label: string } }) {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const refusal = roleRefusalOf(error);
  if (refusal) return <RoleRefusalScreen refusal={refusal} />;
  return (
    <div className="container-site py-12">
      <h1 className="text-3xl">{notFound ? `${what[0]!.toUpperCase()}${what.slice(1)} not found` : `This ${what} could not be shown`}</h1>
      <p className="mt-3">
        {notFound ? `No ${what} has this address: it may have been mistyped.` : "Something went wrong on our side. Please try again in a moment."}
      </p>
      {notFound ? null : <LogReference />}
      <p className="mt-6">
        <Link to={back.to} className="btn btn-primary">
          {back.label}
        </Link>
      </p>
    </div>
  );
}
