import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { productById } from "#app/content/catalogue";
import { site } from "#app/content/site";
import { NO_STEP_CODE_NOTE, STEP_CODE_NOTE } from "#app/content/step-code";
import type { Product } from "#app/content/schema";
import { ENERGY_LINK_TEXT, productEnergy, specSheetEnergy, checkedLine } from "#app/lib/energy";
import { formatSpec } from "#app/lib/specs";
import { buildSpecSheet } from "#app/lib/server/catalogue/spec-sheet-pdf.server";
import { pdfText } from "../support/pdf-text";
import { UW_RECORD, withRecords } from "../support/energy-records";

/** The seed has no energy record (no document to cite): the S700 with the record staff would enter from one. */
const recordedS700 = withRecords(productById("s700")!, [UW_RECORD]);

let coverJpeg: Buffer;
const sheets = new Map<string, { bytes: Uint8Array; text: string }>();

// Building a sheet takes about a second; each is built once for all the tests.
beforeAll(async () => {
  coverJpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#0b3c5d" } }).jpeg().toBuffer();
  for (const id of ["sd95", "m7", "sd115", "s560"]) sheets.set(id, await sheet(productById(id)!));
  sheets.set("s700", await sheet(recordedS700));
}, 120_000);

const SITE = "https://www.helios-windows.example";

async function sheet(product: Product) {
  const bytes = await buildSpecSheet({
    product,
    site,
    pageUrl: `https://www.helios-windows.example${product.path}`,
    stepCodeNote: STEP_CODE_NOTE,
    noStepCodeNote: NO_STEP_CODE_NOTE,
    energy: specSheetEnergy(product, SITE),
    coverJpeg,
  });
  return { bytes, text: (await pdfText(bytes)).join("\n") };
}

describe("spec sheet PDF", () => {
  it("is a one-page US Letter PDF titled with the product and brand", async () => {
    const { bytes } = sheets.get("sd95")!;
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    expect(doc.getTitle()).toBe("SD95 spec sheet | Helios Windows & Doors");
    expect(doc.getAuthor()).toBe("Helios Windows & Doors");
  });

  it("holds selectable text: brand, product, every specification with its unit, Step Code note, energy notes, contact", async () => {
    const product = productById("sd95")!;
    const { text } = sheets.get(product.id)!;
    const flat = text.replace(/\s+/g, " ");
    for (const expected of [
      "HELIOS",
      "SD95",
      product.subtitle,
      "Specifications",
      ...product.specifications.flatMap((spec) => [spec.label, formatSpec(spec)]),
      `Recommended for ${product.stepCode!.label}`,
      "The BC Energy Step Code rates whole buildings",
      "Energy performance",
      site.phone.display,
      site.email,
      site.address.display,
      "https://www.helios-windows.example/doors/swing/sd95",
    ]) {
      expect(flat, expected).toContain(expected);
    }
    expect(flat).not.toContain("\uFFFD");
  });

  it("takes its energy statements from the energy records: standing, each record with its document and day, rebate, the page's address and the date", async () => {
    const product = recordedS700;
    const { text } = sheets.get("s700")!;
    const flat = text.replace(/\s+/g, " ");
    const { statement, rebate } = productEnergy(product);
    // "≤" is drawn from the fallback font and still copies as the right character.
    expect(text).toContain("≤");
    expect(flat).not.toContain("\uFFFD");
    expect(flat).toContain(statement);
    expect(flat).toContain("meets the BC minimum (U ≤ 1.61 W/m²K).");
    expect(flat).toContain("below the ENERGY STAR Canada figure (U ≤ 1.22 W/m²K) but not ENERGY STAR Canada certified");
    expect(flat).not.toMatch(/meets[^.]*ENERGY STAR|may qualify/);
    expect(flat).toContain(rebate.text);
    expect(flat).toContain("two-panel lift-and-slide, triple glazing: Uw to EN ISO 10077 1.10 W/m²K, stated in Test technical sheet, checked on April 15, 2026.");
    expect(flat).toContain(`${ENERGY_LINK_TEXT}: ${SITE}/energy-and-rebates.`);
    expect(flat).toContain(checkedLine());
    expect(flat).toContain(product.energyNotes);
  });

  it("says where a system that misses the BC minimum for homes can be used, still on one page", async () => {
    const { bytes, text } = sheets.get("s560")!;
    const flat = text.replace(/\s+/g, " ");
    expect(flat).toContain("Not for low-rise homes. At a published Uw starting from 2.3 W/m²K, the S560 does not meet the BC minimum");
    expect(flat).toContain("such as commercial buildings, interior openings and unheated spaces");
    expect(flat).not.toMatch(/Recommended for Step Code/);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
  });

  it("says once that the Step Code rates whole buildings, and that no Uw is published where none is", async () => {
    const flat = sheets.get("sd95")!.text.replace(/\s+/g, " ");
    expect(flat.match(/rates whole buildings/g)).toHaveLength(1);
    expect(flat).toContain("No rated U-value is on file for this system. BC's minimum is set on the Canadian rating (a CSA/NFRC U-factor)");
  });

  it("says honestly when no Step Code recommendation is published", async () => {
    const { text } = sheets.get("m7")!;
    expect(text.replace(/\s+/g, " ")).toContain(NO_STEP_CODE_NOTE);
    expect(text).not.toMatch(/Recommended for Step Code/);
  });

  it("lists the SD115's advantages and never writes Step Quote", async () => {
    const product = productById("sd115")!;
    const { text } = sheets.get(product.id)!;
    const flat = text.replace(/\s+/g, " ");
    for (const advantage of product.advantages!) expect(flat).toContain(advantage);
    expect(flat).not.toMatch(/step quote/i);
  });

  it("prints any text an editor accepts: a character no font has is a visible ?, line separators and controls do not stop it", async () => {
    const product = { ...productById("s67")!, subtitle: "Window with a \u2603 snowman glyph", summary: "Quiet\u2028and warm\u0007, \u202eright to left\u202c too." };
    const company = { ...site, name: "Helios \u{1F3E0} Windows", shortName: "HELIOS \u{1F3E0}\uFE0F", address: { ...site.address, display: "Unit 100\u2028Example Way, Surrey" } };
    const bytes = await buildSpecSheet({
      product,
      site: company,
      pageUrl: `${SITE}${product.path}`,
      stepCodeNote: STEP_CODE_NOTE,
      noStepCodeNote: NO_STEP_CODE_NOTE,
      energy: specSheetEnergy(product, SITE),
      coverJpeg,
    });
    const flat = (await pdfText(bytes)).join(" ").replace(/\s+/g, " ");
    expect(flat).toContain("Window with a ? snowman glyph");
    expect(flat).toContain("HELIOS ?");
    expect(flat).toContain("Unit 100 Example Way, Surrey");
    expect(flat).toContain("Quiet and warm, right to left too.");
    expect(flat).not.toMatch(/[\u0007\u2028\u202e\u{1F3E0}]/u);
    // Greek, Cyrillic and Vietnamese letters print in Inter's own sets.
    const greek = await buildSpecSheet({ product: { ...product, subtitle: "Παράθυρο Окно Cửa sổ" }, site, pageUrl: `${SITE}${product.path}`, stepCodeNote: STEP_CODE_NOTE, noStepCodeNote: NO_STEP_CODE_NOTE, energy: specSheetEnergy(product, SITE), coverJpeg });
    // (Each font's run is its own text item: compared without the spaces between them.)
    expect((await pdfText(greek)).join("").replace(/\s+/g, "")).toContain("ΠαράθυροОкноCửasổ");
  });
});
