import { describe, expect, it } from "vitest";
import { productById } from "#app/content/catalogue";
import { energy as content } from "#app/content/energy";
import { estimateProducts, estimateRebate, PROGRAMME_DECIDES, rebateFigures } from "#app/lib/rebate-estimate";
import { readEstimateForm } from "#app/lib/rebate-estimate-form";
import { ADVISE, quoteCatalogue } from "#app/lib/quote/catalogue";
import { quoteRebateEstimate } from "#app/lib/quote/rebate";
import { ENERGY_STAR_RECORD, UW_RECORD, withRecords } from "../support/energy-records";

/** The S700 with an ENERGY STAR record (a fixture: the seed holds no certification), the S560 with a Uw record only. */
const [certified, uncertified] = estimateProducts(
  [withRecords(productById("s700")!, [ENERGY_STAR_RECORD]), withRecords(productById("s560")!, [UW_RECORD])],
  content,
);
const energy = rebateFigures(content);

describe("the rebate estimate", () => {
  it("counts only certified products", () => {
    expect(certified).toMatchObject({ id: "s700", certified: true });
    expect(uncertified).toMatchObject({ id: "s560", certified: false });
  });

  it("standard: $100 per certified unit, up to $2,000 per home; the uncertified product does not count", () => {
    const estimate = estimateRebate(
      { units: [{ product: certified!, count: 6 }, { product: uncertified!, count: 3 }], incomeShare: null, projectCost: null },
      energy,
    );
    expect(estimate).toMatchObject({ countedUnits: 6, totalUnits: 9, incomeQualified: null });
    expect(estimate.standard).toMatchObject({ amount: 600, cap: "per-unit", text: "$600: 6 certified windows and doors at $100 each." });
    expect(estimate.units.map((unit) => [unit.id, unit.counts, unit.note])).toEqual([
      ["s700", true, "counts: ENERGY STAR Canada certified (its certified configuration)"],
      ["s560", false, "does not count: not ENERGY STAR Canada certified"],
    ]);
    const many = estimateRebate({ units: [{ product: certified!, count: 25 }], incomeShare: null, projectCost: null }, energy);
    expect(many.standard).toMatchObject({ amount: 2000, cap: "maximum" });
    expect(many.standard.text).toContain("would be $2,500");
  });

  it("income-qualified: up to $950 per unit, capped by the household's share of the cost", () => {
    const capped = estimateRebate({ units: [{ product: certified!, count: 5 }], incomeShare: 60, projectCost: 6000 }, energy);
    expect(capped.incomeQualified).toMatchObject({ amount: 3600, cap: "cost-share" });
    expect(capped.incomeQualified!.text).toBe("$3,600, capped at 60% of the $6,000 project cost (5 certified windows and doors at up to $950 each would be $4,750).");
    const within = estimateRebate({ units: [{ product: certified!, count: 2 }], incomeShare: 95, projectCost: 10_000 }, energy);
    expect(within.incomeQualified).toMatchObject({ amount: 1900, cap: "per-unit" });
    const noCost = estimateRebate({ units: [{ product: certified!, count: 2 }], incomeShare: 95, projectCost: null }, energy);
    expect(noCost.incomeQualified).toMatchObject({ amount: 1900, cap: "cost-share-unknown" });
    // The standard stream is still shown: the household claims one stream, never both.
    expect(capped.standard.amount).toBe(500);
    expect(capped.combine).toMatch(/do not combine/);
  });

  it("a product that is not certified counts for nothing in either stream", () => {
    const estimate = estimateRebate({ units: [{ product: uncertified!, count: 4 }], incomeShare: 95, projectCost: 20_000 }, energy);
    expect(estimate.countedUnits).toBe(0);
    expect(estimate.standard).toMatchObject({ amount: 0, cap: "none-counted", text: "$0: no chosen window or door is ENERGY STAR Canada certified." });
    expect(estimate.incomeQualified).toMatchObject({ amount: 0, cap: "none-counted" });
  });

  it("puts the pre-registration warning before the steps, says when the figures were checked and never promises", () => {
    const income = estimateRebate({ units: [{ product: certified!, count: 1 }], incomeShare: 95, projectCost: 1000 }, energy);
    expect(income.warning).toBe("First: the household pre-registers and receives an eligibility code before the work starts.");
    expect(income.steps).toEqual(content.rebate.incomeQualified.needs);
    const standard = estimateRebate({ units: [{ product: certified!, count: 1 }], incomeShare: null, projectCost: null }, energy);
    expect(standard.warning).toMatch(/^If the household may be income-qualified, first: the household pre-registers/);
    expect(standard.steps).toEqual(content.rebate.standard.needs);
    expect(standard.checked).toBe("Figures checked on November 26, 2026.");
    expect(standard.decides).toBe(PROGRAMME_DECIDES);
    expect(PROGRAMME_DECIDES).toMatch(/not a promise: the programme decides/);
  });
});

describe("the estimator's form", () => {
  const products = [certified!, uncertified!];
  const read = (query: string) => readEstimateForm(new URLSearchParams(query), products, content);

  it("reads products, counts, the income level and the cost", () => {
    const form = read("units-s700=4&units-s560=0&income=95&cost=%2412%2C000");
    expect(form.errors).toEqual({});
    expect(form.request).toEqual({ units: [{ product: certified, count: 4 }], incomeShare: 95, projectCost: 12_000 });
  });

  it("is not sent without its fields, and ignores unknown products", () => {
    expect(read("")).toMatchObject({ submitted: false, request: null, errors: {} });
    expect(read("units-nothing=4")).toMatchObject({ submitted: false, request: null });
  });

  it("refuses what it cannot read with a message per field", () => {
    const form = read("units-s700=-1&units-s560=9999&income=50&cost=abc");
    expect(form.request).toBeNull();
    expect(Object.keys(form.errors).sort()).toEqual(["cost", "income", "units-s560", "units-s700"]);
    expect(form.errors["units-s700"]).toBe("Enter how many S700 windows or doors, a whole number from 0 to 200.");
    expect(read("income=no").errors).toEqual({ estimate: "Enter how many windows or doors of at least one product." });
    expect(read(`units-s700=${"9".repeat(5000)}`).errors["units-s700"]).toBeDefined();
  });
});

describe("the quote request's estimate", () => {
  const catalogue = quoteCatalogue([withRecords(productById("s700")!, [ENERGY_STAR_RECORD]), productById("s560")!]);
  const openings = [
    { product: "s700", quantity: 2 },
    { product: ADVISE, quantity: 3 },
    { product: "s560", quantity: 1 },
    { product: "s700", quantity: 3 },
  ];

  it("counts the openings' quantities per product, certified products only, for a replacement", () => {
    const estimate = quoteRebateEstimate(openings, catalogue, "renovation", energy)!;
    expect(estimate.units.map((unit) => [unit.id, unit.count, unit.counts])).toEqual([
      ["s700", 5, true],
      ["s560", 1, false],
    ]);
    expect(estimate.standard.amount).toBe(500);
    expect(estimate.incomeQualified).toBeNull();
    expect(estimate.warning).toMatch(/^If the household may be income-qualified, first:/);
  });

  it("shows none for a new build, or before a product is scheduled", () => {
    expect(quoteRebateEstimate(openings, catalogue, "new-build", energy)).toBeNull();
    expect(quoteRebateEstimate([{ product: ADVISE, quantity: 1 }], catalogue, "renovation", energy)).toBeNull();
  });
});
