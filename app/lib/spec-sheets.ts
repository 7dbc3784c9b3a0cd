/**
 * The contract between the spec sheets and the pages: every product has a one-page PDF spec sheet at
 * /generated/spec-sheets/{id}.pdf, made by the server at run time from its record (app/lib/server/catalogue/
 * spec-sheets.server.ts). Pure TypeScript: it runs in the browser too.
 */
import { GENERATED_BASE } from "./images";

export const SPEC_SHEET_DIR = "spec-sheets";

/** A spec sheet as a page links to it. */
export interface SpecSheetLink {
  href: string;
  /** The file's size as shown next to the link, e.g. "61 KB"; null when the sheet is still being made. */
  size: string | null;
}

/** Public URL of a product's spec sheet, e.g. "/generated/spec-sheets/sd95.pdf". */
export function specSheetUrl(productId: string): string {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(productId)) throw new Error(`product id must be a lowercase slug, got "${productId}"`);
  return `${GENERATED_BASE}/${SPEC_SHEET_DIR}/${productId}.pdf`;
}

/** The file name a visitor's download is saved as, e.g. "Helios-SD95-spec-sheet.pdf". */
export function specSheetFileName(productTitle: string): string {
  const name = productTitle
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `Helios-${name}-spec-sheet.pdf`;
}

const KILOBYTE = 1024;
const MEGABYTE = 1024 * KILOBYTE;

/** A file size as shown next to a download link: "850 bytes", "182 KB", "1.4 MB". */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new Error(`not a file size: ${bytes}`);
  if (bytes < KILOBYTE) return `${bytes} bytes`;
  if (bytes < MEGABYTE) return `${Math.max(1, Math.round(bytes / KILOBYTE))} KB`;
  return `${(bytes / MEGABYTE).toFixed(1)} MB`;
}
