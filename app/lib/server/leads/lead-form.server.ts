import type { Kysely, Transaction } from "kysely";
import type { ZodType } from "zod";
import type { EventItem } from "#app/lib/content/types";
import type { FirstTouch } from "#app/lib/leads/first-touch";
import type { RawFields } from "#app/lib/forms/fields";
import { HONEYPOT_FIELD, type FormId, type FormKind } from "#app/lib/forms/form-ids";
import type { FormResult, QuoteActionData } from "#app/lib/forms/results";
import type { VisitRequest } from "../bookings/visit-leads.server";
import type { AttachmentInfo } from "#app/lib/quote/attachments";
import type { QuoteCatalogue } from "#app/lib/quote/catalogue";
import { clientHash } from "../platform/client-hash.server";
import type { Database, NewSubmission, Submission } from "../platform/db-schema";
import { stringValues } from "../platform/request-body.server";
import type { AppServices } from "../platform/services.server";
import { isAttachmentField, type AcceptedAttachments } from "./attachments.server";
import type { QuoteUpload } from "./quote-upload.server";
import type { QuoteDetails } from "./quotes.server";
import { storeSubmission, type SubmissionContext, type SubmissionFields } from "./submissions.server";

/**
 * A lead form (decision 031): everything that makes contact, RSVP, quote and visit posts differ, in one definition
 * each, registered in lead-forms.server.ts. The post handler (form-handler.server.ts) runs the same steps for every
 * form and asks its definition at each: limit, files, open, schema, spam, lead, captcha or held, submit.
 */

/** The part of the app's services a form post uses. */
export type FormServices = Pick<
  AppServices,
  "store" | "captcha" | "formLimiter" | "attachmentLimiter" | "uploadLimits" | "planOutbox" | "wakeOutbox" | "content"
> &
  Partial<Pick<AppServices, "heldLimits">>;

export interface FormRequestMeta {
  clientHash: string;
  clientIp?: string;
  userAgent?: string;
  /** Posted by one of the site's form pages (not the /f/ endpoint): without a captcha, it may be held (decision 027). */
  fromPage?: boolean;
}

/** Who sent a post, as a form's record keeps it: the address pseudonymised with the site's key, and the browser. */
export function formRequestMeta(clientIp: string | undefined, clientKey: string, userAgent: string | undefined): FormRequestMeta {
  return { clientHash: clientHash(clientIp, clientKey), clientIp, userAgent };
}

/** The values a form is shown again with: what the visitor typed, never the honeypot nor the files' ids. */
export function keptValues(fields: RawFields): Record<string, string> {
  const values = stringValues(fields);
  delete values[HONEYPOT_FIELD];
  for (const name of Object.keys(values)) if (isAttachmentField(name)) delete values[name];
  return values;
}

/** A valid post, as it is stored (or held): the person's fields, and what its kind adds. */
export interface Lead {
  fields: SubmissionFields;
  /** An RSVP's event. */
  event?: EventItem;
  /** A quote request's project, schedule and files. */
  quote?: QuoteDetails;
  /** The live catalogue the quote was checked against, which its mails name products by. */
  quoteCatalogue?: QuoteCatalogue;
  /** A showroom visit's request: the showroom, purpose, note and time. */
  visit?: VisitRequest;
}

/** What a form needs beyond its posted fields once it is open: an RSVP page's event, the quote's live catalogue. */
export interface OpenForm {
  event?: EventItem;
  catalogue?: QuoteCatalogue;
  /** The company's phone as the pages show it now (an RSVP's message for a larger group calls it). */
  phone?: string;
}

/** How a post is stored: its form, whether it is spam, and who sent it. */
export type LeadMeta = FormRequestMeta & { formId: FormId; spam: boolean };

export interface LeadForm {
  /** The submission kind its posts are stored as (FORMS in app/lib/forms/form-ids.ts maps each form id to it). */
  kind: FormKind;
  /** Whether a post must pass the captcha (a post from a page that could not run it is held, decision 027). */
  captcha: boolean;
  /** The most fields a post may have, when more than the default (a quote's schedule rows). */
  maxFields?: number;
  /** Files received before the action (a quote's drawings): checked and kept as pending attachments. */
  acceptFiles?(
    services: FormServices,
    meta: Pick<FormRequestMeta, "clientHash">,
    fields: RawFields,
    upload: QuoteUpload | undefined,
    refuseNew?: string,
  ): Promise<AcceptedAttachments>;
  /** Before the fields are checked: a refusal when the form takes no post now (an event that is over), or what it needs. */
  open?(formId: FormId, services: FormServices): { refusal: { status: 410; formError: string } } | { open: OpenForm };
  /** The form's schema (the one its page checks with), for what `open` found. */
  schema(open: OpenForm): ZodType;
  /** A valid post as a lead: the person's fields and its kind's details. */
  lead(data: Record<string, unknown>, open: OpenForm, attachments: AcceptedAttachments | undefined): Lead;
  /**
   * Stores the lead (through storeLead or the submission writer) and answers the visitor; a refusal known only while
   * storing (a second RSVP, a visit's time just taken) is answered here.
   */
  submit(services: FormServices, lead: Lead, meta: LeadMeta, values: Record<string, string>): Promise<FormResult>;
  /**
   * A post to the form's page that is not the form's request (a quote's row buttons without JavaScript): its answer,
   * or undefined for the request itself.
   */
  pagePost?(request: Request, services: FormServices, meta: FormRequestMeta, upload: QuoteUpload | undefined): Promise<QuoteActionData | undefined>;
  /**
   * How a post sent without the captcha from the form's page is held and released (decision 027), where it differs
   * from a contact enquiry's: without it, only the submission is held, and its release mails it on.
   */
  held?: HeldForm;
}

// ------------------------------------------------------------------------------- held posts (decision 027)

/** The part of the app's services holding and releasing use. */
export type HeldServices = Pick<AppServices, "store" | "planOutbox" | "wakeOutbox" | "content"> & Partial<Pick<AppServices, "heldLimits">>;

/** What staff are told after Release or Discard: ok false for what needs their attention (the tone of the notice). */
export interface HeldActionResult {
  ok: boolean;
  message: string;
  /** 404: nothing held has this id; 409: released or discarded already. */
  status?: 404 | 409;
}

/** What the visitor told a post is held is told besides: a visit's showroom and time asked for, a quote's schedule. */
export type HeldAnswer = Pick<Extract<FormResult, { ok: true }>, "visit" | "quote">;

/** What a held submission's page shows of its request: a visit's time, showroom and purpose. */
export interface HeldRequestView {
  visit?: { when: string; showroom: string; purpose: string };
}

/** A held submission that staff release: who sent it, when it is released, and how to take it out of held. */
export interface HeldRelease {
  id: string;
  /** The person's first and last name, and email, as sent. */
  name: string;
  email: string;
  now: number;
  /**
   * Takes it out of held inside `trx`, recording who released it, when, and how it went (`outcome`: "sent" or one of
   * the form's `outcomes`), setting `columns` with it; throws when another release or a discard came first.
   */
  mark(trx: Transaction<Database>, outcome: string, columns?: Partial<Pick<Submission, "rsvp_status" | "rsvp_email">>): Promise<Submission>;
}

/**
 * A form's part in holding and releasing its posts (decision 027). held.server.ts runs the same steps for every form
 * and asks this at each: request, check, files, columns and store when holding; release (or mails) and view after.
 * `Request` is what `request` keeps, stored as JSON with the held row, and handed back to release and view.
 */
export interface HeldForm<Request extends object = object> {
  /** What releasing needs beyond the submission's row (a visit's showroom, time, purpose and note; an RSVP's event). */
  request(lead: Lead): Request;
  /**
   * Before anything is held: a refusal as any visitor gets it (a visit's time gone, a second RSVP: 409), or what the
   * visitor's answer adds (the visit's time asked for, a quote's schedule).
   */
  check?(services: HeldServices, lead: Lead, values: Record<string, string>, now: number): Promise<{ refusal: FormResult } | { answer: HeldAnswer }>;
  /** The files held with it: counted against the held files' budget, and listed in the form given back when refused. */
  files?(lead: Lead): AttachmentInfo[];
  /** Columns of the held submission's row beyond the person's fields (an RSVP's event). */
  columns?(lead: Lead): Partial<NewSubmission>;
  /** Rows written with the held submission, in its transaction (a quote's project, schedule and files). */
  store?(trx: Transaction<Database>, submission: Submission, lead: Lead, now: number): Promise<void>;
  /** What its mails need on release, when released like a contact enquiry (mailed on): a quote's details and files. */
  mails?(db: Kysely<Database>, id: string, request: Request): Promise<SubmissionContext>;
  /** Releases it otherwise than by mailing it on (a visit is booked, an RSVP takes its place), as if the captcha had passed. */
  release?(services: HeldServices, held: HeldRelease, request: Request): Promise<HeldActionResult>;
  /** What staff read on the release's outcome, for the outcomes `release` records besides "sent". */
  outcomes?: Readonly<Record<string, string>>;
  /** What the held submission's page shows of the request. */
  view?(db: Kysely<Database>, request: Request): Promise<HeldRequestView>;
}

const isFirstTouch = (value: unknown): value is FirstTouch => typeof value === "object" && value !== null && "paid" in value;

const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/** A submission's fields from a form's checked data: every form's schema names them the same (a visit's note is its message). */
export function submissionFields(data: Record<string, unknown>): SubmissionFields {
  return {
    first_name: String(data.first_name),
    last_name: String(data.last_name),
    email: String(data._replyto),
    phone: String(data.phone),
    message: text(data.message) ?? text(data.note),
    how_did_you_hear: text(data.how_did_you_hear),
    company: text(data.company),
    guests: typeof data.guests === "number" ? data.guests : undefined,
    marketing_consent: data.marketing_consent === true,
    source: isFirstTouch(data.first_touch) ? data.first_touch : undefined,
  };
}

/** Stores a lead with its mails (committed when this resolves) and wakes the outbox unless it is spam. */
export async function storeLead(services: FormServices, lead: Lead, meta: LeadMeta) {
  const { fields, event, quote, quoteCatalogue } = lead;
  const stored = await storeSubmission(services.store, fields, { ...meta, event, quote, quoteCatalogue, channelRules: services.content.current().channels.rules }, services.planOutbox);
  if (!meta.spam) services.wakeOutbox();
  return stored;
}
