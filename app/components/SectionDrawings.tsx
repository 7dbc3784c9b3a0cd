import type { Product } from "../content/schema";
import { SECTION_SIZES } from "../lib/image-sizes";
import { section } from "../lib/images";
import { mediaImage, type MediaRef } from "../lib/media";
import { Picture } from "./Picture";
import { ProductSection } from "./ProductSection";

/**
 * Cross-section drawings of the profiles, each with its caption; an uploaded drawing (`uploaded`, by index) instead.
 * The drawings are `drawingsOf`'s (the product's own, or a stand-in's: app/lib/product-drawings.ts).
 */
export function SectionDrawings({ product, uploaded = [], drawingsOf = product.id }: { product: Product; uploaded?: readonly (MediaRef | undefined)[]; drawingsOf?: string }) {
  return (
    <ProductSection id="sections-heading" title="Sections">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {product.sections.map((drawing, index) => (
          <li key={drawing.caption}>
            <figure>
              <Picture
                image={uploaded[index] ? mediaImage(uploaded[index]) : section(drawingsOf, index + 1)}
                alt={`${product.title} section drawing: ${drawing.caption.toLowerCase()}`}
                sizes={SECTION_SIZES}
                className="h-auto w-full border border-stone"
              />
              <figcaption aria-hidden="true" className="mt-2 text-sm text-muted">
                {drawing.caption}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </ProductSection>
  );
}
