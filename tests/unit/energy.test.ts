import { describe, expect, it } from "vitest";
import * as content from "#app/content/all-content";
import { contentErrors } from "#app/content/validate";
import { productById } from "#app/content/catalogue";
import { energy } from "#app/content/energy";
import { energyRecordSchema, energySchema } from "#app/content/energy.schema";
import { products } from "#app/content/products";
import { productSchema, type Product } from "#app/content/schema";
import {
  bcMinimumNotice,
  checkedLine,
  energyStanding,
  formatCheckedDate,
  formatDollars,
  productEnergy,
  publishedUw,
  rebateNote,
  recordedU,
  specSheetEnergy,
  standingStatement,
  statedLevels,
  stepCodeMinimumNote,
} from "#app/lib/energy";
import { comparisonRows } from "#app/lib/specs";
import { ENERGY_STAR_RECORD, UW_RECORD, withRecords } from "../support/energy-records";

const seedS700 = productById("s700")!;
const seedS560 = productById("s560")!;
/** The seed holds no energy record (no document to cite): these are the records staff would enter from one. */
const s700 = withRecords(seedS700, [UW_RECORD]);
const s560 = withRecords(seedS560, [
  { ...UW_RECORD, configuration: "double glazing", uValue: 2.6 },
  { ...UW_RECORD, configuration: "triple glazing", uValue: 2.3 },
]);
/** A certified product, as a test fixture: the seed content holds no certification (there is no evidence of any). */
const certifiedS700: Product = withRecords(seedS700, [ENERGY_STAR_RECORD]);

const cells = (product: Parameters<typeof energyStanding>[0]) => energyStanding(product).levels.map((entry) => entry.cell);

describe("energy content", () => {
  it("holds the four levels, both rebate streams and the Step Code minimum, each with the page that states it and the day it was checked", () => {
    expect(energySchema.safeParse(energy).error).toBeUndefined();
    expect(energy.levels.map((level) => [level.id, level.kind, level.maxU])).toEqual([
      ["bc-minimum", "rule", 1.61],
      ["energy-star", "certification", 1.22],
      ["most-efficient", "certification", 1.05],
      ["passive-house", "certification", 0.8],
    ]);
    // Most Efficient is stated with ENERGY STAR Canada's page, checked the same day (decision 053).
    expect(energy.levels[2]!.source).toEqual(energy.levels[1]!.source);
    expect(energy.levels[2]!.checkedOn).toBe(energy.levels[1]!.checkedOn);
    // Every figure was checked on its programme's page on one day (CONTENT.md): a full day, not a month.
    const checked = [...energy.levels.map((level) => level.checkedOn), energy.rebate.standard.checkedOn, energy.rebate.incomeQualified.checkedOn, energy.stepCode.checkedOn];
    expect(new Set(checked)).toEqual(new Set(["2026-11-26"]));
    expect(energy.levels[3]).toMatchObject({ installedMaxU: 0.85, climateZone: "cool-temperate" });
    expect(energy.rebate.standard).toMatchObject({ perUnit: 100, maximum: 2000 });
    expect(energy.rebate.incomeQualified).toMatchObject({ perUnit: 950, costShares: [95, 60] });
    expect(energy.rebate.incomeQualified.preRegistration).toMatch(/eligibility code before the work starts/);
    expect(energy.rebate.incomeQualified.needs.join(" ")).toMatch(/registered with the program.*does not combine/);
    expect(energy.rebate.standard.needs.join(" ")).toMatch(/ENERGY STAR certified.*NRCan reference number.*photo of the ENERGY STAR label/);
    expect(energy.stepCode).toMatchObject({ houseMinimumStep: 3, since: "2023-05" });
    const sources = [
      ...statedLevels(energy).map((level) => level.source),
      ...energy.rebate.standard.sources,
      ...energy.rebate.incomeQualified.sources,
      energy.stepCode.source,
    ];
    for (const source of sources) expect(new URL(source.url).pathname, source.url).not.toBe("/");
  });

  it("refuses a year alone, a date that is not a date, a home page as a source, a figure in prose and levels out of order", () => {
    const withLevel = (index: number, change: object) => ({ ...energy, levels: energy.levels.map((level, i) => (i === index ? { ...level, ...change } : level)) });
    expect(energySchema.safeParse(withLevel(0, { checkedOn: "2026" })).error?.issues[0]?.path).toEqual(["levels", 0, "checkedOn"]);
    expect(energySchema.safeParse(withLevel(0, { checkedOn: "2026-02-30" })).success).toBe(false);
    expect(energySchema.safeParse(withLevel(1, { source: { name: "Natural Resources Canada", url: "https://natural-resources.canada.ca/" } })).error?.issues[0]?.message).toMatch(
      /not a site's home page/,
    );
    expect(energySchema.safeParse(withLevel(3, { explanation: `${energy.levels[3]!.explanation} Installed: 0.85.` })).error?.issues[0]?.path).toEqual([
      "levels",
      3,
      "explanation",
    ]);
    const swapped = { ...energy, levels: [energy.levels[1]!, energy.levels[0]!, ...energy.levels.slice(2)] };
    expect(energySchema.safeParse(swapped).success).toBe(false);
  });

  it("takes a record only with its configuration, U-value, basis, source document and day; a certification with its body or reference, on its basis", () => {
    expect(energyRecordSchema.safeParse(ENERGY_STAR_RECORD).success).toBe(true);
    expect(energyRecordSchema.safeParse(UW_RECORD).success).toBe(true);
    const anonymous = { ...ENERGY_STAR_RECORD, certification: { level: "energy-star" } };
    expect(energyRecordSchema.safeParse(anonymous).error?.issues[0]?.message).toMatch(/certifying body or the reference number/);
    expect(energyRecordSchema.safeParse({ ...UW_RECORD, checkedOn: "2026-04" }).error?.issues[0]?.path).toEqual(["checkedOn"]);
    expect(energyRecordSchema.safeParse({ ...UW_RECORD, source: { name: "Alumil", url: "https://www.alumil.com/" } }).error?.issues[0]?.message).toMatch(/not a site's home page/);
    expect(energyRecordSchema.safeParse({ ...UW_RECORD, source: { ...UW_RECORD.source, url: "http://documents.example/sheet.pdf" } }).success).toBe(false);
    // ENERGY STAR certifies a CSA/NFRC U-factor, never a European Uw; Passive House needs its certificate.
    expect(energyRecordSchema.safeParse({ ...ENERGY_STAR_RECORD, basis: "uw-en-iso-10077" }).error?.issues[0]?.path).toEqual(["basis"]);
    const passive = { ...UW_RECORD, uValue: 0.7, certification: { level: "passive-house", certifiedBy: "Passive House Institute" } };
    expect(energyRecordSchema.safeParse(passive).error?.issues[0]?.message).toMatch(/certificate's id/);
    expect(productSchema.safeParse(withRecords(seedS700, [UW_RECORD, UW_RECORD])).error?.issues[0]?.message).toBe("each configuration has one record");
  });

  it("is checked by the build: one line per problem, claims included", () => {
    expect(contentErrors(content)).toEqual([]);
    const errors = (products: Product[]) => contentErrors({ ...content, products });
    expect(contentErrors({ ...content, energy: { ...energy, levels: energy.levels.slice(1) } })).toEqual([
      expect.stringMatching(/^Invalid energy and rebates: levels: /),
    ]);
    // A certification above the level's figure, and the S560 recommended for a Step Code home again.
    const tooHigh = withRecords(seedS700, [{ ...ENERGY_STAR_RECORD, uValue: 1.3 }]);
    const recommended = { ...seedS560, stepCode: { label: "Step Code 3-4", from: 3, to: 4 } };
    expect(errors(products.map((product) => (product.id === "s700" ? tooHigh : product.id === "s560" ? recommended : product)))).toEqual([
      'Invalid product "s560": stepCode: its published Uw (from 2.3 W/m²K) misses the BC minimum (U ≤ 1.61 W/m²K) for windows and sliding glass doors for low-rise homes, so it cannot be recommended for a Step Code home',
      'Invalid product "s700": energyRecords.0.uValue: 1.30 W/m²K is above the ENERGY STAR Canada figure (1.22), so no configuration with it is certified',
    ]);
  });

  it("keeps the Step Code explanation and the levels out of the product records", () => {
    for (const product of products) expect(product.energyNotes, product.id).not.toMatch(/rates whole buildings|not a certificate|U ≤|ENERGY STAR/);
    const repeating = { ...productById("s77")!, energyNotes: "The BC Energy Step Code rates whole buildings, so this is a recommendation." };
    expect(productSchema.safeParse(repeating).error?.issues[0]?.path).toEqual(["energyNotes"]);
  });
});

describe("publishedUw and recordedU", () => {
  it("reads the Uw the specification lines publish (for the BC minimum warning only), and the best energy record", () => {
    expect(publishedUw(s700)).toEqual({ value: 1.1, lowest: false, text: "1.1 W/m²K", name: "Uw" });
    expect(publishedUw(s560)).toEqual({ value: 2.3, lowest: true, text: "from 2.3 W/m²K", name: "Uw" });
    expect(recordedU(s700)).toEqual({ value: 1.1, lowest: false, text: "1.1 W/m²K", name: "Uw" });
    expect(recordedU(s560)).toEqual({ value: 2.3, lowest: true, text: "from 2.3 W/m²K", name: "Uw" });
    expect(recordedU(certifiedS700)).toMatchObject({ value: 1.1, name: "U-factor" });
    // A published line without its document is not a record: the seed holds none, so every product says "ask us".
    for (const product of products) {
      expect(recordedU(product), product.id).toBeNull();
      // From the figure the specifications show (the maker's European Uw) when there is one; never a standing.
      const shown = publishedUw(product);
      expect(standingStatement(product), product.id).toMatch(
        shown
          ? new RegExp(`^The (Uw “)?${shown.text}”? in the specifications is the maker's (Uw, a European rating|European rating of its best configuration)\\. .*Neither is on file for this system, so we cannot say how it stands against the BC minimum, and it is not ENERGY STAR or Passive House certified or eligible for the rebate\\. Ask us for the CSA/NFRC U-factor or the NRCan ENERGY STAR reference`)
          : /^No rated U-value is on file for this system\. .*so we cannot say how it stands against the BC minimum, and it is not ENERGY STAR or Passive House certified or eligible for the rebate\. Ask us for the CSA\/NFRC U-factor or the NRCan ENERGY STAR reference/,
      );
    }
    // A frame value (Uf) is not a whole-window value.
    expect(publishedUw(productById("center76")!)).toBeNull();
    expect(products.filter((product) => publishedUw(product)).map((product) => product.id)).toEqual(["s560", "s700"]);
  });
});

describe("the energy table's wording", () => {
  it("calls an uncertified product below the ENERGY STAR figure, never ENERGY STAR, and not eligible for the rebate", () => {
    expect(cells(s700)).toEqual(["Meets", "Below the ENERGY STAR Canada figure (1.22), not certified", "Above the figure (1.05)", "Above the figure (0.80)"]);
    expect(rebateNote(s700)).toEqual({
      status: "not-certified",
      text: "Not eligible for the CleanBC Better Homes window and door rebate, which pays only for ENERGY STAR Canada certified windows and doors; no such certification is on record.",
    });
    expect(cells(s560)).toEqual(["Does not meet", "Above the figure (1.22)", "Above the figure (1.05)", "Above the figure (0.80)"]);
    expect(cells({ energyRecords: [{ ...UW_RECORD, uValue: 1.0 }, { ...UW_RECORD, configuration: "double glazing", uValue: 1.4 }] })).toEqual([
      "Best configurations meet",
      "Best configurations below the ENERGY STAR Canada figure (1.22), not certified",
      "Best configurations below the ENERGY STAR Most Efficient figure (1.05), not certified",
      "Above the figure (0.80)",
    ]);
    // No product in the seed content holds a certification, so none is called ENERGY STAR or said to qualify.
    for (const product of products) {
      expect(productEnergy(product).rebate.status, product.id).toBe("not-certified");
      expect(productEnergy(product).statement, product.id).not.toMatch(/ENERGY STAR Canada certified for|meets ENERGY STAR/);
    }
  });

  it("calls a certified product certified, with its record, and lets the rebate follow the certification", () => {
    expect(cells(certifiedS700)).toEqual(["Meets", "Certified", "Above the figure (1.05)", "Above the figure (0.80)"]);
    expect(standingStatement(certifiedS700)).toBe(
      "At its published U-factor of 1.1 W/m²K, this system meets the BC minimum (U ≤ 1.61 W/m²K). It is ENERGY STAR Canada certified for two-panel lift-and-slide, triple glazing, warm-edge spacer: certified U-factor 1.10 W/m²K, certified by CSA Group, NRCan reference TEST-0001, checked on April 15, 2026. It is above the ENERGY STAR Most Efficient figure (U ≤ 1.05 W/m²K) and the Passive House figure (U ≤ 0.80 W/m²K).",
    );
    const rebate = rebateNote(certifiedS700);
    expect(rebate.status).toBe("may-qualify");
    expect(rebate.text).toContain("$100 per window or door, up to $2,000, or up to $950 each in the income-qualified CleanBC Better Homes Energy Savings Program");
    expect(rebate.text).toContain("when the invoice carries its NRCan reference");
    // The rebate follows the certification even without a published Uw.
    expect(rebateNote(withRecords(seedS700, [UW_RECORD, ENERGY_STAR_RECORD])).status).toBe("may-qualify");
    expect(rebateNote(s700).status).toBe("not-certified");
  });

  it("states the standing in sentences, and says so where nothing is published", () => {
    expect(standingStatement(s700)).toBe(
      "At its published Uw of 1.1 W/m²K, this system meets the BC minimum (U ≤ 1.61 W/m²K). It is below the ENERGY STAR Canada figure (U ≤ 1.22 W/m²K) but not ENERGY STAR Canada certified: a published Uw is not a certification. It is above the ENERGY STAR Most Efficient figure (U ≤ 1.05 W/m²K) and the Passive House figure (U ≤ 0.80 W/m²K).",
    );
    expect(standingStatement(s560)).toBe(
      "Its published Uw starts from 2.3 W/m²K, so no configuration meets the BC minimum (U ≤ 1.61 W/m²K). It is above the ENERGY STAR Canada figure (U ≤ 1.22 W/m²K), the ENERGY STAR Most Efficient figure (U ≤ 1.05 W/m²K) and the Passive House figure (U ≤ 0.80 W/m²K).",
    );
    // Without a record: one paragraph from the figure the specifications show (the S700's Uw), or without one (the SD95).
    expect(standingStatement(seedS700)).toBe(
      "The 1.1 W/m²K in the specifications is the maker's Uw, a European rating. BC's minimum is set on the Canadian rating (a CSA/NFRC U-factor) and the rebate pays only for ENERGY STAR certified windows and doors. Neither is on file for this system, so we cannot say how it stands against the BC minimum, and it is not ENERGY STAR or Passive House certified or eligible for the rebate. Ask us for the CSA/NFRC U-factor or the NRCan ENERGY STAR reference of your configuration.",
    );
    expect(standingStatement(productById("s560")!)).toMatch(/^The Uw “from 2\.3 W\/m²K” in the specifications is the maker's European rating of its best configuration\. BC's minimum/);
    expect(standingStatement(productById("sd95")!)).toBe(
      "No rated U-value is on file for this system. BC's minimum is set on the Canadian rating (a CSA/NFRC U-factor) and the rebate pays only for ENERGY STAR certified windows and doors, so we cannot say how it stands against the BC minimum, and it is not ENERGY STAR or Passive House certified or eligible for the rebate. Ask us for the CSA/NFRC U-factor or the NRCan ENERGY STAR reference of your configuration.",
    );
    expect(energyStanding(productById("sd95")!).levels).toEqual([]);
  });
});

describe("the BC minimum for homes", () => {
  it("is computed for every window and sliding door from its record: only the S560 misses it", () => {
    const missing = products.filter((product) => bcMinimumNotice(product)).map((product) => product.id);
    expect(missing).toEqual(["s560"]);
    const notice = bcMinimumNotice(s560)!;
    expect(notice.heading).toBe("Not for low-rise homes");
    expect(notice.text).toBe(
      "At a published Uw starting from 2.3 W/m²K, the S560 does not meet the BC minimum (U ≤ 1.61 W/m²K) that windows and sliding glass doors for low-rise homes must reach, so it cannot be used in a house or other low-rise home in BC. It can be used where that rule does not apply, such as commercial buildings, interior openings and unheated spaces. Ask us whether it suits your building.",
    );
    // A swing door is outside the rule, whatever its Uw.
    expect(bcMinimumNotice({ ...productById("sd77")!, specifications: [{ label: "Thermal transmittance (Uw)", value: "2.3", unit: "W/m²K" }] })).toBeNull();
    expect(s560.stepCode).toBeUndefined();
    expect(`${s560.summary} ${s560.description}`).not.toMatch(/Step Code [1-5]/);
    expect(comparisonRows([s560, s700]).at(-1)).toMatchObject({ label: "Recommended for", values: ["Not for low-rise homes", "Step Code 4-5"] });
  });

  it("explains a Step Code label that names Step 2, and goes on the spec sheet", () => {
    expect(stepCodeMinimumNote(productById("sd77")!.stepCode)?.text).toBe(
      "About Step 2 in this label: since May 2023 the BC Building Code has asked new houses and other small buildings (Part 9) to reach at least Step 3, so Step 2 is no longer enough for a new house. For a new house, read this recommendation from Step 3. The Step Code applies to new buildings, not to replacing windows or doors.",
    );
    expect(stepCodeMinimumNote({ label: "Step Code 1-3", from: 1, to: 3 })?.text).toMatch(/^About Steps 1 and 2 in this label: .* so Steps 1 and 2 are no longer/);
    expect(stepCodeMinimumNote(s700.stepCode)).toBeNull();
    const sheet = specSheetEnergy(s560, "https://www.helios.example");
    expect(sheet.notice).toMatch(/^Not for low-rise homes\. At a published Uw/);
    expect(specSheetEnergy(productById("s67")!, "https://www.helios.example").stepCodeNote).toMatch(/^About Step 2 in this label/);
  });
});

describe("dates and amounts", () => {
  it("dates the figures by the oldest check, to the day (the shipped figures) or the month where a stored record knows only the month", () => {
    expect(formatCheckedDate("2026-11-03")).toBe("on November 3, 2026");
    expect(formatCheckedDate("2026-04")).toBe("in April 2026");
    expect(() => formatCheckedDate("03/11/2026")).toThrow();
    expect(checkedLine()).toBe("Figures checked on November 26, 2026.");
    // A database seeded before keeps its own dates, months included; a month is older than any day in it.
    const monthly = { ...energy, rebate: { ...energy.rebate, standard: { ...energy.rebate.standard, checkedOn: "2026-11" } } };
    expect(checkedLine(monthly)).toBe("Figures checked in November 2026.");
    const older = { ...energy, stepCode: { ...energy.stepCode, checkedOn: "2026-01-20" } };
    expect(checkedLine(older)).toBe("Figures checked on January 20, 2026.");
    expect(formatDollars(9500)).toBe("$9,500");
  });
});
