import { formatEventDate, formatPacificTime, formatTimeRange } from "../pacific-time";
import { eventState, rsvpClosesAt } from "./event-state";
import type { EventItem, EventState } from "./types";

/** An event as its public page shows it: its state at render time, and never its guest counts. */
export interface PublicEvent extends Omit<EventItem, "confirmedGuests" | "waitlistGuests"> {
  state: EventState;
  dateLabel: string;
  timeLabel: string;
  /** When RSVPs close, for the page ("RSVPs close on …") and the closed notice. */
  closesLabel: string;
}

export function publicEvent(event: EventItem, now: number): PublicEvent {
  const { confirmedGuests: _confirmed, waitlistGuests: _waitlist, ...shown } = event;
  return {
    ...shown,
    state: eventState(event, now),
    dateLabel: formatEventDate(event.startsAt),
    timeLabel: formatTimeRange(event.startsAt, event.endsAt),
    closesLabel: `${formatEventDate(rsvpClosesAt(event))} at ${formatPacificTime(rsvpClosesAt(event))}`,
  };
}

/** "RSVP FOR THE GRAND OPENING OF HELIOS'S EXPERIENCE CENTRE": the invitation's heading, in capitals. */
export function invitationHeading(title: string): string {
  const article = /^the\s/i.test(title) ? "" : "the ";
  return `RSVP for ${article}${title}`.toLocaleUpperCase("en-CA");
}

/** "October 22nd, 2025 at the Okanagan Showroom, Kelowna, BC": where and when, in one line. */
export function eventPlaceLine(event: Pick<EventItem, "venueName" | "streetAddress" | "locality" | "region">): string {
  return [event.venueName, event.streetAddress, `${event.locality}, ${event.region}`].filter(Boolean).join(", ");
}
