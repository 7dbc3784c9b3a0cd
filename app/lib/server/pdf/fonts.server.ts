// The site's fonts in its PDFs (the spec sheets and the quote requests): which files, read once per process as plain
// TrueType, and embedded in a document with the fallbacks for characters they lack.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { StandardFonts, type PDFDocument, type PDFFont } from "pdf-lib";
import { woffToSfnt } from "./woff.server";

const require = createRequire(import.meta.url);

/** The site's fonts, as shipped by @fontsource (WOFF, which fontkit reads); the Latin sets first, then other scripts. */
export const FONT_FILES = {
  display: "@fontsource/marcellus/files/marcellus-latin-400-normal.woff",
  text: "@fontsource/inter/files/inter-latin-400-normal.woff",
  bold: "@fontsource/inter/files/inter-latin-600-normal.woff",
  textLatinExt: "@fontsource/inter/files/inter-latin-ext-400-normal.woff",
  textCyrillic: "@fontsource/inter/files/inter-cyrillic-400-normal.woff",
  textGreek: "@fontsource/inter/files/inter-greek-400-normal.woff",
  textVietnamese: "@fontsource/inter/files/inter-vietnamese-400-normal.woff",
} as const;

export type FontKey = keyof typeof FONT_FILES;

/** The styles a document sets its text in. */
export type SiteFace = "display" | "text" | "bold";

export interface SiteFonts {
  fonts: Record<SiteFace, PDFFont>;
  fallbacks: PDFFont[];
}

export function fontPath(key: FontKey): string {
  return require.resolve(FONT_FILES[key]);
}

const fontCache = new Map<FontKey, Buffer>();
/** A font as plain TrueType, read once per process. */
export function fontBytes(key: FontKey): Buffer {
  let bytes = fontCache.get(key);
  if (!bytes) {
    bytes = woffToSfnt(readFileSync(fontPath(key)));
    fontCache.set(key, bytes);
  }
  return bytes;
}

/** The other scripts' Inter sets, tried in this order for a character the style's font lacks. */
const TEXT_FALLBACKS: readonly FontKey[] = ["textLatinExt", "textCyrillic", "textGreek", "textVietnamese"];

/**
 * The site's fonts embedded in a document (as subsets: only the glyphs drawn are stored), with the fallbacks for any
 * character they lack: Inter's other scripts, then the standard Symbol font (the energy figures' "≤").
 */
export async function embedSiteFonts(doc: PDFDocument): Promise<SiteFonts> {
  const fonts = {
    display: await doc.embedFont(fontBytes("display"), { subset: true }),
    text: await doc.embedFont(fontBytes("text"), { subset: true }),
    bold: await doc.embedFont(fontBytes("bold"), { subset: true }),
  };
  const fallbacks: PDFFont[] = [];
  for (const key of TEXT_FALLBACKS) fallbacks.push(await doc.embedFont(fontBytes(key), { subset: true }));
  fallbacks.push(await doc.embedFont(StandardFonts.Symbol));
  return { fonts, fallbacks };
}
