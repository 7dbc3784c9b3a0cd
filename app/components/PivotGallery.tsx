import { PIVOT_SIZES } from "../lib/image-sizes";
import { pivotDesign } from "../lib/images";
import { mediaImage } from "../lib/media";
import type { MediaRef } from "../lib/content/types";
import { Picture } from "./Picture";
import { ProductSection } from "./ProductSection";

/** A pivot design as the gallery shows it: an uploaded photo, else its drawn panel (decision 039). */
export interface GalleryPivotDesign {
  name: string;
  description: string;
  photo: MediaRef | null;
  drawing: string | null;
}

const NUMBER_WORDS = ["No", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Eleven", "Twelve", "Thirteen",
  "Fourteen", "Fifteen", "Sixteen", "Seventeen", "Eighteen", "Nineteen", "Twenty"];
const TENS = ["", "", "Twenty", "Thirty", "Forty"];

/** "Twenty-six" for 26: how the gallery's line counts the designs (digits past 49). */
export function countInWords(count: number): string {
  if (count < NUMBER_WORDS.length) return NUMBER_WORDS[count]!;
  if (count >= 50) return String(count);
  const unit = count % 10;
  return `${TENS[Math.floor(count / 10)]}${unit ? `-${NUMBER_WORDS[unit]!.toLowerCase()}` : ""}`;
}

/** The pivot door designs, in the order staff gave them (the content snapshot's). Not links. */
export function PivotGallery({ designs }: { designs: readonly GalleryPivotDesign[] }) {
  return (
    <ProductSection id="designs-heading" title="Pivot Door Designs">
      <p className="-mt-2 mb-8 max-w-2xl text-muted">
        {`${countInWords(designs.length)} panel design${designs.length === 1 ? "" : "s"}, each named for a figure of Greek myth. ` +
          "Every one can be made in your size and colour, or we draw a new one with you at the showroom."}
      </p>
      <ul className="grid grid-cols-3 gap-x-3 gap-y-5 sm:grid-cols-4 sm:gap-x-4 sm:gap-y-6 lg:grid-cols-6">
        {designs.map((design) => (
          <li key={design.name}>
            <figure>
              {design.photo ? (
                <Picture image={mediaImage(design.photo)} alt={design.description} sizes={PIVOT_SIZES} className="aspect-[1/2] h-auto w-full bg-marble object-cover" />
              ) : (
                <Picture
                  image={pivotDesign(design.drawing ?? design.name)}
                  alt={design.description}
                  sizes={PIVOT_SIZES}
                  className="h-auto w-full bg-marble"
                />
              )}
              <figcaption className="mt-2 text-center font-display text-lg text-aegean-dark">{design.name}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </ProductSection>
  );
}
