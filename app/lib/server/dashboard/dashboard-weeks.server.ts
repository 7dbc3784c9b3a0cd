import { pacificDateOf, parsePacificDate } from "#app/lib/pacific-time";

/** One week of the front page: Monday to Sunday, Pacific time. */
export interface DashboardWeek {
  /** Its first and last days ("2026-11-16", "2026-11-22"), as the inbox's date filter takes them. */
  from: string;
  to: string;
  /** "16 Nov": the week as the charts name it ("Week of 16 Nov"). */
  label: string;
  /** The first instant of its Monday, and of the next Monday (UTC milliseconds). */
  startMs: number;
  endMs: number;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const DAY_MS = 24 * 60 * 60 * 1000;

/** A Pacific day moved by `days` ("2026-11-16" + 7 → "2026-11-23"): calendar arithmetic, no time zone involved. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday on or before a Pacific day. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

function weekLabel(day: string): string {
  const [, month, date] = day.split("-").map(Number) as [number, number, number];
  return `${date} ${MONTHS[month - 1]}`;
}

/**
 * The last `count` weeks up to the one holding `now`, oldest first, each from the midnight that starts its Monday in
 * Pacific time (so a week across a clock change is 167 or 169 hours long, as the business's days are).
 */
export function dashboardWeeks(now: number, count: number): DashboardWeek[] {
  const thisMonday = mondayOf(pacificDateOf(now));
  return Array.from({ length: count }, (_, i) => {
    const from = addDays(thisMonday, (i - count + 1) * 7);
    const next = addDays(from, 7);
    return { from, to: addDays(from, 6), label: weekLabel(from), startMs: parsePacificDate(from)!, endMs: parsePacificDate(next)! };
  });
}
