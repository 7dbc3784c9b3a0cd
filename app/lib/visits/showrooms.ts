/**
 * The showrooms a visit can be booked at, what a visit can be about, and the availability a showroom starts with
 * (staff change it in the staff area). Client-safe: the booking pages show these.
 */
import { shippedSettings } from "#app/content/settings";
import { addressLine, SHOWROOM_IDS, type ShowroomId } from "#app/content/settings-basics";
import type { CompanySettings } from "#app/content/settings.schema";

export { SHOWROOM_IDS, type ShowroomId };

export interface Showroom {
  id: ShowroomId;
  name: string;
  /** One line, as invitations and mails give it. */
  address: string;
}

/**
 * The showrooms as the company details name them (decision 040): the owners edit each one's name and address at
 * /admin/settings (the Okanagan showroom's street once it is final; until then the town is given).
 */
export function showroomsOf(settings: Pick<CompanySettings, "showrooms">): Record<ShowroomId, Showroom> {
  const entries = SHOWROOM_IDS.map((id) => {
    const showroom = settings.showrooms.find((entry) => entry.id === id)!;
    return [id, { id, name: showroom.name, address: addressLine(showroom.address) }] as const;
  });
  return Object.fromEntries(entries) as Record<ShowroomId, Showroom>;
}

/** The showrooms as shipped: for what renders without the live details. */
export const SHOWROOMS: Record<ShowroomId, Showroom> = showroomsOf(shippedSettings);

export function isShowroomId(value: unknown): value is ShowroomId {
  return typeof value === "string" && (SHOWROOM_IDS as readonly string[]).includes(value);
}

export const VISIT_PURPOSES = [
  { value: "custom-door", label: "Custom door design" },
  { value: "windows", label: "Windows" },
  { value: "doors", label: "Doors" },
  { value: "curtain-wall", label: "Curtain wall" },
  { value: "general", label: "General visit" },
] as const;
export type VisitPurpose = (typeof VISIT_PURPOSES)[number]["value"];

export function isVisitPurpose(value: unknown): value is VisitPurpose {
  return typeof value === "string" && VISIT_PURPOSES.some((purpose) => purpose.value === value);
}

/** Visits and blocks are laid on a grid of this many minutes: every start, length and buffer is a multiple of it. */
export const CELL_MINUTES = 15;

/** A span of opening hours in a day, Pacific wall-clock "HH:MM" (from inclusive, to exclusive). */
export interface OpeningSpan {
  from: string;
  to: string;
}

/** Weekdays 0 (Sunday) to 6 (Saturday), as Date.getUTCDay numbers them. */
export type WeeklyHours = Record<0 | 1 | 2 | 3 | 4 | 5 | 6, OpeningSpan[]>;

export interface Availability {
  weeklyHours: WeeklyHours;
  visitMinutes: number;
  bufferMinutes: number;
  /** A visit must be booked at least this long before it starts. */
  noticeMinutes: number;
  /** Visits can be booked this many days ahead at most. */
  horizonDays: number;
  /** Visits that can run at the same time. */
  capacity: number;
}

const WEEKDAY_HOURS: OpeningSpan[] = [
  { from: "09:00", to: "12:00" },
  { from: "13:00", to: "17:00" },
];

export const DEFAULT_AVAILABILITY: Availability = {
  weeklyHours: { 0: [], 1: WEEKDAY_HOURS, 2: WEEKDAY_HOURS, 3: WEEKDAY_HOURS, 4: WEEKDAY_HOURS, 5: WEEKDAY_HOURS, 6: [{ from: "10:00", to: "14:00" }] },
  visitMinutes: 60,
  bufferMinutes: 15,
  noticeMinutes: 24 * 60,
  horizonDays: 60,
  capacity: 1,
};

/** A closed day or run of days (holidays, trade shows), Pacific dates "YYYY-MM-DD", both included. */
export interface Closure {
  from: string;
  to: string;
  reason: string;
  /** A statutory holiday (decision 048): closed unless the owners open it. */
  holiday?: boolean;
}
