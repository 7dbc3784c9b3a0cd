import { describe, expect, it } from "vitest";
import { energy } from "#app/content/energy";
import { energyFigures, STALE_AFTER_DAYS, staleFigures } from "#app/lib/energy-staleness";

const day = (iso: string) => Date.parse(`${iso}T12:00:00Z`);
/** The shipped figures, every one checked on `checkedOn`. */
const allCheckedOn = (checkedOn: string) => ({
  ...energy,
  levels: energy.levels.map((level) => ({ ...level, checkedOn })),
  rebate: { ...energy.rebate, standard: { ...energy.rebate.standard, checkedOn }, incomeQualified: { ...energy.rebate.incomeQualified, checkedOn } },
  stepCode: { ...energy.stepCode, checkedOn },
});

describe("the energy figures not checked for 90 days", () => {
  it("names every figure once, with its page", () => {
    expect(energyFigures(energy).map((figure) => figure.key)).toEqual([
      "levels.bc-minimum",
      "levels.energy-star",
      "levels.most-efficient",
      "levels.passive-house",
      "rebate.standard",
      "rebate.incomeQualified",
      "stepCode",
    ]);
  });

  it("lists none within 90 days of a check, and each one past them", () => {
    expect(STALE_AFTER_DAYS).toBe(90);
    // Shipped checked on November 26, 2026: day 90 is February 24, 2027.
    expect(staleFigures(energy, day("2027-02-24"))).toEqual([]);
    const stale = staleFigures(energy, day("2027-02-25"));
    expect(stale).toHaveLength(7);
    expect(stale[0]).toMatchObject({ key: "levels.bc-minimum", name: "BC minimum", checkedText: "checked on November 26, 2026", days: 91 });
  });

  it("counts a month (a database seeded before the figures had their day) from its first day", () => {
    const byMonth = (checkedOn: string) => ({ ...energy, stepCode: { ...energy.stepCode, checkedOn } });
    // Checked in April 2026: from April 1, day 90 is June 30.
    expect(staleFigures(byMonth("2026-04"), day("2026-06-30"))).toEqual([]);
    expect(staleFigures(byMonth("2026-04"), day("2026-07-01"))).toEqual([expect.objectContaining({ key: "stepCode", checkedText: "checked in April 2026", days: 91 })]);
  });

  it("drops a figure once it is confirmed (today's date) and keeps the others, oldest first", () => {
    const long = allCheckedOn("2026-04-10");
    const confirmed = { ...long, stepCode: { ...long.stepCode, checkedOn: "2026-11-20" } };
    const older = { ...confirmed, rebate: { ...confirmed.rebate, standard: { ...confirmed.rebate.standard, checkedOn: "2026-03-15" } } };
    const stale = staleFigures(older, day("2026-11-27"));
    expect(stale.map((figure) => figure.key)).not.toContain("stepCode");
    expect(stale[0]).toMatchObject({ key: "rebate.standard", checkedText: "checked on March 15, 2026" });
    expect(stale).toHaveLength(6);
  });
});
