import { data, Form, Link, useNavigation } from "react-router";
import { HeldActions } from "../../components/admin/HeldActions";
import { Notice } from "../../components/admin/Notice";
import { Pagination } from "../../components/admin/Pagination";
import { StatusBadge } from "../../components/admin/StatusBadge";
import {
  filterSearch,
  FORM_OPTIONS,
  isFiltered,
  KIND_LABELS,
  KINDS,
  MAX_QUERY_LENGTH,
  NO_EVENT,
  PAGE_SIZE,
  parseInboxFilter,
  STATUS_LABELS,
  STATUSES,
  type InboxFilter,
} from "../../lib/admin/inbox-filter";
import { staffMeta } from "../../lib/admin/staff-meta";
import { formatStaffTime } from "../../lib/business-time";
import { formLabel } from "../../lib/forms/form-ids";
import { formatEventDate } from "../../lib/pacific-time";
import { getItemRow } from "../../lib/server/content/content-store.server";
import { listSubmissions } from "../../lib/server/leads/inbox.server";
import { quoteListInfo } from "../../lib/server/leads/quotes.server";
import { QUOTE_STATUS_LABELS, QUOTE_STATUSES } from "../../lib/quote/status";
import { countHeld, heldIntent, heldStaffAction } from "../../lib/server/leads/held.server";
import { BodyError, readFields } from "../../lib/server/platform/request-body.server";
import { requireServices } from "../../lib/server/platform/services.server";
import { requireStaff } from "../../lib/server/staff/auth.server";
import type { Route } from "./+types/submissions";

export const meta = () => staffMeta("Inbox");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const filter = parseInboxFilter(new URL(request.url).searchParams);
  const { store } = requireServices(context);
  const [result, event, held] = await Promise.all([
    listSubmissions(store, filter),
    filter.event && filter.event !== NO_EVENT ? getItemRow(store, "event", filter.event) : undefined,
    countHeld(store),
  ]);
  const quotes = await quoteListInfo(store.db, result.rows.filter((row) => row.kind === "quote").map((row) => row.id));
  return {
    filter: { ...filter, page: result.page },
    event: event ? { id: event.id, title: event.title, dateLabel: formatEventDate(Number(event.starts_at)) } : null,
    total: result.total,
    held,
    pageCount: result.pageCount,
    rows: result.rows.map((row) => ({
      id: row.id,
      received: formatStaffTime(row.created_at),
      receivedIso: new Date(row.created_at).toISOString(),
      name: `${row.first_name} ${row.last_name}`,
      email: row.email,
      phone: row.phone,
      form: formLabel(row.form_id),
      quote: quotes.get(row.id) ?? null,
      guests: row.guests,
      waitlist: row.rsvp_status === "waitlist",
      status: row.status,
    })),
  };
}

type ActionResult = { tone: "success" | "error"; message: string };

/** Release or Discard of a held submission, from its row. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context);
  let fields;
  try {
    fields = await readFields(request);
  } catch (error) {
    if (error instanceof BodyError) return data<ActionResult>({ tone: "error", message: error.message }, { status: error.status });
    throw error;
  }
  const intent = heldIntent(fields.intent);
  if (!intent || typeof fields.id !== "string") return data<ActionResult>({ tone: "error", message: "That action is not known." }, { status: 400 });
  const result = await heldStaffAction(requireServices(context), intent, fields.id, staff.email);
  return data<ActionResult>({ tone: result.ok ? "success" : "error", message: result.message }, { status: result.status ?? 200 });
}

const control = "block w-full rounded-sm border border-[#8b8578] bg-white px-3 py-2 text-base text-ink";
const label = "block text-sm font-semibold text-ink";

function Filters({ filter }: { filter: InboxFilter }) {
  return (
    <Form method="get" action="/admin/submissions" aria-label="Filter submissions" className="grid gap-4 border border-stone bg-white p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto] lg:items-start">
      {/* One event's RSVPs (from the RSVP overview) stay filtered while the other filters change. */}
      {filter.event ? <input type="hidden" name="event" value={filter.event} /> : null}
      <div className="sm:col-span-2 lg:col-span-1">
        <label htmlFor="filter-q" className={label}>
          Search
        </label>
        <input id="filter-q" name="q" type="search" defaultValue={filter.q ?? ""} maxLength={MAX_QUERY_LENGTH} aria-describedby="filter-q-hint" className={`mt-1 ${control}`} />
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

export default function Submissions({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, rows, total, pageCount, event, held } = loaderData;
  const busy = useNavigation().state === "submitting";
  const first = total === 0 ? 0 : (filter.page - 1) * PAGE_SIZE + 1;
  const last = Math.min(total, filter.page * PAGE_SIZE);
  const exportHref = `/admin/export.csv${filterSearch(filter, { page: 1 })}`;
  return (
    <div className="container-site py-8 md:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl md:text-4xl">Inbox</h1>
          <p className="mt-1 text-muted">Every contact enquiry, quote request and RSVP from the website, newest first.</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <a href={exportHref} className="btn btn-outline">
            Download CSV<span className="sr-only"> of {isFiltered(filter) ? "the filtered submissions" : "all submissions"}</span>
          </a>
          {filter.kind === "quote" || filter.quote ? (
            <a href={`/admin/quotes.csv${filterSearch(filter, { page: 1 })}`} className="btn btn-outline">
              Quote CSV, one row per opening
            </a>
          ) : null}
        </div>
      </div>

      {filter.event ? (
        <p className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-1 border-l-4 border-aegean bg-aegean-light/50 px-4 py-2">
          <span>
            {filter.event === NO_EVENT ? (
              "RSVPs sent before RSVPs belonged to an event"
            ) : event ? (
              <>
                RSVPs for <span className="font-semibold">{event.title}</span> ({event.dateLabel})
              </>
            ) : (
              "RSVPs for an event that no longer exists"
            )}
          </span>
          <Link to={`/admin/submissions${filterSearch(filter, { event: undefined, page: 1 })}`} className="inline-flex min-h-11 items-center text-sm text-aegean underline">
            Show every event
          </Link>
        </p>
      ) : null}

      {actionData ? (
        <div className="mt-6">
          <Notice tone={actionData.tone}>{actionData.message}</Notice>
        </div>
      ) : null}

      {held > 0 ? (
        <p className="mt-6 border-l-4 border-[#8a5a00] bg-[#fff3d6] px-4 py-3">
          <span className="font-semibold">
            {held} held {held === 1 ? "submission waits" : "submissions wait"} for you, first in the list.
          </span>{" "}
          They were sent from browsers that could not run the spam check (JavaScript off), so nobody was emailed and they
          take no place or time. <span className="font-semibold">Release</span> handles one as if the check had passed
          (mails, RSVP place, visit time if still free); <span className="font-semibold">Discard</span> deletes it. The
          sender was told a person would confirm within one business day.
        </p>
      ) : null}

      <div className="mt-6">
        <Filters filter={filter} />
      </div>

      <p className="mt-6 text-sm text-muted" aria-live="polite">
        {total === 0
          ? isFiltered(filter)
            ? "No submissions match these filters."
            : "No submissions yet."
          : `Showing ${first}–${last} of ${total} ${total === 1 ? "submission" : "submissions"}`}
      </p>

      {rows.length ? (
        <div role="region" aria-labelledby="inbox-caption" tabIndex={0} className="relative mt-3 overflow-x-auto border border-stone bg-white">
          <table className="w-full min-w-[52rem] border-collapse text-left text-sm">
            <caption id="inbox-caption" className="sr-only">
              Submissions{isFiltered(filter) ? " matching the filters" : ""}, newest first, page {filter.page} of {pageCount}
            </caption>
            <thead className="bg-marble text-xs uppercase tracking-wider text-ink">
              <tr>
                <th scope="col" className="px-3 py-2.5 font-semibold">
                  Name
                </th>
                <th scope="col" className="px-3 py-2.5 font-semibold">
                  Status
                </th>
                <th scope="col" className="px-3 py-2.5 font-semibold">
                  Received
                </th>
                <th scope="col" className="px-3 py-2.5 font-semibold">
                  Form
                </th>
                <th scope="col" className="px-3 py-2.5 text-right font-semibold">
                  Guests
                </th>
                <th scope="col" className="px-3 py-2.5 font-semibold">
                  Email
                </th>
                <th scope="col" className="px-3 py-2.5 font-semibold">
                  Phone
                </th>
              </tr>
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
                    <StatusBadge status={row.status} />
                    {row.status === "held" ? <HeldActions id={row.id} what={`${row.form} from ${row.name}`} busy={busy} compact /> : null}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2.5">
                    <time dateTime={row.receivedIso}>{row.received}</time>
                  </td>
                  <td className="whitespace-nowrap px-3 py-2.5">
                    {row.form}
                    {row.quote ? (
                      <span className="block text-xs text-muted">
                        {QUOTE_STATUS_LABELS[row.quote.status]} · {row.quote.openings} {row.quote.openings === 1 ? "opening" : "openings"}, {row.quote.areaM2.toFixed(2)} m²
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
                    <span className="block max-w-[14rem] truncate" title={row.email}>
                      {row.email}
                    </span>
                  </td>
                  <td className="whitespace-nowrap px-3 py-2.5 tabular-nums">{row.phone}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      <Pagination page={filter.page} pageCount={pageCount} href={(page) => `/admin/submissions${filterSearch(filter, { page })}`} />
    </div>
  );
}
