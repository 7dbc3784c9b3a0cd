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

/** One RFC 4180 cell: quoted (quotes doubled) when it holds a comma, quote, CR or LF. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  const text = neutralise(typeof value === "string" ? value : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, ending in CRLF. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}${CSV_EOL}`;
}
