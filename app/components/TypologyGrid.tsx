import type { Product } from "../content/schema";
import { TYPOLOGY_SIZES } from "../lib/image-sizes";
import { typology } from "../lib/images";
import { Picture } from "./Picture";
import { SectionHeading } from "./SectionHeading";

/** The configurations a product is made in. Each diagram carries its caption drawn in, so the caption is its alt. */
export function TypologyGrid({ product }: { product: Product }) {
  return (
    <section aria-labelledby="typologies-heading" className="mt-16">
      <SectionHeading id="typologies-heading">Typologies</SectionHeading>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {product.typologies.map((entry, index) => (
          <li key={entry.kind}>
            <Picture
              image={typology(product.id, index + 1)}
              alt={entry.caption}
              sizes={TYPOLOGY_SIZES}
              className="h-auto w-full border border-stone"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
