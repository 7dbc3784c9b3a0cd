/**
 * The week of days /visit shows (decision 048): seven days at a time, the first week starting on the next free day,
 * each day with its free times or why it has none (a statutory holiday by name, closed, full). Weeks step by seven
 * days from that first free day, so a chosen day always falls in the same week, and the address needs no week
 * unless the visitor pages to another one. Pure and client-safe.
 */
import { addDays, closureOn, type SlotDay } from "./slots";
import type { Closure } from "./showrooms";

export const WEEK_DAYS = 7;

export interface WeekDay {
  /** Pacific date "YYYY-MM-DD". */
  date: string;
  /** Free times that day; 0 when none. */
  count: number;
  /** Why there are none: "Christmas Day", "Closed", "Fully booked". */
  closed?: string;
}

export interface BookingWeek {
  /** The first day shown. */
  start: string;
  days: WeekDay[];
  /** The first day of the week before and after, null at the ends of the booking window. */
  previous: string | null;
  next: string | null;
}

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * The week to show: the one asked for (`week`, a first day from a previous or next link), else the one holding the
 * chosen day, else the first. `first` is the booking window's first day, `last` its last; `open` whether a day has
 * opening hours at all.
 */
export function bookingWeek({
  free,
  closures,
  first,
  last,
  open,
  week,
  date,
}: {
  free: readonly SlotDay[];
  closures: readonly Closure[];
  first: string;
  last: string;
  open: (date: string) => boolean;
  week?: string | null;
  date?: string;
}): BookingWeek {
  const origin = free[0]?.date ?? first;
  const weekOf = (day: string) => addDays(origin, Math.floor(daysBetween(origin, day) / WEEK_DAYS) * WEEK_DAYS);
  const asked = week && /^\d{4}-\d{2}-\d{2}$/.test(week) && week >= origin && week <= last ? weekOf(week) : undefined;
  const start = asked ?? (date ? weekOf(date) : origin);
  const counts = new Map(free.map((day) => [day.date, day.slots.length]));
  const days: WeekDay[] = [];
  for (let index = 0; index < WEEK_DAYS; index++) {
    const day = addDays(start, index);
    if (day > last) break;
    const count = counts.get(day) ?? 0;
    if (count) {
      days.push({ date: day, count });
      continue;
    }
    const closure = day >= first ? closureOn(day, closures) : undefined;
    days.push({ date: day, count: 0, closed: closure?.holiday ? closure.reason : closure || !open(day) ? "Closed" : day < first ? "Too soon" : "Fully booked" });
  }
  const previous = start > origin ? addDays(start, -WEEK_DAYS) : null;
  const next = addDays(start, WEEK_DAYS) <= last ? addDays(start, WEEK_DAYS) : null;
  return { start, days, previous, next };
}
