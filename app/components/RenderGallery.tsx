import type { Product } from "../content/schema";
import { RENDER_SIZES } from "../lib/image-sizes";
import { productRender } from "../lib/images";
import { Picture } from "./Picture";
import { SectionHeading } from "./SectionHeading";

/** The product's extra renders, below the fold (lazy). */
export function RenderGallery({ product }: { product: Product }) {
  return (
    <section aria-labelledby="gallery-heading" className="mt-16">
      <SectionHeading id="gallery-heading">Gallery</SectionHeading>
      <ul className="grid gap-6 sm:grid-cols-2">
        {product.renders.map((render, index) => (
          <li key={render.alt}>
            <Picture
              image={productRender(product.id, index + 1)}
              alt={render.alt}
              sizes={RENDER_SIZES}
              className="h-auto w-full border border-stone bg-marble"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
