import type { Product } from "../content/schema";
import { TYPOLOGY_SIZES } from "../lib/image-sizes";
import { typology } from "../lib/images";
import { PictureGrid } from "./PictureGrid";
import { ProductSection } from "./ProductSection";

/** The configurations a product is made in. Each diagram carries its caption drawn in, so the caption is its alt. */
export function TypologyGrid({ product }: { product: Product }) {
  const pictures = product.typologies.map((entry, index) => ({ key: entry.kind, image: typology(product.id, index + 1), alt: entry.caption }));
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
