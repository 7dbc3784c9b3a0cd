import type { ChannelChoice } from "#app/lib/leads/channels";
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
import { STAGE_LABELS, STAGES } from "#app/lib/leads/stages";
import { sourceFiltersInUse } from "#app/lib/admin/lead-source-filter";
import { FilterInput, FilterSelect } from "./FilterControls";
import { SourceFilters } from "./SourceFilters";
import { DateFilters } from "./DateFilters";
import { dateFiltersInUse } from "#app/lib/admin/lead-date-filter";

/** The choices of each list besides its "any" one. */
const KIND_OPTIONS = KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }));
const FORM_CHOICES = FORM_OPTIONS.map((option) => ({ value: option.id, label: option.label }));
const STATUS_OPTIONS = STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));
const STAGE_OPTIONS = STAGES.map((stage) => ({ value: stage, label: STAGE_LABELS[stage] }));

/** The inbox filters: search, kind, form, status, stage, channel, source and days received, sent as the address (GET); the owner view stays. */
export function InboxFilters({ filter, channels }: { filter: InboxFilter; channels: readonly Pick<ChannelChoice, "key" | "label">[] }) {
  return (
    <Form method="get" action="/admin/submissions" aria-label="Filter submissions" className="grid gap-4 p-4 pt-2 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto] lg:items-start lg:pt-4">
      {/* One event's RSVPs (from the RSVP overview) stay filtered while the other filters change. */}
      {filter.event ? <input type="hidden" name="event" value={filter.event} /> : null}
      {filter.owner ? <input type="hidden" name="owner" value={filter.owner} /> : null}
      <FilterInput name="q" type="search" label="Search" value={filter.q} hint="Names, email, phone, company, message or a project's address" className="sm:col-span-2 lg:col-span-1" />
      <FilterSelect name="kind" label="Kind" value={filter.kind} all="All kinds" options={KIND_OPTIONS} />
      <FilterSelect name="form" label="Form" value={filter.form} all="All forms" options={FORM_CHOICES} />
      <FilterSelect name="status" label="Status" value={filter.status} all="Held, new and handled" options={STATUS_OPTIONS} />
      <FilterSelect name="stage" label="Stage" value={filter.stage} all="Any stage" options={STAGE_OPTIONS} />
      <SourceFilters filter={filter} channels={channels} />
      <DateFilters filter={filter} />
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
  return [filter.q, filter.kind, filter.form, filter.status, filter.stage].filter(Boolean).length + sourceFiltersInUse(filter) + dateFiltersInUse(filter);
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
