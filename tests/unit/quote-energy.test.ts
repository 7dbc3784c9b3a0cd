import { describe, expect, it } from "vitest";
import { energy } from "#app/content/energy";
import { checkedLine } from "#app/lib/energy";
import { quoteEnergy, quoteEnergyText } from "#app/lib/quote/energy";
import { quoteCatalogue } from "#app/lib/quote/catalogue";
import { products } from "#app/content/products";
import { SEED_QUOTE_CATALOGUE } from "../support/seed-quote-catalogue";
import { ENERGY_STAR_RECORD, UW_RECORD, withRecords } from "../support/energy-records";

/** The seed has no energy record (no document to cite): the S700 with the record staff would enter from one. */
const RECORDED = quoteCatalogue(products.map((product) => (product.id === "s700" ? withRecords(product, [UW_RECORD]) : product)));

const schedule = ["s700", "advise", "s700", "s91", "s560"].map((product) => ({ product }));

describe("a quote's energy lines", () => {
  it("has one line per product with a published Uw, in schedule order, then one for those without; none for “advise me”", () => {
    const { lines, checked, path } = quoteEnergy([...schedule, { product: "sd95" }], RECORDED, "new-build");
    expect(lines.map((line) => line.productIds)).toEqual([["s700"], ["s560"], ["s91", "sd95"]]);
    expect(lines[2]!.title).toBe("S91 and SD95");
    expect(lines[2]!.statement).toBe(
      "No rated U-value is on file for these systems. BC's minimum is set on the Canadian rating (a CSA/NFRC U-factor) and the rebate pays only for ENERGY STAR certified windows and doors, so we cannot say how they stand against the BC minimum, and none of them is ENERGY STAR or Passive House certified or eligible for the rebate. Ask us for the CSA/NFRC U-factor or the NRCan ENERGY STAR reference of your configurations.",
    );
    expect(checked).toBe(checkedLine());
    expect(path).toBe("/energy-and-rebates");
  });

  it("says how a published Uw stands against the levels, and that none is published otherwise", () => {
    const [s700, s560, s91] = quoteEnergy(schedule, RECORDED, "new-build").lines;
    // S700 publishes Uw 1.1: it meets the BC minimum (1.61); below the ENERGY STAR figure (1.22) but not certified, so never "ENERGY STAR".
    expect(s700!.statement).toMatch(/^At its published Uw of 1\.1 W\/m²K, this system meets the BC minimum \(U ≤ 1\.61 W\/m²K\)\. /);
    expect(s700!.statement).toMatch(/below the ENERGY STAR Canada figure \(U ≤ 1\.22 W\/m²K\) but not ENERGY STAR Canada certified/);
    expect(s700!.statement).toMatch(/above the ENERGY STAR Most Efficient figure \(U ≤ 1\.05 W\/m²K\) and the Passive House figure/);
    expect(s91!.statement).toBe(quoteEnergy([{ product: "sd95" }], RECORDED, "new-build").lines[0]!.statement);
    expect(s91!.statement).toMatch(/^No rated U-value is on file for this system\. /);
    // The S560 has no record, so no standing; its published Uw line still rules it out of homes (a warning claims nothing).
    expect(s560!.statement).toMatch(/^The Uw “from 2\.3 W\/m²K” in the specifications is the maker's European rating of its best configuration\. .* we cannot say how it stands against the BC minimum/);
    expect(s560!.statement).toMatch(/ Not for low-rise homes: its Uw is above the BC minimum \(U ≤ 1\.61 W\/m²K\)\. Ask us where it can be used\.$/);
    // Without a record the S700 too says "ask us", never a guess from its specification line (a quote shows no specifications).
    expect(quoteEnergy([{ product: "s700" }], SEED_QUOTE_CATALOGUE, "new-build").lines[0]!.statement).toBe("No rated U-value is on file for this system. BC's minimum is set on the Canadian rating (a CSA/NFRC U-factor) and the rebate pays only for ENERGY STAR certified windows and doors, so we cannot say how it stands against the BC minimum, and it is not ENERGY STAR or Passive House certified or eligible for the rebate. Ask us for the CSA/NFRC U-factor or the NRCan ENERGY STAR reference of your configuration.");
    expect(s700!.statement).not.toContain("Not for low-rise homes");
  });

  it("speaks of the rebate for a renovation or replacement only", () => {
    expect(quoteEnergy(schedule, SEED_QUOTE_CATALOGUE, "new-build").lines.every((line) => line.rebate === undefined)).toBe(true);
    expect(quoteEnergy(schedule, SEED_QUOTE_CATALOGUE, "commercial").lines.every((line) => line.rebate === undefined)).toBe(true);
    const [s700, s560, s91] = quoteEnergy(schedule, RECORDED, "renovation").lines;
    // The rebate follows the certification, not the Uw: no product in the catalogue holds one.
    const notEligible = `Not eligible for the ${energy.rebate.programme}, which pays only for ENERGY STAR Canada certified windows and doors; no such certification is on record.`;
    expect([s700!.rebate, s560!.rebate, s91!.rebate]).toEqual([notEligible, notEligible, notEligible]);
    const certified = quoteCatalogue([withRecords(products.find((product) => product.id === "s700")!, [ENERGY_STAR_RECORD])]);
    expect(quoteEnergy([{ product: "s700" }], certified, "renovation").lines[0]!.rebate).toMatch(/^A replacement with its ENERGY STAR Canada certified configuration may qualify/);
  });

  it("reads as plain text for a mail, with the date and the page's address; nothing when no product has a line", () => {
    const text = quoteEnergyText(quoteEnergy(schedule, RECORDED, "renovation"), "https://www.helios.example");
    expect(text[0]).toBe("Energy and rebates:");
    expect(text.at(-1)).toBe(`  ${checkedLine()} Explained at https://www.helios.example/energy-and-rebates`);
    expect(text.filter((line) => line.startsWith("  S700: "))).toHaveLength(1);
    expect(quoteEnergyText(quoteEnergy([{ product: "advise" }], SEED_QUOTE_CATALOGUE, "renovation"), "https://www.helios.example")).toEqual([]);
  });
});
