import { formatPhone } from "#app/lib/forms/phone";
import { BUSINESS_TIME_ZONE } from "#app/lib/business-time";
import { eventPlaceLine } from "#app/lib/content/public-event";
import type { EventItem } from "#app/lib/content/types";
import { formatEventDate, formatPacificTime, formatPostDate, formatTimeRange, pacificWallClock, pacificZoneName } from "#app/lib/pacific-time";
import { calendarFileName, eventCalendar } from "../content/event-ics.server";
import { shippedSettings, siteDetails, type SiteDetails } from "#app/content/settings";
import type { CompanySettings } from "#app/content/settings.schema";
import type { Env } from "#app/lib/env.server";
import { formLabel } from "#app/lib/forms/form-ids";
import type { Submission } from "../platform/db-schema";
import { singleLine } from "../platform/mail-line.server";
import type { OutboxPlanner, SubmissionContext } from "./submissions.server";
import { quoteLines } from "./quotes.server";
import { quotePdfFileName } from "./quote-pdf.server";
import type { MailAttachment } from "./outbox-transport.server";
import { VISIT_ICS_FILE, visitCalendar, visitConfirmationLines, visitConfirmationSubject, visitLeadSubject, visitLines } from "../bookings/visit-mails.server";

export { BUSINESS_TIME_ZONE };

/** The placeholder in FORM_FORWARD_URL that is replaced by the form id. */
export const FORM_ID_PLACEHOLDER = "{formId}";

type OutboxDraft = ReturnType<OutboxPlanner>[number];
type NotifyEnv = Pick<Env, "NOTIFY_TO" | "FORM_FORWARD_URL" | "SITE_URL">;

/** One line of visitor text, safe in a mail header (platform/mail-line.server.ts, shared with the staff mails). */
export { singleLine };

/** Multi-line visitor text for a plain-text body: newlines kept (as \n), other control characters dropped. */
function plainText(value: string): string {
  return value
    .replace(/\r\n?/g, "\n")
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, "")
    .trim();
}

/** A single bare address (no display name, list or whitespace); anything else is not used as a recipient. */
export function safeAddress(value: string): string | undefined {
  const address = value.trim();
  return /^[^\s@",;:<>()[\]\\]+@[^\s@",;:<>()[\]\\]+\.[^\s@",;:<>()[\]\\]+$/.test(address) && address.length <= 254
    ? address
    : undefined;
}

/** FORM_FORWARD_URL with {formId} replaced, or the form id appended after a "/". */
export function resolveForwardUrl(template: string, formId: string): string {
  const id = encodeURIComponent(formId);
  if (template.includes(FORM_ID_PLACEHOLDER)) return template.split(FORM_ID_PLACEHOLDER).join(id);
  return template.endsWith("/") ? `${template}${id}` : `${template}/${id}`;
}

const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** "Wednesday, October 22, 2025 at 6:01 PM PDT"; "… PM PT" since BC keeps UTC−7 all year (app/lib/pacific-time.ts). */
export function formatReceived(time: number): string {
  const w = pacificWallClock(time);
  const weekday = WEEKDAY_NAMES[new Date(Date.UTC(w.year, w.month - 1, w.day)).getUTCDay()];
  return `${weekday}, ${formatPostDate(time)} at ${formatPacificTime(time)} ${pacificZoneName(time)}`;
}

function guestsLabel(guests: number | null): string {
  const count = guests ?? 1;
  return `${count} ${count === 1 ? "guest" : "guests"}`;
}

function fullName(submission: Submission): string {
  return singleLine(`${singleLine(submission.first_name)} ${singleLine(submission.last_name)}`);
}

const waitlisted = (submission: Submission) => submission.rsvp_status === "waitlist";

/** Subject of the lead sent to the business. */
export function leadSubject(submission: Submission, context: SubmissionContext = {}): string {
  const name = fullName(submission);
  const quote = context.quote?.summary;
  if (submission.kind === "visit" && context.visit) return singleLine(visitLeadSubject(name, context.visit), 250);
  const subject =
    submission.kind === "rsvp"
      ? `New RSVP (${formLabel(submission.form_id)}) from ${name}: ${guestsLabel(submission.guests)}${waitlisted(submission) ? ", waiting list" : ""}`
      : submission.kind === "quote"
        ? `New quote request from ${name}${quote ? `: ${quote.openings} ${quote.openings === 1 ? "opening" : "openings"}, ${quote.areaM2.toFixed(2)} m²` : ""}`
        : `New contact enquiry from ${name}`;
  return singleLine(subject, 250);
}

/** When and where, for an RSVP's mails: "October 22nd, 2025", "6:00 PM - 9:00 PM", the venue. */
function eventLines(event: EventItem): string[] {
  return [
    `Date: ${formatEventDate(event.startsAt)}`,
    `Time: ${formatTimeRange(event.startsAt, event.endsAt)} (Pacific time)`,
    `Venue: ${eventPlaceLine(event)}`,
  ];
}

/** Every field of the submission, labelled, as plain text. */
function leadFields(submission: Submission): string[] {
  const isRsvp = submission.kind === "rsvp";
  const lines = [
    `First name: ${singleLine(submission.first_name)}`,
    `Last name: ${singleLine(submission.last_name)}`,
    `Email: ${singleLine(submission.email, 254)}`,
    `Phone: ${singleLine(formatPhone(submission.phone))}`,
  ];
  if (isRsvp || submission.company) lines.push(`Company: ${singleLine(submission.company) || "(not given)"}`);
  if (isRsvp || submission.guests !== null) lines.push(`Guests: ${submission.guests ?? "(not given)"}`);
  if (!isRsvp || submission.how_did_you_hear) {
    lines.push(`How did you hear about us: ${singleLine(submission.how_did_you_hear) || "(not given)"}`);
  }
  if (!isRsvp) lines.push(`Marketing emails: ${submission.marketing_consent ? "yes" : "no"}`);
  if (!isRsvp || submission.message) {
    lines.push("", "Message:", plainText(submission.message ?? "") || "(none)");
  }
  return lines;
}

function leadBody(submission: Submission, context: SubmissionContext, siteUrl: string, replyTo: string | undefined): string {
  const event = context.event;
  return [
    leadSubject(submission, context),
    "",
    ...(event
      ? [`Event: ${event.title}, ${formatEventDate(event.startsAt)}`, `Place: ${waitlisted(submission) ? "on the waiting list (the event is full)" : "confirmed"}`, ""]
      : []),
    ...leadFields(submission),
    "",
    ...(context.quote ? [...quoteLines(context.quote, (value) => singleLine(value, 200), siteUrl, context.quoteCatalogue ?? []), ""] : []),
    ...(context.visit ? [...visitLines(context.visit), ""] : []),
    `Form: ${formLabel(submission.form_id)} (${submission.form_id})`,
    `Received: ${formatReceived(submission.created_at)}`,
    `Staff inbox: ${siteUrl}/admin/submissions/${encodeURIComponent(submission.id)}`,
    "",
    replyTo
      ? `Reply to this email to answer ${fullName(submission)} directly.`
      : "The email address given is not valid: reply by phone.",
    "",
  ].join("\n");
}

function signature(site: SiteDetails, siteUrl: string): string[] {
  return [site.name, `Phone: ${site.phone.display}`, `Email: ${site.email}`, siteUrl];
}

/** The company details a submission's mails give: as stored when they were queued (queueMails), else the shipped ones. */
const siteOf = (context: SubmissionContext): SiteDetails => siteDetails(context.company ?? shippedSettings);

/** Subject of the confirmation sent to the visitor. */
export function confirmationSubject(submission: Submission, context: SubmissionContext = {}): string {
  const site = siteOf(context);
  if (submission.kind === "quote") return `Your quote request to ${site.name}`;
  if (submission.kind === "visit" && context.visit) return visitConfirmationSubject(context.visit);
  if (submission.kind !== "rsvp") return `Thank you for contacting ${site.name}`;
  const event = context.event?.title ?? "our event";
  return waitlisted(submission) ? `You are on the waiting list: ${event}` : `Your RSVP: ${event}`;
}

function rsvpConfirmation(submission: Submission, event: EventItem | undefined, site: SiteDetails): string[] {
  const title = event?.title ?? "our event";
  const when = event ? ["", ...eventLines(event)] : [];
  if (waitlisted(submission)) {
    return [
      `Thank you for your RSVP. The ${title} is full just now, so we have put ${guestsLabel(submission.guests)} on the waiting list, in the order replies came in.`,
      "We will write to you as soon as a place opens.",
      ...when,
      "",
      `Questions? Reply to this email or call us at ${site.phone.display}.`,
      "",
      "Kind regards,",
    ];
  }
  return [
    `Thank you for your RSVP. We have you down for ${guestsLabel(submission.guests)} at the ${title}.`,
    ...when,
    ...(event ? ["", "The invitation is attached: open it to add the event to your calendar."] : []),
    "",
    // One reply per email per event: a second RSVP is refused and points here, so this says how to change this one.
    `If your plans change (more or fewer guests, or you can no longer come), reply to this email or call us at ${site.phone.display}.`,
    "",
    "We look forward to seeing you,",
  ];
}

function confirmationBody(submission: Submission, context: SubmissionContext, siteUrl: string): string {
  const site = siteOf(context);
  const greeting = `Hi ${singleLine(submission.first_name, 80)},`;
  // Nothing else the visitor typed is echoed: the confirmation must not be usable to send chosen text to a stranger.
  const openings = context.quote?.summary.openings;
  const main =
    submission.kind === "visit" && context.visit
      ? visitConfirmationLines(context.visit)
      : submission.kind === "rsvp"
      ? rsvpConfirmation(submission, context.event, site)
      : submission.kind === "quote"
        ? [
            `Thank you for your quote request${openings ? ` for ${openings} ${openings === 1 ? "opening" : "openings"}` : ""}. We will price it and get back to you within one business day.`,
            "",
            `Drawings or photos to add? Reply to this email, or call us at ${site.phone.display}.`,
            "",
            "Kind regards,",
          ]
        : [
          `Thank you for contacting ${site.name}. We have received your message and will get back to you soon.`,
          "",
          `If it is urgent, call us at ${site.phone.display} or reply to this email.`,
          "",
          "Kind regards,",
        ];
  return [
    greeting,
    "",
    ...main,
    ...signature(site, siteUrl),
    "",
    `You receive this email because this address was entered on our ${formLabel(submission.form_id)} at ${siteUrl}.`,
    "If that was not you, please ignore it.",
    "",
  ].join("\n");
}

/** A confirmed RSVP's mail carries the event's calendar invitation (the same file as "Add to calendar"). */
function calendarAttachment(submission: Submission, context: SubmissionContext): string | null {
  if (!context.event || submission.rsvp_status !== "confirmed") return null;
  const content = eventCalendar(context.event, { pagePath: `/${submission.form_id}`, stampMs: submission.created_at, site: siteOf(context) });
  return JSON.stringify([{ filename: calendarFileName(context.event), contentType: "text/calendar; charset=utf-8; method=PUBLISH", content }]);
}

/** A visit's calendar invitation, for the visitor's confirmation. */
function visitAttachment(submission: Submission, context: SubmissionContext): string | null {
  if (!context.visit) return null;
  const content = visitCalendar(context.visit, { name: fullName(submission), email: submission.email }, submission.created_at);
  return JSON.stringify([{ filename: VISIT_ICS_FILE, contentType: "text/calendar; charset=utf-8; method=REQUEST", content }]);
}

/** A quote request's PDF, made by the outbox worker when the mail is sent (never while the visitor waits). */
function quotePdfAttachment(submission: Submission): string | null {
  if (submission.kind !== "quote") return null;
  const attachment: MailAttachment = { filename: quotePdfFileName(submission.id), contentType: "application/pdf", generated: "quote-pdf" };
  return JSON.stringify([attachment]);
}

/** The submission in the hosted form service's field names (JSON body of a "forward" row). */
export function forwardPayload(submission: Submission): Record<string, string | number | boolean> {
  const payload: Record<string, string | number | boolean> = {
    first_name: submission.first_name,
    last_name: submission.last_name,
    _replyto: submission.email,
    phone: submission.phone,
  };
  if (submission.message !== null) payload.message = submission.message;
  if (submission.how_did_you_hear !== null) payload.how_did_you_hear = submission.how_did_you_hear;
  if (submission.company !== null) payload.company = submission.company;
  if (submission.guests !== null) payload.guests = submission.guests;
  if (submission.kind === "contact") payload.marketing_consent = Boolean(submission.marketing_consent);
  return payload;
}

/** The staff notice of a held submission: no visitor text at all, only where to release or discard it. */
export function heldNotice(submission: Submission, siteUrl: string): { subject: string; body: string } {
  const form = formLabel(submission.form_id);
  return {
    subject: `Held for checking: ${form}`,
    body: [
      `A submission of the ${form} was sent from a browser that could not run the spam check, so it is held: nobody else was emailed, and it takes no place or time until it is released.`,
      "",
      "Release it (it is then handled as if the check had passed: mails, place, time) or discard it in the staff inbox:",
      `${siteUrl}/admin/submissions/${encodeURIComponent(submission.id)}`,
      "",
      "The sender was told that a person would confirm within one business day. Other held submissions may be waiting: the inbox lists them first.",
      "",
    ].join("\n"),
  };
}

/** A mail's company details as its outbox row keeps them (decision 045), or null when the planner was given none. */
function companyJson(company: CompanySettings | undefined): string | null {
  return company ? JSON.stringify(company) : null;
}

/**
 * What to send for each stored submission: the lead to the business (reply-to the visitor), a short confirmation
 * to the visitor (reply-to the business) and, when FORM_FORWARD_URL is set, the forwarding to the hosted service.
 * Every row is due at once.
 */
export function planOutbox(env: NotifyEnv): OutboxPlanner {
  return (submission, context = {}) => {
    const site = siteOf(context);
    const business = env.NOTIFY_TO ?? site.email;
    const due = submission.created_at;
    // Every mail keeps the details it was written with: its sender name and a quote's PDF read them when it is sent.
    const company = companyJson(context.company);
    if (context.held) {
      return [{ kind: "email", recipient: business, reply_to: null, ...heldNotice(submission, env.SITE_URL), next_attempt_at: due, company }];
    }
    const visitor = safeAddress(submission.email);
    const rows: OutboxDraft[] = [
      {
        kind: "email",
        recipient: business,
        reply_to: visitor ?? null,
        subject: leadSubject(submission, context),
        body: leadBody(submission, context, env.SITE_URL, visitor),
        next_attempt_at: due,
        attachments: quotePdfAttachment(submission),
        company,
      },
    ];
    if (visitor) {
      rows.push({
        kind: "email",
        recipient: visitor,
        reply_to: site.email,
        // Not a direct answer: sent with the unsubscribe link and List-Unsubscribe (decision 074).
        unsubscribe: 1,
        // Staff-edited words (the trading name, an event title) stay on one line, as the visitor's name does.
        subject: singleLine(confirmationSubject(submission, context), 250),
        body: confirmationBody(submission, context, env.SITE_URL),
        next_attempt_at: due,
        attachments: calendarAttachment(submission, context) ?? visitAttachment(submission, context) ?? quotePdfAttachment(submission),
        company,
      });
    }
    if (env.FORM_FORWARD_URL) {
      rows.push({
        kind: "forward",
        recipient: resolveForwardUrl(env.FORM_FORWARD_URL, submission.form_id),
        reply_to: null,
        subject: submission.form_id,
        body: JSON.stringify(forwardPayload(submission)),
        next_attempt_at: due,
      });
    }
    return rows;
  };
}
