/**
 * ENERGY STAR Most Efficient (decisions 046 and 053): seeded stated (1.05, with ENERGY STAR Canada's page and day), and
 * a level staff may leave "not stated" (no figure, source or day), stated all together or not at all; no product claims
 * it while unstated; once stated, a claim above its figure is refused, the standing and the spec sheet say it, and it
 * counts as ENERGY STAR for the rebate.
 */
import { describe, expect, it } from "vitest";
import { productById } from "#app/content/catalogue";
import { energy } from "#app/content/energy";
import { energySchema } from "#app/content/energy.schema";
import { checkProduct } from "#app/content/validate";
import { ENERGY_FIGURES_FORM, energyFiguresValues } from "#app/lib/admin/energy-figures-form";
import { productEnergy, specSheetEnergy } from "#app/lib/energy";
import { staleFigures } from "#app/lib/energy-staleness";
import { fieldErrors } from "#app/lib/forms/limits";
import { estimateProducts, estimateRebate, rebateFigures } from "#app/lib/rebate-estimate";
import { MOST_EFFICIENT_FIGURE, MOST_EFFICIENT_RECORD, withMostEfficientStated, withMostEfficientUnstated, withRecords } from "../support/energy-records";

const INDEX = energy.levels.findIndex((level) => level.id === "most-efficient");
/** The figures as staff may leave them: Most Efficient not stated. */
const unstated = withMostEfficientUnstated(energy);
const stated = withMostEfficientStated(energy);
const s700 = withRecords(productById("s700")!, [MOST_EFFICIENT_RECORD]);
const A_YEAR_ON = Date.parse("2027-12-01T12:00:00Z");

describe("the ENERGY STAR Most Efficient level", () => {
  it("is seeded stated, may be left not stated, and the record takes its figure, source and day all together or none", () => {
    expect(energy.levels[INDEX]).toMatchObject({ id: "most-efficient", name: "ENERGY STAR Most Efficient", kind: "certification", maxU: 1.05, checkedOn: "2026-11-26" });
    expect(energy.levels[INDEX]!.source).toEqual(energy.levels.find((level) => level.id === "energy-star")!.source);
    expect(unstated.levels[INDEX]).not.toHaveProperty("maxU");
    expect(energySchema.safeParse(unstated).success).toBe(true);
    expect(energySchema.safeParse(stated).success).toBe(true);
    // A record stored before the level existed is still read.
    expect(energySchema.safeParse({ ...energy, levels: energy.levels.filter((level) => level.id !== "most-efficient") }).success).toBe(true);
    const half = { ...unstated, levels: unstated.levels.map((level, i) => (i === INDEX ? { ...level, maxU: 1.05 } : level)) };
    expect(energySchema.safeParse(half).error?.issues.map((issue) => issue.path)).toEqual([
      ["levels", INDEX, "source"],
      ["levels", INDEX, "checkedOn"],
    ]);
    // Only it may go without a figure; stated, it is stricter than ENERGY STAR; the rebate cannot pay for it unstated.
    const { maxU: _maxU, source: _source, checkedOn: _checkedOn, ...bcWithout } = energy.levels[0]!;
    expect(energySchema.safeParse({ ...energy, levels: [bcWithout, ...energy.levels.slice(1)] }).success).toBe(false);
    const lenient = { ...stated, levels: stated.levels.map((level) => (level.id === "most-efficient" ? { ...level, maxU: 1.3 } : level)) };
    expect(energySchema.safeParse(lenient).error?.issues[0]?.message).toMatch(/each maxU must be below the one before/);
    const paysUnstated = { ...unstated, rebate: { ...unstated.rebate, requiresCertification: "most-efficient" } };
    expect(energySchema.safeParse(paysUnstated).error?.issues[0]?.path).toEqual(["rebate", "requiresCertification"]);
  });

  it("is stated from the staff form only with all three; left empty it stays not stated, and staleness skips it until stated", () => {
    expect(energyFiguresValues(energy)["level_most-efficient_max_u"]).toBe("1.05");
    expect(ENERGY_FIGURES_FORM.schema.safeParse(energyFiguresValues(energy)).data?.levels[INDEX]).toEqual(energy.levels[INDEX]);
    const values = energyFiguresValues(unstated);
    expect(values["level_most-efficient_max_u"]).toBe("");
    expect(ENERGY_FIGURES_FORM.schema.safeParse(values).data?.levels[INDEX]).toEqual(unstated.levels[INDEX]);
    const half = ENERGY_FIGURES_FORM.schema.safeParse({ ...values, "level_most-efficient_max_u": "1.05" });
    expect(Object.keys(fieldErrors(half.error!)).sort()).toEqual([
      "level_most-efficient_checked_on",
      "level_most-efficient_source_name",
      "level_most-efficient_source_url",
    ]);
    const full = ENERGY_FIGURES_FORM.schema.safeParse({
      ...values,
      "level_most-efficient_max_u": "1.05",
      "level_most-efficient_source_name": MOST_EFFICIENT_FIGURE.source.name,
      "level_most-efficient_source_url": MOST_EFFICIENT_FIGURE.source.url,
      "level_most-efficient_checked_on": MOST_EFFICIENT_FIGURE.checkedOn,
    });
    expect(full.data?.levels[INDEX]).toMatchObject(MOST_EFFICIENT_FIGURE);
    expect(staleFigures(unstated, A_YEAR_ON).map((figure) => figure.key)).not.toContain("levels.most-efficient");
    expect(staleFigures(stated, A_YEAR_ON).map((figure) => figure.key)).toContain("levels.most-efficient");
  });

  it("cannot be claimed while not stated, and a claim above its figure is refused once stated", () => {
    expect(checkProduct(s700, unstated).errors).toEqual([
      'Invalid product "s700": energyRecords.0.certification: the ENERGY STAR Most Efficient figure is not stated on the site yet, so no product can claim it. Give its U-value, source and checked day in the energy figures first',
    ]);
    expect(checkProduct(s700, stated).errors).toEqual([]);
    const above = withRecords(productById("s700")!, [{ ...MOST_EFFICIENT_RECORD, uValue: 1.1 }]);
    expect(checkProduct(above, stated).errors).toEqual([
      'Invalid product "s700": energyRecords.0.uValue: 1.10 W/m²K is above the ENERGY STAR Most Efficient figure (1.05), so no configuration with it is certified',
    ]);
  });

  it("once stated and held, the standing, the spec sheet and the rebate say it: a Most Efficient product is ENERGY STAR certified", () => {
    const { standing, statement, rebate } = productEnergy(s700, stated);
    expect(standing.levels.map((entry) => [entry.level.id, entry.cell])).toEqual([
      ["bc-minimum", "Meets"],
      ["energy-star", "Certified"],
      ["most-efficient", "Certified"],
      ["passive-house", "Above the figure (0.80)"],
    ]);
    expect(statement).toContain("It is ENERGY STAR Most Efficient certified for two-panel lift-and-slide, triple glazing, warm-edge spacer: certified U-factor 1.00 W/m²K");
    expect(statement).toContain("NRCan reference TEST-0002");
    expect(statement).not.toContain("ENERGY STAR Canada certified for");
    expect(rebate.status).toBe("may-qualify");
    expect(specSheetEnergy(s700, "https://helios.example", stated).statement).toContain("ENERGY STAR Most Efficient certified");
    // Not stated, no page speaks of it: the standings have three levels and no statement names it.
    expect(productEnergy(withRecords(productById("s700")!, []), unstated).statement).not.toMatch(/Most Efficient/);

    const [product] = estimateProducts([s700], stated);
    expect(product).toMatchObject({ id: "s700", certified: true });
    const estimate = estimateRebate({ units: [{ product: product!, count: 4 }], incomeShare: null, projectCost: null }, rebateFigures(stated));
    expect(estimate).toMatchObject({ countedUnits: 4 });
    expect(estimate.standard.amount).toBe(400);
  });
});
