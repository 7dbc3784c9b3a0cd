/**
 * Whose drawings a product shows (decision 037, amended): the build draws the cover, renders, typologies and sections
 * of the shipped products only (app/content/products.ts, into public/generated/products/<id>/). A product the build
 * drew shows its own; one staff created since shows a stand-in, the drawings of the first shipped product of its kind
 * (the drawings are made per kind), so its pages never point at a file that is not there. Only the places the
 * stand-in has a drawing for are filled: a row beyond them is left out until staff upload its picture. Alt text
 * stays the product's own. Pure TypeScript: the shipped list is given, so the seed does not reach a browser bundle.
 */
import type { Product } from "../content/schema";

/** How many of each list's places have a drawing (render-1, typology-2, ...). */
export type DrawnCounts = Record<"renders" | "typologies" | "sections", number>;

/** The product whose drawn pictures fill the places without an uploaded one, and how many places it has. */
export interface ProductDrawings extends DrawnCounts {
  /** The id in the drawings' file names (public/generated/products/<id>/cover-...). */
  id: string;
  /** True when the drawings are another product's (a stand-in until staff upload pictures). */
  standIn: boolean;
}

type Drawn = Pick<Product, "id" | "kind" | "family" | "renders" | "typologies" | "sections">;

/**
 * Which product's drawings this product shows: its own when the build drew it, else the first shipped product of its
 * kind (then of its family, then the first shipped one: a kind always has one, tests/unit/product-drawings.test.ts).
 * A typology diagram has its caption drawn in, so a stand-in's typology counts only where it draws the same
 * configuration with the same caption; its renders and sections stand in by place.
 */
export function productDrawings(product: Pick<Product, "id" | "kind" | "family" | "typologies">, shipped: readonly Drawn[]): ProductDrawings {
  const own = shipped.find((candidate) => candidate.id === product.id);
  if (own) return { id: own.id, standIn: false, renders: own.renders.length, typologies: own.typologies.length, sections: own.sections.length };
  const source =
    shipped.find((candidate) => candidate.kind === product.kind) ?? shipped.find((candidate) => candidate.family === product.family) ?? shipped[0];
  if (!source) return { id: product.id, standIn: false, renders: 0, typologies: 0, sections: 0 };
  let typologies = 0;
  while (
    typologies < Math.min(product.typologies.length, source.typologies.length) &&
    product.typologies[typologies]!.kind === source.typologies[typologies]!.kind &&
    product.typologies[typologies]!.caption === source.typologies[typologies]!.caption
  ) {
    typologies++;
  }
  return { id: source.id, standIn: true, renders: source.renders.length, typologies, sections: source.sections.length };
}
