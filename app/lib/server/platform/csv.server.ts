/** Spreadsheets (Excel, LibreOffice, Google Sheets) read a UTF-8 file correctly when it starts with a BOM. */
export const UTF8_BOM = "\uFEFF";
/** RFC 4180 line ending. */
export const CSV_EOL = "\r\n";

/**
 * Characters that make a spreadsheet treat a cell as a formula (or, tab and carriage return, that some of them
 * strip before checking for one). Such cells get a leading apostrophe, which the spreadsheet shows as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvValue = string | number | boolean | null | undefined;

/** A cell's text with formula injection neutralised. */
export function neutralise(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** Cells that must be quoted: they hold a comma, quote, CR or LF. */
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One RFC 4180 cell: quoted (quotes doubled) when it holds a comma, quote, CR or LF. Written for speed (an export
 * writes millions of cells, decision 069): the formula check looks at the first character only, as FORMULA_START does.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "string" ? value : String(value);
  if (text === "") return "";
  const first = text.charCodeAt(0);
  // = + - @ tab CR: FORMULA_START's characters.
  if (first === 61 || first === 43 || first === 45 || first === 64 || first === 9 || first === 13) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, ending in CRLF. */
export function csvRow(values: readonly CsvValue[]): string {
  let line = values.length ? csvCell(values[0]) : "";
  for (let i = 1; i < values.length; i++) line += `,${csvCell(values[i])}`;
  return line + CSV_EOL;
}
