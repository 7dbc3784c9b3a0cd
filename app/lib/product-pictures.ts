/**
 * A product's uploaded pictures (decision 037): the library images its record names (coverImage, and `image` of a
 * render, typology or section), resolved against the images the snapshot found live. A picture whose image is not
 * there (never uploaded, or deleted from the library since) is the drawn one. Pure TypeScript.
 */
import type { Product } from "../content/schema";
import type { MediaRef } from "./media";
import type { ProductDrawings } from "./product-drawings";

export interface ProductPictures {
  cover?: MediaRef;
  /** One per render, typology and section, in the record's order; undefined: the drawn picture. */
  renders: (MediaRef | undefined)[];
  typologies: (MediaRef | undefined)[];
  sections: (MediaRef | undefined)[];
  /**
   * The id whose drawings fill the places without an uploaded picture: the product's own, or a stand-in's for a
   * product the build did not draw (app/lib/product-drawings.ts).
   */
  drawingsOf: string;
}

/** Every library image a product record names. */
export function productImageIds(product: Product): string[] {
  return [product.coverImage, ...product.renders.map((r) => r.image), ...product.typologies.map((t) => t.image), ...product.sections.map((s) => s.image)].filter(
    (id): id is string => typeof id === "string",
  );
}

export function productPictures(product: Product, images: ReadonlyMap<string, MediaRef> | undefined): ProductPictures {
  const find = (id: string | undefined) => (id ? images?.get(id) : undefined);
  return {
    cover: find(product.coverImage),
    renders: product.renders.map((render) => find(render.image)),
    typologies: product.typologies.map((entry) => find(entry.image)),
    sections: product.sections.map((drawing) => find(drawing.image)),
    drawingsOf: product.id,
  };
}

/**
 * The rows a page can show: a row with its uploaded picture, or one whose place has a drawing (its own, or its
 * stand-in's: `drawn`, app/lib/server/content/product-pictures.server.ts drawingsFor). A row without an uploaded
 * picture and without a drawing to fall back on is left out rather than shown broken.
 */
export function shownPictures(product: Product, pictures: ProductPictures, drawn: ProductDrawings): { product: Product; pictures: ProductPictures } {
  const keep = <T>(rows: readonly T[], uploaded: readonly (MediaRef | undefined)[], count: number) =>
    rows.flatMap((row, index) => (uploaded[index] || index < count ? [{ row, image: uploaded[index] }] : []));
  const renders = keep(product.renders, pictures.renders, drawn.renders);
  const typologies = keep(product.typologies, pictures.typologies, drawn.typologies);
  const sections = keep(product.sections, pictures.sections, drawn.sections);
  return {
    product: { ...product, renders: renders.map((r) => r.row), typologies: typologies.map((t) => t.row), sections: sections.map((s) => s.row) },
    pictures: {
      cover: pictures.cover,
      renders: renders.map((r) => r.image),
      typologies: typologies.map((t) => t.image),
      sections: sections.map((s) => s.image),
      drawingsOf: drawn.id,
    },
  };
}
