import { formatPhone } from "#app/lib/forms/phone";
import { Link } from "react-router";
import { isFiltered } from "#app/lib/admin/inbox-filter";
import { StageBadge } from "../lead/StageBadge";
import type { InboxPageData } from "#app/lib/server/leads/inbox-page.server";
import { HeldActions } from "../HeldActions";
import { ColumnHeads } from "./ColumnHeads";
import { StatusBadge } from "../StatusBadge";

/**
 * The inbox's page of submissions on a laptop: received, who, form, status, and Release or Discard for those held.
 * Narrower screens get the same rows as cards (InboxCards), so nothing scrolls sideways.
 */
export function InboxTable({ page, busy }: { page: InboxPageData; busy: boolean }) {
  const { filter, rows, pageCount } = page;
  if (!rows.length) return null;
  return (
    <div role="region" aria-labelledby="inbox-caption" tabIndex={0} className="relative mt-3 hidden overflow-x-auto border border-stone bg-white lg:block">
      <table className="w-full min-w-[44rem] border-collapse text-left text-sm">
        <caption id="inbox-caption" className="sr-only">
          Submissions{isFiltered(filter) ? " matching the filters" : ""}, newest first, page {filter.page} of {pageCount}
        </caption>
        <thead className="bg-marble text-xs uppercase tracking-wider text-ink">
          <ColumnHeads columns={["Name", "Stage", "Received", "Form", { label: "Guests", right: true }, "Email", "Phone"]} />
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={`border-t border-stone ${row.status === "held" ? "bg-[#fff8e6]" : row.status === "new" ? "bg-aegean-light/40" : ""}`}>
              <th scope="row" className="min-w-[9rem] max-w-[14rem] px-3 py-2.5 font-semibold">
                <Link to={`/admin/submissions/${row.id}`} className="break-words text-aegean underline decoration-aegean/40 underline-offset-2 hover:decoration-aegean">
                  {row.name}
                </Link>
              </th>
              <td className="px-3 py-2.5">
                {row.stage ? <StageBadge stage={row.stage} /> : <StatusBadge status={row.status} />}
                {row.owner ? <span className="mt-1 block max-w-[10rem] break-words text-xs text-muted">{row.owner}</span> : null}
                {row.status === "held" ? <HeldActions id={row.id} what={`${row.form} from ${row.name}`} busy={busy} compact /> : null}
              </td>
              <td className="px-3 py-2.5">
                <time dateTime={row.receivedIso}>{row.received}</time>
              </td>
              <td className="whitespace-nowrap px-3 py-2.5">
                {row.form}
                {row.quote ? (
                  <span className="block text-xs text-muted">
                    {row.quote.openings} {row.quote.openings === 1 ? "opening" : "openings"}, {row.quote.areaM2.toFixed(2)} m²
                  </span>
                ) : null}
              </td>
              <td className="px-3 py-2.5 text-right tabular-nums">
                {row.waitlist ? <span className="mr-1.5 whitespace-nowrap text-xs font-semibold uppercase tracking-wider text-bronze">Waiting list</span> : null}
                {row.guests ?? (
                  <>
                    <span aria-hidden="true" className="text-muted">–</span>
                    <span className="sr-only">none</span>
                  </>
                )}
              </td>
              <td className="px-3 py-2.5">
                {/* A very long address is cut short here (the whole of it is on the submission's page). */}
                <span className="block max-w-[12rem] truncate" title={row.email}>
                  {row.email}
                </span>
              </td>
              <td className="whitespace-nowrap px-3 py-2.5 tabular-nums">{formatPhone(row.phone)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
