import { useLocation } from "react-router";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { CatalogueCard } from "../components/Cards";
import { PageIntro } from "../components/PageIntro";
import { ShowroomBanner } from "../components/ShowroomBanner";
import { breadcrumbTrail, landingByPath } from "../content/catalogue";
import { pivotDesigns } from "../content/pivot-designs";
import { getMeta } from "../lib/meta";
import type { Route } from "./+types/landing";

function findLanding(pathname: string) {
  const landing = landingByPath(pathname);
  if (!landing) throw new Error(`No landing page content for ${pathname}`);
  return landing;
}

export function meta({ location }: Route.MetaArgs) {
  const landing = findLanding(location.pathname);
  return getMeta({ title: landing.title, description: landing.description, path: landing.path });
}

export default function LandingPage() {
  const { pathname } = useLocation();
  const landing = findLanding(pathname);
  const trail = breadcrumbTrail(landing.path);
  return (
    <>
      <div className="container-site py-10 md:py-14">
        {trail.length > 2 ? <Breadcrumbs trail={trail} /> : null}
        <div className="mt-6">
          <PageIntro eyebrow={landing.eyebrow} heading={landing.heading} intro={landing.intro} />
        </div>
        {landing.sections.map((section, index) => (
          <section
            key={section.heading ?? index}
            aria-labelledby={section.heading ? `section-${index}` : undefined}
            aria-label={section.heading ? undefined : `${landing.heading}: systems`}
            className="mt-12"
          >
            {section.heading ? (
              <h2 id={`section-${index}`} className="mb-6 border-b border-stone pb-3 text-3xl">
                {section.heading}
              </h2>
            ) : null}
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {section.cards.map((card) => (
                <li key={"product" in card ? card.product : card.page}>
                  <CatalogueCard card={card} headingLevel={section.heading ? 3 : 2} />
                </li>
              ))}
            </ul>
          </section>
        ))}
        {landing.pivotGallery ? (
          <section aria-labelledby="designs-heading" className="mt-16">
            <h2 id="designs-heading" className="text-3xl">
              Pivot Door Designs
            </h2>
            <p className="mt-3 max-w-2xl text-muted">
              Twenty-six panel designs, each named for a figure of Greek myth. Every one can be made in your size and
              colour.
            </p>
            <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
              {[...pivotDesigns].sort((a, b) => a.localeCompare(b)).map((name) => (
                <li key={name} className="border border-stone bg-white px-4 py-3 text-center font-display text-lg">
                  {name}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      {landing.showroomBanner ? <ShowroomBanner /> : null}
    </>
  );
}
