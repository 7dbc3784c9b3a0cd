import { Link, useLocation } from "react-router";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { PageIntro } from "../components/PageIntro";
import { SpecGrid } from "../components/SpecGrid";
import { StepCodeBadge } from "../components/StepCodeBadge";
import { breadcrumbTrail, productByPath } from "../content/catalogue";
import { getMeta } from "../lib/meta";
import type { Route } from "./+types/product";

function findProduct(pathname: string) {
  const product = productByPath(pathname);
  if (!product) throw new Error(`No product content for ${pathname}`);
  return product;
}

export function meta({ location }: Route.MetaArgs) {
  const product = findProduct(location.pathname);
  return getMeta({
    title: `${product.title}: ${product.subtitle}`,
    description: product.summary,
    // An alias page names its primary as canonical.
    path: product.path,
    type: "product",
  });
}

export default function ProductPage() {
  const { pathname } = useLocation();
  const product = findProduct(pathname);
  const paragraphs = product.description.split(/\n\s*\n/);
  return (
    <article className="container-site py-10 md:py-14">
      <Breadcrumbs trail={breadcrumbTrail(pathname)} />
      <div className="mt-6">
        <PageIntro eyebrow={product.manufacturer} heading={product.title} subtitle={product.subtitle}>
          {product.stepCode ? (
            <div className="mt-5">
              <StepCodeBadge stepCode={product.stepCode} withExplanation />
            </div>
          ) : null}
        </PageIntro>
      </div>
      <div className="mt-10 grid gap-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby="about-heading">
          <h2 id="about-heading" className="sr-only">
            About the {product.title}
          </h2>
          <div className="prose-site max-w-prose text-lg">
            {paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
          {product.advantages ? (
            <section aria-labelledby="advantages-heading" className="mt-10">
              <h2 id="advantages-heading" className="text-3xl">
                Advantages
              </h2>
              <ul className="mt-4 list-disc space-y-2 pl-5">
                {product.advantages.map((advantage) => (
                  <li key={advantage}>{advantage}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </section>
        <div>
          <section aria-labelledby="specs-heading">
            <h2 id="specs-heading" className="mb-4 text-3xl">
              {product.advantages ? "Technical Specs" : "Specifications"}
            </h2>
            <SpecGrid specs={product.specifications} />
          </section>
          <section aria-labelledby="energy-heading" className="mt-10">
            <h2 id="energy-heading" className="text-2xl">
              Energy performance
            </h2>
            <p className="mt-3 text-muted">{product.energyNotes}</p>
          </section>
          <p className="mt-8">
            <Link to="/contact" className="btn btn-primary">
              Ask about the {product.title}
            </Link>
          </p>
        </div>
      </div>
    </article>
  );
}
