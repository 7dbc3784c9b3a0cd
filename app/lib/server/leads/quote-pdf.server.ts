import { formatPhone } from "#app/lib/forms/phone";
import fontkit from "@pdf-lib/fontkit";
import type { Kysely } from "kysely";
import { PDFDocument, type PDFFont } from "pdf-lib";
import { embedSiteFonts } from "../pdf/fonts.server";
import { COLOR, CONTENT_WIDTH, LETTER, MARGIN, meander } from "../pdf/page.server";
import { PageFlow, type FlowStyle } from "../pdf/flow.server";
import { Typesetter } from "../pdf/typesetter.server";
import { siteDetails, type SiteDetails } from "#app/content/settings";
import type { CompanySettings } from "#app/content/settings.schema";
import { formatStaffTime } from "#app/lib/business-time";
import { fileFacts, type AttachmentInfo } from "#app/lib/quote/attachments";
import { quoteEnergy, type QuoteEnergy } from "#app/lib/quote/energy";
import type { QuoteSummary } from "#app/lib/quote/summary";
import type { Database } from "../platform/db-schema";
import { listAttachments } from "./attachments.server";
import { storedQuoteCatalogue } from "./quote-catalogue.server";
import { quoteView } from "./quotes.server";

/** Everything a quote request's PDF shows, read from the stored rows (so the same request gives the same document). */
export interface QuoteDocument {
  reference: string;
  receivedAt: number;
  contact: { name: string; email: string; phone: string };
  project: { location: string; type: string; timeline: string; energyTarget: string | null; howDidYouHear: string | null; message: string | null };
  openings: { position: number; product: string; configuration: string | null; size: string; quantity: number; areaM2: string; note: string | null }[];
  summary: QuoteSummary;
  energy: QuoteEnergy;
  attachments: AttachmentInfo[];
  siteUrl: string;
  /** The company details it prints: as stored when its mail was queued (decision 045), or now for a staff download. */
  site: SiteDetails;
}

/** The short reference staff and visitor quote: the first block of the submission's id, upper case. */
export function quoteReference(submissionId: string): string {
  return submissionId.split("-")[0]!.toUpperCase();
}

export function quotePdfFileName(submissionId: string): string {
  return `quote-request-${quoteReference(submissionId).toLowerCase()}.pdf`;
}

/** A stored quote request as its PDF shows it; undefined when the submission is not a quote request. */
export async function quoteDocument(db: Kysely<Database>, submissionId: string, siteUrl: string, company: CompanySettings): Promise<QuoteDocument | undefined> {
  const submission = await db.selectFrom("submissions").selectAll().where("id", "=", submissionId).executeTakeFirst();
  const catalogue = await storedQuoteCatalogue(db);
  const view = submission ? await quoteView(db, submissionId, catalogue) : null;
  if (!submission || !view) return undefined;
  const openings = await db.selectFrom("quote_openings").select(["product"]).where("submission_id", "=", submissionId).orderBy("position").execute();
  const request = await db.selectFrom("quote_requests").select("project_type").where("submission_id", "=", submissionId).executeTakeFirstOrThrow();
  return {
    reference: quoteReference(submission.id),
    receivedAt: Number(submission.created_at),
    contact: { name: `${submission.first_name} ${submission.last_name}`, email: submission.email, phone: formatPhone(submission.phone) },
    project: {
      location: view.projectLocation,
      type: view.projectType,
      timeline: view.timeline,
      energyTarget: view.energyTarget,
      howDidYouHear: submission.how_did_you_hear,
      message: submission.message,
    },
    openings: view.openings,
    summary: view.summary,
    energy: quoteEnergy(openings, catalogue, request.project_type),
    attachments: await listAttachments(db, submissionId),
    siteUrl,
    site: siteDetails(company),
  };
}

const PAGE = LETTER;
const BAND_HEIGHT = 70;
const FOOTER_HEIGHT = 56;

/** How the request sets its text and section headings. */
const QUOTE_TEXT: FlowStyle = { bottom: FOOTER_HEIGHT + 12, leading: 1.4, heading: { keep: 60, size: 14, above: 8, rule: 6, below: 14 } };

/** The schedule's columns: #, product and note, size, quantity, area. */
const COLUMNS = { position: 22, product: 196, size: 190, quantity: 34, area: 74 } as const;

interface Fonts {
  display: PDFFont;
  text: PDFFont;
  bold: PDFFont;
}

/** Renders a quote request as a PDF (US Letter, selectable text in the site's fonts); several pages when it is long. */
export async function renderQuotePdf(quote: QuoteDocument, now = quote.receivedAt): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const { fonts, fallbacks }: { fonts: Fonts; fallbacks: PDFFont[] } = await embedSiteFonts(doc);
  // What a visitor typed may hold any character: one no font has is drawn as "?", never an error.
  const type = new Typesetter({ ...fonts }, { fallbacks, missing: "replace" });
  const { site } = quote;
  doc.setTitle(`Quote request ${quote.reference} | ${site.name}`, { showInWindowTitleBar: true });
  doc.setAuthor(site.name);
  doc.setCreator(site.name);
  doc.setProducer(site.name);
  doc.setLanguage("en-CA");
  doc.setCreationDate(new Date(now));
  doc.setModificationDate(new Date(now));

  const flow = new PageFlow(doc, type, fonts, QUOTE_TEXT, (page) => {
    page.drawRectangle({ x: 0, y: PAGE.height - BAND_HEIGHT, width: PAGE.width, height: BAND_HEIGHT, color: COLOR.aegean });
    type.draw(page, site.shortName, { x: MARGIN, y: PAGE.height - 38, font: fonts.display, size: 24, color: COLOR.white, spacing: 5 });
    type.draw(page, "WINDOWS & DOORS", { x: MARGIN + 1, y: PAGE.height - 55, font: fonts.bold, size: 8, color: COLOR.bronzeLight, spacing: 2.2 });
    const label = `QUOTE REQUEST ${quote.reference}`;
    type.draw(page, label, { x: PAGE.width - MARGIN - type.width(label, fonts.bold, 8, 2.2), y: PAGE.height - 38, font: fonts.bold, size: 8, color: COLOR.bronzeLight, spacing: 2.2 });
    const received = `Received ${formatStaffTime(quote.receivedAt)}`;
    type.draw(page, received, { x: PAGE.width - MARGIN - type.width(received, fonts.text, 9), y: PAGE.height - 55, font: fonts.text, size: 9, color: COLOR.white });
    meander(page, { x: MARGIN, y: PAGE.height - BAND_HEIGHT - 14, width: CONTENT_WIDTH, color: COLOR.bronze });
    return PAGE.height - BAND_HEIGHT - 36;
  });
  const { newPage, room, paragraph, heading } = flow;

  /** A label and its value on one line (the value wraps under itself). */
  const field = (label: string, value: string) => {
    const labelWidth = 130;
    const lines = type.wrap(value, fonts.text, 9.5, CONTENT_WIDTH - labelWidth);
    room(13 * lines.length);
    type.draw(flow.page, label, { x: MARGIN, y: flow.y, font: fonts.bold, size: 9, color: COLOR.muted });
    for (const line of lines) {
      type.draw(flow.page, line, { x: MARGIN + labelWidth, y: flow.y, font: fonts.text, size: 9.5, color: COLOR.ink });
      flow.y -= 13;
    }
  };

  newPage();
  type.draw(flow.page, "Quote request", { x: MARGIN, y: flow.y, font: fonts.display, size: 26, color: COLOR.aegeanDark });
  flow.y -= 26;

  heading("Contact");
  field("Name", quote.contact.name);
  field("Email", quote.contact.email);
  field("Phone", quote.contact.phone);

  heading("Project");
  field("Address or city", quote.project.location);
  field("Type of project", quote.project.type);
  field("Timeline", quote.project.timeline);
  field("Energy target", quote.project.energyTarget ?? "(not given)");
  field("How they heard of us", quote.project.howDidYouHear ?? "(not given)");
  if (quote.project.message) {
    flow.y -= 4;
    type.draw(flow.page, "Message", { x: MARGIN, y: flow.y, font: fonts.bold, size: 9, color: COLOR.muted });
    flow.y -= 13;
    paragraph(quote.project.message);
  }

  const rows = quote.openings.length;
  heading(`Schedule: ${rows} ${rows === 1 ? "line" : "lines"}, ${quote.summary.openings} ${quote.summary.openings === 1 ? "opening" : "openings"}`);
  const columnX = {
    position: MARGIN,
    product: MARGIN + COLUMNS.position,
    size: MARGIN + COLUMNS.position + COLUMNS.product,
    quantity: MARGIN + COLUMNS.position + COLUMNS.product + COLUMNS.size,
    area: MARGIN + CONTENT_WIDTH,
  };
  const tableHeader = () => {
    flow.page.drawRectangle({ x: MARGIN, y: flow.y - 5, width: CONTENT_WIDTH, height: 17, color: COLOR.aegean });
    const cell = (text: string, x: number, right = false) =>
      type.draw(flow.page, text, { x: right ? x - 6 - type.width(text, fonts.bold, 8.5) : x + 4, y: flow.y, font: fonts.bold, size: 8.5, color: COLOR.white });
    cell("#", columnX.position);
    cell("Product", columnX.product);
    cell("Size", columnX.size);
    cell("Qty", columnX.quantity + COLUMNS.quantity, true);
    cell("Area", columnX.area, true);
    flow.y -= 20;
  };
  tableHeader();
  quote.openings.forEach((opening, index) => {
    const productLines = [
      ...type.wrap(opening.product, fonts.bold, 9, COLUMNS.product - 8),
      ...(opening.configuration ? type.wrap(opening.configuration, fonts.text, 8.5, COLUMNS.product - 8) : []),
    ];
    const noteLines = opening.note ? type.wrap(opening.note, fonts.text, 8.5, COLUMNS.product + COLUMNS.size - 8) : [];
    const [mm, inches] = opening.size.split(" (");
    const sizeLines = [mm!, ...(inches ? [`(${inches}`] : [])];
    const height = 12 * Math.max(productLines.length, sizeLines.length) + 11 * noteLines.length + 6;
    if (room(height)) tableHeader();
    if (index % 2 === 1) flow.page.drawRectangle({ x: MARGIN, y: flow.y - height + 10, width: CONTENT_WIDTH, height, color: COLOR.marble });
    type.draw(flow.page, String(opening.position), { x: columnX.position + 4, y: flow.y, font: fonts.text, size: 9, color: COLOR.muted });
    productLines.forEach((line, i) =>
      type.draw(flow.page, line, { x: columnX.product + 4, y: flow.y - 12 * i, font: i === 0 ? fonts.bold : fonts.text, size: i === 0 ? 9 : 8.5, color: i === 0 ? COLOR.ink : COLOR.muted }),
    );
    sizeLines.forEach((line, i) => type.draw(flow.page, line, { x: columnX.size + 4, y: flow.y - 12 * i, font: fonts.text, size: 9, color: i === 0 ? COLOR.ink : COLOR.muted }));
    const quantity = String(opening.quantity);
    type.draw(flow.page, quantity, { x: columnX.quantity + COLUMNS.quantity - 6 - type.width(quantity, fonts.text, 9), y: flow.y, font: fonts.text, size: 9, color: COLOR.ink });
    const area = `${opening.areaM2} m²`;
    type.draw(flow.page, area, { x: columnX.area - 6 - type.width(area, fonts.text, 9), y: flow.y, font: fonts.text, size: 9, color: COLOR.ink });
    let noteY = flow.y - 12 * Math.max(productLines.length, sizeLines.length);
    for (const line of noteLines) {
      type.draw(flow.page, line, { x: columnX.product + 4, y: noteY, font: fonts.text, size: 8.5, color: COLOR.muted });
      noteY -= 11;
    }
    flow.y -= height;
  });

  heading("Summary");
  const { summary } = quote;
  paragraph(`${summary.openings} ${summary.openings === 1 ? "opening" : "openings"}, ${summary.areaM2.toFixed(2)} m² (${summary.areaFt2.toFixed(2)} ft²)`, { font: fonts.bold });
  for (const family of summary.families.filter((entry) => entry.openings > 0)) {
    paragraph(`${family.label}: ${family.openings}, ${family.areaM2.toFixed(2)} m² (${family.areaFt2.toFixed(2)} ft²)`);
  }
  paragraph("Areas are width × height of each opening, frame included.", { size: 8, color: COLOR.muted });

  if (quote.energy.lines.length) {
    heading("Energy and rebates");
    for (const line of quote.energy.lines) {
      paragraph(line.title, { font: fonts.bold });
      paragraph(line.statement);
      if (line.rebate) paragraph(line.rebate, { color: COLOR.muted });
      flow.y -= 4;
    }
    paragraph(`${quote.energy.checked} Explained at ${new URL(quote.energy.path, quote.siteUrl).href}`, { size: 8, color: COLOR.muted });
  }

  heading("Drawings and photos");
  if (!quote.attachments.length) paragraph("None attached.");
  for (const file of quote.attachments) paragraph(`${file.name} (${fileFacts(file)})`);

  // Footer on every page: contact details and the page number.
  flow.pages.forEach((p, index) => {
    meander(p, { x: MARGIN, y: FOOTER_HEIGHT - 4, width: CONTENT_WIDTH, color: COLOR.bronze });
    const contact = `${site.name}   ·   ${site.phone.display}   ·   ${site.email}   ·   ${site.address.display}`;
    type.draw(p, contact, { x: MARGIN, y: FOOTER_HEIGHT - 24, font: fonts.text, size: 8, color: COLOR.ink });
    const number = `${index + 1} / ${flow.pages.length}`;
    type.draw(p, number, { x: PAGE.width - MARGIN - type.width(number, fonts.text, 8), y: FOOTER_HEIGHT - 38, font: fonts.text, size: 8, color: COLOR.muted });
  });

  return doc.save();
}

/**
 * A stored quote request's PDF, printing `company` (the details its mail was queued with, or the stored ones for a staff
 * download); undefined when the submission is not a quote request.
 */
export async function quoteRequestPdf(db: Kysely<Database>, submissionId: string, siteUrl: string, company: CompanySettings): Promise<Uint8Array | undefined> {
  const document = await quoteDocument(db, submissionId, siteUrl, company);
  return document ? renderQuotePdf(document) : undefined;
}
