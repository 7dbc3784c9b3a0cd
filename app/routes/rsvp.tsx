import { useLocation } from "react-router";
import { RsvpForm } from "../components/forms/RsvpForm";
import { PartnerMarks } from "../components/PartnerMarks";
import { grandOpening } from "../content/event";
import { pageMeta } from "../content/page-meta";
import { site } from "../content/site";
import { isFormId } from "../lib/forms/form-ids";
import { getMeta, jsonLd } from "../lib/meta";
import { formAction, formPageHeaders } from "../lib/server/leads/form-routes.server";
import { absoluteUrl } from "../lib/site-url";
import type { Route } from "./+types/rsvp";

/** The RSVP pages differ only in the form they record: its id is the page's path. */
function formIdFor(pathname: string) {
  const id = pathname.replace(/^\//, "");
  if (!isFormId(id)) throw new Response("Not Found", { status: 404 });
  return id;
}

export function headers(args: Route.HeadersArgs) {
  return formPageHeaders(args);
}

export async function action({ request, context }: Route.ActionArgs) {
  return formAction(formIdFor(new URL(request.url).pathname), request, context);
}

export function meta({ location }: Route.MetaArgs) {
  return [
    ...getMeta({ ...pageMeta.rsvp, path: location.pathname }),
    jsonLd({
      "@context": "https://schema.org",
      "@type": "Event",
      name: grandOpening.name,
      startDate: grandOpening.startDate,
      endDate: grandOpening.endDate,
      eventStatus: "https://schema.org/EventScheduled",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      location: {
        "@type": "Place",
        name: grandOpening.venue.name,
        address: {
          "@type": "PostalAddress",
          addressLocality: grandOpening.venue.locality,
          addressRegion: grandOpening.venue.region,
          addressCountry: "CA",
        },
      },
      organizer: { "@type": "Organization", name: site.name, url: absoluteUrl("/") },
      url: absoluteUrl(location.pathname),
    }),
  ];
}

export default function Rsvp({ actionData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  return (
    <div className="container-site py-12 md:py-16">
      <div className="mx-auto max-w-3xl text-center">
        <h1 className="text-3xl sm:text-4xl md:text-5xl">{grandOpening.heading}</h1>
        <p className="mt-8 text-sm font-semibold uppercase tracking-[0.16em] text-muted">In collaboration with</p>
        <div className="mt-4">
          <PartnerMarks />
        </div>
        <div className="meander mx-auto mt-10 w-48" aria-hidden="true" />
        <p className="mt-8 font-display text-3xl text-aegean-dark">{grandOpening.dateLabel}</p>
        <p className="mt-1 text-xl">{grandOpening.timeLabel}</p>
        <p className="mt-3 text-muted">
          {grandOpening.venue.name}, {grandOpening.venue.locality}, {grandOpening.venue.region}
        </p>
        <p className="mx-auto mt-8 max-w-2xl text-lg">
          Join our family, our partners and friends for an evening in the new Experience Centre: walk through full-size
          doors and windows, meet the team and raise a glass with us.
        </p>
      </div>
      <div className="mx-auto mt-12 max-w-2xl border border-stone bg-white p-6 md:p-8">
        <RsvpForm action={pathname} result={actionData} />
      </div>
    </div>
  );
}
