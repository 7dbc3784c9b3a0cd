import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, type PDFFont } from "pdf-lib";
import { LINE_SEPARATORS, PDF_NAMES, pdfFieldsOf, warningMessage, type PdfCharacterWarning, type PdfFace } from "#app/lib/admin/pdf-fields";
import type { StaffContentKind } from "#app/lib/admin/content-kinds";
import { embedSiteFonts } from "./fonts.server";
import { Typesetter } from "./typesetter.server";

/**
 * The characters of an editor's saved text that its PDFs cannot print (decision 053): the spec sheet and quote PDF
 * print any text, a character no bundled font has as "?" (Typesetter, typesetter.server.ts); this asks the same
 * fonts, embedded once per process in a document that is never saved, so the answer is the PDFs' own.
 */

let fonts: Promise<{ type: Typesetter; faces: Record<PdfFace, PDFFont> }> | undefined;

function siteFonts() {
  fonts ??= (async () => {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    const embedded = await embedSiteFonts(doc);
    return { type: new Typesetter(embedded.fonts, { fallbacks: embedded.fallbacks, missing: "replace" }), faces: embedded.fonts };
  })();
  return fonts;
}

/** The characters of `text` printed as "?" when set in `face`, each once, in order. */
export async function unprintableCharacters(text: string, face: PdfFace): Promise<string[]> {
  const { type, faces } = await siteFonts();
  return type.unprintable(text, faces[face]);
}

/** For each field of a kind's saved values that a PDF prints: the characters it will not print as typed, in words. */
export async function pdfCharacterWarnings(kind: StaffContentKind, values: Readonly<Record<string, string | undefined>>): Promise<PdfCharacterWarning[]> {
  const fields = pdfFieldsOf(kind, values);
  if (!fields.length) return [];
  const where = PDF_NAMES[kind] ?? "the PDFs";
  const warnings: PdfCharacterWarning[] = [];
  for (const { field, label, text, places } of fields) {
    const replaced = new Set<string>();
    for (const place of places) for (const char of await unprintableCharacters(text, place.face)) replaced.add(char);
    const spaced = places.some((place) => place.oneLine) ? [...new Set(text.match(LINE_SEPARATORS) ?? [])] : [];
    if (replaced.size || spaced.length) warnings.push({ field, message: warningMessage(label, where, [...replaced], spaced) });
  }
  return warnings;
}
