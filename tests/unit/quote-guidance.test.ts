import { describe, expect, it } from "vitest";
import { products } from "#app/content/products";
import { ADVISE, quoteCatalogue } from "#app/lib/quote/catalogue";
import { LEAVES_BY_CONFIGURATION, sizeGuidance } from "#app/lib/quote/guidance";
import {
  LIMIT_BY_LABEL,
  limitFromSpecification,
  productLimits,
  SPECIFICATION_LABELS_WITHOUT_LIMIT,
} from "#app/lib/quote/limits";

const catalogue = quoteCatalogue(products);

describe("limits read from the records' specifications", () => {
  it("knows whether each label the catalogue uses publishes a limit", () => {
    for (const product of products) {
      for (const { label } of product.specifications) {
        const known = Object.hasOwn(LIMIT_BY_LABEL, label) || SPECIFICATION_LABELS_WITHOUT_LIMIT.includes(label);
        expect(known, `${product.id}: "${label}" is in neither list`).toBe(true);
      }
    }
  });

  it("reads every limit label the catalogue uses", () => {
    for (const product of products) {
      for (const specification of product.specifications) {
        if (Object.hasOwn(LIMIT_BY_LABEL, specification.label)) {
          expect(limitFromSpecification(specification), `${product.id}: ${specification.label}`).toBeDefined();
        }
      }
    }
  });

  it("maps labels to limits in mm and kg, with the record's own wording", () => {
    expect(limitFromSpecification({ label: "Maximum height", value: "4.0", unit: "m" })).toEqual({
      kind: "height",
      value: 4000,
      text: "4.0 m",
    });
    expect(limitFromSpecification({ label: "Maximum leaf width", value: "1.5", unit: "m" })?.value).toBe(1500);
    expect(limitFromSpecification({ label: "Sash weight", value: "up to 180", unit: "kg" })).toEqual({
      kind: "leafWeight",
      value: 180,
      text: "180 kg",
    });
    expect(limitFromSpecification({ label: "Maximum sash weight", value: "250", unit: "kg" })?.kind).toBe("leafWeight");
  });

  it("reads no limit from other labels, ranges, lower bounds or unknown units", () => {
    expect(limitFromSpecification({ label: "Glazing thickness", value: "up to 72", unit: "mm" })).toBeUndefined();
    expect(limitFromSpecification({ label: "Maximum height", value: "2.5-4.0", unit: "m" })).toBeUndefined();
    expect(limitFromSpecification({ label: "Maximum height", value: "from 2.0", unit: "m" })).toBeUndefined();
    expect(limitFromSpecification({ label: "Maximum height", value: "13", unit: "kg" })).toBeUndefined();
    expect(limitFromSpecification({ label: "Maximum leaf weight", value: "200", unit: "m" })).toBeUndefined();
  });

  it("gives the SF85 what its record publishes, and records without limits none", () => {
    expect(productLimits(products.find((product) => product.id === "sf85")!.specifications)).toEqual({
      height: { kind: "height", value: 4000, text: "4.0 m" },
      leafWidth: { kind: "leafWidth", value: 1500, text: "1.5 m" },
      leafWeight: { kind: "leafWeight", value: 200, text: "200 kg" },
    });
    expect(catalogue.find((product) => product.id === "s67")!.limits).toEqual({});
    expect(catalogue.find((product) => product.id === "m7")!.limits).toEqual({});
  });
});

describe("the quote catalogue", () => {
  it("offers every product with its family and typologies as configurations", () => {
    expect(catalogue.map((product) => product.id)).toEqual(products.map((product) => product.id));
    const sd95 = catalogue.find((product) => product.id === "sd95")!;
    expect(sd95.family).toBe("doors");
    expect(sd95.configurations).toEqual([
      { value: "single-swing", label: "Single door" },
      { value: "single-swing-sidelite", label: "Single door with sidelite" },
      { value: "double-swing", label: "Pair of doors" },
    ]);
    expect(catalogue.some((product) => product.id === ADVISE)).toBe(false);
  });

  it("counts leaves only for configurations the SF85 record offers", () => {
    const sf85 = catalogue.find((product) => product.id === "sf85")!;
    for (const configuration of Object.keys(LEAVES_BY_CONFIGURATION)) {
      expect(sf85.configurations.map((option) => option.value)).toContain(configuration);
    }
  });
});

describe("size guidance", () => {
  const sf85 = (widthMm: number, heightMm: number, configuration: string | null = null) =>
    sizeGuidance({ product: "sf85", configuration, widthMm, heightMm }, catalogue);

  it("has nothing to say about an SF85 within what it publishes", () => {
    expect(sf85(1500, 2400)).toEqual([]);
    expect(sf85(4200, 4000, "bifold-three")).toEqual([]);
  });

  it("notes an SF85 leaf wider than published, and suggests a layout", () => {
    expect(sf85(1800, 2400)).toEqual([{ part: "width", message: "SF85 leaves go up to 1.5 m wide; we will suggest a layout." }]);
    expect(sf85(5000, 2400, "bifold-three")).toEqual([
      { part: "width", message: "SF85 leaves go up to 1.5 m wide; we will suggest a layout." },
    ]);
    expect(sf85(5000, 2400, "bifold-five")).toEqual([]);
  });

  it("notes an SF85 higher than published", () => {
    expect(sf85(4000, 4100, "bifold-three")).toEqual([
      { part: "height", message: "The SF85 goes up to 4.0 m high; we will suggest a layout." },
    ]);
    expect(sf85(2000, 4500).map((note) => note.part)).toEqual(["width", "height"]);
  });

  it("says nothing where the record publishes no size limit, or for advice", () => {
    expect(sizeGuidance({ product: "s67", configuration: null, widthMm: 9000, heightMm: 9000 }, catalogue)).toEqual([]);
    expect(sizeGuidance({ product: "sd95", configuration: "double-swing", widthMm: 9000, heightMm: 9000 }, catalogue)).toEqual([]);
    expect(sizeGuidance({ product: ADVISE, configuration: null, widthMm: 9000, heightMm: 9000 }, catalogue)).toEqual([]);
  });
});
