import type { Product } from "../content/schema";
import { TYPOLOGY_SIZES } from "../lib/image-sizes";
import { typology } from "../lib/images";
import { mediaImage, type MediaRef } from "../lib/media";
import { PictureGrid } from "./PictureGrid";
import { ProductSection } from "./ProductSection";

/**
 * The configurations a product is made in. Each diagram carries its caption drawn in, so the caption is its alt; an
 * uploaded picture (`uploaded`, by index) is shown instead of the diagram, with the caption as its alt too. The
 * diagrams are `drawingsOf`'s (the product's own, or a stand-in's that draws the same configurations).
 */
export function TypologyGrid({ product, uploaded = [], drawingsOf = product.id }: { product: Product; uploaded?: readonly (MediaRef | undefined)[]; drawingsOf?: string }) {
  const pictures = product.typologies.map((entry, index) => {
    const image = uploaded[index];
    return { key: `${entry.kind}-${index}`, image: image ? mediaImage(image) : typology(drawingsOf, index + 1), alt: entry.caption };
  });
  return (
    <ProductSection id="typologies-heading" title="Typologies">
      <PictureGrid
        pictures={pictures}
        className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4"
        sizes={TYPOLOGY_SIZES}
        pictureClassName="h-auto w-full border border-stone"
      />
    </ProductSection>
  );
}
