import type { ReactNode } from "react";
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
    <Form method="get" action="/admin/submissions" aria-label="Filter submissions" className="grid gap-4 p-4 pt-2 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto] lg:items-start lg:pt-4">
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

/** How many of the filters a person chose are in use (the event of the RSVP overview is said above the list). */
function filtersInUse(filter: InboxFilter): number {
  return [filter.q, filter.kind, filter.form, filter.status, filter.quote].filter(Boolean).length;
}

/**
 * The filters on a phone or tablet wait behind one button (a <details>, so without JavaScript too) and the leads come
 * first; on a laptop they are open (the `open-on-wide` style, app.css).
 */
export function FiltersDisclosure({ filter, children }: { filter: InboxFilter; children: ReactNode }) {
  const inUse = filtersInUse(filter);
  return (
    <details className="open-on-wide group border border-stone bg-white">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 py-2 font-semibold text-aegean [&::-webkit-details-marker]:hidden">
        <span aria-hidden="true" className="inline-block transition-transform group-open:rotate-90">
          ▸
        </span>
        Search and filters
        {inUse ? <span className="font-normal text-ink"> ({inUse} in use)</span> : null}
      </summary>
      {children}
    </details>
  );
}
