import { Link } from "react-router";
import { personErasePath, personExportPath } from "#app/lib/leads/person-data";

/**
 * A person's data (decision 076), for owners: download everything held on them (their request for a copy) or go to
 * the page that erases it (their request to be forgotten).
 */
export function PersonData({ id }: { id: string }) {
  return (
    <section aria-labelledby="person-data-heading" className="min-w-0 border border-stone bg-white p-5">
      <h2 id="person-data-heading" className="text-2xl">
        Their data
      </h2>
      <p className="mt-2 text-sm">
        When this person asks for a copy of what we hold on them, or to be forgotten. Both are recorded in the audit log.
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <a href={personExportPath(id)} download className="btn btn-outline">
          Download their data (zip)
        </a>
        <Link to={personErasePath(id)} className="btn btn-outline">
          Erase this person…
        </Link>
      </div>
    </section>
  );
}
