import { describe, expect, it } from "vitest";
import { PRODUCT_KINDS } from "#app/content/product-kinds";
import { products } from "#app/content/products";
import type { Product } from "#app/content/schema";
import { productDrawings } from "#app/lib/product-drawings";
import { productPictures, shownPictures } from "#app/lib/product-pictures";

const s67 = products.find((product) => product.id === "s67")!;
/** A product staff made after the build: a casement window with one render and none of the drawn lists. */
const s97: Product = { ...s67, id: "s97", path: "/windows/alumil/s97", title: "S97", renders: [{ alt: "The S97 on a coastal home" }], typologies: [], sections: [] };

describe("whose drawings a product shows", () => {
  it("every kind of system has a shipped product to stand in", () => {
    for (const kind of PRODUCT_KINDS) expect(products.some((product) => product.kind === kind), kind).toBe(true);
  });

  it("a shipped product shows its own drawings, every place of every list", () => {
    expect(productDrawings(s67, products)).toEqual({ id: "s67", standIn: false, renders: 2, typologies: 5, sections: s67.sections.length });
  });

  it("a product the build did not draw shows the first shipped product of its kind", () => {
    expect(productDrawings(s97, products)).toMatchObject({ id: "s67", standIn: true, renders: 2, typologies: 0 });
    expect(productDrawings({ ...s97, kind: "curtain-wall", family: "curtain-walls" }, products).id).toBe("m7");
  });

  it("a stand-in's typology counts only where it draws the same configuration with the same caption", () => {
    const typologies = [s67.typologies[0]!, s67.typologies[1]!, { kind: "awning", caption: "Awning over a fixed lite" }, s67.typologies[3]!];
    expect(productDrawings({ ...s97, typologies }, products).typologies).toBe(2);
  });

  it("the page shows the stand-in's pictures with the product's own text, and leaves out a row without a drawing", () => {
    const product: Product = { ...s97, renders: [{ alt: "The S97 from the garden" }, { alt: "The S97 tilted open" }, { alt: "A third render nobody drew" }] };
    const shown = shownPictures(product, productPictures(product, undefined), productDrawings(product, products));
    expect(shown.pictures.drawingsOf).toBe("s67");
    expect(shown.product.renders).toEqual(product.renders.slice(0, 2));
    expect(shown.product.coverAlt).toBe(product.coverAlt);
  });
});
