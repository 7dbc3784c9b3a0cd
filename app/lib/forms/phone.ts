/**
 * Phone numbers as people write them (decision 047): spaces, dashes, dots, brackets, slashes, a leading +1 or 1, an
 * international prefix (+, 00 or 011) and a country code. A North American number is kept as its ten digits
 * ("6045551234"), as every form has always stored it; a number with another country code is kept in international
 * form ("+442079460958"). Only what cannot be a phone number is refused, with a sentence that says what was read.
 * One module for the browser and the server (the forms' zod schema calls it), with no zod of its own.
 */

/** How a North American number is written in examples and shown to staff. */
export const PHONE_EXAMPLE = "(604) 555-0142";
/** Characters a person may put between the digits. */
const SEPARATORS = /[\s().\-/\u00a0\u2010-\u2015]/g;
/** Digits of an international number, country code included (ITU E.164). */
const INTERNATIONAL_DIGITS = { min: 8, max: 15 } as const;
/** Longer than any way of writing a phone number: not echoed back, not parsed. */
export const PHONE_MAX_TYPED = 40;

export type PhoneReading = { ok: true; value: string } | { ok: false; message: string };

const digitsWord = (count: number) => (count === 1 ? "1 digit" : `${count} digits`);

/** Digits grouped as people read them: "604 555 123", "604 555 1234 5". */
function grouped(digits: string): string {
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 10), digits.slice(10)].filter(Boolean);
  return parts.join(" ");
}

const TEN_DIGITS = `A phone number here has 10 digits, like ${PHONE_EXAMPLE}.`;
const ABROAD = "For a number outside North America, start with + and the country code.";

function northAmerican(digits: string): PhoneReading {
  if (digits.length !== 10) {
    return { ok: false, message: `That's ${digitsWord(digits.length)}: ${grouped(digits)}. ${TEN_DIGITS}${digits.length > 10 ? ` ${ABROAD}` : ""}` };
  }
  if (!/^[2-9]/.test(digits)) {
    return { ok: false, message: `No area code starts with ${digits[0]}, as ${grouped(digits)} would. ${TEN_DIGITS}` };
  }
  if (!/^\d{3}[2-9]/.test(digits)) {
    return { ok: false, message: `In ${grouped(digits)}, the local number cannot start with ${digits[3]}. ${TEN_DIGITS}` };
  }
  return { ok: true, value: digits };
}

/** Reads a phone number as typed, pasted or filled in by the browser. */
export function readPhone(input: string): PhoneReading {
  const typed = input.trim();
  if (!typed) return { ok: false, message: "Please enter your phone number." };
  if (typed.length > PHONE_MAX_TYPED) {
    return { ok: false, message: `That is ${typed.length} characters, longer than any phone number. ${TEN_DIGITS}` };
  }
  const compact = typed.replace(SEPARATORS, "");
  const stray = compact.replace(/^\+/, "").match(/[^0-9]/);
  if (stray) {
    return {
      ok: false,
      message: `A phone number has only digits (spaces, dashes, dots and brackets are fine), and “${typed}” has “${stray[0]}” in it. ${TEN_DIGITS}`,
    };
  }
  // The international prefixes: + as on a mobile, 011 as dialled from North America, 00 as from most other places.
  const international = compact.startsWith("+") ? compact.slice(1) : compact.startsWith("011") ? compact.slice(3) : compact.startsWith("00") ? compact.slice(2) : null;
  if (international === null) {
    // A leading 1 is North America's country code (no area code starts with 1): so read in eleven digits, or when
    // written apart from the rest ("1 604 555 123", "1-604-…"); "12345" is five digits, not 1 and four.
    const countryCode = compact.startsWith("1") && (compact.length === 11 || /^1[^0-9]/.test(typed));
    return northAmerican(countryCode ? compact.slice(1) : compact);
  }
  if (international.startsWith("1")) return northAmerican(international.slice(1));
  if (!/^[2-9]/.test(international)) {
    return { ok: false, message: `After the +, a phone number starts with its country code (like +44 for the UK), and “${typed}” does not. ${TEN_DIGITS}` };
  }
  if (international.length < INTERNATIONAL_DIGITS.min || international.length > INTERNATIONAL_DIGITS.max) {
    return {
      ok: false,
      message: `That's ${digitsWord(international.length)} after the +: ${international}. A number with its country code has ${INTERNATIONAL_DIGITS.min} to ${INTERNATIONAL_DIGITS.max} digits.`,
    };
  }
  return { ok: true, value: `+${international}` };
}

/** A stored number as people read it: "(604) 555-1234"; an international one ("+442079460958") or anything else as stored. */
export function formatPhone(stored: string | null | undefined): string {
  const value = (stored ?? "").trim();
  if (/^\d{10}$/.test(value)) return `(${value.slice(0, 3)}) ${value.slice(3, 6)}-${value.slice(6)}`;
  return value;
}

/** A stored number as a tel: link (E.164), or null when it is not a number one can call. */
export function phoneHref(stored: string | null | undefined): string | null {
  const reading = readPhone(stored ?? "");
  if (!reading.ok) return null;
  return `tel:${reading.value.startsWith("+") ? reading.value : `+1${reading.value}`}`;
}
