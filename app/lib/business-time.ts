/** Leads are stamped and shown in the business's own time zone. */
export const BUSINESS_TIME_ZONE = "America/Vancouver";

const staffFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: BUSINESS_TIME_ZONE,
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

/** "Oct 22, 2025, 6:01 PM PDT": how the staff pages show a time. */
export function formatStaffTime(time: number): string {
  return staffFormat.format(new Date(time));
}

const partsFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: BUSINESS_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

function localParts(time: number): Record<string, string> {
  return Object.fromEntries(partsFormat.formatToParts(new Date(time)).map((part) => [part.type, part.value]));
}

/** "2025-10-22 18:01:05": the local time in the business's zone, for spreadsheets. */
export function localDateTime(time: number): string {
  const p = localParts(time);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** "2025-10-22": the local date in the business's zone (file names). */
export function localDate(time: number): string {
  const p = localParts(time);
  return `${p.year}-${p.month}-${p.day}`;
}
