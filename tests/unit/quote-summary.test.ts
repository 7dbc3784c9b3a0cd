import { describe, expect, it } from "vitest";
import { products } from "#app/content/products";
import { ADVISE, quoteCatalogue } from "#app/lib/quote/catalogue";
import { MM2_PER_FT2, quoteSummary, SUMMARY_FAMILIES } from "#app/lib/quote/summary";

const catalogue = quoteCatalogue(products);
const byFamily = (summary: ReturnType<typeof quoteSummary>) =>
  Object.fromEntries(summary.families.map(({ family, openings, areaM2, areaFt2 }) => [family, { openings, areaM2, areaFt2 }]));

describe("quote summary", () => {
  it("is zero for an empty schedule, with every family listed", () => {
    const summary = quoteSummary([], catalogue);
    expect(summary).toMatchObject({ openings: 0, areaM2: 0, areaFt2: 0 });
    expect(summary.families.map((entry) => entry.family)).toEqual([...SUMMARY_FAMILIES]);
    expect(summary.families.map((entry) => entry.label)).toEqual(["Doors", "Windows", "Curtain walls", "Not sure"]);
  });

  it("counts quantities and sums width × height × quantity in m² and ft²", () => {
    const summary = quoteSummary(
      [
        { product: "s67", widthMm: 1000, heightMm: 1000, quantity: 3 },
        { product: "sd95", widthMm: 1000, heightMm: 2500, quantity: 1 },
      ],
      catalogue,
    );
    expect(summary.openings).toBe(4);
    expect(summary.areaM2).toBe(5.5);
    // 1 m² is 10.7639… ft².
    expect(summary.areaFt2).toBe(59.2);
    expect(MM2_PER_FT2).toBeCloseTo(92903.04, 6);
  });

  it("splits openings and area by product family, with advice as 'not sure'", () => {
    const summary = quoteSummary(
      [
        { product: "sf85", widthMm: 4000, heightMm: 2400, quantity: 1 },
        { product: "sd95", widthMm: 1000, heightMm: 2400, quantity: 2 },
        { product: "s77", widthMm: 1200, heightMm: 1500, quantity: 10 },
        { product: "m7", widthMm: 6000, heightMm: 5000, quantity: 1 },
        { product: ADVISE, widthMm: 600, heightMm: 600, quantity: 4 },
      ],
      catalogue,
    );
    expect(byFamily(summary)).toEqual({
      doors: { openings: 3, areaM2: 14.4, areaFt2: 155 },
      windows: { openings: 10, areaM2: 18, areaFt2: 193.75 },
      "curtain-walls": { openings: 1, areaM2: 30, areaFt2: 322.92 },
      advise: { openings: 4, areaM2: 1.44, areaFt2: 15.5 },
    });
    expect(summary.openings).toBe(18);
    expect(summary.areaM2).toBe(63.84);
    expect(summary.areaFt2).toBe(687.17);
  });

  it("counts a product no longer offered as 'not sure' rather than losing it", () => {
    const summary = quoteSummary([{ product: "retired", widthMm: 1000, heightMm: 1000, quantity: 1 }], catalogue);
    expect(byFamily(summary).advise).toEqual({ openings: 1, areaM2: 1, areaFt2: 10.76 });
  });

  it("rounds once, so a large schedule stays exact to the hundredth", () => {
    const openings = Array.from({ length: 60 }, () => ({ product: "s67", widthMm: 333, heightMm: 333, quantity: 99 }));
    const summary = quoteSummary(openings, catalogue);
    expect(summary.openings).toBe(5940);
    expect(summary.areaM2).toBe(Math.round(((333 * 333 * 99 * 60) / 1e6) * 100) / 100);
  });
});
