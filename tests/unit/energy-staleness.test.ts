import { describe, expect, it } from "vitest";
import { energy } from "#app/content/energy";
import { energyFigures, STALE_AFTER_DAYS, staleFigures } from "#app/lib/energy-staleness";

const day = (iso: string) => Date.parse(`${iso}T12:00:00Z`);

describe("the energy figures not checked for 90 days", () => {
  it("names every figure once, with its page", () => {
    expect(energyFigures(energy).map((figure) => figure.key)).toEqual([
      "levels.bc-minimum",
      "levels.energy-star",
      "levels.passive-house",
      "rebate.standard",
      "rebate.incomeQualified",
      "stepCode",
    ]);
  });

  it("lists none within 90 days of a check, and each one past them; a month counts from its first day", () => {
    expect(STALE_AFTER_DAYS).toBe(90);
    // Checked in April 2026: from April 1, day 90 is June 30.
    expect(staleFigures(energy, day("2026-06-30"))).toEqual([]);
    const stale = staleFigures(energy, day("2026-07-01"));
    expect(stale).toHaveLength(6);
    expect(stale[0]).toMatchObject({ key: "levels.bc-minimum", name: "BC minimum", checkedText: "checked in April 2026", days: 91 });
  });

  it("drops a figure once it is confirmed (today's date) and keeps the others, oldest first", () => {
    const confirmed = { ...energy, stepCode: { ...energy.stepCode, checkedOn: "2026-11-20" } };
    const older = { ...confirmed, rebate: { ...confirmed.rebate, standard: { ...confirmed.rebate.standard, checkedOn: "2026-03-15" } } };
    const stale = staleFigures(older, day("2026-11-27"));
    expect(stale.map((figure) => figure.key)).not.toContain("stepCode");
    expect(stale[0]).toMatchObject({ key: "rebate.standard", checkedText: "checked on March 15, 2026" });
    expect(stale).toHaveLength(5);
  });
});
