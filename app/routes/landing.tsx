import { useLocation } from "react-router";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { CatalogueCard } from "../components/Cards";
import { ComparisonTable } from "../components/ComparisonTable";
import { PageIntro } from "../components/PageIntro";
import { PivotGallery } from "../components/PivotGallery";
import { ShowroomBanner } from "../components/ShowroomBanner";
import { breadcrumbTrail, landingByPath, landingProducts } from "../content/catalogue";
import { getMeta, jsonLd } from "../lib/meta";
import { breadcrumbJsonLd } from "../lib/structured-data";
import type { Route } from "./+types/landing";

/** A landing page compares its products when it shows at least this many. */
const MIN_PRODUCTS_TO_COMPARE = 2;

function findLanding(pathname: string) {
  const landing = landingByPath(pathname);
  if (!landing) throw new Error(`No landing page content for ${pathname}`);
  return landing;
}

export function meta({ location }: Route.MetaArgs) {
  const landing = findLanding(location.pathname);
  return [
    ...getMeta({ title: landing.title, description: landing.description, path: landing.path }),
    jsonLd(breadcrumbJsonLd(breadcrumbTrail(landing.path))),
  ];
}

export default function LandingPage() {
  const { pathname } = useLocation();
  const landing = findLanding(pathname);
  const trail = breadcrumbTrail(landing.path);
  const products = landingProducts(landing);
  return (
    <>
      <div className="container-site py-10 md:py-14">
        {trail.length > 2 ? <Breadcrumbs trail={trail} /> : null}
        <div className="mt-6">
          <PageIntro eyebrow={landing.eyebrow} heading={landing.heading} intro={landing.intro} />
        </div>
        {landing.sections.map((section, index) => {
          // A page with a single product shows it as one wide card, picture beside text.
          const wide = landing.sections.length === 1 && section.cards.length === 1;
          return (
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
              <ul className={wide ? "" : "grid gap-6 sm:grid-cols-2 lg:grid-cols-3"}>
                {section.cards.map((card, cardIndex) => (
                  <li key={"product" in card ? card.product : card.page}>
                    <CatalogueCard
                      card={card}
                      headingLevel={section.heading ? 3 : 2}
                      eager={index === 0 && cardIndex === 0}
                      wide={wide}
                    />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
        {products.length >= MIN_PRODUCTS_TO_COMPARE ? <ComparisonTable products={products} /> : null}
        {landing.pivotGallery ? <PivotGallery /> : null}
      </div>
      {landing.showroomBanner ? <ShowroomBanner /> : null}
    </>
  );
}
