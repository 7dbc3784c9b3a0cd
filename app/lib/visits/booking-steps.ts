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
}

/** The /visit address of a choice ("/visit?showroom=surrey&purpose=windows&date=2026-11-25"). */
export function visitHref(choice: VisitChoice): string {
  const params = new URLSearchParams();
  if (choice.showroom) params.set("showroom", choice.showroom);
  if (choice.purpose) params.set("purpose", choice.purpose);
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

/** "9:00 AM". */
export function timeLabel(startsAt: number): string {
  return formatPacificTime(startsAt);
}
