import { PartnerMarks } from "../components/PartnerMarks";
import { grandOpening } from "../content/event";
import { pageMeta } from "../content/pages";
import { getMeta } from "../lib/meta";
import type { Route } from "./+types/rsvp";

export function meta({ location }: Route.MetaArgs) {
  return getMeta({ ...pageMeta.rsvp, path: location.pathname });
}

export default function Rsvp() {
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
    </div>
  );
}
