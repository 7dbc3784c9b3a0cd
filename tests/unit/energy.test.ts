import { describe, expect, it } from "vitest";
import * as content from "../../app/content/all-content";
import { contentErrors } from "../../app/content/validate";
import { productById } from "../../app/content/catalogue";
import { energy } from "../../app/content/energy";
import { energySchema } from "../../app/content/energy.schema";
import { products } from "../../app/content/products";
import { productSchema } from "../../app/content/schema";
import {
  checkedLine,
  energyStanding,
  formatCheckedDate,
  formatDollars,
  productEnergy,
  publishedUw,
  rebateNote,
  standingStatement,
} from "../../app/lib/energy";

const met = (uw: number | null) => energyStanding(uw).levels.filter((entry) => entry.meets).map((entry) => entry.level.id);

describe("energy content", () => {
  it("holds the four levels and the rebate figures, each with a source and the date it was checked", () => {
    expect(energySchema.safeParse(energy).error).toBeUndefined();
    expect(energy.levels.map((level) => [level.id, level.maxU])).toEqual([
      ["bc-minimum", 1.61],
      ["energy-star", 1.22],
      ["energy-star-most-efficient", 1.05],
      ["passive-house", 0.8],
    ]);
    expect(energy.rebate).toMatchObject({ maxU: 1.22, perUnit: 100, maximum: 2000, incomeQualified: { perUnit: 950, maximum: 9500 } });
    expect(energy.rebate.conditions.join(" ")).toMatch(/City of Vancouver/);
    for (const source of [...energy.levels.map((level) => level.source), energy.rebate.source, energy.rebate.incomeQualified.source]) {
      expect(source.url).toMatch(/^https:\/\//);
    }
  });

  it("rejects levels out of order, a missing source, a date that is not a date and a page date newer than a figure", () => {
    const swapped = { ...energy, levels: [energy.levels[1]!, energy.levels[0]!, ...energy.levels.slice(2)] };
    expect(energySchema.safeParse(swapped).error?.issues[0]?.message).toMatch(/most lenient to the strictest/);
    const { source: _source, ...withoutSource } = energy.levels[0]!;
    expect(energySchema.safeParse({ ...energy, levels: [withoutSource, ...energy.levels.slice(1)] }).error?.issues[0]?.path).toEqual([
      "levels",
      0,
      "source",
    ]);
    expect(energySchema.safeParse({ ...energy, checked: "2026-02-30" }).success).toBe(false);
    const older = { ...energy, rebate: { ...energy.rebate, checked: "2020-01-01" } };
    expect(energySchema.safeParse(older).error?.issues[0]?.path).toEqual(["checked"]);
  });

  it("is checked by the build's content validation, one line per problem", () => {
    expect(contentErrors(content)).toEqual([]);
    const errors = contentErrors({ ...content, energy: { ...energy, rebate: { ...energy.rebate, maxU: -1 } } });
    expect(errors).toEqual([expect.stringMatching(/^Invalid energy and rebates: rebate\.maxU: /)]);
  });

  it("keeps the Step Code explanation and the levels out of the product records", () => {
    for (const product of products) expect(product.energyNotes, product.id).not.toMatch(/rates whole buildings|not a certificate|U ≤|ENERGY STAR/);
    const repeating = { ...productById("s77")!, energyNotes: "The BC Energy Step Code rates whole buildings, so this is a recommendation." };
    expect(productSchema.safeParse(repeating).error?.issues[0]?.path).toEqual(["energyNotes"]);
  });
});

describe("energyStanding", () => {
  it("says which levels a Uw meets, a level's own figure included", () => {
    expect(met(1.7)).toEqual([]);
    expect(met(1.61)).toEqual(["bc-minimum"]);
    expect(met(1.1)).toEqual(["bc-minimum", "energy-star"]);
    expect(met(1.05)).toEqual(["bc-minimum", "energy-star", "energy-star-most-efficient"]);
    expect(met(0.8)).toEqual(["bc-minimum", "energy-star", "energy-star-most-efficient", "passive-house"]);
    expect(energyStanding(1.1).best?.id).toBe("energy-star");
    expect(energyStanding(2.3).best).toBeNull();
  });

  it("has nothing to say without a Uw", () => {
    expect(energyStanding(null)).toEqual({ uw: null, levels: [], best: null });
    expect(energyStanding(Number.NaN).levels).toEqual([]);
  });
});

describe("publishedUw", () => {
  it("reads the Uw the records publish, and nothing else", () => {
    expect(publishedUw(productById("s700")!)).toEqual({ value: 1.1, lowest: false, text: "1.1 W/m²K" });
    expect(publishedUw(productById("s560")!)).toEqual({ value: 2.3, lowest: true, text: "from 2.3 W/m²K" });
    // A frame value (Uf) is not a whole-window value.
    expect(publishedUw(productById("center76")!)).toBeNull();
    const withUw = products.filter((product) => publishedUw(product)).map((product) => product.id);
    expect(withUw).toEqual(["s560", "s700"]);
  });
});

describe("statements", () => {
  it("places a published Uw against every level", () => {
    expect(standingStatement({ value: 1.1, lowest: false, text: "1.1 W/m²K" })).toBe(
      "At its published Uw of 1.1 W/m²K, this system meets the BC minimum (U ≤ 1.61 W/m²K) and ENERGY STAR Canada (U ≤ 1.22 W/m²K). It does not reach ENERGY STAR Most Efficient (U ≤ 1.05 W/m²K) or Passive House (U ≤ 0.80 W/m²K).",
    );
    expect(standingStatement({ value: 2.3, lowest: true, text: "from 2.3 W/m²K" })).toMatch(
      /^Its published Uw starts from 2\.3 W\/m²K, so no configuration meets the BC minimum \(U ≤ 1\.61 W\/m²K\), .* or Passive House/,
    );
    expect(standingStatement({ value: 1.0, lowest: true, text: "from 1.0 W/m²K" })).toMatch(/best configurations meet .*ENERGY STAR Most Efficient/);
    expect(standingStatement({ value: 0.7, lowest: false, text: "0.7 W/m²K" })).not.toMatch(/does not/);
  });

  it("says so where no Uw is published, and offers the data", () => {
    expect(standingStatement(null)).toMatch(/^No whole-window Uw is published for this system.*Ask us and we will send the thermal data/);
    expect(rebateNote(null).status).toBe("no-uw");
  });

  it("says whether a replacement may qualify for the rebate", () => {
    const s700 = rebateNote({ value: 1.1, lowest: false, text: "1.1 W/m²K" });
    expect(s700.status).toBe("may-qualify");
    expect(s700.text).toContain("$100 per window or door, up to $2,000, or $950 each, up to $9,500");
    expect(rebateNote({ value: 1.22, lowest: false, text: "1.22 W/m²K" }).status).toBe("may-qualify");
    expect(rebateNote({ value: 1.23, lowest: false, text: "1.23 W/m²K" }).status).toBe("does-not-qualify");
    expect(rebateNote({ value: 2.3, lowest: true, text: "from 2.3 W/m²K" }).text).toBe(
      "It does not qualify for the CleanBC Better Homes window and door rebate, which asks for U ≤ 1.22 W/m²K.",
    );
    expect(rebateNote({ value: 1.0, lowest: true, text: "from 1.0 W/m²K" }).text).toMatch(/where the configuration reaches U ≤ 1\.22/);
  });

  it("gives every product its statements from its record", () => {
    expect(productEnergy(productById("s700")!).rebate.status).toBe("may-qualify");
    expect(productEnergy(productById("s560")!).rebate.status).toBe("does-not-qualify");
    expect(productEnergy(productById("sd95")!).uw).toBeNull();
  });

  it("dates the figures", () => {
    expect(formatCheckedDate("2026-11-03")).toBe("on November 3, 2026");
    expect(formatCheckedDate("2026-11")).toBe("in November 2026");
    expect(formatCheckedDate("2026")).toBe("in 2026");
    expect(() => formatCheckedDate("03/11/2026")).toThrow();
    expect(checkedLine()).toBe(`Figures checked ${formatCheckedDate(energy.checked)}.`);
    expect(formatDollars(9500)).toBe("$9,500");
  });
});
