import { Form, Link } from "react-router";
import {
  FORM_OPTIONS,
  isFiltered,
  KIND_LABELS,
  KINDS,
  STATUS_LABELS,
  STATUSES,
  type InboxFilter,
} from "#app/lib/admin/inbox-filter";
import { QUOTE_STATUS_LABELS, QUOTE_STATUSES } from "#app/lib/quote/status";

const control = "block w-full rounded-sm border border-[#8b8578] bg-white px-3 py-2 text-base text-ink";
const label = "block text-sm font-semibold text-ink";

/** The inbox filters: search, kind, form, status, quote status and date, sent as the address (GET). */
export function InboxFilters({ filter }: { filter: InboxFilter }) {
  return (
    <Form method="get" action="/admin/submissions" aria-label="Filter submissions" className="grid gap-4 border border-stone bg-white p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto] lg:items-start">
      {/* One event's RSVPs (from the RSVP overview) stay filtered while the other filters change. */}
      {filter.event ? <input type="hidden" name="event" value={filter.event} /> : null}
      <div className="sm:col-span-2 lg:col-span-1">
        <label htmlFor="filter-q" className={label}>
          Search
        </label>
        <input id="filter-q" name="q" type="search" defaultValue={filter.q ?? ""} aria-describedby="filter-q-hint" className={`mt-1 ${control}`} />
        <p id="filter-q-hint" className="mt-1 text-xs text-muted">
          Names, email, phone, company, message or a project's address
        </p>
      </div>
      <div>
        <label htmlFor="filter-kind" className={label}>
          Kind
        </label>
        <select id="filter-kind" name="kind" defaultValue={filter.kind ?? ""} className={`mt-1 ${control}`}>
          <option value="">All kinds</option>
          {KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_LABELS[kind]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-form" className={label}>
          Form
        </label>
        <select id="filter-form" name="form" defaultValue={filter.form ?? ""} className={`mt-1 ${control}`}>
          <option value="">All forms</option>
          {FORM_OPTIONS.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-status" className={label}>
          Status
        </label>
        <select id="filter-status" name="status" defaultValue={filter.status ?? ""} className={`mt-1 ${control}`}>
          <option value="">Held, new and handled</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-quote" className={label}>
          Quote status
        </label>
        <select id="filter-quote" name="quote" defaultValue={filter.quote ?? ""} aria-describedby="filter-quote-hint" className={`mt-1 ${control}`}>
          <option value="">Any</option>
          {QUOTE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {QUOTE_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
        <p id="filter-quote-hint" className="mt-1 text-xs text-muted">
          Quote requests only
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-1 lg:pt-6">
        <button type="submit" className="btn btn-primary">
          Apply
        </button>
        {isFiltered(filter) ? (
          <Link to="/admin/submissions" className="text-sm text-aegean underline">
            Clear filters
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
