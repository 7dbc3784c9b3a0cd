import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import { quoteEnergy } from "#app/lib/quote/energy";
import { quoteSummary } from "#app/lib/quote/summary";
import { formatSize } from "#app/lib/quote/units";
import { quotePdfFileName, renderQuotePdf, type QuoteDocument } from "#app/lib/server/leads/quote-pdf.server";
import { SEED_QUOTE_CATALOGUE } from "../support/seed-quote-catalogue";
import { quoteCatalogue } from "#app/lib/quote/catalogue";
import { products } from "#app/content/products";
import { shippedSite } from "#app/content/settings";
import { UW_RECORD, withRecords } from "../support/energy-records";

/** The S700 with an energy record (the seed has none), so its line states a standing. */
const RECORDED = quoteCatalogue(products.map((product) => (product.id === "s700" ? withRecords(product, [UW_RECORD]) : product)));

const PRODUCTS = ["s700", "s91", "sd95", "advise", "m7"];

function documentWith(count: number, name = "Zoë Łukasiewicz"): QuoteDocument {
  const openings = Array.from({ length: count }, (_, i) => ({
    product: PRODUCTS[i % PRODUCTS.length]!,
    configuration: null,
    widthMm: 900 + i * 10,
    heightMm: 2100,
    quantity: 1 + (i % 3),
    note: i % 4 === 0 ? `Room ${i + 1}: a longer note about the opening that has to wrap onto a second line in the table` : null,
    enteredUnit: "mm" as const,
  }));
  return {
    reference: "1A2B3C4D",
    receivedAt: Date.UTC(2026, 10, 23, 18, 30),
    contact: { name, email: "zoe@example.com", phone: "6045550177" },
    project: { location: "2200 Lakeshore Rd, Kelowna", type: "Renovation or replacement", timeline: "Within 3 months", energyTarget: null, howDidYouHear: "Referral", message: "Drawings attached." },
    openings: openings.map((opening, i) => {
      const product = SEED_QUOTE_CATALOGUE.find((entry) => entry.id === opening.product);
      return {
        position: i + 1,
        product: product?.title ?? "Not sure, advise me",
        configuration: product?.configurations[0]?.label ?? null,
        size: formatSize(opening.widthMm, opening.heightMm),
        quantity: opening.quantity,
        areaM2: ((opening.widthMm * opening.heightMm * opening.quantity) / 1e6).toFixed(2),
        note: opening.note,
      };
    }),
    summary: quoteSummary(openings, SEED_QUOTE_CATALOGUE),
    energy: quoteEnergy(openings, RECORDED, "renovation"),
    attachments: [{ id: "x", name: "elevations.pdf", contentType: "application/pdf", bytes: 3_400_000 }],
    siteUrl: "https://www.helios.example",
    site: shippedSite,
  };
}

const PDFTOTEXT = "/usr/bin/pdftotext";
const dir = mkdtempSync(path.join(tmpdir(), "helios-quote-pdf-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The PDF's text as poppler reads it (apt-get install -y poppler-utils; .ci/run installs it). */
function text(bytes: Uint8Array): string {
  if (!existsSync(PDFTOTEXT)) throw new Error(`${PDFTOTEXT} is missing: apt-get install -y poppler-utils`);
  const file = path.join(dir, `q-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync(PDFTOTEXT, ["-layout", file, "-"], { encoding: "utf8" });
}

describe("the quote request PDF", () => {
  it("has the brand, the contact, the schedule, the energy lines and the files", async () => {
    const bytes = await renderQuotePdf(documentWith(3));
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeLessThanOrEqual(2);
    expect(pdf.getTitle()).toBe("Quote request 1A2B3C4D | Helios Windows & Doors");
    const content = text(bytes);
    expect(content).toContain("QUOTE REQUEST 1A2B3C4D");
    expect(content).toContain("Zoë Łukasiewicz");
    expect(content).toMatch(/S700\s+.*900 × 2 100 mm/);
    expect(content).toContain("Not eligible for the CleanBC Better Homes");
    expect(content).toContain("(U ≤ 1.61 W/m²K)");
    expect(content).toContain("elevations.pdf (PDF, 3.2 MB)");
  });

  it("runs to several numbered pages for 60 openings, the table's header on each", async () => {
    const bytes = await renderQuotePdf(documentWith(60));
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThan(2);
    const content = text(bytes);
    const pages = content.split("\f").filter((page) => page.trim());
    expect(pages).toHaveLength(pdf.getPageCount());
    expect(pages.at(-1)).toMatch(new RegExp(`${pages.length}\\s*/\\s*${pages.length}`));
    for (const page of pages.slice(1, -1)) expect(page).toMatch(/#\s+Product\s+Size\s+Qty\s+Area/);
    expect(content).toMatch(/\b60\s+/);
  });

  it("draws a character no font has as “?” instead of failing", async () => {
    const bytes = await renderQuotePdf(documentWith(1, "王小明 Müller Ωmega Дмитрий"));
    expect(text(bytes)).toContain("??? Müller Ωmega Дмитрий");
  });

  it("is named after the request's reference", () => {
    expect(quotePdfFileName("1a2b3c4d-0000-4000-8000-000000000000")).toBe("quote-request-1a2b3c4d.pdf");
  });
});
