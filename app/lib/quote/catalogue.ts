import type { Product } from "#app/content/schema";
import { energy as shippedEnergy } from "#app/content/energy";
import type { Energy } from "#app/content/energy.schema";
import { productLimits, type ProductLimits } from "./limits";
import { bcMinimumNotice, checkedLine, recordedU, rebateNote, standingStatement, statedLevels, type PublishedUw } from "../energy";

/**
 * What the quote form needs of each catalogue product: its name, family, configurations and published limits.
 * Built from the records on the server and handed to the page, so the browser never loads the records themselves.
 */

/** The product choice for "Not sure, advise me". */
export const ADVISE = "advise";
export const ADVISE_LABEL = "Not sure, advise me";

export type ProductFamily = Product["family"];

export interface QuoteConfiguration {
  /** The typology's key in the record ("single-swing-sidelite"). */
  value: string;
  /** Its caption ("Single door with sidelite"). */
  label: string;
}

export interface QuoteProduct {
  id: string;
  title: string;
  family: ProductFamily;
  configurations: QuoteConfiguration[];
  limits: ProductLimits;
  /** The whole-window Uw the record publishes, for the energy lines; null when it publishes none. */
  uw: PublishedUw | null;
  /**
   * What the energy lines say of it (app/lib/quote/energy.ts), made with the catalogue from the energy module's
   * figures, so the browser carries these sentences and not the figures they are made from.
   */
  energy: QuoteProductEnergy;
}

export interface QuoteProductEnergy {
  /** How its energy records stand against the levels, or that it has none ("ask us"). */
  statement: string;
  /** Whether it has a line of its own: it has an energy record, or the BC minimum warning. */
  ownLine: boolean;
  /** Whether it may qualify for the rebate: only with the certification the rebate needs. */
  rebate: string;
  /** Whether it holds that certification: its units count in the rebate estimate (app/lib/rebate-estimate.ts). */
  certified: boolean;
  /** "Figures checked in 2026." */
  checked: string;
}

export type QuoteCatalogue = readonly QuoteProduct[];

/** The compact catalogue, its energy lines from the given figures (the live ones on the server; the shipped ones by default). */
export function quoteCatalogue(products: readonly Product[], energy: Energy = shippedEnergy): QuoteProduct[] {
  return products.map((product) => {
    const uw = recordedU(product);
    const notice = bcMinimumNotice(product, energy);
    const rebate = rebateNote(product, energy);
    return {
      id: product.id,
      title: product.title,
      family: product.family,
      configurations: product.typologies.map((typology) => ({ value: typology.kind, label: typology.caption })),
      limits: productLimits(product.specifications),
      uw,
      energy: {
        // A window or sliding door that misses the BC minimum for homes says where it can be used.
        // Without a record, the warning still stands on the published specification line (it claims nothing).
        statement: [standingStatement(product, statedLevels(energy)), uw ? notice?.where : notice && `${notice.heading}: ${notice.short}`].filter(Boolean).join(" "),
        ownLine: Boolean(uw || notice),
        rebate: rebate.text,
        certified: rebate.status === "may-qualify",
        checked: checkedLine(energy),
      },
    };
  });
}

export function findQuoteProduct(catalogue: QuoteCatalogue, id: string): QuoteProduct | undefined {
  return catalogue.find((product) => product.id === id);
}
