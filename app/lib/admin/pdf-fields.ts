import type { StaffContentKind } from "./content-kinds";
import { PRODUCT_FIELD_LABELS } from "./product-form";
import { SETTINGS_FORM } from "./settings-form";
import { MAX_SPEC_LINES, specLabelField, specValueField } from "#app/lib/forms/staff/product-editor";

/**
 * Which staff editors' fields the site's PDFs print, and how (read from the spec sheet and quote PDF generators,
 * app/lib/server/catalogue/spec-sheet-pdf.server.ts and app/lib/server/leads/quote-pdf.server.ts): the face each is set
 * in, and whether it stands on one line (a line break there prints as a space). The PDFs print any text, a character
 * no bundled font has as "?"; the editors name such characters when they are saved (decision 053). No zod, no fonts
 * here: the server reads the fonts (unprintable.server.ts).
 */

/** The faces of the PDFs: Marcellus ("display") and Inter ("text", "bold"), each with Inter's other scripts behind it. */
export type PdfFace = "display" | "text" | "bold";
export interface PdfPlace {
  face: PdfFace;
  /** On one line: a line separator there prints as a space. */
  oneLine: boolean;
}
export interface PdfField {
  /** The form field's name. */
  field: string;
  /** Its label in the editor. */
  label: string;
  text: string;
  places: readonly PdfPlace[];
}

const line = (face: PdfFace): PdfPlace => ({ face, oneLine: true });
const wrapped = (face: PdfFace): PdfPlace => ({ face, oneLine: false });

/** The company details the spec sheets' and quote PDFs' bands and footers print (siteDetails: name, phone, email, address). */
const COMPANY_FIELDS: Record<string, readonly PdfPlace[]> = {
  // The spec sheet's footer sets the name in Marcellus; the quote PDF's contact line in Inter.
  name: [line("display"), line("text")],
  phone: [line("text")],
  email: [line("text")],
  address_street: [line("text")],
  address_locality: [line("text")],
  address_postal_code: [line("text")],
};

/** A product's fields on its spec sheet (buildSpecSheet). */
const PRODUCT_FIELDS: Record<string, readonly PdfPlace[]> = {
  // In the band ("Brand Name", one line) and as the heading (wrapped); in a quote PDF's lines, in Inter's bold.
  title: [line("display"), wrapped("display"), line("bold")],
  manufacturer: [line("display"), line("bold")],
  subtitle: [wrapped("display")],
  summary: [wrapped("text")],
  step_label: [line("bold")],
  energy_notes: [wrapped("text")],
  // One advantage a line, each a paragraph.
  advantages: [wrapped("text")],
  ...Object.fromEntries(
    Array.from({ length: MAX_SPEC_LINES }, (_, i) => [
      [specLabelField(i + 1), [line("text")]],
      [specValueField(i + 1), [line("bold")]],
    ]).flat(),
  ),
};

/** What the PDFs that print a kind's fields are called, in a sentence. */
export const PDF_NAMES: Partial<Record<StaffContentKind, string>> = {
  settings: "the spec sheets and quote PDFs",
  product: "its spec sheet and the quote PDFs",
};

/** The fields of an editor's values that a PDF prints, with their text; none for a kind no PDF prints. */
export function pdfFieldsOf(kind: StaffContentKind, values: Readonly<Record<string, string | undefined>>): PdfField[] {
  const fields = kind === "settings" ? COMPANY_FIELDS : kind === "product" ? PRODUCT_FIELDS : undefined;
  if (!fields) return [];
  const labels: Record<string, string | undefined> = kind === "settings" ? SETTINGS_FORM.labels : PRODUCT_FIELD_LABELS;
  return Object.entries(fields)
    .filter(([field]) => values[field])
    .map(([field, places]) => ({ field, label: labels[field] ?? field, text: values[field]!, places }));
}

/** A character as staff can find it: “🎉” (U+1F389); one that shows nothing by its name. */
export function characterName(char: string): string {
  const code = `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
  const named = INVISIBLE_NAMES[char];
  return named ? `${named} (${code})` : `“${char}” (${code})`;
}

const INVISIBLE_NAMES: Record<string, string> = {
  "\u2028": "a line separator",
  "\u2029": "a paragraph separator",
  "\u0085": "a next-line mark",
  "\v": "a vertical tab",
  "\f": "a page break",
};

/** Characters that end a line in a PDF's text; on a line of its own, one prints as a space. */
export const LINE_SEPARATORS = /[\u0085\u2028\u2029\v\f]/gu;

/** "“🎉” (U+1F389)", "“🎉” (U+1F389) and “✓” (U+2713)", "a, b and c". */
function listed(chars: readonly string[]): string {
  const names = chars.map(characterName);
  return names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

export interface PdfCharacterWarning {
  field: string;
  message: string;
}

/** The notice's sentence for one field: which characters print as "?", and which separators as a space. */
export function warningMessage(label: string, where: string, replaced: readonly string[], spaced: readonly string[]): string {
  const parts: string[] = [];
  if (replaced.length) parts.push(`${listed(replaced)} ${replaced.length === 1 ? "prints" : "print"} as “?”`);
  if (spaced.length) parts.push(`${listed(spaced)} ${spaced.length === 1 ? "prints" : "print"} as a space`);
  return `${label}: ${parts.join(", and ")} in ${where}. The site shows the text as typed.`;
}
