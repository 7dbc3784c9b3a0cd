import { siteDetails } from "../content/settings";
import { CACHE_REVALIDATE } from "../lib/cache-control";
import { calendarFileName, eventCalendar } from "../lib/server/content/event-ics.server";
import { requireServices } from "../lib/server/platform/services.server";
import type { Route } from "./+types/event-calendar";

/** GET /events/{id}.ics: "Add to calendar" on an RSVP page, the invitation as an iCalendar file. */
export function loader({ params, context }: Route.LoaderArgs) {
  const match = /^([0-9a-f-]{36})\.ics$/.exec(params.file);
  const content = requireServices(context).content;
  const snapshot = content.current();
  const event = match ? snapshot.events.find((candidate) => candidate.id === match[1]) : undefined;
  if (!event) {
    return new Response("Not Found: no such event.\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const page = event.pages[0] ?? "rsvp";
  return new Response(eventCalendar(event, { pagePath: `/${page}`, stampMs: content.now(), site: siteDetails(snapshot.settings) }), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${calendarFileName(event)}"`,
      "Cache-Control": CACHE_REVALIDATE,
    },
  });
}
