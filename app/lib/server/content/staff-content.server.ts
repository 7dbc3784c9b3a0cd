import { announcementDates, announcementLine, staffAnnouncementOrder, type AnnouncementLine } from "#app/lib/admin/announcement-lines";
import { eventLine, staffEventOrder, type EventLine } from "#app/lib/admin/event-lines";
import type { EventItem } from "#app/lib/content/types";
import { staffTime } from "#app/lib/business-time";
import { formatEventDate } from "#app/lib/pacific-time";
import { EMPTY_TALLY, rsvpCounts, rsvpGroup, type RsvpCount, type RsvpGroup, type RsvpTally } from "./rsvp-tally.server";
import type { Store } from "../platform/database.server";
import { listItemRows } from "./content-store.server";
import { storedPages, toAnnouncementItem, toEventItem, type GuestCounts } from "./content-rows.server";
import type { AnnouncementsTable, EventsTable } from "./content-schema";

/**
 * Owner content as the staff pages show it, read from the store (not the snapshot the public pages render from), so a
 * list shows a change the moment it is made; events with guest counts that leave spam out.
 */

const NO_MEDIA = new Map<string, never>();

function guestCountsOf(eventId: string, counts: readonly RsvpCount[]): GuestCounts {
  let confirmed = 0;
  let waitlist = 0;
  for (const count of counts) {
    if (count.eventId !== eventId) continue;
    if (count.rsvpStatus === "waitlist") waitlist += count.guests;
    else confirmed += count.guests;
  }
  return { confirmed, waitlist };
}

function toItem(row: EventsTable, counts: readonly RsvpCount[]): EventItem {
  return toEventItem(row, guestCountsOf(row.id, counts), NO_MEDIA);
}

export interface DeletedLine {
  id: string;
  title: string;
  dateLabel: string;
  deletedAt: { label: string; iso: string };
}

/** The events list: live events in the staff order (ahead, then past) and the deleted ones, latest deleted first. */
export async function eventsForStaff(store: Store, now: number): Promise<{ events: EventLine[]; deleted: DeletedLine[] }> {
  const [liveRows, deletedRows, counts] = await Promise.all([
    listItemRows(store, "event", { deleted: false }),
    listItemRows(store, "event", { deleted: true }),
    rsvpCounts(store),
  ]);
  const live = liveRows.map((row) => toItem(row, counts));
  return {
    events: staffEventOrder(live, now).map((event) => eventLine(event, live, now)),
    deleted: deletedRows
      .sort((a, b) => Number(b.deleted_at) - Number(a.deleted_at))
      .map((row) => ({ id: row.id, title: row.title, dateLabel: formatEventDate(Number(row.starts_at)), deletedAt: staffTime(Number(row.deleted_at)) })),
  };
}

/** One event for its editor: where it stands now among the live events, with its guests. */
export async function eventForStaff(store: Store, row: EventsTable, now: number): Promise<EventLine> {
  const [liveRows, counts] = await Promise.all([listItemRows(store, "event", { deleted: false }), rsvpCounts(store)]);
  const live = liveRows.map((liveRow) => toItem(liveRow, counts));
  return eventLine(toItem(row, counts), live, now);
}


export interface RsvpOverviewGroup {
  /** Null for the RSVPs without an event. */
  event: (EventLine & { deleted: boolean }) | null;
  rsvps: RsvpGroup;
}

/**
 * The RSVP overview: a group per event, the latest first (live events, and deleted ones that have RSVPs), then the
 * RSVPs without an event (sent before RSVPs belonged to one). Each group has its totals and a line per RSVP page.
 */
export async function rsvpOverview(store: Store, now: number): Promise<{ groups: RsvpOverviewGroup[]; total: RsvpTally }> {
  const [liveRows, deletedRows, counts] = await Promise.all([
    listItemRows(store, "event", { deleted: false }),
    listItemRows(store, "event", { deleted: true }),
    rsvpCounts(store),
  ]);
  const live = liveRows.map((row) => toItem(row, counts));
  const withReplies = new Set(counts.map((count) => count.eventId));
  const rows = [...liveRows, ...deletedRows.filter((row) => withReplies.has(row.id))].sort(
    (a, b) => Number(b.starts_at) - Number(a.starts_at) || a.title.localeCompare(b.title),
  );
  const groups: RsvpOverviewGroup[] = rows.map((row) => ({
    event: { ...eventLine(toItem(row, counts), live, now), deleted: row.deleted_at !== null },
    rsvps: rsvpGroup(row.id, counts, storedPages(row)),
  }));
  // RSVPs of an event that is no longer stored (never happens while deleting is soft) still count, without a name.
  const known = new Set(rows.map((row) => row.id));
  const orphans = counts.filter((count) => count.eventId === null || !known.has(count.eventId)).map((count) => ({ ...count, eventId: null }));
  if (orphans.length) groups.push({ event: null, rsvps: rsvpGroup(null, orphans) });
  const total = groups.reduce<RsvpTally>(
    (sum, group) => ({
      replies: sum.replies + group.rsvps.total.replies,
      newReplies: sum.newReplies + group.rsvps.total.newReplies,
      confirmedGuests: sum.confirmedGuests + group.rsvps.total.confirmedGuests,
      waitlistGuests: sum.waitlistGuests + group.rsvps.total.waitlistGuests,
      waitlistReplies: sum.waitlistReplies + group.rsvps.total.waitlistReplies,
    }),
    EMPTY_TALLY,
  );
  return { groups, total };
}

/** The announcements list: live ones (the one shown first), scheduled, ended, and the deleted ones. */
export async function announcementsForStaff(store: Store, now: number): Promise<{ announcements: AnnouncementLine[]; deleted: DeletedAnnouncement[] }> {
  const [liveRows, deletedRows] = await Promise.all([
    listItemRows(store, "announcement", { deleted: false }),
    listItemRows(store, "announcement", { deleted: true }),
  ]);
  const live = liveRows.map(toAnnouncementItem);
  return {
    announcements: staffAnnouncementOrder(live.map((item) => announcementLine(item, live, now))),
    deleted: deletedRows
      .sort((a, b) => Number(b.deleted_at) - Number(a.deleted_at))
      .map((row) => ({ id: row.id, text: row.text, datesLabel: announcementDates(toAnnouncementItem(row)), deletedAt: staffTime(Number(row.deleted_at)) })),
  };
}

export interface DeletedAnnouncement {
  id: string;
  text: string;
  datesLabel: string;
  deletedAt: { label: string; iso: string };
}

/** One announcement for its editor: where it stands now among the live ones. */
export async function announcementForStaff(store: Store, row: AnnouncementsTable, now: number): Promise<AnnouncementLine> {
  const live = (await listItemRows(store, "announcement", { deleted: false })).map(toAnnouncementItem);
  return announcementLine(toAnnouncementItem(row), live, now);
}
