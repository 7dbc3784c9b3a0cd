import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFObject } from "pdf-lib";

/**
 * The text of a PDF, as a reader would select and copy it: one line per text block, per page. Enough of a text
 * extractor to check our own spec sheets (fonts with a ToUnicode map, or the standard Symbol font), not any PDF.
 */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const pages: string[] = [];
  for (const page of doc.getPages()) {
    const fonts = new Map<string, (hex: string) => string>();
    const fontDict = page.node.Resources()?.lookup(PDFName.of("Font"), PDFDict);
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const font = doc.context.lookup(ref, PDFDict);
      const toUnicode = font.lookup(PDFName.of("ToUnicode"));
      const baseFont = font.lookup(PDFName.of("BaseFont"))?.toString();
      fonts.set(name.toString(), toUnicode ? cmapDecoder(streamText(toUnicode)) : singleByteDecoder(baseFont === "/Symbol"));
    }
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((item) => doc.context.lookup(item)) : [contents];
    const lines: string[] = [];
    let decode: ((hex: string) => string) | undefined;
    let line = "";
    const pattern = /(\/[^\s/[\]<>()]+)\s+[-\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj|\bBT\b|\bET\b/g;
    for (const stream of streams) {
      if (!stream) continue;
      for (const match of streamText(stream).matchAll(pattern)) {
        if (match[1]) decode = fonts.get(match[1]);
        else if (match[2] !== undefined && decode) line += decode(match[2]);
        else if (match[0] === "ET" && line) {
          lines.push(line);
          line = "";
        }
      }
    }
    pages.push(lines.join("\n"));
  }
  return pages;
}

function streamText(object: PDFObject | undefined): string {
  if (!(object instanceof PDFRawStream)) return "";
  return Buffer.from(decodePDFRawStream(object).decode()).toString("latin1");
}

const hexToString = (hex: string) => String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16)));

/** A decoder from a ToUnicode CMap (bfchar and bfrange entries). */
function cmapDecoder(cmap: string): (hex: string) => string {
  const map = new Map<number, string>();
  let width = 4;
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, unicode] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      width = code!.length;
      map.set(Number.parseInt(code!, 16), hexToString(unicode!));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, unicode] of block[1]!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
      width = from!.length;
      const start = Number.parseInt(unicode!, 16);
      for (let code = Number.parseInt(from!, 16), i = 0; code <= Number.parseInt(to!, 16); code++, i++) {
        map.set(code, String.fromCodePoint(start + i));
      }
    }
  }
  return (hex) => (hex.match(new RegExp(`.{${width}}`, "g")) ?? []).map((code) => map.get(Number.parseInt(code, 16)) ?? "\uFFFD").join("");
}

/** The standard Symbol font's few characters we use; WinAnsi (latin-1) otherwise. */
const SYMBOL: Record<number, string> = { 0xa3: "≤", 0xb3: "≥", 0x20: " " };

function singleByteDecoder(symbol: boolean): (hex: string) => string {
  return (hex) =>
    (hex.match(/.{2}/g) ?? [])
      .map((code) => Number.parseInt(code, 16))
      .map((code) => (symbol ? (SYMBOL[code] ?? "\uFFFD") : String.fromCharCode(code)))
      .join("");
}
