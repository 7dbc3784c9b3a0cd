/**
 * What a showroom visit's mails say: the lines of the staff mail, the visitor's confirmation (with its calendar
 * invitation and the link to move or cancel), the reminder a day before, and the notices of a move or a cancel.
 */
import { shippedSettings, siteDetails } from "#app/content/settings";
import type { CompanySettings } from "#app/content/settings.schema";
import { formatEventDate, formatTimeRange } from "#app/lib/pacific-time";
import { absoluteUrl } from "#app/lib/site-url";
import { isShowroomId, showroomsOf, VISIT_PURPOSES } from "#app/lib/visits/showrooms";
import { eventIcs } from "../content/ics.server";

/** A booked showroom visit, as its mails tell it. */
export interface VisitContext {
  id: string;
  showroom: string;
  purpose: string;
  startsAt: number;
  endsAt: number;
  sequence: number;
  /** The link to move or cancel it (absolute). */
  manageUrl: string;
  /** The company details as stored when the visit was booked or changed (decision 040); the shipped ones if absent. */
  company?: CompanySettings;
}

export function showroomOf(id: string, company: CompanySettings = shippedSettings) {
  return isShowroomId(id) ? showroomsOf(company)[id] : { id, name: id, address: "" };
}

/** The details a visit's mails give. */
const siteOf = (visit: Pick<VisitContext, "company">) => siteDetails(visit.company ?? shippedSettings);

export function purposeLabel(value: string | null): string {
  return VISIT_PURPOSES.find((purpose) => purpose.value === value)?.label ?? value ?? "";
}

/** "Wednesday, November 25th, 2026, 9:00 AM – 10:00 AM (Pacific time)". */
export function visitWhen(visit: Pick<VisitContext, "startsAt" | "endsAt">): string {
  return `${formatEventDate(visit.startsAt)}, ${formatTimeRange(visit.startsAt, visit.endsAt)} (Pacific time)`;
}

/** The visit's lines in a mail: when, where, what about. */
export function visitLines(visit: VisitContext): string[] {
  const showroom = showroomOf(visit.showroom, visit.company);
  return [`When: ${visitWhen(visit)}`, `Where: ${showroom.name}, ${showroom.address}`, `About: ${purposeLabel(visit.purpose)}`];
}

export function visitLeadSubject(name: string, visit: VisitContext): string {
  return `New showroom visit: ${name}, ${formatEventDate(visit.startsAt)} at ${formatTimeRange(visit.startsAt, visit.endsAt).split(" – ")[0]} (${showroomOf(visit.showroom, visit.company).name})`;
}

export function visitConfirmationSubject(visit: VisitContext): string {
  return `Your visit to our ${showroomOf(visit.showroom, visit.company).name}: ${formatEventDate(visit.startsAt)}`;
}

export function visitConfirmationLines(visit: VisitContext): string[] {
  const site = siteOf(visit);
  return [
    "Thank you for booking a visit. We look forward to seeing you:",
    "",
    ...visitLines(visit),
    "",
    "The invitation is attached: open it to add the visit to your calendar.",
    "",
    `To move or cancel the visit, use this link (no account needed): ${visit.manageUrl}`,
    `Or call us at ${site.phone.display}.`,
    "",
    "Kind regards,",
  ];
}

export function visitReminderSubject(visit: VisitContext): string {
  return `Reminder: your visit to our ${showroomOf(visit.showroom, visit.company).name} tomorrow`;
}

export function visitReminderBody(firstName: string, visit: VisitContext, siteUrl: string): string {
  const site = siteOf(visit);
  return [
    `Hi ${firstName},`,
    "",
    "A reminder of your visit tomorrow:",
    "",
    ...visitLines(visit),
    "",
    `Plans changed? Move or cancel it here: ${visit.manageUrl}`,
    `Or call us at ${site.phone.display}.`,
    "",
    "See you soon,",
    site.name,
    siteUrl,
    "",
  ].join("\n");
}

/** The calendar invitation of a visit: the same UID for its whole life, the sequence raised by each move. */
export function visitCalendar(visit: VisitContext, attendee: { name: string; email: string }, stampMs: number, method: "REQUEST" | "CANCEL" = "REQUEST"): string {
  const showroom = showroomOf(visit.showroom, visit.company);
  const site = siteOf(visit);
  return eventIcs({
    uid: `visit-${visit.id}@${new URL(absoluteUrl("/")).hostname}`,
    title: `Visit to the ${site.name} ${showroom.name}`,
    description: `${purposeLabel(visit.purpose)}. To move or cancel: ${visit.manageUrl}`,
    location: `${showroom.name}, ${showroom.address}`,
    startMs: visit.startsAt,
    endMs: visit.endsAt,
    url: visit.manageUrl,
    organizer: { name: site.name, email: site.email },
    attendee,
    method,
    sequence: visit.sequence,
    stampMs,
  });
}

export const VISIT_ICS_FILE = "showroom-visit.ics";
