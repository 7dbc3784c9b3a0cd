/** The company details' fixed sets and derived forms, without the schema (decision 040): client code imports these. */

/** The showrooms a visit can be booked at; a showroom's details are edited, the set is fixed (visits are keyed by it). */
export const SHOWROOM_IDS = ["surrey", "okanagan"] as const;
export type ShowroomId = (typeof SHOWROOM_IDS)[number];

/** Weekdays as the record names them, Sunday first (the index is Date.getUTCDay's number). */
export const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** Each weekday's name as people read it: the record's name, capitalised ("Sunday"). */
export const WEEKDAY_LABELS = Object.fromEntries(WEEKDAYS.map((day) => [day, `${day.charAt(0).toUpperCase()}${day.slice(1)}`])) as Record<Weekday, string>;

/** Spans of opening hours a day can have (a lunch break makes two). */
export const MAX_SPANS_PER_DAY = 3;
/** Closed days a showroom lists at most (holidays of a year or two). */
export const MAX_CLOSED_DAYS = 40;
/** Social profiles at most. */
export const MAX_SOCIAL_PROFILES = 6;

/** The ten digits of a North American number, or null. */
export function nanpDigits(phone: string): string | null {
  const digits = phone.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(digits) ? digits : null;
}

/** An address as one line: "Unit 100 – 19000 Example Way, Surrey, BC V3S 0A1" (the town alone when no street). */
export function addressLine(address: { street: string; locality: string; region: string; postalCode: string }): string {
  const place = [address.region, address.postalCode].filter(Boolean).join(" ");
  return [address.street, address.locality, place].filter(Boolean).join(", ");
}

/** A phone number as a tel: link and as E.164. */
export function phoneParts(display: string): { display: string; href: string; e164: string } {
  const e164 = `+1${nanpDigits(display) ?? ""}`;
  return { display, href: `tel:${e164}`, e164 };
}

/** The number a showroom answers: its own, or the company's main phone when it has none (its phone left empty). */
export function showroomPhone(settings: { phone: string }, showroom: { phone: string }): string {
  return showroom.phone || settings.phone;
}
