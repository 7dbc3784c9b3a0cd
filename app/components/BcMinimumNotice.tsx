import { Link } from "react-router";
import type { Product } from "../content/schema";
import { bcMinimumNotice } from "../lib/energy";
import { useEnergy } from "../lib/content/root-content";

/**
 * Where a window or sliding door that misses the BC minimum for homes can be used: on its page, a notice with the way
 * to ask; on its card, one line. Nothing for a product that meets the minimum or that the rule does not cover.
 */
export function BcMinimumNotice({ product, variant }: { product: Product; variant: "page" | "card" }) {
  const notice = bcMinimumNotice(product, useEnergy());
  if (!notice) return null;
  if (variant === "card") {
    return (
      <p className="text-sm font-normal text-ink" data-energy="bc-minimum">
        <strong className="font-semibold">{notice.heading}:</strong> {notice.short}
      </p>
    );
  }
  return (
    <section aria-labelledby="bc-minimum-heading" className="mt-5 max-w-prose border-l-4 border-bronze bg-white p-4" data-energy="bc-minimum">
      <h2 id="bc-minimum-heading" className="font-sans text-base font-semibold text-ink">
        {notice.heading}
      </h2>
      <p className="mt-1 text-ink">{notice.text}</p>
      <p className="mt-2">
        <Link to={`/quote?product=${product.id}`} className="inline-flex min-h-11 items-center font-semibold text-aegean underline hover:text-aegean-dark">
          Ask whether the {product.title} suits your building
        </Link>
      </p>
    </section>
  );
}
