import type { Product } from "../content/schema";
import { RENDER_SIZES } from "../lib/image-sizes";
import { productRender } from "../lib/images";
import { mediaImage, type MediaRef } from "../lib/media";
import { PictureGrid } from "./PictureGrid";
import { ProductSection } from "./ProductSection";

/**
 * The product's extra renders, below the fold (lazy): an uploaded one (`uploaded`, by index) instead of its drawing,
 * which is `drawingsOf`'s (the product's own, or a stand-in's: app/lib/product-drawings.ts).
 */
export function RenderGallery({ product, uploaded = [], drawingsOf = product.id }: { product: Product; uploaded?: readonly (MediaRef | undefined)[]; drawingsOf?: string }) {
  const pictures = product.renders.map((render, index) => {
    const image = uploaded[index];
    return { key: render.alt, image: image ? mediaImage(image) : productRender(drawingsOf, index + 1), alt: render.alt };
  });
  return (
    <ProductSection id="gallery-heading" title="Gallery">
      <PictureGrid pictures={pictures} className="grid gap-6 sm:grid-cols-2" sizes={RENDER_SIZES} pictureClassName="h-auto w-full border border-stone bg-marble" />
    </ProductSection>
  );
}
