/** Lengths in a quote: entered in millimetres or inches, stored in whole millimetres. */

/** Exact, by definition of the inch. */
export const MM_PER_INCH = 25.4;
/** Inches are shown to the nearest sixteenth, as a tape measure reads. */
export const INCH_FRACTION_DENOMINATOR = 16;
/** Groups thousands in "1 200 mm" and keeps a size on one line. */
export const NO_BREAK_SPACE = "\u00a0";

export const LENGTH_UNITS = ["mm", "in"] as const;
export type LengthUnit = (typeof LENGTH_UNITS)[number];

export const LENGTH_UNIT_LABELS: Record<LengthUnit, string> = { mm: "mm", in: "inches" };

export function isLengthUnit(value: unknown): value is LengthUnit {
  return value === "mm" || value === "in";
}

export function mmToInches(mm: number): number {
  return mm / MM_PER_INCH;
}

export function inchesToMm(inches: number): number {
  return inches * MM_PER_INCH;
}

/** A length entered in either unit, in whole millimetres (as stored). */
export function toWholeMm(value: number, unit: LengthUnit): number {
  return Math.round(unit === "in" ? inchesToMm(value) : value);
}

const PLAIN = /^\d+(?:\.\d+)?$|^\.\d+$/;
const COMMA_GROUPED = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;
const SPACE_GROUPED = /^\d{1,3}(?: \d{3})+(?:\.\d+)?$/;
const FRACTION = /^(\d+)\/(\d+)$/;
const WHOLE_AND_FRACTION = /^(\d+)[ -](\d+)\/(\d+)$/;

/**
 * Reads a length as people type it: "1200", "1,200", "1 200", "47.25", and for inches also "47 1/4", "47-1/4" or
 * "3/4". A leading minus is read (so a negative size can be called negative); anything else is undefined.
 */
export function parseLength(text: string, unit: LengthUnit): number | undefined {
  let value = text
    .trim()
    .replace(/[\u00a0\u202f\u2009]/g, " ")
    .replace(/\s+/g, " ")
    .replace(/\s*(?:mm|in|inch|inches|")$/i, "");
  let sign = 1;
  if (/^[-\u2212]/.test(value)) {
    sign = -1;
    value = value.slice(1).trim();
  }
  if (value === "") return undefined;
  if (PLAIN.test(value)) return sign * Number(value);
  if (COMMA_GROUPED.test(value)) return sign * Number(value.replace(/,/g, ""));
  if (SPACE_GROUPED.test(value)) return sign * Number(value.replace(/ /g, ""));
  if (unit !== "in") return undefined;
  const fraction = FRACTION.exec(value);
  if (fraction) return ratio(fraction[1]!, fraction[2]!, sign);
  const mixed = WHOLE_AND_FRACTION.exec(value);
  if (mixed) {
    const part = ratio(mixed[2]!, mixed[3]!, 1);
    return part === undefined ? undefined : sign * (Number(mixed[1]) + part);
  }
  return undefined;
}

function ratio(numerator: string, denominator: string, sign: number): number | undefined {
  const below = Number(denominator);
  return below === 0 ? undefined : (sign * Number(numerator)) / below;
}

/** "1200" as "1 200" (no-break space), "950" as "950". */
export function groupThousands(whole: number): string {
  return String(Math.round(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, NO_BREAK_SPACE);
}

/** Inches to the nearest sixteenth, with the fraction reduced: "47 1/4", "36", "5/8". */
export function formatInches(inches: number): string {
  const sixteenths = Math.round(inches * INCH_FRACTION_DENOMINATOR);
  const whole = Math.trunc(sixteenths / INCH_FRACTION_DENOMINATOR);
  let numerator = Math.abs(sixteenths % INCH_FRACTION_DENOMINATOR);
  let denominator = INCH_FRACTION_DENOMINATOR;
  while (numerator > 0 && numerator % 2 === 0) {
    numerator /= 2;
    denominator /= 2;
  }
  if (numerator === 0) return String(whole);
  const fraction = `${numerator}/${denominator}`;
  if (whole === 0) return sixteenths < 0 ? `-${fraction}` : fraction;
  return `${whole} ${fraction}`;
}

/** A stored size as the schedule shows it: "1 200 mm (47 1/4 in)". */
export function formatLength(mm: number): string {
  return `${groupThousands(mm)}${NO_BREAK_SPACE}mm (${formatInches(mmToInches(mm))}${NO_BREAK_SPACE}in)`;
}

/** Width by height: "1 200 × 2 400 mm (47 1/4 × 94 1/2 in)". */
export function formatSize(widthMm: number, heightMm: number): string {
  const inches = `${formatInches(mmToInches(widthMm))} × ${formatInches(mmToInches(heightMm))}`;
  return `${groupThousands(widthMm)} × ${groupThousands(heightMm)}${NO_BREAK_SPACE}mm (${inches}${NO_BREAK_SPACE}in)`;
}
