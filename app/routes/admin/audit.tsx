import { Form, Link } from "react-router";
import { Pagination } from "#app/components/admin/Pagination";
import { SectionAbout } from "#app/components/admin/SectionAbout";
import { SelectField, TextField } from "#app/components/forms/Field";
import { AUDIT_AREAS } from "#app/lib/admin/audit";
import { auditSearch, parseAuditQuery } from "#app/lib/admin/audit-filter";
import { staffMeta } from "#app/lib/admin/staff-meta";
import type { MetaMatches } from "#app/lib/content/root-content";
import { auditLogPage } from "#app/lib/server/audit/audit-page.server";
import { AUDIT_PAGE_SIZE } from "#app/lib/server/audit/audit-log.server";
import { requireServices } from "#app/lib/server/platform/services.server";
import { requireStaff } from "#app/lib/server/staff/auth.server";
import { staffNames } from "#app/lib/server/staff/users.server";
import type { Route } from "./+types/audit";

export const meta = ({ matches }: { matches: MetaMatches }) => staffMeta("Audit log", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { store } = requireServices(context);
  const query = parseAuditQuery(new URL(request.url).searchParams);
  return { ...(await auditLogPage(store, query, await staffNames(store))), pageSize: AUDIT_PAGE_SIZE };
}

const KIND_OPTIONS = Object.entries(AUDIT_AREAS).map(([value, label]) => ({ value, label }));
const cell = "px-2 py-2.5 align-top first:pl-3 last:pr-3";

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { query, total, pageCount, first, entries, actors } = loaderData;
  const last = first === 0 ? 0 : first + entries.length - 1;
  return (
    <div className="container-site py-8 md:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl md:text-4xl">Audit log</h1>
          <SectionAbout to="/admin/audit" />
        </div>
        <a href={`/admin/audit.csv${auditSearch(query, { page: 1 })}`} className="btn btn-outline" download>
          Download CSV
        </a>
      </div>

      <Form method="get" aria-label="Filter the audit log" className="mt-6 grid gap-4 border border-stone bg-white p-4 sm:grid-cols-2 lg:grid-cols-[2fr_2fr_1fr_1fr_auto] lg:items-end">
        <SelectField name="who" label="Person" placeholder="Everyone" options={actors} defaultValue={query.who ?? ""} optional />
        <SelectField name="kind" label="Kind of action" placeholder="Every kind" options={KIND_OPTIONS} defaultValue={query.kind ?? ""} optional />
        <TextField name="from" type="date" label="From" defaultValue={query.from ?? ""} optional />
        <TextField name="to" type="date" label="To" defaultValue={query.to ?? ""} optional />
        <div className="flex items-center gap-3">
          <button type="submit" className="btn btn-primary">
            Apply
          </button>
          <Link to="/admin/audit" className="text-sm text-aegean underline">
            Clear
          </Link>
        </div>
      </Form>

      <p className="mt-6" role="status">
        {total === 0 ? "Nothing matches these filters." : `Showing ${first}–${last} of ${total} entries, newest first.`}
      </p>
      {entries.length ? (
        <div className="relative mt-3 overflow-x-auto border border-stone bg-white">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <caption className="sr-only">What staff did, newest first</caption>
            <thead className="bg-marble">
              <tr>
                <th scope="col" className={cell}>When</th>
                <th scope="col" className={cell}>Who</th>
                <th scope="col" className={cell}>What</th>
                <th scope="col" className={cell}>From</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone">
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td className={`${cell} whitespace-nowrap`}>
                    <time dateTime={entry.when.iso}>{entry.when.label}</time>
                  </td>
                  <td className={`${cell} break-words`}>{entry.who}</td>
                  <td className={`${cell} break-words`}>
                    {entry.what}{" "}
                    {entry.link ? (
                      <Link to={entry.link} className="text-aegean underline">
                        {entry.subject}
                      </Link>
                    ) : (
                      entry.subject
                    )}
                  </td>
                  <td className={cell}>{entry.from}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pagination page={query.page} pageCount={pageCount} href={(page) => `/admin/audit${auditSearch(query, { page })}`} />
    </div>
  );
}
