import type { SiteDetails } from "#app/content/settings";
import { eventPlaceLine } from "#app/lib/content/public-event";
import type { EventItem } from "#app/lib/content/types";
import { absoluteUrl } from "#app/lib/site-url";
import { slugFromTitle } from "#app/lib/slug";
import { eventIcs } from "./ics.server";

/**
 * The calendar file of an event: downloaded from its RSVP page, attached to every RSVP confirmation. Its organizer is
 * `site`, the company details live (the download) or as stored when the confirmation was queued.
 */
export function eventCalendar(event: EventItem, options: { pagePath: string; stampMs: number; site: Pick<SiteDetails, "name" | "email"> }): string {
  const { site } = options;
  return eventIcs({
    uid: `event-${event.id}@${new URL(absoluteUrl("/")).hostname}`,
    title: event.title,
    description: event.description,
    location: eventPlaceLine(event),
    startMs: event.startsAt,
    endMs: event.endsAt,
    url: absoluteUrl(options.pagePath),
    organizer: { name: site.name, email: site.email },
    method: "PUBLISH",
    stampMs: options.stampMs,
  });
}

/** "grand-opening-of-helioss-experience-centre.ics": a readable file name for the download. */
export function calendarFileName(event: Pick<EventItem, "title">): string {
  return `${slugFromTitle(event.title) || "event"}.ics`;
}
