import { Link } from "react-router";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { BcMinimumNotice } from "../components/BcMinimumNotice";
import { EnergySummary } from "../components/EnergySummary";
import { Meander } from "../components/Meander";
import { PageIntro } from "../components/PageIntro";
import { LeadPicture } from "../components/Picture";
import { RelatedFiles } from "../components/RelatedFiles";
import { RenderGallery } from "../components/RenderGallery";
import { SectionDrawings } from "../components/SectionDrawings";
import { SpecGrid } from "../components/SpecGrid";
import { StepCodeBadge } from "../components/StepCodeBadge";
import { StepCodeMinimumNote } from "../components/StepCodeMinimumNote";
import { TypologyGrid } from "../components/TypologyGrid";
import { ProjectCards } from "../components/projects/ProjectCards";
import { COVER_SIZES } from "../lib/image-sizes";
import { productCover, productRender, productSocialImage } from "../lib/images";
import { liveCatalogue } from "../lib/server/content/catalogue.server";
import { projectsWithProduct } from "../lib/server/content/project-filter.server";
import { PROJECTS_PATH } from "../lib/content/projects";
import { getMeta, jsonLd, notFoundMeta } from "../lib/meta";
import { projectCardData } from "../lib/project-gallery";
import { specSheetLink } from "../lib/server/catalogue/spec-sheets.server";
import { requireServices } from "../lib/server/platform/services.server";
import { specSheetUrl } from "../lib/spec-sheets";
import { breadcrumbJsonLd, productJsonLd } from "../lib/structured-data";
import type { Route } from "./+types/product";
import { STATIC_PAGE } from "../lib/page-handle";
import { TitledSection } from "../components/TitledSection";

/** A product page shows at most this many of the projects that used the product. */
const PRODUCT_PROJECTS_SHOWN = 6;

/**
 * The product at this address from the live catalogue (the database's, decision 034), its breadcrumbs, its spec sheet's
 * link and size (the sheet made at run time) and the projects that used it, from the snapshot. The page ships no script, so
 * none of this reaches the browser but as HTML.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname;
  const catalogue = liveCatalogue(context);
  const product = catalogue.productByPath(pathname);
  // The route matches any letter case ("/Doors/Swing/SD95"); the content is at the lowercase address only.
  if (!product) throw new Response("Not Found", { status: 404 });
  const services = requireServices(context);
  const used = projectsWithProduct(services.content.current().projects, product.id);
  return {
    product,
    trail: catalogue.breadcrumbTrail(pathname),
    // Made at run time from the live record, so a change shows in the sheet too (decision 038).
    specSheet: await specSheetLink(product.id, { product, services }),
    projects: used.slice(0, PRODUCT_PROJECTS_SHOWN).map(projectCardData),
    projectCount: used.length,
  };
}

export function meta({ data, error, location }: Route.MetaArgs) {
  if (!data || error) return notFoundMeta(location.pathname);
  const { product, trail } = data;
  const cover = productCover(product.id);
  const social = productSocialImage(product.id);
  const pictures = [social.path, ...product.renders.map((_, index) => productRender(product.id, index + 1).fallbackSrc)];
  return [
    ...getMeta({
      title: `${product.title}: ${product.subtitle}`,
      description: product.summary,
      // An alias page names its primary as canonical.
      path: product.path,
      type: "product",
      image: { ...social, alt: product.coverAlt },
    }),
    // The cover is the page's largest picture: fetch it before the stylesheet is parsed. Same sources and sizes
    // as its <picture>, so the browser picks the same file; browsers without AVIF skip this and use WebP.
    {
      tagName: "link",
      rel: "preload",
      as: "image",
      type: "image/avif",
      imageSrcSet: cover.avifSrcSet,
      imageSizes: COVER_SIZES,
      fetchPriority: "high",
    },
    jsonLd(productJsonLd(product, pictures, specSheetUrl(product.id))),
    jsonLd(breadcrumbJsonLd(trail)),
  ];
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, trail } = loaderData;
  const paragraphs = product.description.split(/\n\s*\n/);
  return (
    <article className="container-site py-10 md:py-14">
      <Breadcrumbs trail={trail} />
      <div className="mt-6 grid items-center gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-10">
        <PageIntro eyebrow={product.manufacturer} heading={product.title} subtitle={product.subtitle}>
          {product.stepCode ? (
            <div className="mt-5">
              <StepCodeBadge stepCode={product.stepCode} withExplanation />
              <StepCodeMinimumNote stepCode={product.stepCode} />
            </div>
          ) : null}
          <BcMinimumNotice product={product} variant="page" />
        </PageIntro>
        <LeadPicture
          image={productCover(product.id)}
          alt={product.coverAlt}
          sizes={COVER_SIZES}
          className="h-auto w-full border border-stone bg-marble shadow-sm"
        />
      </div>
      <Meander className="mt-12" />
      <div className="mt-10 grid gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <TitledSection id="about-heading" title={<>About the {product.title}</>} headingClassName="sr-only">
          <div className="prose-site max-w-prose text-lg">
            {paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
          {product.advantages ? (
            <TitledSection id="advantages-heading" title="Advantages" className="mt-10">
              <ul className="mt-4 list-disc space-y-2 pl-5 marker:text-bronze">
                {product.advantages.map((advantage) => (
                  <li key={advantage}>{advantage}</li>
                ))}
              </ul>
            </TitledSection>
          ) : null}
        </TitledSection>
        <div>
          <TitledSection id="specs-heading" title={product.advantages ? "Technical Specs" : "Specifications"} headingClassName="mb-4 text-3xl">
            <SpecGrid specs={product.specifications} />
          </TitledSection>
          <TitledSection id="energy-heading" title="Energy performance" className="mt-10" headingClassName="text-2xl">
            <EnergySummary product={product} />
          </TitledSection>
          <p className="mt-8 flex flex-wrap gap-3">
            <Link to={`/quote?product=${product.id}`} className="btn btn-primary">
              Ask about the {product.title}
            </Link>
            {/* Pivot and swing doors are designed with the family at the showroom. */}
            {product.path.startsWith("/doors/swing/") || product.path.startsWith("/doors/pivotdoors/") ? (
              <Link to="/visit?purpose=custom-door" className="btn btn-outline">
                Book a design visit
              </Link>
            ) : null}
          </p>
        </div>
      </div>
      {product.renders.length ? <RenderGallery product={product} /> : null}
      {product.typologies.length ? <TypologyGrid product={product} /> : null}
      {product.sections.length ? <SectionDrawings product={product} /> : null}
      <RelatedFiles product={product} specSheet={loaderData.specSheet} />
      {loaderData.projects.length ? (
        <TitledSection id="projects-heading" title={<>Projects with the {product.title}</>} className="mt-16">
          <ProjectCards projects={loaderData.projects} />
          {loaderData.projectCount > loaderData.projects.length ? (
            <p className="mt-6">
              <Link to={`${PROJECTS_PATH}?product=${product.id}`} className="btn btn-outline">
                See all {loaderData.projectCount} projects with the {product.title}
              </Link>
            </p>
          ) : null}
        </TitledSection>
      ) : null}
    </article>
  );
}

/** Nothing on this page runs a script: it ships as HTML (docs/decisions/018-pages-without-javascript.md). */
export const handle = STATIC_PAGE;
