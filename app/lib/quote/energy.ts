/**
 * What a quote request says about energy, product by product: how each scheduled product's published Uw and its
 * certifications stand against the levels of the one dated module (app/content/energy.ts) and, for a renovation or
 * replacement, whether it may qualify for the window and door rebate (only with the certification it needs). The same sentences as the product pages and spec sheets, from the same
 * functions (the catalogue carries each product's, app/lib/quote/catalogue.ts); the form's summary, the confirmation,
 * the mails and the PDF all show these lines.
 */
import { ENERGY_PATH, noUwStatement } from "../energy";
import { ADVISE, findQuoteProduct, type QuoteCatalogue, type QuoteProduct } from "./catalogue";

/** Project types for which the rebate applies: it is for replacing windows and doors in an existing home. */
const REBATE_PROJECT_TYPES: readonly string[] = ["renovation"];

/** Whether the rebate applies to a project of this type. */
export const rebateApplies = (projectType: string | null | undefined): boolean => (projectType ? REBATE_PROJECT_TYPES.includes(projectType) : false);

export interface QuoteEnergyLine {
  /** The products the line is about: one with a published Uw or a certification, or all those with neither. */
  productIds: string[];
  /** "S700"; "S91, SD95 and M7". */
  title: string;
  /** How its published Uw stands against the BC minimum, ENERGY STAR and Passive House, or that none is published. */
  statement: string;
  /** For a renovation or replacement: the rebate, which follows the certification. */
  rebate?: string;
}

export interface QuoteEnergy {
  lines: QuoteEnergyLine[];
  /** "Figures checked in 2026." */
  checked: string;
  /** Where the levels and the rebate are explained. */
  path: string;
}

function names(titles: readonly string[]): string {
  return titles.length <= 1 ? titles.join("") : `${titles.slice(0, -1).join(", ")} and ${titles.at(-1)}`;
}

/**
 * The energy lines of a schedule: one per product with a published Uw, in the order first scheduled, then one for all
 * the products that publish none; "advise me" rows have none.
 */
export function quoteEnergy(
  openings: readonly { product: string }[],
  catalogue: QuoteCatalogue,
  projectType: string | null | undefined,
): QuoteEnergy {
  const rebate = rebateApplies(projectType);
  const seen = new Set<string>();
  const products: QuoteProduct[] = [];
  for (const opening of openings) {
    if (opening.product === ADVISE || seen.has(opening.product)) continue;
    seen.add(opening.product);
    const product = findQuoteProduct(catalogue, opening.product);
    if (product) products.push(product);
  }
  const lines: QuoteEnergyLine[] = products
    .filter((product) => product.energy.ownLine)
    .map((product) => ({
      productIds: [product.id],
      title: product.title,
      statement: product.energy.statement,
      ...(rebate ? { rebate: product.energy.rebate } : {}),
    }));
  const withoutUw = products.filter((product) => !product.energy.ownLine);
  if (withoutUw.length) {
    lines.push({
      productIds: withoutUw.map((product) => product.id),
      title: names(withoutUw.map((product) => product.title)),
      statement: noUwStatement(withoutUw.length > 1),
      // The same for every product without a Uw.
      ...(rebate ? { rebate: withoutUw[0]!.energy.rebate } : {}),
    });
  }
  // The same for every product: the date the energy module's figures were checked.
  return { lines, checked: catalogue[0]?.energy.checked ?? "", path: ENERGY_PATH };
}

/** The energy lines as plain text, for a mail: a title, one paragraph per product, the date the figures were checked. */
export function quoteEnergyText(energy: QuoteEnergy, siteUrl: string): string[] {
  if (!energy.lines.length) return [];
  return [
    "Energy and rebates:",
    ...energy.lines.flatMap((line) => [`  ${line.title}: ${line.statement}`, ...(line.rebate ? [`    ${line.rebate}`] : [])]),
    `  ${energy.checked} Explained at ${new URL(energy.path, siteUrl).href}`,
  ];
}
