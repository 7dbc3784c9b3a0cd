import { randomUUID } from "node:crypto";
import type { FormId } from "#app/lib/forms/form-ids";
import { FORMS } from "#app/lib/forms/form-ids";
import type { Transaction } from "kysely";
import type { Database, NewOutboxRow, NewSubmission, Submission } from "../platform/db-schema";
import type { Store } from "../platform/database.server";
import type { EventItem } from "#app/lib/content/types";
import { confirmedGuests, lockEvent } from "../content/event-guests.server";
import { markContentChanged } from "../content/content-store.server";
import { insertQuote, type QuoteDetails } from "./quotes.server";
import { storedQuoteCatalogue } from "./quote-catalogue.server";
import type { QuoteCatalogue } from "#app/lib/quote/catalogue";
import { rsvpEmailKey } from "#app/lib/forms/rsvp-fields";
import { isUniqueViolation } from "../platform/database.server";
import type { VisitContext } from "../bookings/visit-mails.server";
import { currentSettings } from "../content/settings.server";
import type { CompanySettings } from "#app/content/settings.schema";
import { withPerson } from "./people/assign-person.server";
import { recordConsent } from "./consent/consents.server";
import { channelOf, shippedChannelOf, type ChannelRule } from "#app/lib/leads/channels";
import { NO_FIRST_TOUCH, type FirstTouch } from "#app/lib/leads/first-touch";

/** An RSVP whose email already replied to the event: refused, and the first reply is left as it is. */
export class DuplicateRsvp extends Error {
  constructor() {
    super("This email address has already replied to this event.");
    this.name = "DuplicateRsvp";
  }
}

/** The fields of a valid submission, whichever form it came from. */
export interface SubmissionFields {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  message?: string;
  how_did_you_hear?: string;
  company?: string;
  guests?: number;
  marketing_consent?: boolean;
  /** Where the visit that sent it came from (decision 073); none known is a direct visit. */
  source?: FirstTouch;
}

export interface SubmissionMeta {
  formId: FormId;
  clientHash: string;
  userAgent?: string;
  /** The honeypot was filled: kept for the record, never notified. */
  spam?: boolean;
  /** An RSVP's event: the RSVP is confirmed while the event has room, else it joins the waiting list. */
  event?: EventItem;
  /** A quote request's project and schedule, stored with the submission. */
  quote?: QuoteDetails;
  /** The catalogue its mails name the quote's products by (the live one it was checked against). */
  quoteCatalogue?: QuoteCatalogue;
  /** The owners' channel rules (decision 077), checked before the shipped ones; none: the shipped rules alone. */
  channelRules?: readonly ChannelRule[];
  now?: number;
}

/** What a submission was about, for its mails: an RSVP's event, a quote request's project and schedule, a visit. */
export interface SubmissionContext {
  /** Held (sent without the captcha): only staff are told, with no visitor text (decision 027). */
  held?: boolean;
  event?: EventItem;
  quote?: QuoteDetails;
  /** The products the quote's lines are named by: the live catalogue when it was sent, the stored one on release. */
  quoteCatalogue?: QuoteCatalogue;
  visit?: VisitContext;
  /**
   * The company details the mails give (decision 045): as stored when they are queued, read in the transaction that
   * queues them (queueMails), so every mail of a submission says the same and a retry does not change it.
   */
  company?: CompanySettings;
}

export type { VisitContext };

/** Turns a stored submission into the outbox rows to send (lead mail, confirmation, forwarding). */
export type OutboxPlanner = (
  submission: Submission,
  context?: SubmissionContext,
) => Omit<NewOutboxRow, "id" | "submission_id" | "created_at">[];

/**
 * Stores a submission (with a quote request's rows) and its outbox rows in one transaction. When this resolves, the lead is committed:
 * only then is the visitor told it succeeded. A real RSVP whose email already replied to its event rejects with
 * DuplicateRsvp: the database's unique rule decides, so two such posts racing cannot both land.
 */
export async function storeSubmission(
  store: Store,
  fields: SubmissionFields,
  meta: SubmissionMeta,
  planOutbox: OutboxPlanner,
): Promise<Submission> {
  const now = meta.now ?? Date.now();
  const row = submissionRow(fields, meta, now);
  // One reply per email per event; a spam row is never compared, so a bot that used an address blocks nobody.
  if (meta.event && !meta.spam) row.rsvp_email = rsvpEmailKey(row.email);
  const written = store.db.transaction().execute(async (trx) => {
    const event = meta.event;
    if (event) {
      row.event_id = event.id;
      // Spam is kept for the inbox's spam folder, and takes no place.
      if (!meta.spam) row.rsvp_status = await rsvpPlace(trx, store.dialect, event, row.guests ?? 1, now);
    }
    return writeSubmission(trx, row, meta, planOutbox, { event }, now);
  });
  return written.catch((error: unknown) => {
    if (row.rsvp_email && isUniqueViolation(error)) throw new DuplicateRsvp();
    throw error;
  });
}

/**
 * An RSVP's place, inside the transaction that stores (or releases) it: confirmed while the event has room for its
 * guests, else on the waiting list.
 */
export async function rsvpPlace(
  trx: Transaction<Database>,
  dialect: Store["dialect"],
  event: EventItem,
  guests: number,
  now: number,
): Promise<"confirmed" | "waitlist"> {
  // No limit: every RSVP has a place, and there is nothing to count or wait for.
  if (event.capacity === null) return "confirmed";
  // One RSVP at a time per event decides who has a place: the count and the write are one step.
  await lockEvent(trx, dialect, event.id);
  const confirmed = await confirmedGuests(trx, event.id);
  const fits = confirmed + guests <= event.capacity;
  // The RSVP that fills the event changes its page (now "full"): every instance renders it again.
  if (fits && confirmed + guests >= event.capacity) await markContentChanged(trx, now);
  return fits ? "confirmed" : "waitlist";
}

/** A submission's row, before it is written. */
export function submissionRow(fields: SubmissionFields, meta: SubmissionMeta, now: number): NewSubmission {
  return {
    id: randomUUID(),
    kind: FORMS[meta.formId].kind,
    form_id: meta.formId,
    created_at: now,
    first_name: fields.first_name,
    last_name: fields.last_name,
    email: fields.email,
    phone: fields.phone,
    message: fields.message ?? null,
    how_did_you_hear: fields.how_did_you_hear ?? null,
    company: fields.company ?? null,
    guests: fields.guests ?? null,
    marketing_consent: fields.marketing_consent ? 1 : 0,
    status: meta.spam ? "spam" : "new",
    handled_at: null,
    handled_by: null,
    client_hash: meta.clientHash,
    user_agent: meta.userAgent?.slice(0, 300) ?? null,
    ...sourceColumns(fields.source ?? NO_FIRST_TOUCH, meta.channelRules),
  };
}

/**
 * A first touch as the submission's columns, with the channel it falls in by the owners' rules and the shipped ones,
 * and the one the shipped rules alone give (kept so a change of the owners' rules re-classifies it, decision 077).
 */
export function sourceColumns(touch: FirstTouch, rules: readonly ChannelRule[] = []) {
  return {
    source_referrer: touch.referrer,
    source_landing: touch.landing,
    source_utm_source: touch.utmSource,
    source_utm_medium: touch.utmMedium,
    source_utm_campaign: touch.utmCampaign,
    source_paid: touch.paid ? 1 : 0,
    source_channel: channelOf(touch, rules),
    source_base_channel: shippedChannelOf(touch),
  };
}

/**
 * What a submission's mails are about, when it needs the stored submission to say (a visit is booked with the
 * submission's id): called inside the transaction, after the submission is written, before its mails are planned.
 */
export type ContextOf = (trx: Transaction<Database>, submission: Submission) => Promise<SubmissionContext>;

/**
 * Writes a submission (with a quote request's rows) and the mails its context plans, inside the caller's
 * transaction: the lead and its mails commit together or not at all. Every lead is written here, whichever its form.
 */
export async function writeSubmission(
  trx: Transaction<Database>,
  row: NewSubmission,
  meta: Pick<SubmissionMeta, "spam" | "quote" | "quoteCatalogue">,
  planOutbox: OutboxPlanner,
  context: SubmissionContext | ContextOf,
  now: number,
): Promise<Submission> {
  // Its person (decision 071) is found or made in the same transaction.
  const submission = await trx.insertInto("submissions").values(await withPerson(trx, row, now)).returningAll().executeTakeFirstOrThrow();
  // A "send me news" is kept with the words its form showed (decision 074).
  await recordConsent(trx, submission);
  if (meta.quote) await insertQuote(trx, submission.id, meta.quote, now);
  if (!meta.spam) {
    const about = typeof context === "function" ? await context(trx, submission) : context;
    // A quote's mail names its products by the catalogue it was checked against, else as stored now.
    const quoteCatalogue = about.quoteCatalogue ?? meta.quoteCatalogue ?? (meta.quote ? await storedQuoteCatalogue(trx) : undefined);
    await queueMails(trx, planOutbox, submission, { ...about, quote: meta.quote, quoteCatalogue }, now);
  }
  return submission;
}

/**
 * Queues the mails a stored submission's context plans, inside the caller's transaction, with the company details as
 * stored now (a visit's, read when it was booked in this transaction, are the same).
 */
export async function queueMails(
  trx: Transaction<Database>,
  planOutbox: OutboxPlanner,
  submission: Submission,
  context: SubmissionContext,
  now: number,
): Promise<void> {
  const company = context.company ?? context.visit?.company ?? (await currentSettings(trx));
  const drafts = planOutbox(submission, { ...context, company }).map((draft) => ({ ...draft, id: randomUUID(), submission_id: submission.id, created_at: now }));
  if (drafts.length) await trx.insertInto("outbox").values(drafts).execute();
}
