/**
 * British Columbia's statutory holidays, computed for any year (decision 048): the days the showrooms are closed unless
 * the owners open one at /admin/visits. Pure and client-safe: dates are Pacific calendar dates "YYYY-MM-DD".
 *
 * The eleven holidays of the Employment Standards Act: New Year's Day, Family Day (third Monday of February), Good
 * Friday (two days before Easter Sunday, by the Gregorian computus), Victoria Day (the Monday before May 25), Canada
 * Day, BC Day (first Monday of August), Labour Day (first Monday of September), the National Day for Truth and
 * Reconciliation (September 30), Thanksgiving (second Monday of October), Remembrance Day and Christmas Day.
 *
 * Weekends: a holiday on a fixed date that falls on a Saturday or a Sunday is kept on its day (a showroom open on
 * Saturdays is closed on it) and observed on the Monday after as well, the day the staff take off in its place (for
 * Canada Day on a Sunday, July 2 is the holiday by law). Holidays that fall on a Monday by rule need no other day.
 */

/** The holidays, as owners and visitors read their names. */
export const BC_HOLIDAY_NAMES = {
  "new-year": "New Year's Day",
  "family-day": "Family Day",
  "good-friday": "Good Friday",
  "victoria-day": "Victoria Day",
  "canada-day": "Canada Day",
  "bc-day": "BC Day",
  "labour-day": "Labour Day",
  "truth-and-reconciliation": "National Day for Truth and Reconciliation",
  thanksgiving: "Thanksgiving",
  "remembrance-day": "Remembrance Day",
  christmas: "Christmas Day",
} as const;
export type HolidayId = keyof typeof BC_HOLIDAY_NAMES;

export interface Holiday {
  /** Pacific date "YYYY-MM-DD" the showroom is closed on. */
  date: string;
  id: HolidayId;
  /** "Christmas Day", or "Christmas Day (observed)" for the Monday after a weekend one. */
  name: string;
  /** For an observed Monday: the date of the holiday itself. */
  observedFor?: string;
}

const DAY_MS = 86_400_000;
/** The earliest year the calendar is asked for; Truth and Reconciliation is a BC statutory holiday from 2023. */
const TRUTH_AND_RECONCILIATION_FROM = 2023;

const iso = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const plusDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The nth (1-based) Monday of a month. */
function nthMonday(year: number, month: number, n: number): string {
  const first = iso(year, month, 1);
  const toMonday = (8 - weekday(first)) % 7;
  return plusDays(first, toMonday + (n - 1) * 7);
}

/** Easter Sunday of a year in the Gregorian calendar (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return iso(year, month, day);
}

/** Victoria Day: the last Monday before May 25. */
function victoriaDay(year: number): string {
  const may24 = iso(year, 5, 24);
  return plusDays(may24, -((weekday(may24) + 6) % 7));
}

/** The holidays on their own dates, in order. */
function holidaysOn(year: number): { id: HolidayId; date: string; fixed: boolean }[] {
  const list: { id: HolidayId; date: string; fixed: boolean }[] = [
    { id: "new-year", date: iso(year, 1, 1), fixed: true },
    { id: "family-day", date: nthMonday(year, 2, 3), fixed: false },
    { id: "good-friday", date: plusDays(easterSunday(year), -2), fixed: false },
    { id: "victoria-day", date: victoriaDay(year), fixed: false },
    { id: "canada-day", date: iso(year, 7, 1), fixed: true },
    { id: "bc-day", date: nthMonday(year, 8, 1), fixed: false },
    { id: "labour-day", date: nthMonday(year, 9, 1), fixed: false },
    { id: "truth-and-reconciliation", date: iso(year, 9, 30), fixed: true },
    { id: "thanksgiving", date: nthMonday(year, 10, 2), fixed: false },
    { id: "remembrance-day", date: iso(year, 11, 11), fixed: true },
    { id: "christmas", date: iso(year, 12, 25), fixed: true },
  ];
  return list.filter((holiday) => holiday.id !== "truth-and-reconciliation" || year >= TRUTH_AND_RECONCILIATION_FROM);
}

/** A year's statutory holidays and their observed Mondays, by date. */
export function bcHolidays(year: number): Holiday[] {
  const days: Holiday[] = [];
  for (const { id, date, fixed } of holidaysOn(year)) {
    const name = BC_HOLIDAY_NAMES[id];
    days.push({ date, id, name });
    const day = weekday(date);
    if (fixed && (day === 0 || day === 6)) days.push({ date: plusDays(date, day === 6 ? 2 : 1), id, name: `${name} (observed)`, observedFor: date });
  }
  return days.sort((a, b) => a.date.localeCompare(b.date));
}

/** The holidays (and observed Mondays) from one date to another, both included. */
export function holidaysBetween(from: string, to: string): Holiday[] {
  const first = Number(from.slice(0, 4));
  const last = Number(to.slice(0, 4));
  const days: Holiday[] = [];
  // An observed Monday is always in its holiday's year (December 25 on a Saturday is observed on December 27).
  for (let year = first; year <= last; year++) days.push(...bcHolidays(year));
  return days.filter((holiday) => holiday.date >= from && holiday.date <= to);
}

/** The holiday on a date, if any. */
export function holidayOn(date: string): Holiday | undefined {
  return holidaysBetween(date, date)[0];
}
