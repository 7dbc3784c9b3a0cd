/**
 * Calendar invitations (RFC 5545 iCalendar) for event RSVPs: attached to the confirmation e-mail and offered as
 * "Add to calendar" on the RSVP page.
 *
 * Written by hand, as the format is small: CRLF line endings, lines folded at 75 octets, text escaped, and the
 * event's times written as Pacific wall-clock times with a VTIMEZONE for America/Vancouver, so a calendar
 * shows "6:00 PM" in Vancouver whatever the zone of the device. A Pacific time that happens twice (the second
 * pass of the fall-back hour) is written in UTC instead, since a TZID time in the repeated hour means its
 * first pass.
 */
import { BUSINESS_TIME_ZONE } from "#app/lib/business-time";
import { pacificOffsetIso, parsePacificDateTime } from "#app/lib/pacific-time";

/** Identifies the program that wrote the file (RFC 5545 §3.7.3). */
export const ICS_PRODID = "-//Helios Windows & Doors//Site//EN";

/** The iCalendar line ending. */
export const ICS_EOL = "\r\n";

/** Longest physical line, in UTF-8 octets, not counting the CRLF (RFC 5545 §3.1). */
export const ICS_LINE_OCTETS = 75;

/**
 * America/Vancouver since 2007: PDT from the second Sunday of March at 02:00, PST from the first Sunday of
 * November at 02:00, until BC's last clock change on 2026-03-08: UTC−7 all year since (tzdata 2026b), so neither
 * rule recurs after it. The 1970 DTSTARTs are the first such Sundays of 1970, a common base that every
 * calendar accepts; the rules are what matter.
 */
const VTIMEZONE_LINES = [
  "BEGIN:VTIMEZONE",
  `TZID:${BUSINESS_TIME_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0800",
  "TZOFFSETTO:-0700",
  "TZNAME:PDT",
  "DTSTART:19700308T020000",
  // 2026-03-08 was BC's last clock change: from then on UTC−7 all year, so neither rule recurs after it.
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU;UNTIL=20260308T100000Z",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0700",
  "TZOFFSETTO:-0800",
  "TZNAME:PST",
  "DTSTART:19701101T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU;UNTIL=20251102T090000Z",
  "END:STANDARD",
  "END:VTIMEZONE",
] as const;

/** Control characters iCalendar text may not hold (tab is allowed; line breaks are escaped before this). */
const TEXT_CONTROLS = /[\u0000-\u0008\u000a-\u001f\u007f]/g;

/** Characters a URI or an e-mail address never holds on one line. */
const URI_UNSAFE = /[\u0000-\u0020\u007f]/g;

export interface IcsPerson {
  name?: string;
  email: string;
}

export interface IcsEvent {
  /** Globally unique and stable for the event and the person ("rsvp-42@helios-windows.example"). */
  uid: string;
  title: string;
  description?: string;
  /** One line: venue and address. */
  location?: string;
  startMs: number;
  endMs: number;
  /** The event's page, absolute. */
  url?: string;
  organizer: IcsPerson;
  /** The person who RSVPed; an iTIP REQUEST should name them (RFC 5546). Shown as having accepted. */
  attendee?: IcsPerson;
  /**
   * PUBLISH (the default) for a download or an informational attachment; REQUEST makes mail clients show it
   * as an invitation; CANCEL withdraws one sent before (with the same uid and a higher sequence).
   */
  method?: "PUBLISH" | "REQUEST" | "CANCEL";
  /** CONFIRMED by default, CANCELLED with method CANCEL. */
  status?: "CONFIRMED" | "CANCELLED";
  /** Revision number: raise it whenever a sent invitation changes (time, place, cancellation). Default 0. */
  sequence?: number;
  /** When the file was made (the caller's clock, so the function stays pure). */
  stampMs: number;
}

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma; any line break becomes \n. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n")
    .replace(TEXT_CONTROLS, "");
}

/** A parameter value (CN=...), always quoted; a double quote cannot appear in one, so it becomes a single quote. */
function paramValue(value: string): string {
  return `"${value.replace(/"/g, "'").replace(/[\u0000-\u001f\u007f]/g, " ")}"`;
}

function utf8Octets(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

/**
 * One content line folded into physical lines of at most 75 octets (RFC 5545 §3.1): each continuation starts
 * with a space. A multi-byte character is never split.
 */
export function foldIcsLine(line: string): string {
  const physical: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = utf8Octets(character.codePointAt(0)!);
    if (octets + size > ICS_LINE_OCTETS) {
      physical.push(current);
      current = " ";
      octets = 1;
    }
    current += character;
    octets += size;
  }
  physical.push(current);
  return physical.join(ICS_EOL);
}

/** "20251001T120000Z": a UTC DATE-TIME. */
function utcStamp(time: number): string {
  return new Date(time).toISOString().replace(/\.\d{3}Z$/, "Z").replace(/[-:]/g, "");
}

/**
 * "DTSTART;TZID=America/Vancouver:20251022T180000" for a Pacific time that happens once; the UTC form
 * ("DTSTART:20261101T093000Z") for the second pass of a fall-back hour, which the TZID form cannot name.
 */
function dateTimeProperty(name: string, time: number): string {
  const local = pacificOffsetIso(time).slice(0, 19);
  const wholeSeconds = Math.floor(time / 1000) * 1000;
  if (parsePacificDateTime(local) !== wholeSeconds) return `${name}:${utcStamp(wholeSeconds)}`;
  return `${name};TZID=${BUSINESS_TIME_ZONE}:${local.replace(/[-:]/g, "")}`;
}

function calAddress(person: IcsPerson): string {
  return `mailto:${person.email.replace(URI_UNSAFE, "")}`;
}

/** The .ics file for one event, CRLF line endings, ready to attach (text/calendar; charset=utf-8). */
export function eventIcs(event: IcsEvent): string {
  if (!Number.isFinite(event.startMs) || !Number.isFinite(event.endMs) || !Number.isFinite(event.stampMs)) {
    throw new RangeError("An event's start, end and stamp must be times");
  }
  if (event.endMs < event.startMs) throw new RangeError("An event cannot end before it starts");
  const method = event.method ?? "PUBLISH";
  const status = event.status ?? (method === "CANCEL" ? "CANCELLED" : "CONFIRMED");
  const sequence = Math.max(0, Math.floor(event.sequence ?? 0));
  const organizer = event.organizer;
  const lines = [
    "BEGIN:VCALENDAR",
    `PRODID:${escapeIcsText(ICS_PRODID)}`,
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
    ...VTIMEZONE_LINES,
    "BEGIN:VEVENT",
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${utcStamp(event.stampMs)}`,
    `SEQUENCE:${sequence}`,
    dateTimeProperty("DTSTART", event.startMs),
    // An event with no length has no DTEND (RFC 5545 §3.6.1: DTEND must be later than DTSTART).
    ...(event.endMs > event.startMs ? [dateTimeProperty("DTEND", event.endMs)] : []),
    `SUMMARY:${escapeIcsText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${escapeIcsText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeIcsText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url.replace(URI_UNSAFE, "")}`] : []),
    `ORGANIZER${organizer.name ? `;CN=${paramValue(organizer.name)}` : ""}:${calAddress(organizer)}`,
    ...(event.attendee
      ? [
          `ATTENDEE${event.attendee.name ? `;CN=${paramValue(event.attendee.name)}` : ""}` +
            `;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:${calAddress(event.attendee)}`,
        ]
      : []),
    `STATUS:${status}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldIcsLine).join(ICS_EOL) + ICS_EOL;
}
