import { NO_EVENT, parseInboxFilter } from "#app/lib/admin/inbox-filter";
import { formatStaffTime } from "#app/lib/business-time";
import { formLabel } from "#app/lib/forms/form-ids";
import { formatEventDate } from "#app/lib/pacific-time";
import { getItemRow } from "../content/content-store.server";
import type { AppServices } from "../platform/services.server";
import { countHeld } from "./held.server";
import { listSubmissions } from "./inbox.server";
import { quoteListInfo } from "./quotes.server";
import { dueActions } from "./pipeline/due-actions.server";
import { assignableStaff } from "./pipeline/pipeline.server";

/**
 * The inbox page: the next actions due (overdue first), one page of the submissions the filters in `url` select (the
 * "Mine" view is `viewer`'s), the filtered event, and how many are held.
 */
export async function inboxPage({ store }: Pick<AppServices, "store">, url: URL, viewer?: string, now = Date.now()) {
  const filter = { ...parseInboxFilter(url.searchParams), viewer };
  const [result, event, held, due, staff] = await Promise.all([
    listSubmissions(store, filter),
    filter.event && filter.event !== NO_EVENT ? getItemRow(store, "event", filter.event) : undefined,
    countHeld(store),
    dueActions(store.db, now),
    assignableStaff(store.db),
  ]);
  const ownerNames = new Map(staff.map((person) => [person.id, person.name]));
  const quotes = await quoteListInfo(store.db, result.rows.filter((row) => row.kind === "quote").map((row) => row.id));
  return {
    filter: { ...filter, viewer: undefined, page: result.page },
    due: due.map((action) => ({ ...action, owner: action.ownerId ? (ownerNames.get(action.ownerId) ?? null) : null })),
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
      /** The stage, for a lead in the pipeline (not spam or held). */
      stage: row.status === "new" || row.status === "handled" ? row.stage : null,
      owner: row.owner_id ? (ownerNames.get(row.owner_id) ?? null) : null,
    })),
  };
}

export type InboxPageData = Awaited<ReturnType<typeof inboxPage>>;
