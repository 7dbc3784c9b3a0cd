import { Link } from "react-router";
import type { Product } from "../content/schema";
import { PROJECTS_PATH } from "../lib/content/projects";
import { COVER_SIZES } from "../lib/image-sizes";
import { productCover } from "../lib/images";
import { mediaImage } from "../lib/media";
import type { PublicProductFile } from "../lib/product-files";
import type { ProductPictures } from "../lib/product-pictures";
import type { ProjectCardData } from "../lib/project-gallery";
import type { SpecSheetLink } from "../lib/spec-sheets";
import { BcMinimumNotice } from "./BcMinimumNotice";
import { Breadcrumbs } from "./Breadcrumbs";
import { EnergySummary } from "./EnergySummary";
import { Meander } from "./Meander";
import { PageIntro } from "./PageIntro";
import { LeadPicture } from "./Picture";
import { ProjectCards } from "./projects/ProjectCards";
import { RelatedFiles } from "./RelatedFiles";
import { RenderGallery } from "./RenderGallery";
import { SectionDrawings } from "./SectionDrawings";
import { SpecGrid } from "./SpecGrid";
import { StepCodeBadge } from "./StepCodeBadge";
import { StepCodeMinimumNote } from "./StepCodeMinimumNote";
import { TitledSection } from "./TitledSection";
import { TypologyGrid } from "./TypologyGrid";

/** What a product's page shows: its record, breadcrumbs, description as cleaned HTML, spec sheet and projects. */
export interface ProductArticleData {
  product: Product;
  trail: { name: string; path: string }[];
  descriptionHtml: string;
  specSheet: SpecSheetLink | null;
  /** The pictures staff uploaded (decision 037); a place without one shows the drawn picture (of `drawingsOf`). */
  pictures: ProductPictures;
  /** The files staff uploaded, in their order. */
  files: readonly PublicProductFile[];
  projects: ProjectCardData[];
  projectCount: number;
}

/** A product's page body: the public page (app/routes/product.tsx) and the staff preview render the same. */
export function ProductArticle(loaderData: ProductArticleData) {
  const { product, trail, pictures } = loaderData;
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
          image={pictures.cover ? mediaImage(pictures.cover) : productCover(pictures.drawingsOf)}
          alt={product.coverAlt}
          sizes={COVER_SIZES}
          className="h-auto w-full border border-stone bg-marble shadow-sm"
        />
      </div>
      <Meander className="mt-12" />
      <div className="mt-10 grid gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <TitledSection id="about-heading" title={<>About the {product.title}</>} headingClassName="sr-only">
          <div className="prose-site max-w-prose text-lg" dangerouslySetInnerHTML={{ __html: loaderData.descriptionHtml }} />
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
      {product.renders.length ? <RenderGallery product={product} uploaded={pictures.renders} drawingsOf={pictures.drawingsOf} /> : null}
      {product.typologies.length ? <TypologyGrid product={product} uploaded={pictures.typologies} drawingsOf={pictures.drawingsOf} /> : null}
      {product.sections.length ? <SectionDrawings product={product} uploaded={pictures.sections} drawingsOf={pictures.drawingsOf} /> : null}
      {loaderData.specSheet || loaderData.files.length || product.relatedFiles.length ? (
        <RelatedFiles product={product} specSheet={loaderData.specSheet} files={loaderData.files} />
      ) : null}
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
