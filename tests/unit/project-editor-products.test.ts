import { describe, expect, it } from "vitest";
import { MAX_PROJECT_PRODUCTS, productField, projectEditorSchema, tickedProducts } from "#app/lib/forms/staff/project-editor";

const PROJECT = { name: "Lions Bay", place: "Lions Bay", area: "sea-to-sky", year: "2024", type: "Residence", scope: "Windows and doors.", status: "published" };

describe("the project editor's product boxes", () => {
  it("take whatever product the live catalogue listed, in the form's order, and nothing that is not a product box", () => {
    expect(tickedProducts({ [productField("s700")]: "on", [productField("new-series")]: "on", [productField("s91")]: "", product_BAD: "on", other: "on" })).toEqual([
      "s700",
      "new-series",
    ]);
    const many = Object.fromEntries(Array.from({ length: MAX_PROJECT_PRODUCTS + 5 }, (_, i) => [productField(`p${i}`), "on"]));
    expect(tickedProducts(many)).toHaveLength(MAX_PROJECT_PRODUCTS);
  });

  it("give the saved project its products", () => {
    const parsed = projectEditorSchema.safeParse({ ...PROJECT, [productField("s700")]: "on", [productField("sd95")]: "on" });
    expect(parsed.error?.issues).toBeUndefined();
    expect(parsed.data?.products).toEqual(["s700", "sd95"]);
  });
});
