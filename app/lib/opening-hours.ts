/**
 * A showroom's opening hours as people read them (from the company details, decision 040): days with the same hours
 * grouped, "Monday to Friday: 9:00 a.m. – 12:00 p.m. and 1:00 – 5:00 p.m.", the week from Monday. Pure.
 */
import { WEEKDAY_LABELS, WEEKDAYS, type Weekday } from "#app/content/settings-basics";
import type { ShowroomSettings } from "#app/content/settings.schema";

/** The week as a table reads it: from Monday. */
const WEEK_FROM_MONDAY: readonly Weekday[] = [...WEEKDAYS.slice(1), WEEKDAYS[0]];

export interface OpeningRow {
  /** "Monday to Friday", "Saturday". */
  days: string;
  /** "9:00 a.m. – 12:00 p.m. and 1:00 – 5:00 p.m.", or "Closed". */
  hours: string;
}

/** "13:00" → "1:00 p.m."; "12:00" → "12:00 p.m.". */
export function clockText(clock: string): string {
  const [hours, minutes] = clock.split(":").map(Number) as [number, number];
  const half = hours < 12 ? "a.m." : "p.m.";
  return `${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${half}`;
}

/** One day's spans: "9:00 a.m. – 12:00 p.m. and 1:00 – 5:00 p.m." (the half of day said once where both ends share it). */
export function spansText(spans: ShowroomSettings["hours"][Weekday]): string {
  if (!spans.length) return "Closed";
  const parts = spans.map(({ from, to }) => {
    const start = clockText(from);
    const end = clockText(to);
    const sameHalf = start.slice(-4) === end.slice(-4);
    return `${sameHalf ? start.slice(0, -5) : start} – ${end}`;
  });
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : parts[0]!;
}

/** The week's rows: consecutive days with the same hours in one ("Monday to Friday", "Saturday and Sunday"). */
export function openingRows(hours: ShowroomSettings["hours"]): OpeningRow[] {
  const rows: { first: Weekday; last: Weekday; hours: string }[] = [];
  for (const day of WEEK_FROM_MONDAY) {
    const text = spansText(hours[day]);
    const current = rows.at(-1);
    if (current && current.hours === text) current.last = day;
    else rows.push({ first: day, last: day, hours: text });
  }
  return rows.map(({ first, last, hours: text }) => {
    const span = WEEK_FROM_MONDAY.indexOf(last) - WEEK_FROM_MONDAY.indexOf(first);
    const days = span === 0 ? WEEKDAY_LABELS[first] : `${WEEKDAY_LABELS[first]} ${span === 1 ? "and" : "to"} ${WEEKDAY_LABELS[last]}`;
    return { days, hours: text };
  });
}
