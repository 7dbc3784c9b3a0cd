import { Link } from "react-router";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { CatalogueCard } from "../components/Cards";
import { ComparisonTable } from "../components/ComparisonTable";
import { PageIntro } from "../components/PageIntro";
import { PivotGallery } from "../components/PivotGallery";
import { ProjectCards } from "../components/projects/ProjectCards";
import { ShowroomBanner } from "../components/ShowroomBanner";
import type { Catalogue } from "../lib/catalogue";
import { liveCatalogue } from "../lib/server/content/catalogue.server";
import { drawingsFor } from "../lib/server/content/product-pictures.server";
import { filterProjects, filterQuery, PRODUCT_FAMILIES, type ProductFamilyId } from "../lib/server/content/project-filter.server";
import { PROJECTS_PATH } from "../lib/content/projects";
import { jsonLd, notFoundMeta } from "../lib/meta";
import { projectCardData } from "../lib/project-gallery";
import { requireServices } from "../lib/server/platform/services.server";
import { breadcrumbJsonLd } from "../lib/structured-data";
import { siteMeta } from "#app/lib/content/live-meta";
import { rootSettings } from "#app/lib/content/root-content";
import type { Route } from "./+types/landing";
import { STATIC_PAGE } from "../lib/page-handle";
import { TitledSection } from "../components/TitledSection";

/** A landing page compares its products when it shows at least this many. */
const MIN_PRODUCTS_TO_COMPARE = 2;

/** A landing page shows at most this many recent projects that used its products. */
const LANDING_PROJECTS_SHOWN = 3;

function findLanding(catalogue: Catalogue, pathname: string) {
  const landing = catalogue.landingByPath(pathname);
  // The route matches any letter case ("/DOORS"); the content is at the lowercase address only.
  if (!landing) throw new Response("Not Found", { status: 404 });
  return landing;
}

/** The product family of a landing's collection, from the first part of its path ("/doors/swing": doors). */
function landingFamily(path: string): ProductFamilyId | null {
  const first = path.split("/")[1];
  const family = first === "curtain" ? "curtain-walls" : first;
  return PRODUCT_FAMILIES.find((entry) => entry.id === family)?.id ?? null;
}

/**
 * The first projects (in gallery order) that used the landing's products, and where to see them all. A collection's
 * own page (/doors, /passive) takes its whole family, the pages under it take the products they show.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const catalogue = liveCatalogue(context);
  const landing = findLanding(catalogue, new URL(request.url).pathname);
  const { projects: all, productImages: images, pivotDesigns } = requireServices(context).content.current();
  const family = landingFamily(landing.path);
  // The products its cards show and compare, from the live catalogue (the page ships them as HTML only).
  const compared = catalogue.landingProducts(landing);
  // A card whose product is not in the live catalogue (one that fails the content rules) leaves the page, not breaks it.
  const sections = landing.sections
    .map((section) => ({
      heading: section.heading,
      cards: section.cards.flatMap((card) => {
        const product = "product" in card ? catalogue.productById(card.product) : undefined;
        if ("product" in card && !product) return [];
        const pictured = catalogue.cardProduct(card);
        const to = product ? catalogue.cardLink(landing, product) : undefined;
        // The card shows the product's uploaded cover when it has one (decision 037), else its drawn cover (or its
        // stand-in's, for a product the build did not draw).
        const cover = pictured?.coverImage ? images?.get(pictured.coverImage) : undefined;
        const drawingsOf = pictured ? drawingsFor(pictured).id : "";
        return [{ card, to, product, pictured: pictured ? { drawingsOf, coverAlt: pictured.coverAlt, cover } : undefined }];
      }),
    }))
    .filter((section) => section.cards.length);
  const products = compared.map((entry) => entry.product);
  const ids = new Set(products.map((product) => product.id));
  const whole = family && landing.path === `/${landing.path.split("/")[1]}`;
  const used = whole
    ? filterProjects(all, { family, product: null, area: null }, catalogue.products, catalogue.landings)
    : all.filter((project) => project.products.some((id) => ids.has(id)));
  // The link names a count only when /projects will show exactly those projects.
  const only = !whole && products.length === 1 ? products[0]! : undefined;
  const more = whole
    ? { label: `See all ${used.length} projects`, href: `${PROJECTS_PATH}${filterQuery({ family, product: null, area: null })}` }
    : only
      ? { label: `See all ${used.length} projects with the ${only.title}`, href: `${PROJECTS_PATH}${filterQuery({ family: null, product: only.id, area: null })}` }
      : { label: "See more projects", href: `${PROJECTS_PATH}${filterQuery({ family, product: null, area: null })}` };
  return {
    landing,
    trail: catalogue.breadcrumbTrail(landing.path),
    sections,
    compared,
    pivotDesigns: landing.pivotGallery ? pivotDesigns : [],
    projects: used.slice(0, LANDING_PROJECTS_SHOWN).map(projectCardData),
    moreProjects: used.length > LANDING_PROJECTS_SHOWN ? more : null,
  };
}

export function meta({ data, error, location, matches }: Route.MetaArgs) {
  if (!data || error) return notFoundMeta(location.pathname, rootSettings(matches));
  const { landing, trail } = data;
  return [
    ...siteMeta(matches, { title: landing.title, description: landing.description, path: landing.path }),
    jsonLd(breadcrumbJsonLd(trail)),
  ];
}

export default function LandingPage({ loaderData }: Route.ComponentProps) {
  const { landing, trail, sections, compared: products } = loaderData;
  return (
    <>
      <div className="container-site py-10 md:py-14">
        {trail.length > 2 ? <Breadcrumbs trail={trail} /> : null}
        <div className="mt-6">
          <PageIntro eyebrow={landing.eyebrow} heading={landing.heading} intro={landing.intro} />
        </div>
        {sections.map((section, index) => {
          // A page with a single product shows it as one wide card, picture beside text.
          const wide = sections.length === 1 && section.cards.length === 1;
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
                {section.cards.map(({ card, to, product, pictured }, cardIndex) => (
                  <li key={"product" in card ? card.product : card.page}>
                    <CatalogueCard
                      card={card}
                      to={to}
                      product={product}
                      pictured={pictured}
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
        {landing.pivotGallery && loaderData.pivotDesigns.length ? <PivotGallery designs={loaderData.pivotDesigns} /> : null}
        {loaderData.projects.length ? (
          <TitledSection id="recent-projects-heading" title="Recent projects" className="mt-16" headingClassName="border-b border-stone pb-3 text-3xl">
            <ProjectCards projects={loaderData.projects} />
            {loaderData.moreProjects ? (
              <p className="mt-6">
                <Link to={loaderData.moreProjects.href} className="btn btn-outline">
                  {loaderData.moreProjects.label}
                </Link>
              </p>
            ) : null}
          </TitledSection>
        ) : null}
      </div>
      {landing.showroomBanner ? <ShowroomBanner /> : null}
    </>
  );
}

/** Nothing on this page runs a script: it ships as HTML (docs/decisions/018-pages-without-javascript.md). */
export const handle = STATIC_PAGE;
