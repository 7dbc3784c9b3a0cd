import { pacificWallClock, pacificZoneName } from "./pacific-time";

export { BUSINESS_TIME_ZONE } from "./pacific-time";

const MONTHS_SHORT = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/**
 * "Oct 22, 2025, 6:01 PM PDT", "Nov 23, 2026, 11:30 AM PT": how the staff pages show a time, from the Pacific wall clock
 * (app/lib/pacific-time.ts applies BC's all-year UTC−7 whatever the runtime's time-zone data says).
 */
export function formatStaffTime(time: number): string {
  const w = pacificWallClock(time);
  return `${MONTHS_SHORT[w.month - 1]} ${w.day}, ${w.year}, ${w.hour % 12 || 12}:${pad(w.minute)} ${w.hour < 12 ? "AM" : "PM"} ${pacificZoneName(time)}`;
}

/** A time as the staff pages show it, with its ISO form for `<time dateTime>`. */
export interface StaffTime {
  label: string;
  iso: string;
}

/** A time for a staff page: its label ("Oct 22, 2025, 6:01 PM PDT") and its ISO form. */
export function staffTime(time: number): StaffTime {
  return { label: formatStaffTime(time), iso: new Date(time).toISOString() };
}

/** "2025-10-22 18:01:05": the local time in the business's zone, for spreadsheets. */
export function localDateTime(time: number): string {
  const w = pacificWallClock(time);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
}

/** "2025-10-22": the local date in the business's zone (file names). */
export function localDate(time: number): string {
  const w = pacificWallClock(time);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}
