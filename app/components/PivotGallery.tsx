import { pivotDesigns } from "../content/pivot-designs";
import { PIVOT_SIZES } from "../lib/image-sizes";
import { pivotDesign } from "../lib/images";
import { Picture } from "./Picture";
import { ProductSection } from "./ProductSection";

/** The 26 pivot door designs, in alphabetical order (the content is kept sorted and validated so). Not links. */
export function PivotGallery() {
  return (
    <ProductSection id="designs-heading" title="Pivot Door Designs">
      <p className="-mt-2 mb-8 max-w-2xl text-muted">
        Twenty-six panel designs, each named for a figure of Greek myth. Every one can be made in your size and colour,
        or we draw a new one with you at the showroom.
      </p>
      <ul className="grid grid-cols-3 gap-x-3 gap-y-5 sm:grid-cols-4 sm:gap-x-4 sm:gap-y-6 lg:grid-cols-6">
        {pivotDesigns.map((design) => (
          <li key={design.name}>
            <figure>
              <Picture
                image={pivotDesign(design.name)}
                alt={design.description}
                sizes={PIVOT_SIZES}
                className="h-auto w-full bg-marble"
              />
              <figcaption className="mt-2 text-center font-display text-lg text-aegean-dark">{design.name}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </ProductSection>
  );
}
