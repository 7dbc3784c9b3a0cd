import { describe, expect, it } from "vitest";
import { rearranged, sectionRows, withSectionRows, type SectionRow } from "#app/lib/admin/landing-form";

const card = (product: string) => ({ kind: "product" as const, product, note: "" });
const SECTIONS: SectionRow[] = [
  { heading: "Doors", cards: [card("sd95")] },
  { heading: "Windows", cards: [card("s91"), card("rehau"), card("s67")] },
];

describe("the landing editor's sections and cards", () => {
  it("round-trips through the numbered fields", () => {
    const values = withSectionRows({ title: "Passive Housing" }, SECTIONS);
    expect(values).toMatchObject({ s1_heading: "Doors", s1c1_product: "sd95", s2c3_product: "s67", title: "Passive Housing" });
    expect(sectionRows(values)).toEqual(SECTIONS);
  });

  it("moves, drags and removes cards, moves sections, and ignores what names no card", () => {
    const ids = (sections: SectionRow[]) => sections.map((section) => section.cards.map((entry) => (entry.kind === "product" ? entry.product : entry.page)));
    expect(ids(rearranged(SECTIONS, "up:2:2"))).toEqual([["sd95"], ["rehau", "s91", "s67"]]);
    expect(ids(rearranged(SECTIONS, "to:2:3:1"))).toEqual([["sd95"], ["s67", "s91", "rehau"]]);
    expect(ids(rearranged(SECTIONS, "section-down:1"))).toEqual([["s91", "rehau", "s67"], ["sd95"]]);
    // A section left without cards goes.
    expect(ids(rearranged(SECTIONS, "remove:1:1"))).toEqual([["s91", "rehau", "s67"]]);
    for (const intent of ["up:1:1", "down:2:3", "to:2:9:1", "remove:7:1", "sideways:1:1"]) expect(rearranged(SECTIONS, intent)).toEqual(SECTIONS);
  });
});
