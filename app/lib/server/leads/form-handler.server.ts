import { captchaRequiredMessage } from "#app/lib/captcha-config";
import { fieldErrors, type FieldErrors, type RawFields } from "#app/lib/forms/fields";
import { HONEYPOT_FIELD, type FormId } from "#app/lib/forms/form-ids";
import type { FormResult } from "#app/lib/forms/results";
import { ATTACHMENTS_ERROR_FIELD, attachmentMessages } from "#app/lib/quote/attachments";
import { BodyError, readPostedFields, type PostedBody } from "../platform/request-body.server";
import type { AcceptedAttachments } from "./attachments.server";
import { captchaResponse } from "./captcha.server";
import { captchaNotRun, holdSubmission } from "./held.server";
import { keptValues, type FormRequestMeta, type FormServices } from "./lead-form.server";
import { leadForm } from "./lead-forms.server";
import type { QuoteUpload } from "./quote-upload.server";

export { formRequestMeta, keptValues, type FormRequestMeta, type FormServices } from "./lead-form.server";
export { acceptQuoteAttachments, acceptRowPostAttachments } from "./forms/quote.server";
export { rsvpRefusal } from "./forms/rsvp.server";

/**
 * Reads, checks and stores one form post (its body as received), the same steps for every form, each asking the
 * form's definition (lead-forms.server.ts, decision 031). Every failure is a 4xx with a message; the lead is
 * committed on success. Files received before the action (`upload`, a quote's) are kept as pending attachments
 * whatever else fails, so the form given back still has them.
 */
export async function handleFormPost(
  formId: FormId,
  body: PostedBody,
  services: FormServices,
  meta: FormRequestMeta,
  upload?: QuoteUpload,
): Promise<FormResult> {
  const form = leadForm(formId);
  const limit = await services.formLimiter.consume(meta.clientHash);

  let fields: RawFields;
  try {
    fields = await readPostedFields(body, form.maxFields);
  } catch (error) {
    if (error instanceof BodyError) return { ok: false, status: error.status, errors: {}, formError: error.message, values: {} };
    throw error;
  }
  // Over the form limit, a post leaves no new files either: they would be stored with no request to go with.
  const refuseNew = limit.allowed ? undefined : attachmentMessages.limited(Math.ceil(limit.retryAfterSeconds / 60));
  const attachments = await form.acceptFiles?.(services, meta, fields, upload, refuseNew);
  if (!limit.allowed) {
    // Not stored, but given back: the form is shown again filled in, so nothing the visitor wrote is lost.
    return {
      ok: false,
      status: 429,
      errors: attachmentErrors(attachments),
      formError: `Too many messages from your connection. Please try again in ${Math.ceil(limit.retryAfterSeconds / 60)} minutes, or call us.`,
      values: keptValues(fields),
      retryAfterSeconds: limit.retryAfterSeconds,
      ...(attachments ? { attachments: attachments.attachments } : {}),
    };
  }
  return submitFields(formId, fields, services, meta, attachments);
}

/** A file that was not taken, as the form's error under its files. */
function attachmentErrors(attachments: AcceptedAttachments | undefined): FieldErrors {
  return attachments?.errors.length ? { [ATTACHMENTS_ERROR_FIELD]: attachments.errors.join(" ") } : {};
}

/** Checks and stores the fields of a post (read, and its files accepted): the form's steps after the limit. */
export async function submitFields(
  formId: FormId,
  fields: RawFields,
  services: FormServices,
  meta: FormRequestMeta,
  attachments?: AcceptedAttachments,
): Promise<FormResult> {
  const form = leadForm(formId);
  const values = keptValues(fields);
  const kept = attachments ? { attachments: attachments.attachments } : {};
  const opened = form.open ? form.open(formId, services) : { open: {} };
  if ("refusal" in opened) return { ok: false, ...opened.refusal, errors: {}, values };

  const parsed = form.schema(opened.open).safeParse(fields);
  const fileErrors = attachmentErrors(attachments);
  if (!parsed.success) return { ok: false, status: 422, errors: { ...fieldErrors(parsed.error), ...fileErrors }, values, ...kept };
  // A file that was not taken is not silently dropped: the visitor decides whether to send without it.
  if (attachments?.errors.length) return { ok: false, status: 422, errors: fileErrors, values, ...kept };

  const honeypot = fields[HONEYPOT_FIELD];
  const spam = typeof honeypot === "string" && honeypot.trim() !== "";
  const lead = form.lead(parsed.data as Record<string, unknown>, opened.open, attachments);

  if (!spam && form.captcha) {
    if (meta.fromPage && captchaNotRun(fields, services.captcha.provider)) {
      // The browser could not run the captcha: kept for a person to check rather than lost (decision 027).
      return holdSubmission(services, { formId, ...lead }, meta, values);
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
  return form.submit(services, lead, { ...meta, formId, spam }, values);
}
