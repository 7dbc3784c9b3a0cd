/**
 * One product's spec sheet as a PDF (US Letter): brand band, product, cover picture, the specification table with
 * units, the Step Code note, energy statements and records, energy notes, configurations and the contact details. Text
 * is real, selectable text in the site's own fonts (Marcellus and Inter, embedded as subsets); a character those fonts
 * lack falls back to Inter's other scripts or the standard Symbol font (≤), and one no font has (an emoji in a name
 * staff typed) is printed as "?", so any text an editor accepts prints.
 * Server-only: the server builds sheets at run time (spec-sheets.server.ts), and scripts share this code.
 */
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument } from "pdf-lib";
import type { Product } from "#app/content/schema";
import type { SiteDetails } from "#app/content/settings";

/** The company details a sheet prints (decision 040): they are part of its key. */
export type SheetCompany = Pick<SiteDetails, "name" | "shortName" | "email"> & { phone: { display: string }; address: { display: string } };
import { embedSiteFonts, fontPath, type FontKey } from "../pdf/fonts.server";
import { COLOR, CONTENT_WIDTH, LETTER, MARGIN, meander } from "../pdf/page.server";
import { PageFlow, type FlowStyle } from "../pdf/flow.server";
import { Typesetter } from "../pdf/typesetter.server";

/** Moves on whenever the layout or wording of a sheet changes: part of every sheet's key, so all are rebuilt. */
export const SPEC_SHEET_GENERATOR_VERSION = 3;

export interface SpecSheetEnergy {
  /** How the energy records stand against the levels, or that there is none ("ask us"). */
  statement: string;
  /** Each record with its basis, document and day. */
  records: string[];
  /** Whether a replacement may qualify for the rebate; null where the statement already says it (no record). */
  rebate: string | null;
  /** The BC minimum notice, for a product it rules out of homes. */
  notice: string | null;
  /** The note on a Step Code label naming a step below the house minimum. */
  stepCodeNote: string | null;
  /** "Energy and rebates explained". */
  linkText: string;
  /** The energy page's absolute URL. */
  pageUrl: string;
  /** "Figures checked on November 23, 2026." */
  checked: string;
}

export interface SpecSheetInput {
  product: Product;
  site: SheetCompany;
  /** The product page's absolute URL, printed in the footer. */
  pageUrl: string;
  stepCodeNote: string;
  noStepCodeNote: string;
  /** The product's energy statements, from app/lib/energy.ts (specSheetEnergy). */
  energy: SpecSheetEnergy;
  /** The cover as JPEG, 3:2. */
  coverJpeg: Uint8Array;
  /** Fixed creation and modification dates, for reproducible output. */
  now?: Date;
}

const SHEET_FONTS: FontKey[] = ["display", "text", "bold"];

export function fontPaths() {
  return SHEET_FONTS.map(fontPath);
}

const PAGE = LETTER;
const BAND_HEIGHT = 78;
const FOOTER_HEIGHT = 74;
const COVER_WIDTH = 236;
const COLUMN_GAP = 22;

function formatSpec(spec: Product["specifications"][number]): string {
  return spec.unit ? `${spec.value} ${spec.unit}` : spec.value;
}

/** How the sheet sets its text and section headings. */
const SHEET_TEXT: FlowStyle = { bottom: FOOTER_HEIGHT + 14, leading: 1.45, heading: { keep: 44, size: 15, above: 10, rule: 7, below: 15 } };

/** Builds one product's spec sheet; resolves to the PDF's bytes. */
export async function buildSpecSheet(input: SpecSheetInput): Promise<Uint8Array> {
  const { product, site, pageUrl, stepCodeNote, noStepCodeNote, energy, coverJpeg } = input;
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const { fonts, fallbacks } = await embedSiteFonts(doc);
  const type = new Typesetter(fonts, { fallbacks, missing: "replace" });
  const title = `${product.title} spec sheet`;
  doc.setTitle(`${title} | ${site.name}`, { showInWindowTitleBar: true });
  doc.setSubject(`${product.manufacturer} ${product.title}: ${product.subtitle}`);
  doc.setAuthor(site.name);
  doc.setCreator(site.name);
  doc.setProducer(site.name);
  doc.setKeywords([product.title, product.manufacturer, "specifications", "spec sheet", site.name]);
  doc.setLanguage("en-CA");
  if (input.now) {
    doc.setCreationDate(input.now);
    doc.setModificationDate(input.now);
  }

  const flow = new PageFlow(doc, type, fonts, SHEET_TEXT, (page) => {
    page.drawRectangle({ x: 0, y: 0, width: PAGE.width, height: PAGE.height, color: COLOR.ivory });
    // Brand band.
    page.drawRectangle({ x: 0, y: PAGE.height - BAND_HEIGHT, width: PAGE.width, height: BAND_HEIGHT, color: COLOR.aegean });
    type.draw(page, site.shortName, { x: MARGIN, y: PAGE.height - 42, font: fonts.display, size: 26, color: COLOR.white, spacing: 5 });
    type.draw(page, "WINDOWS & DOORS", { x: MARGIN + 1, y: PAGE.height - 60, font: fonts.bold, size: 8, color: COLOR.bronzeLight, spacing: 2.2 });
    const label = "SPEC SHEET";
    const labelWidth = type.width(label, fonts.bold, 8, 2.2);
    type.draw(page, label, { x: PAGE.width - MARGIN - labelWidth, y: PAGE.height - 42, font: fonts.bold, size: 8, color: COLOR.bronzeLight, spacing: 2.2 });
    const name = `${product.manufacturer} ${product.title}`.replace(/^(\S+) \1$/, "$1");
    const nameWidth = type.width(name, fonts.display, 13);
    type.draw(page, name, { x: PAGE.width - MARGIN - nameWidth, y: PAGE.height - 60, font: fonts.display, size: 13, color: COLOR.white });
    meander(page, { x: MARGIN, y: PAGE.height - BAND_HEIGHT - 14, width: CONTENT_WIDTH, color: COLOR.bronze });
    return PAGE.height - BAND_HEIGHT - 40;
  });
  const { newPage, room, paragraph, heading } = flow;

  newPage();

  // Title block beside the cover.
  const cover = await doc.embedJpg(coverJpeg);
  const coverHeight = (COVER_WIDTH * cover.height) / cover.width;
  const coverTop = flow.y + 12;
  flow.page.drawImage(cover, { x: PAGE.width - MARGIN - COVER_WIDTH, y: coverTop - coverHeight, width: COVER_WIDTH, height: coverHeight });
  flow.page.drawRectangle({
    x: PAGE.width - MARGIN - COVER_WIDTH,
    y: coverTop - coverHeight,
    width: COVER_WIDTH,
    height: coverHeight,
    borderColor: COLOR.stone,
    borderWidth: 0.75,
  });
  const textWidth = CONTENT_WIDTH - COVER_WIDTH - COLUMN_GAP;
  type.draw(flow.page, product.manufacturer.toUpperCase(), { x: MARGIN, y: flow.y, font: fonts.bold, size: 8.5, color: COLOR.bronze, spacing: 1.6 });
  flow.y -= 30;
  for (const line of type.wrap(product.title, fonts.display, 30, textWidth)) {
    type.draw(flow.page, line, { x: MARGIN, y: flow.y, font: fonts.display, size: 30, color: COLOR.aegeanDark });
    flow.y -= 34;
  }
  flow.y += 8;
  paragraph(product.subtitle, { font: fonts.display, size: 13, color: COLOR.ink, width: textWidth, leading: 1.3 });
  flow.y -= 6;
  paragraph(product.summary, { size: 9.5, color: COLOR.muted, width: textWidth });
  if (product.stepCode) {
    flow.y -= 6;
    const label = `Recommended for ${product.stepCode.label}`;
    const width = type.width(label, fonts.bold, 9) + 20;
    flow.page.drawRectangle({ x: MARGIN, y: flow.y - 7, width, height: 20, color: COLOR.white, borderColor: COLOR.bronze, borderWidth: 0.75 });
    type.draw(flow.page, label, { x: MARGIN + 10, y: flow.y, font: fonts.bold, size: 9, color: COLOR.bronze });
    flow.y -= 22;
  }
  flow.y = Math.min(flow.y, coverTop - coverHeight - 6);

  // Specifications: label and value with its unit, one row each.
  heading("Specifications");
  const rowHeight = 21;
  product.specifications.forEach((spec, index) => {
    room(rowHeight);
    if (index % 2 === 0) flow.page.drawRectangle({ x: MARGIN, y: flow.y - 7, width: CONTENT_WIDTH, height: rowHeight, color: COLOR.marble });
    type.draw(flow.page, spec.label, { x: MARGIN + 10, y: flow.y, font: fonts.text, size: 10, color: COLOR.muted });
    const value = formatSpec(spec);
    const valueWidth = type.width(value, fonts.bold, 10.5);
    type.draw(flow.page, value, { x: MARGIN + CONTENT_WIDTH - 10 - valueWidth, y: flow.y, font: fonts.bold, size: 10.5, color: COLOR.aegeanDark });
    flow.y -= rowHeight;
  });
  flow.y -= 2;
  paragraph("Values as published for the system. Full thermal and technical data for your configuration is available on request.", {
    size: 8,
    color: COLOR.muted,
  });

  if (product.advantages?.length) {
    heading("Advantages");
    for (const advantage of product.advantages) {
      room(14);
      type.draw(flow.page, "•", { x: MARGIN + 2, y: flow.y, font: fonts.text, size: 9.5, color: COLOR.bronze });
      paragraph(advantage, { x: MARGIN + 14, width: CONTENT_WIDTH - 14 });
    }
  }

  heading("Step Code");
  if (product.stepCode) {
    paragraph(`Recommended for ${product.stepCode.label}.`, { font: fonts.bold });
    paragraph(stepCodeNote);
    if (energy.stepCodeNote) paragraph(energy.stepCodeNote);
  } else {
    paragraph(noStepCodeNote);
  }

  heading("Energy performance");
  if (energy.notice) paragraph(energy.notice, { font: fonts.bold });
  paragraph(energy.statement);
  for (const record of energy.records) paragraph(record, { size: 8.5, color: COLOR.muted });
  if (energy.rebate) paragraph(energy.rebate);
  paragraph(product.energyNotes);
  paragraph(`${energy.linkText}: ${energy.pageUrl}. ${energy.checked}`, { size: 8, color: COLOR.muted });

  if (product.typologies.length) {
    heading("Configurations");
    paragraph(product.typologies.map((typology) => typology.caption).join("  ·  "));
  }

  // Footer on every page: meander, contact details, the page's address.
  flow.pages.forEach((p, index) => {
    meander(p, { x: MARGIN, y: FOOTER_HEIGHT - 4, width: CONTENT_WIDTH, color: COLOR.bronze });
    const contact = `${site.phone.display}   ·   ${site.email}   ·   ${site.address.display}`;
    type.draw(p, site.name, { x: MARGIN, y: FOOTER_HEIGHT - 24, font: fonts.display, size: 11, color: COLOR.aegeanDark });
    type.draw(p, contact, { x: MARGIN, y: FOOTER_HEIGHT - 39, font: fonts.text, size: 8.5, color: COLOR.ink });
    type.draw(p, pageUrl, { x: MARGIN, y: FOOTER_HEIGHT - 53, font: fonts.text, size: 8.5, color: COLOR.aegean });
    if (flow.pages.length > 1) {
      const number = `${index + 1} / ${flow.pages.length}`;
      type.draw(p, number, { x: PAGE.width - MARGIN - type.width(number, fonts.text, 8.5), y: FOOTER_HEIGHT - 53, font: fonts.text, size: 8.5, color: COLOR.muted });
    }
  });

  return doc.save();
}
