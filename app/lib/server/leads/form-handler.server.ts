import { captchaRequiredMessage } from "../../captcha-config";
import { contactSchema } from "../../forms/contact";
import { fieldErrors, type FieldErrors, type RawFields } from "../../forms/fields";
import { FORMS, HONEYPOT_FIELD, type FormId } from "../../forms/form-ids";
import type { FormResult } from "../../forms/results";
import { rsvpSchema, rsvpSchemaFor } from "../../forms/rsvp";
import { quoteSchema, type QuoteInput } from "../../forms/quote";
import { visitSchema, type VisitInput } from "../../forms/visit";
import { bookVisitLead } from "../bookings/visit-leads.server";
import { BodyError, readPostedFields, stringValues, type PostedBody } from "../platform/request-body.server";
import type { AppServices } from "../platform/services.server";
import { clientHash } from "../platform/client-hash.server";
import { captchaResponse } from "./captcha.server";
import { QUOTE_MAX_FIELDS, type QuoteUpload } from "./quote-upload.server";
import { acceptAttachments, isAttachmentField, type AcceptedAttachments } from "./attachments.server";
import { ATTACHMENTS_ERROR_FIELD, attachmentMessages } from "../../quote/attachments";
import { DuplicateRsvp, storeSubmission, type SubmissionFields } from "./submissions.server";
import { duplicateRsvpMessage } from "./rsvp-replies.server";
import { captchaNotRun, holdSubmission } from "./held.server";
import { QUOTE_CATALOGUE, quoteDetails } from "./quotes.server";
import { acceptsRsvps, eventForPage, eventState, rsvpClosesAt } from "../../content/event-state";
import type { EventItem, RsvpPage } from "../../content/types";
import { formatEventDate, formatPacificTime } from "../../pacific-time";

/** Why an RSVP page takes no RSVP now (no event, or it is closed or over); undefined while it does. */
export function rsvpRefusal(event: EventItem | undefined, now: number): string | undefined {
  if (!event) return "There is no event to RSVP for on this page at the moment.";
  const state = eventState(event, now);
  if (acceptsRsvps(state)) return undefined;
  if (state === "past") return `This event took place on ${formatEventDate(event.startsAt)}: RSVPs are closed.`;
  const closes = rsvpClosesAt(event);
  return `RSVPs for this event closed on ${formatEventDate(closes)} at ${formatPacificTime(closes)}.`;
}

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

const SCHEMAS = { contact: contactSchema, rsvp: rsvpSchema, quote: quoteSchema(QUOTE_CATALOGUE), visit: visitSchema } as const;


/**
 * Reads, checks and stores one form post (its body as received). Every failure is a 4xx with a message; the lead is
 * committed on success. A quote request's files (`upload`, received before the action) are kept as pending
 * attachments whatever else fails, so the form given back still has them.
 */
export async function handleFormPost(
  formId: FormId,
  body: PostedBody,
  services: FormServices,
  meta: FormRequestMeta,
  upload?: QuoteUpload,
): Promise<FormResult> {
  const limit = await services.formLimiter.consume(meta.clientHash);

  let fields: RawFields;
  try {
    fields = await readPostedFields(body, FORMS[formId].kind === "quote" ? QUOTE_MAX_FIELDS : undefined);
  } catch (error) {
    if (error instanceof BodyError) return { ok: false, status: error.status, errors: {}, formError: error.message, values: {} };
    throw error;
  }
  // Over the form limit, a post leaves no new files either: they would be stored with no request to go with.
  const refuseNew = limit.allowed ? undefined : attachmentMessages.limited(Math.ceil(limit.retryAfterSeconds / 60));
  const attachments =
    FORMS[formId].kind === "quote" ? await acceptQuoteAttachments(services, meta, fields, upload, refuseNew) : undefined;
  if (!limit.allowed) {
    // Not stored, but given back: the form is shown again filled in, so nothing the visitor wrote is lost.
    return {
      ok: false,
      status: 429,
      errors: attachments?.errors.length ? { [ATTACHMENTS_ERROR_FIELD]: attachments.errors.join(" ") } : {},
      formError: `Too many messages from your connection. Please try again in ${Math.ceil(limit.retryAfterSeconds / 60)} minutes, or call us.`,
      values: keptValues(fields),
      retryAfterSeconds: limit.retryAfterSeconds,
      ...(attachments ? { attachments: attachments.attachments } : {}),
    };
  }
  return submitFields(formId, fields, services, meta, attachments);
}

/**
 * A quote request's files: those kept from an earlier post, and the new ones, checked and stored as pending within
 * the client's quota and the site's budget; with `refuseNew` (why), no new file is stored.
 */
export function acceptQuoteAttachments(
  services: Pick<FormServices, "store" | "attachmentLimiter" | "uploadLimits">,
  meta: Pick<FormRequestMeta, "clientHash">,
  fields: RawFields,
  upload: QuoteUpload | undefined,
  refuseNew?: string,
): Promise<AcceptedAttachments> {
  return acceptAttachments(
    {
      db: services.store.db,
      quota: { dialect: services.store.dialect, limits: services.uploadLimits },
      limiter: services.attachmentLimiter,
      clientHash: meta.clientHash,
      ...(upload?.reservationId ? { reservationId: upload.reservationId } : {}),
      ...(refuseNew ? { refuseNew } : {}),
    },
    fields,
    upload?.files ?? [],
    upload?.problems ?? [],
  );
}

/**
 * The files of a quote post that is not the request itself (a row button or a file's Remove without JavaScript):
 * such a post needs no captcha, so one that brings new files counts against the form limit like a request, and past
 * it leaves none (decision 022). Building a schedule without files costs nothing.
 */
export async function acceptRowPostAttachments(
  services: Pick<FormServices, "store" | "attachmentLimiter" | "uploadLimits" | "formLimiter">,
  meta: Pick<FormRequestMeta, "clientHash">,
  fields: RawFields,
  upload: QuoteUpload | undefined,
): Promise<AcceptedAttachments> {
  let refuseNew: string | undefined;
  if (upload?.files.length) {
    const limit = await services.formLimiter.consume(meta.clientHash);
    if (!limit.allowed) refuseNew = attachmentMessages.limited(Math.ceil(limit.retryAfterSeconds / 60));
  }
  return acceptQuoteAttachments(services, meta, fields, upload, refuseNew);
}

/** The values a form is shown again with: what the visitor typed, never the honeypot nor the files' ids. */
export function keptValues(fields: RawFields): Record<string, string> {
  const values = stringValues(fields);
  delete values[HONEYPOT_FIELD];
  for (const name of Object.keys(values)) if (isAttachmentField(name)) delete values[name];
  return values;
}

export async function submitFields(
  formId: FormId,
  fields: RawFields,
  services: FormServices,
  meta: FormRequestMeta,
  attachments?: AcceptedAttachments,
): Promise<FormResult> {
  const values = keptValues(fields);
  const kept = attachments ? { attachments: attachments.attachments } : {};
  const kind = FORMS[formId].kind;
  let event: EventItem | undefined;
  if (kind === "rsvp") {
    const now = services.content.now();
    event = eventForPage(services.content.current().events, formId as RsvpPage, now);
    const refusal = rsvpRefusal(event, now);
    // Nothing is stored for an event that is over: the page says so too, and has no form.
    if (refusal) return { ok: false, status: 410, errors: {}, formError: refusal, values };
  }
  // An RSVP's guests are checked against its event's ceiling, the same schema its form checks with.
  const parsed = (event ? rsvpSchemaFor(event.maxGuests) : SCHEMAS[kind]).safeParse(fields);
  const attachmentErrors: FieldErrors = attachments?.errors.length ? { [ATTACHMENTS_ERROR_FIELD]: attachments.errors.join(" ") } : {};
  if (!parsed.success) {
    return { ok: false, status: 422, errors: { ...fieldErrors(parsed.error), ...attachmentErrors }, values, ...kept };
  }
  // A file that was not taken is not silently dropped: the visitor decides whether to send without it.
  if (attachments?.errors.length) return { ok: false, status: 422, errors: attachmentErrors, values, ...kept };

  const honeypot = fields[HONEYPOT_FIELD];
  const spam = typeof honeypot === "string" && honeypot.trim() !== "";

  const data = parsed.data as Record<string, unknown>;
  const submission: SubmissionFields = {
    first_name: String(data.first_name),
    last_name: String(data.last_name),
    email: String(data._replyto),
    phone: String(data.phone),
    message: typeof data.message === "string" ? data.message : typeof data.note === "string" ? data.note : undefined,
    how_did_you_hear: typeof data.how_did_you_hear === "string" ? data.how_did_you_hear : undefined,
    company: typeof data.company === "string" ? data.company : undefined,
    guests: typeof data.guests === "number" ? data.guests : undefined,
    marketing_consent: data.marketing_consent === true,
  };
  const quote =
    kind === "quote" ? { ...quoteDetails(parsed.data as QuoteInput), attachments: attachments?.attachments ?? [] } : undefined;

  if (!spam) {
    if (meta.fromPage && captchaNotRun(fields, services.captcha.provider)) {
      // The browser could not run the captcha: kept for a person to check rather than lost (decision 027).
      const visit = kind === "visit" ? (parsed.data as VisitInput) : undefined;
      return holdSubmission(services, { formId, fields: submission, event, quote, visit }, meta, values);
    }
    const verdict = await services.captcha.verify(captchaResponse(fields, services.captcha.provider), meta.clientIp);
    if (!verdict.ok) {
      const unavailable = verdict.reason === "unavailable";
      return {
        ok: false,
        status: unavailable ? 503 : 400,
        errors: {},
        formError: unavailable
          ? "We could not check the captcha just now. Please try again in a moment, or call or email us."
          : `${captchaRequiredMessage(services.captcha.provider)}.`,
        values,
        ...kept,
      };
    }
  }

  if (kind === "visit") {
    return bookVisitLead(services, parsed.data as VisitInput, submission, { ...meta, spam }, values);
  }
  let stored;
  try {
    stored = await storeSubmission(services.store, submission, { formId, spam, event, quote, ...meta }, services.planOutbox);
  } catch (error) {
    // Never overwritten: the first reply stands, and the visitor is told how to change it.
    if (error instanceof DuplicateRsvp && event) return { ok: false, status: 409, errors: {}, formError: duplicateRsvpMessage(event), values };
    throw error;
  }
  if (!spam) services.wakeOutbox();
  // Filling the last places changed the event's page: show it here at once (other instances follow within a second).
  if (event?.capacity != null && !spam) await services.content.refresh();
  return {
    ok: true,
    formId,
    ...(stored.rsvp_status === "waitlist" ? { waitlisted: true } : {}),
    ...(quote ? { quote: { openings: quote.openings, summary: quote.summary, attachments: attachments?.attachments ?? [], projectType: quote.projectType } } : {}),
  };
}
