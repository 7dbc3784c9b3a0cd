import { Link } from "react-router";
import { grandOpening } from "../../content/event";
import { filterSearch } from "../../lib/admin/inbox-filter";
import { staffMeta } from "../../lib/admin/staff-meta";
import { rsvpSummary } from "../../lib/server/leads/inbox.server";
import { requireServices } from "../../lib/server/platform/services.server";
import { requireStaff } from "../../lib/server/staff/auth.server";
import type { Route } from "./+types/rsvps";

export const meta = () => staffMeta("RSVPs");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return rsvpSummary(requireServices(context).store);
}

const cell = "px-3 py-2.5";
const number = `${cell} text-right tabular-nums`;

export default function Rsvps({ loaderData }: Route.ComponentProps) {
  const { lines, total } = loaderData;
  const allRsvps = `/admin/submissions${filterSearch({ kind: "rsvp", page: 1 })}`;
  return (
    <div className="container-site py-8 md:py-10">
      <h1 className="text-3xl md:text-4xl">RSVPs</h1>
      <p className="mt-1 text-muted">
        {grandOpening.title}: replies and guests from each RSVP page. Spam is not counted.
      </p>

      <dl className="mt-6 grid max-w-xl grid-cols-2 gap-4">
        <div className="border border-stone bg-white p-4">
          <dt className="text-sm font-semibold text-muted">Guests in all</dt>
          <dd className="mt-1 font-display text-4xl text-aegean-dark tabular-nums">{total.guests}</dd>
        </div>
        <div className="border border-stone bg-white p-4">
          <dt className="text-sm font-semibold text-muted">Replies in all</dt>
          <dd className="mt-1 font-display text-4xl text-aegean-dark tabular-nums">{total.replies}</dd>
        </div>
      </dl>

      <div role="region" aria-labelledby="rsvp-caption" tabIndex={0} className="relative mt-8 max-w-3xl overflow-x-auto border border-stone bg-white">
        <table className="w-full min-w-[20rem] border-collapse text-left text-sm">
          <caption id="rsvp-caption" className="px-3 pt-3 text-left font-display text-xl text-aegean-dark">
            Replies and guests per RSVP page
          </caption>
          <thead className="bg-marble text-xs uppercase tracking-wider">
            <tr>
              <th scope="col" className={`${cell} font-semibold`}>
                RSVP page
              </th>
              <th scope="col" className={`${number} font-semibold`}>
                Replies
              </th>
              <th scope="col" className={`${number} font-semibold`}>
                New
              </th>
              <th scope="col" className={`${number} font-semibold`}>
                Guests
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.formId} className="border-t border-stone">
                <th scope="row" className={`${cell} font-semibold`}>
                  <Link to={`/admin/submissions${filterSearch({ form: line.formId, page: 1 })}`} className="text-aegean underline">
                    {line.label}
                  </Link>
                </th>
                <td className={number}>{line.replies}</td>
                <td className={number}>{line.newReplies}</td>
                <td className={number}>{line.guests}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-aegean font-semibold">
            <tr>
              <th scope="row" className={cell}>
                All RSVP pages
              </th>
              <td className={number}>{total.replies}</td>
              <td className={number}>{total.newReplies}</td>
              <td className={number}>{total.guests}</td>
            </tr>
          </tfoot>
        </table>
      </div>

      <p className="mt-6 flex flex-wrap gap-4">
        <Link to={allRsvps} className="btn btn-primary">
          See every RSVP
        </Link>
        <a href={`/admin/export.csv${filterSearch({ kind: "rsvp", page: 1 })}`} className="btn btn-outline">
          Download the guest list (CSV)
        </a>
      </p>
    </div>
  );
}
