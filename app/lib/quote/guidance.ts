import { findQuoteProduct, type QuoteCatalogue, type QuoteProduct } from "./catalogue";

/**
 * Size guidance: an opening beyond what its product's record publishes gets a plain note, never a refusal; we
 * suggest a layout instead. Only published limits are used (see limits.ts); a record that publishes none gets no note.
 * A published weight is not checked from sizes: a leaf's weight depends on the glass, which the form does not ask.
 */

/** Leaves across the width of each configuration whose captions count them ("Three leaves folding to one side"). */
export const LEAVES_BY_CONFIGURATION: Readonly<Record<string, number>> = {
  "bifold-three": 3,
  "bifold-five": 5,
  "bifold-seven": 7,
};

export interface GuidanceOpening {
  product: string;
  configuration: string | null;
  widthMm: number;
  heightMm: number;
}

export interface GuidanceNote {
  /** The size the note is about, to show it beside that field. */
  part: "width" | "height";
  message: string;
}

/** How many leaves share the width: the configuration's count, or one when none is chosen (we will plan the layout). */
export function leavesAcross(configuration: string | null): number {
  return (configuration && LEAVES_BY_CONFIGURATION[configuration]) || 1;
}

export function productGuidance(opening: GuidanceOpening, product: QuoteProduct): GuidanceNote[] {
  const notes: GuidanceNote[] = [];
  const { leafWidth, height } = product.limits;
  if (leafWidth && opening.widthMm / leavesAcross(opening.configuration) > leafWidth.value) {
    notes.push({ part: "width", message: `${product.title} leaves go up to ${leafWidth.text} wide; we will suggest a layout.` });
  }
  if (height && opening.heightMm > height.value) {
    notes.push({ part: "height", message: `The ${product.title} goes up to ${height.text} high; we will suggest a layout.` });
  }
  return notes;
}

/** The notes for one opening; none for "advise" or a product the catalogue does not have. */
export function sizeGuidance(opening: GuidanceOpening, catalogue: QuoteCatalogue): GuidanceNote[] {
  const product = findQuoteProduct(catalogue, opening.product);
  return product ? productGuidance(opening, product) : [];
}
