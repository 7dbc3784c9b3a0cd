/** The steps of booking a visit, held in the /visit page's address so each works without JavaScript. */
import { formatPacificTime } from "../pacific-time";
import type { ShowroomId } from "./showrooms";

export interface VisitChoice {
  showroom?: ShowroomId;
  purpose?: string;
  /** Pacific date "YYYY-MM-DD". */
  date?: string;
  /** UTC milliseconds of the chosen start. */
  slot?: number;
  /** The first day of the week shown, when the visitor paged to another week than the chosen day's. */
  week?: string;
}

/** Where each step's links land (their fragment): the page opens there, on a phone too, with or without scripts. */
export const STEP_TARGETS = { day: "day-heading", times: "time-heading", details: "details-heading" } as const;

/** The /visit address of a choice ("/visit?showroom=surrey&purpose=windows&date=2026-11-25"). */
export function visitHref(choice: VisitChoice): string {
  const params = new URLSearchParams();
  if (choice.showroom) params.set("showroom", choice.showroom);
  if (choice.purpose) params.set("purpose", choice.purpose);
  if (choice.week) params.set("week", choice.week);
  if (choice.date) params.set("date", choice.date);
  if (choice.slot !== undefined) params.set("slot", String(choice.slot));
  const query = params.toString();
  return query ? `/visit?${query}` : "/visit";
}

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "Wednesday, November 25": a Pacific date as a day to choose. */
export function dayLabel(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[day.getUTCDay()]}, ${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}`;
}

/** "Mon" and "Nov 30": a day in the week's grid. */
export function shortDayLabel(date: string): { weekday: string; day: string } {
  const day = new Date(`${date}T00:00:00Z`);
  return { weekday: WEEKDAYS[day.getUTCDay()]!.slice(0, 3), day: `${MONTHS[day.getUTCMonth()]!.slice(0, 3)} ${day.getUTCDate()}` };
}

/** "9:00 AM". */
export function timeLabel(startsAt: number): string {
  return formatPacificTime(startsAt);
}
