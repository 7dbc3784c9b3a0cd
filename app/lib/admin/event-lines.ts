import { eventForPage, eventState, rsvpClosesAt } from "../content/event-state";
import { RSVP_PAGES, type EventItem, type EventState, type RsvpPage } from "../content/types";
import { eventPlaceLine } from "../content/public-event";
import { FORMS } from "../forms/form-ids";
import { formatEventDate, formatPacificTime, formatTimeRange } from "../pacific-time";

/** How the staff pages name an event's state (text, never colour alone). */
export const EVENT_STATE_LABELS: Record<EventState, string> = {
  upcoming: "Upcoming",
  full: "Full",
  closed: "RSVPs closed",
  past: "Past",
};

/** What each state means for the RSVP pages, for the staff. */
export const EVENT_STATE_HINTS: Record<EventState, string> = {
  upcoming: "RSVPs are open.",
  full: "Every place is taken: new RSVPs join the waiting list.",
  closed: "The RSVP deadline has passed: the pages show it without a form.",
  past: "It has ended: the pages say it took place.",
};

/** An RSVP page an event is bound to, and whether the page shows it now (a page shows its soonest event). */
export interface EventPageLine {
  page: RsvpPage;
  label: string;
  path: string;
  shown: boolean;
  /** The event the page shows instead, when not this one. */
  showsInstead: string | null;
}

/** An event as the staff lists show it: plain data for the page. */
export interface EventLine {
  id: string;
  title: string;
  dateLabel: string;
  timeLabel: string;
  startsIso: string;
  /** "RSVPs close April 16th, 2027 at 5:00 PM" (Pacific time). */
  closesLabel: string;
  place: string;
  state: EventState;
  pages: EventPageLine[];
  capacity: number | null;
  confirmedGuests: number;
  waitlistGuests: number;
}

/** The pages `event` is bound to, each saying whether it shows the event now among the `live` events. */
export function eventPages(event: Pick<EventItem, "id" | "pages">, live: readonly EventItem[], now: number): EventPageLine[] {
  // The RSVP pages in their usual order (not the editor's schema: the lists need no zod).
  return RSVP_PAGES.filter((page) => event.pages.includes(page)).map((page) => {
    const shown = eventForPage(live, page, now);
    return {
      page,
      label: FORMS[page].label,
      path: FORMS[page].path,
      shown: shown?.id === event.id,
      showsInstead: shown && shown.id !== event.id ? shown.title : null,
    };
  });
}

export function eventLine(event: EventItem, live: readonly EventItem[], now: number): EventLine {
  const closes = rsvpClosesAt(event);
  return {
    id: event.id,
    title: event.title,
    dateLabel: formatEventDate(event.startsAt),
    timeLabel: formatTimeRange(event.startsAt, event.endsAt),
    startsIso: new Date(event.startsAt).toISOString(),
    closesLabel: `${formatEventDate(closes)} at ${formatPacificTime(closes)}`,
    place: eventPlaceLine(event),
    state: eventState(event, now),
    pages: eventPages(event, live, now),
    capacity: event.capacity,
    confirmedGuests: event.confirmedGuests,
    waitlistGuests: event.waitlistGuests,
  };
}

/** The staff list's order: events still ahead first (soonest first), then those that ended (latest first). */
export function staffEventOrder(events: readonly EventItem[], now: number): EventItem[] {
  const ahead = events.filter((event) => event.endsAt > now).sort((a, b) => a.startsAt - b.startsAt);
  const past = events.filter((event) => event.endsAt <= now).sort((a, b) => b.startsAt - a.startsAt);
  return [...ahead, ...past];
}

/** "12 of 40 places taken", "12 guests (no limit)". */
export function guestsLabel(line: Pick<EventLine, "capacity" | "confirmedGuests">): string {
  const guests = `${line.confirmedGuests} ${line.confirmedGuests === 1 ? "guest" : "guests"}`;
  return line.capacity === null ? `${guests} confirmed (no limit)` : `${line.confirmedGuests} of ${line.capacity} places taken`;
}
