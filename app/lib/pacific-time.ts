/**
 * Pacific time for people, UTC milliseconds for the database.
 *
 * The business enters and reads every time in America/Vancouver; the database stores UTC milliseconds. This
 * module converts between the two with Intl alone (no time-zone package, no dependence on the machine's own
 * zone), so it runs the same on the server and in the browser.
 *
 * British Columbia made its 2026-03-08 spring forward its last clock change: since then it keeps UTC−7 all year
 * ("Pacific time"; tzdata 2026b). Runtimes bundle time-zone data of different ages (Node 20's ICU still had BC
 * falling back on 2026-11-01, newer browsers do not), so from that change on this module applies the fixed offset
 * itself, and the server and every browser agree; earlier times come from Intl, whose data for them never changed.
 *
 * Local times that do not map to exactly one instant follow Temporal's "compatible" rule, as browsers do for
 * datetime-local values:
 * - in the spring-forward gap (02:00-02:59 on the second Sunday of March does not exist) a time moves forward
 *   by the length of the gap: 2026-03-08T02:30 is 03:30 PDT;
 * - in the fall-back overlap (01:00-01:59 on the first Sunday of November happens twice) a time is the earlier
 *   instant, in PDT: 2026-11-01T01:30 is 01:30 PDT (08:30 UTC), not 01:30 PST.
 */
/** Leads are stamped and times shown in the business's own time zone. */
export const BUSINESS_TIME_ZONE = "America/Vancouver";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** English month names: fixed here so visitor dates do not vary with the runtime's locale data. */
const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** "2025-10-22T18:00", optionally with seconds and milliseconds, as a datetime-local input gives it. */
const DATE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A wall-clock reading in Pacific time. Month is 1-12. */
interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

/**
 * Made on first use: building a formatter for a time zone loads the zone's data, a task of its own that a browser
 * showing only times after BC's last clock change (the fixed offset below) never needs.
 */
let partsFormat: Intl.DateTimeFormat | undefined;
const pacificParts = () => (partsFormat ??= new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
  hourCycle: "h23",
}));

/** 2026-03-08 10:00 UTC (02:00 PST): BC's last clock change. From then on Pacific time is UTC−7 all year. */
export const PERMANENT_OFFSET_FROM = Date.UTC(2026, 2, 8, 10);
const PERMANENT_OFFSET_MS = -7 * HOUR_MS;

/** The Pacific wall clock at an instant. Throws a RangeError for a time that is not a finite number. */
function wallClockAt(time: number): WallClock {
  if (!Number.isFinite(time)) throw new RangeError("Invalid time value");
  if (time >= PERMANENT_OFFSET_FROM) {
    const local = new Date(time + PERMANENT_OFFSET_MS);
    return {
      year: local.getUTCFullYear(),
      month: local.getUTCMonth() + 1,
      day: local.getUTCDate(),
      hour: local.getUTCHours(),
      minute: local.getUTCMinutes(),
      second: local.getUTCSeconds(),
      millisecond: local.getUTCMilliseconds(),
    };
  }
  const parts: Record<string, number> = {};
  for (const part of pacificParts().formatToParts(new Date(time))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? NaN,
    month: parts.month ?? NaN,
    day: parts.day ?? NaN,
    // Some engines still say "24" for midnight even with h23.
    hour: (parts.hour ?? NaN) % 24,
    minute: parts.minute ?? NaN,
    second: parts.second ?? NaN,
    millisecond: ((time % 1000) + 1000) % 1000,
  };
}

/** The wall clock read as if it were UTC: Date.UTC without its two-digit-year quirk. */
function wallClockAsUtc(w: WallClock): number {
  const date = new Date(0);
  date.setUTCFullYear(w.year, w.month - 1, w.day);
  date.setUTCHours(w.hour, w.minute, w.second, w.millisecond);
  return date.getTime();
}

/** Pacific offset from UTC at an instant, in milliseconds (-7 h in PDT, -8 h in PST). */
function offsetAt(time: number): number {
  const whole = Math.floor(time / 1000) * 1000;
  return wallClockAsUtc({ ...wallClockAt(whole), millisecond: 0 }) - whole;
}

function sameWallClock(a: WallClock, b: WallClock): boolean {
  return (
    a.year === b.year &&
    a.month === b.month &&
    a.day === b.day &&
    a.hour === b.hour &&
    a.minute === b.minute &&
    a.second === b.second
  );
}

/** The instant of a Pacific wall clock, by the "compatible" rule (see the module comment). */
function instantOf(w: WallClock): number {
  const asUtc = wallClockAsUtc(w);
  // Zone transitions are far more than a day apart, so the offsets a day either side are the only candidates.
  const before = offsetAt(asUtc - DAY_MS);
  const after = offsetAt(asUtc + DAY_MS);
  const candidates = [...new Set([before, after])]
    .map((offset) => asUtc - offset)
    .filter((time) => sameWallClock(wallClockAt(time), w))
    .sort((a, b) => a - b);
  // Overlap: two candidates, the earlier wins. Gap: none; the offset before the transition moves it forward.
  return candidates[0] ?? asUtc - before;
}

function daysInMonth(year: number, month: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month, 0);
  return date.getUTCDate();
}

function validWallClock(w: WallClock): boolean {
  return (
    w.year >= 1 &&
    w.month >= 1 &&
    w.month <= 12 &&
    w.day >= 1 &&
    w.day <= daysInMonth(w.year, w.month) &&
    w.hour <= 23 &&
    w.minute <= 59 &&
    w.second <= 59
  );
}

function parseDate(value: string): Pick<WallClock, "year" | "month" | "day"> | undefined {
  const match = DATE_PATTERN.exec(value);
  if (!match) return undefined;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const w = { year, month, day, hour: 0, minute: 0, second: 0, millisecond: 0 };
  return validWallClock(w) ? { year, month, day } : undefined;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/**
 * "2025-10-22T18:00" (a datetime-local value, read as Pacific time) -> UTC milliseconds. Seconds and
 * milliseconds may follow ("18:00:30", "18:00:30.250"). Gap and overlap times follow the module's rule.
 * Anything else, or an impossible date ("2025-02-30T10:00"), gives undefined.
 */
export function parsePacificDateTime(value: string): number | undefined {
  const match = DATE_TIME_PATTERN.exec(value);
  if (!match) return undefined;
  const w: WallClock = {
    year: Number(match[1]),
    month: Number(match[2]),
    day: Number(match[3]),
    hour: Number(match[4]),
    minute: Number(match[5]),
    second: Number(match[6] ?? 0),
    millisecond: Number((match[7] ?? "0").padEnd(3, "0")),
  };
  return validWallClock(w) ? instantOf(w) : undefined;
}

/** "2025-12-20" -> the UTC milliseconds of the midnight that starts that day in Pacific time; invalid -> undefined. */
export function parsePacificDate(value: string): number | undefined {
  const date = parseDate(value);
  return date && instantOf({ ...date, hour: 0, minute: 0, second: 0, millisecond: 0 });
}

/** "2025-12-20" -> the first instant of the next Pacific day: the exclusive end of that day. Invalid -> undefined. */
export function endOfPacificDay(value: string): number | undefined {
  const date = parseDate(value);
  if (!date) return undefined;
  const next = new Date(wallClockAsUtc({ ...date, hour: 0, minute: 0, second: 0, millisecond: 0 }) + DAY_MS);
  return instantOf({
    year: next.getUTCFullYear(),
    month: next.getUTCMonth() + 1,
    day: next.getUTCDate(),
    hour: 0,
    minute: 0,
    second: 0,
    millisecond: 0,
  });
}

/** UTC milliseconds -> "2025-12-20", the Pacific date of that instant. */
export function pacificDateOf(time: number): string {
  const w = wallClockAt(time);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/**
 * UTC milliseconds -> "2025-10-22T18:00", the value that fills a datetime-local input. Seconds are dropped.
 * Parsing it back gives the same instant, except in the second (PST) pass of the fall-back hour, which
 * reads back as the first (PDT) pass.
 */
export function toPacificInputValue(time: number): string {
  const w = wallClockAt(time);
  return `${pacificDateOf(time)}T${pad(w.hour)}:${pad(w.minute)}`;
}

function ordinalSuffix(day: number): string {
  if (day % 100 >= 11 && day % 100 <= 13) return "th";
  switch (day % 10) {
    case 1:
      return "st";
    case 2:
      return "nd";
    case 3:
      return "rd";
    default:
      return "th";
  }
}

/** "22nd": a day of the month with its English ordinal suffix. */
export function ordinal(day: number): string {
  return `${day}${ordinalSuffix(day)}`;
}

/** "October 22nd, 2025": an event's Pacific date, as visitors read it. */
export function formatEventDate(time: number): string {
  const w = wallClockAt(time);
  return `${MONTH_NAMES[w.month - 1]} ${ordinal(w.day)}, ${w.year}`;
}

/** "6:00 PM": a Pacific clock time, with a plain space (ICU now puts a narrow no-break space before "PM"). */
export function formatPacificTime(time: number): string {
  const w = wallClockAt(time);
  return `${w.hour % 12 || 12}:${pad(w.minute)} ${w.hour < 12 ? "AM" : "PM"}`;
}

/**
 * "6:00 PM - 9:00 PM" for an event within one Pacific day; "October 22nd, 2025, 6:00 PM - October 23rd, 2025,
 * 1:00 AM" when it ends on another day. An event that ends when it starts shows one time.
 */
export function formatTimeRange(start: number, end: number): string {
  if (start === end) return formatPacificTime(start);
  if (pacificDateOf(start) === pacificDateOf(end)) return `${formatPacificTime(start)} - ${formatPacificTime(end)}`;
  return `${formatEventDate(start)}, ${formatPacificTime(start)} - ${formatEventDate(end)}, ${formatPacificTime(end)}`;
}

/** "November 23, 2026": a journal post's Pacific date. */
export function formatPostDate(time: number): string {
  const w = wallClockAt(time);
  return `${MONTH_NAMES[w.month - 1]} ${w.day}, ${w.year}`;
}

/** The Pacific wall clock at an instant (for modules that format it their own way). */
export function pacificWallClock(time: number): Readonly<WallClock> {
  return wallClockAt(time);
}

/** The zone's short name at an instant: PST or PDT before BC's last change, PT (its one time, all year) since. */
export function pacificZoneName(time: number): string {
  if (time >= PERMANENT_OFFSET_FROM) return "PT";
  return offsetAt(time) === -7 * HOUR_MS ? "PDT" : "PST";
}

/** "-07:00" in PDT, "-08:00" in PST: the Pacific offset at an instant. */
export function pacificOffset(time: number): string {
  const minutes = Math.round(offsetAt(time) / MINUTE_MS);
  const sign = minutes < 0 ? "-" : "+";
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** "2025-10-22T18:00:00-07:00": ISO 8601 in Pacific time with its offset, for JSON-LD. Milliseconds are dropped. */
export function pacificOffsetIso(time: number): string {
  const w = wallClockAt(time);
  return `${pacificDateOf(time)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${pacificOffset(time)}`;
}
