import { NO_EVENT, parseInboxFilter } from "#app/lib/admin/inbox-filter";
import { formatStaffTime } from "#app/lib/business-time";
import { formLabel } from "#app/lib/forms/form-ids";
import { formatEventDate } from "#app/lib/pacific-time";
import { getItemRow } from "../content/content-store.server";
import type { AppServices } from "../platform/services.server";
import { countHeld } from "./held.server";
import { listSubmissions } from "./inbox.server";
import { quoteListInfo } from "./quotes.server";

/** The inbox page: one page of the submissions the filters in `url` select, the filtered event, and how many are held. */
export async function inboxPage({ store }: Pick<AppServices, "store">, url: URL) {
  const filter = parseInboxFilter(url.searchParams);
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

export type InboxPageData = Awaited<ReturnType<typeof inboxPage>>;
