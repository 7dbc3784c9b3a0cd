import { useLocation } from "react-router";
import { EventInvitation, NoEvent, type EventInvitationProps } from "../components/events/EventInvitation";
import { RSVP_ISLAND } from "../components/island-names";
import { Island } from "../components/Island";
import { canonicalRsvpPage, eventForPage } from "../lib/content/event-state";
import { eventPlaceLine, publicEvent, type PublicEvent } from "../lib/content/public-event";
import { isRsvpPage, type RsvpPage } from "../lib/content/types";
import { FORMS } from "../lib/forms/form-ids";
import { jsonLd } from "../lib/meta";
import type { PageHandle } from "../lib/page-handle";
import type { PostedIsland } from "../lib/posted-island";
import { pacificOffsetIso } from "../lib/pacific-time";
import { formAction, formPageHeaders } from "../lib/server/leads/form-routes.server";
import { requireServices } from "../lib/server/platform/services.server";
import { absoluteUrl } from "../lib/site-url";
import { siteMeta } from "#app/lib/content/live-meta";
import { rootSettings } from "#app/lib/content/root-content";
import type { Route } from "./+types/rsvp";

/** The RSVP pages show the event bound to them and record their own form: the page's path is its form id. */
function pageFor(pathname: string): RsvpPage {
  const id = pathname.replace(/^\//, "").replace(/\.data$/, "");
  if (!isRsvpPage(id)) throw new Response("Not Found", { status: 404 });
  return id;
}

/** The partner a variant page was made for ("Cosentino"), from the form's label "RSVP (Cosentino)". */
function partnerOf(page: RsvpPage): string | undefined {
  return /\(([^)]+)\)/.exec(FORMS[page].label)?.[1];
}

/** The invitation and its form, while the page has an event. */
const invitation: PostedIsland<Route.ComponentProps["loaderData"], Route.ComponentProps["actionData"], EventInvitationProps> = {
  name: RSVP_ISLAND,
  props: ({ loaderData, actionData, pathname }) => (loaderData.event ? { event: loaderData.event, formAction: pathname, result: actionData } : undefined),
};

/** The page hydrates only the invitation and its form (app/islands/rsvp.client.tsx), with React alone. */
export const handle = { hydrate: false, islands: "rsvp", postedIsland: invitation } satisfies PageHandle;

export function headers(args: Route.HeadersArgs) {
  return formPageHeaders(args);
}

export function loader({ request, context }: Route.LoaderArgs) {
  const page = pageFor(new URL(request.url).pathname);
  const content = requireServices(context).content;
  const now = content.now();
  const events = content.current().events;
  const event = eventForPage(events, page, now);
  const canonicalPath = FORMS[canonicalRsvpPage(events, page, now)].path;
  return { page, partner: partnerOf(page) ?? null, event: event ? publicEvent(event, now) : null, canonicalPath };
}

export async function action({ request, context }: Route.ActionArgs) {
  return formAction(pageFor(new URL(request.url).pathname), request, context);
}

function eventDescription(event: PublicEvent, partner: string | null): string {
  const withPartner = partner ? `, with ${partner}` : "";
  if (event.state === "past") return `The ${event.title} took place on ${event.dateLabel} at ${eventPlaceLine(event)}${withPartner}.`;
  return `RSVP for the ${event.title}${withPartner}: ${event.dateLabel}, ${event.timeLabel}, at ${eventPlaceLine(event)}.`;
}

const EVENT_STATUS = "https://schema.org/EventScheduled";

export function meta({ data, location, matches }: Route.MetaArgs) {
  const { name } = rootSettings(matches);
  if (!data?.event) {
    return siteMeta(matches, { title: "RSVP", description: `There is no event to RSVP for at ${name} at the moment.`, path: location.pathname, noindex: true });
  }
  const { event, partner, canonicalPath } = data;
  const title = `${event.state === "past" ? "" : "RSVP: "}${event.title}${partner ? ` with ${partner}` : ""}`;
  return [
    ...siteMeta(matches, { title, description: eventDescription(event, partner), path: canonicalPath }),
    jsonLd({
      "@context": "https://schema.org",
      "@type": "Event",
      name: event.title,
      description: event.description,
      startDate: pacificOffsetIso(event.startsAt),
      endDate: pacificOffsetIso(event.endsAt),
      eventStatus: EVENT_STATUS,
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: {
        "@type": "Place",
        name: event.venueName,
        address: {
          "@type": "PostalAddress",
          ...(event.streetAddress ? { streetAddress: event.streetAddress } : {}),
          addressLocality: event.locality,
          addressRegion: event.region,
          addressCountry: "CA",
        },
      },
      organizer: { "@type": "Organization", name, url: absoluteUrl("/") },
      ...(event.partners.length ? { sponsor: event.partners.map((partner) => ({ "@type": "Organization", name: partner.name })) } : {}),
      ...(event.state === "upcoming" || event.state === "full"
        ? {
            offers: {
              "@type": "Offer",
              price: 0,
              priceCurrency: "CAD",
              availability: event.state === "full" ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
              url: absoluteUrl(location.pathname),
            },
          }
        : {}),
      url: absoluteUrl(canonicalPath),
    }),
  ];
}

export default function Rsvp({ loaderData, actionData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const props = invitation.props({ loaderData, actionData, pathname });
  return props ? <Island name={invitation.name} component={EventInvitation} props={props} /> : <NoEvent />;
}
