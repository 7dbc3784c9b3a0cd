import { statSync } from "node:fs";
import path from "node:path";
import { formatFileSize, specSheetUrl, type SpecSheetLink } from "#app/lib/spec-sheets";

/** Where generated files are found: public/ while building (and in development), build/client/ when serving. */
const STATIC_ROOTS = ["public", "build/client"];

/**
 * The link to a product's spec sheet with its file size. Runs on the server only: at prerender (build) time for
 * every product page. A missing sheet is a build error, never a broken link.
 */
export function specSheetLink(productId: string): SpecSheetLink {
  const href = specSheetUrl(productId);
  for (const root of STATIC_ROOTS) {
    try {
      return { href, size: formatFileSize(statSync(path.join(process.cwd(), root, href)).size) };
    } catch {
      // Not in this root; try the next.
    }
  }
  throw new Error(`The spec sheet ${href} is missing: run scripts/generate-spec-sheets.mjs (part of the build)`);
}

/**
 * The spec sheet's link when the build made one, or null: a product staff created after the build has none until
 * spec sheets are made at run time, and its page then leaves the link out rather than failing.
 */
export function builtSpecSheet(productId: string): SpecSheetLink | null {
  try {
    return specSheetLink(productId);
  } catch {
    return null;
  }
}
