import { TitledSection } from "./TitledSection";
import { Link } from "react-router";
import { getMeta, type MetaSite } from "../lib/meta";

/** What the page of a product taken off the site (410) says: which product, its landing and what to look at instead. */
export interface ProductGoneProps {
  product: { title: string; path: string };
  landing: { path: string; heading: string } | null;
  related: { title: string; subtitle: string; path: string }[];
}

const LINK = "text-aegean underline underline-offset-4";

/** The meta of a hidden product's page: named, never indexed. */
export function productGoneMeta(product: { title: string }, path: string, named?: MetaSite) {
  return getMeta({
    site: named,
    title: `The ${product.title} is no longer offered`,
    description: `We no longer offer the ${product.title}. See the products we offer in its place, or ask us.`,
    path,
    noindex: true,
  });
}

/** The 410 page of a hidden product (decision 036): plain HTML, with its landing and related products. */
export function ProductGone({ product, landing, related }: ProductGoneProps) {
  return (
    <div className="container-site py-16 md:py-24">
      <p className="eyebrow">Error 410</p>
      <h1 className="mt-3 text-4xl sm:text-5xl">The {product.title} is no longer offered</h1>
      <p className="mt-6 max-w-2xl text-lg">
        We have taken this product out of our catalogue.{" "}
        {landing ? (
          <>
            See what we offer in{" "}
            <Link to={landing.path} className={LINK}>
              {landing.heading}
            </Link>
            , or{" "}
          </>
        ) : null}
        <Link to="/contact" className={LINK}>
          ask us
        </Link>{" "}
        what would suit your project.
      </p>
      {related.length ? (
        <TitledSection id="gone-related" title="Related products" className="mt-10" headingClassName="text-2xl">
          <ul className="mt-4 space-y-2">
            {related.map((entry) => (
              <li key={entry.path}>
                <Link to={entry.path} className={LINK}>
                  {entry.title}
                </Link>
                : {entry.subtitle}
              </li>
            ))}
          </ul>
        </TitledSection>
      ) : null}
    </div>
  );
}
