import type { Product } from "#app/content/schema";
import type { Site } from "#app/content/site";

export declare const FONT_FILES: Record<"display" | "text" | "bold", string>;
export declare function fontPaths(): string[];

export interface SpecSheetEnergy {
  /** How the published Uw stands against the levels, or that none is published. */
  statement: string;
  /** Whether a replacement may qualify for the rebate. */
  rebate: string;
  /** "Energy and rebates explained". */
  linkText: string;
  /** The energy page's absolute URL. */
  pageUrl: string;
  /** "Figures checked on November 23, 2026." */
  checked: string;
}

export interface SpecSheetInput {
  product: Product;
  site: Site;
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

/** Builds one product's spec sheet; resolves to the PDF's bytes. */
export declare function buildSpecSheet(input: SpecSheetInput): Promise<Uint8Array>;
