import { ADVISE, findQuoteProduct, type ProductFamily, type QuoteCatalogue } from "./catalogue";
import { MM_PER_INCH } from "./units";

/** The running summary of a schedule: how many openings and how much glass, in all and per product family. */

export const MM2_PER_M2 = 1_000_000;
/** A square foot is (12 × 25.4 mm)², exactly. */
export const MM2_PER_FT2 = (12 * MM_PER_INCH) ** 2;
/** Areas are given to the hundredth. */
export const AREA_DECIMALS = 2;

/** The catalogue's families, then "not sure" for the openings left to our advice. */
export const SUMMARY_FAMILIES = ["doors", "windows", "curtain-walls", ADVISE] as const;
export type SummaryFamily = ProductFamily | typeof ADVISE;

export const SUMMARY_FAMILY_LABELS: Record<SummaryFamily, string> = {
  doors: "Doors",
  windows: "Windows",
  "curtain-walls": "Curtain walls",
  [ADVISE]: "Not sure",
};

/** What the summary reads of an opening (the stored opening has these and more). */
export interface SummaryOpening {
  product: string;
  widthMm: number;
  heightMm: number;
  quantity: number;
}

export interface AreaTotals {
  /** Openings counted with their quantities. */
  openings: number;
  areaM2: number;
  areaFt2: number;
}

export interface QuoteSummary extends AreaTotals {
  /** Every family, in SUMMARY_FAMILIES order, with zeros where the schedule has none. */
  families: ({ family: SummaryFamily; label: string } & AreaTotals)[];
}

function round(value: number): number {
  const factor = 10 ** AREA_DECIMALS;
  return Math.round(value * factor) / factor;
}

function totals(openings: number, areaMm2: number): AreaTotals {
  return { openings, areaM2: round(areaMm2 / MM2_PER_M2), areaFt2: round(areaMm2 / MM2_PER_FT2) };
}

/** The family an opening counts in: its product's, or "not sure" for advice (and any product no longer offered). */
export function summaryFamily(productId: string, catalogue: QuoteCatalogue): SummaryFamily {
  return findQuoteProduct(catalogue, productId)?.family ?? ADVISE;
}

/**
 * Sums a schedule: each opening's area is width × height (the opening, frame included) times its quantity. Sums are
 * taken in whole mm² and rounded once at the end, so the families add up to the total.
 */
export function quoteSummary(openings: readonly SummaryOpening[], catalogue: QuoteCatalogue): QuoteSummary {
  const count = new Map<SummaryFamily, number>();
  const area = new Map<SummaryFamily, number>();
  let allCount = 0;
  let allArea = 0;
  for (const opening of openings) {
    const family = summaryFamily(opening.product, catalogue);
    const openingArea = opening.widthMm * opening.heightMm * opening.quantity;
    count.set(family, (count.get(family) ?? 0) + opening.quantity);
    area.set(family, (area.get(family) ?? 0) + openingArea);
    allCount += opening.quantity;
    allArea += openingArea;
  }
  return {
    ...totals(allCount, allArea),
    families: SUMMARY_FAMILIES.map((family) => ({
      family,
      label: SUMMARY_FAMILY_LABELS[family],
      ...totals(count.get(family) ?? 0, area.get(family) ?? 0),
    })),
  };
}
