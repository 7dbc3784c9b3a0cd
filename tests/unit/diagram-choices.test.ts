import { describe, expect, it } from "vitest";
import { products } from "#app/content/products";
import { diagramChoices } from "#app/lib/admin/diagram-choices";
import { DIAGRAM_CHOICES } from "#app/lib/server/catalogue/diagram-choices.server";

describe("the diagram an owner chooses for a product's type", () => {
  it("offers every diagram the shipped catalogue draws, once, named by how it opens", () => {
    const kinds = new Set(products.flatMap((product) => product.typologies.map((typology) => typology.kind)));
    expect(new Set(DIAGRAM_CHOICES.map((choice) => choice.value))).toEqual(kinds);
    expect(DIAGRAM_CHOICES).toHaveLength(kinds.size);
    expect(DIAGRAM_CHOICES).toContainEqual({ value: "tilt-turn", label: "Tilt-and-turn sash" });
    for (const choice of DIAGRAM_CHOICES) expect(choice.label).not.toBe(choice.value);
  });

  it("keeps a stored diagram that is not among them, so saving the row does not change it", () => {
    expect(diagramChoices(DIAGRAM_CHOICES, "tilt-turn")).toBe(DIAGRAM_CHOICES);
    expect(diagramChoices(DIAGRAM_CHOICES, "")).toBe(DIAGRAM_CHOICES);
    expect(diagramChoices(DIAGRAM_CHOICES, "an-older-diagram").at(-1)).toEqual({ value: "an-older-diagram", label: "an-older-diagram" });
  });
});
