import { formatPhone } from "#app/lib/forms/phone";
import { Link } from "react-router";
import { isFiltered } from "#app/lib/admin/inbox-filter";
import { StageBadge } from "../lead/StageBadge";
import type { InboxPageData } from "#app/lib/server/leads/inbox-page.server";
import { HeldActions } from "../HeldActions";
import { StatusBadge } from "../StatusBadge";

/**
 * The inbox's page of submissions on a phone or tablet: one card a lead (who, status, form, when, how to reach them,
 * and Release or Discard for one held), where the table (InboxTable) would scroll sideways. Shown below the width at
 * which the table fits; the table above it.
 */
export function InboxCards({ page, busy }: { page: InboxPageData; busy: boolean }) {
  const { filter, rows, pageCount } = page;
  if (!rows.length) return null;
  return (
    <ul
      aria-label={`Submissions${isFiltered(filter) ? " matching the filters" : ""}, newest first, page ${filter.page} of ${pageCount}`}
      className="mt-3 space-y-3 lg:hidden"
    >
      {rows.map((row) => (
        <li
          key={row.id}
          data-inbox-card
          className={`border border-stone p-4 ${row.status === "held" ? "border-l-4 border-l-[#8a5a00] bg-[#fff8e6]" : row.status === "new" ? "border-l-4 border-l-aegean bg-aegean-light/40" : "bg-white"}`}
        >
          <div className="flex items-start justify-between gap-3">
            <Link
              to={`/admin/submissions/${row.id}`}
              className="min-w-0 break-words font-semibold text-aegean underline decoration-aegean/40 underline-offset-2 hover:decoration-aegean"
            >
              {row.name}
            </Link>
            {row.stage ? <StageBadge stage={row.stage} /> : <StatusBadge status={row.status} />}
          </div>
          {row.owner ? <p className="mt-1 break-words text-sm">Owner: {row.owner}</p> : null}
          <p className="mt-1 text-sm">
            {row.form}
            {row.guests ? `, ${row.guests} ${row.guests === 1 ? "guest" : "guests"}` : ""}
            {row.waitlist ? <span className="ml-1.5 text-xs font-semibold uppercase tracking-wider text-bronze">Waiting list</span> : null}
            {" · "}
            <time dateTime={row.receivedIso}>{row.received}</time>
          </p>
          {row.quote ? (
            <p className="text-sm text-muted">
              {row.quote.openings} {row.quote.openings === 1 ? "opening" : "openings"}, {row.quote.areaM2.toFixed(2)}{" "}
              m²
            </p>
          ) : null}
          <p className="mt-1 text-sm">
            <span className="break-all">{row.email}</span>
            {row.phone ? <span className="whitespace-nowrap tabular-nums"> · {formatPhone(row.phone)}</span> : null}
          </p>
          {row.status === "held" ? <HeldActions id={row.id} what={`${row.form} from ${row.name}`} busy={busy} compact /> : null}
        </li>
      ))}
    </ul>
  );
}
