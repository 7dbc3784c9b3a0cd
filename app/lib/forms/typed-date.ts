/**
 * A day as staff type it (decision 047): "2026-11-28", "Nov 28, 2026", "November 28 2026", "28 Nov 2026",
 * "28 November, 2026", "2026/11/28", with any capitals, commas and dots. Read as the calendar day written, with no
 * time zone. Numeric forms other than year first ("11/28/2026", "28/11/2026") are not read: which is the month
 * cannot be known. No zod here; browser-safe.
 */

const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"] as const;

function monthNumber(word: string): number | null {
  const lower = word.toLowerCase().replace(/\.$/, "");
  if (lower.length < 3) return null;
  // "Nov", "Nov.", "Sept", "November": the start of a month's name, three letters at least.
  const index = MONTHS.findIndex((month) => month.startsWith(lower));
  return index < 0 ? null : index + 1;
}

function isoDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The day a typed date names, as "YYYY-MM-DD", or null when it is not a date read here (or not a real day). */
export function readTypedDate(input: string): string | null {
  const typed = input.trim().replace(/\s+/g, " ");
  if (!typed || typed.length > 40) return null;
  const numeric = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(typed);
  if (numeric) return isoDay(Number(numeric[1]), Number(numeric[2]), Number(numeric[3]));
  const words = typed.replace(/,/g, " ").replace(/(\d)(st|nd|rd|th)\b/gi, "$1").trim().split(/\s+/);
  if (words.length !== 3) return null;
  const [a = "", b = "", c = ""] = words;
  // "Nov 28 2026"
  let month = monthNumber(a);
  if (month && /^\d{1,2}$/.test(b) && /^\d{4}$/.test(c)) return isoDay(Number(c), month, Number(b));
  // "28 Nov 2026"
  month = monthNumber(b);
  if (month && /^\d{1,2}$/.test(a) && /^\d{4}$/.test(c)) return isoDay(Number(c), month, Number(a));
  // "2026 Nov 28"
  if (month && /^\d{4}$/.test(a) && /^\d{1,2}$/.test(c)) return isoDay(Number(a), month, Number(c));
  return null;
}

/** A typed day as "YYYY-MM-DD" when it can be read, else as typed (the schema then refuses it with its own words). */
export function typedDateOrAsTyped(input: string): string {
  return readTypedDate(input) ?? input.trim();
}
