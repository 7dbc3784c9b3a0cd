import { RSVP_PAGES, type EventItem, type EventState, type RsvpPage } from "./types";

/** When RSVPs stop: the deadline staff set, or else the moment the event starts. */
export function rsvpClosesAt(event: Pick<EventItem, "rsvpDeadline" | "startsAt">): number {
  return event.rsvpDeadline ?? event.startsAt;
}

/** Guests still welcome before the event is full; Infinity without a capacity. */
export function placesLeft(event: Pick<EventItem, "capacity" | "confirmedGuests">): number {
  return event.capacity === null ? Infinity : Math.max(0, event.capacity - event.confirmedGuests);
}

/** Where an event stands at `now`, by the clock and by its confirmed guests. */
export function eventState(event: EventItem, now: number): EventState {
  if (now >= event.endsAt) return "past";
  if (now >= rsvpClosesAt(event)) return "closed";
  if (placesLeft(event) === 0) return "full";
  return "upcoming";
}

/** RSVPs are taken while the event is upcoming or full (then on the waiting list). */
export function acceptsRsvps(state: EventState): boolean {
  return state === "upcoming" || state === "full";
}

/** The instants at which an event's state changes by the clock alone. */
export function eventBoundaries(event: EventItem): number[] {
  return [rsvpClosesAt(event), event.endsAt];
}

/**
 * The event an RSVP page shows: the next one still ahead (the soonest), or else the one that ended last, so that
 * a page tells what happened rather than nothing.
 */
export function eventForPage(events: readonly EventItem[], page: RsvpPage, now: number): EventItem | undefined {
  const bound = events.filter((event) => event.pages.includes(page));
  const ahead = bound.filter((event) => event.endsAt > now).sort((a, b) => a.startsAt - b.startsAt);
  if (ahead[0]) return ahead[0];
  return bound.sort((a, b) => b.endsAt - a.endsAt)[0];
}

/**
 * The page an RSVP page names as canonical: a partner's page that shows the same event as /rsvp is a share link of
 * that invitation (/rsvp); one with an event of its own is a page of its own.
 */
export function canonicalRsvpPage(events: readonly EventItem[], page: RsvpPage, now: number): RsvpPage {
  if (page === "rsvp") return page;
  const shown = eventForPage(events, page, now);
  return shown && eventForPage(events, "rsvp", now)?.id === shown.id ? "rsvp" : page;
}

/** RSVP pages a search engine should list: those with an event, each under its canonical address once. */
export function indexedRsvpPages(events: readonly EventItem[], now: number): RsvpPage[] {
  return RSVP_PAGES.filter((page) => eventForPage(events, page, now) && canonicalRsvpPage(events, page, now) === page);
}
