import { captchaRequiredMessage } from "../../captcha-config";
import { contactSchema } from "../../forms/contact";
import { fieldErrors, type RawFields } from "../../forms/fields";
import { FORMS, HONEYPOT_FIELD, type FormId } from "../../forms/form-ids";
import type { FormResult } from "../../forms/results";
import { rsvpSchema } from "../../forms/rsvp";
import { BodyError, readFields, stringValues } from "../platform/request-body.server";
import type { AppServices } from "../platform/services.server";
import { captchaResponse } from "./captcha.server";
import { storeSubmission, type SubmissionFields } from "./submissions.server";

/** The part of the app's services a form post uses. */
export type FormServices = Pick<AppServices, "store" | "captcha" | "formLimiter" | "planOutbox" | "wakeOutbox">;

export interface FormRequestMeta {
  clientHash: string;
  clientIp?: string;
  userAgent?: string;
}

const SCHEMAS = { contact: contactSchema, rsvp: rsvpSchema } as const;

/** Reads, checks and stores one form post. Every failure is a 4xx with a message; the lead is committed on success. */
export async function handleFormPost(
  formId: FormId,
  request: Request,
  services: FormServices,
  meta: FormRequestMeta,
): Promise<FormResult> {
  const limit = await services.formLimiter.consume(meta.clientHash);

  let fields: RawFields;
  try {
    fields = await readFields(request);
  } catch (error) {
    if (error instanceof BodyError) return { ok: false, status: error.status, errors: {}, formError: error.message, values: {} };
    throw error;
  }
  if (!limit.allowed) {
    // Not stored, but given back: the form is shown again filled in, so nothing the visitor wrote is lost.
    return {
      ok: false,
      status: 429,
      errors: {},
      formError: `Too many messages from your connection. Please try again in ${Math.ceil(limit.retryAfterSeconds / 60)} minutes, or call us.`,
      values: keptValues(fields),
      retryAfterSeconds: limit.retryAfterSeconds,
    };
  }
  return submitFields(formId, fields, services, meta);
}

/** The values a form is shown again with: what the visitor typed, never the honeypot. */
function keptValues(fields: RawFields): Record<string, string> {
  const values = stringValues(fields);
  delete values[HONEYPOT_FIELD];
  return values;
}

export async function submitFields(
  formId: FormId,
  fields: RawFields,
  services: FormServices,
  meta: FormRequestMeta,
): Promise<FormResult> {
  const values = keptValues(fields);
  const kind = FORMS[formId].kind;
  const parsed = SCHEMAS[kind].safeParse(fields);
  if (!parsed.success) {
    return { ok: false, status: 422, errors: fieldErrors(parsed.error), values };
  }

  const honeypot = fields[HONEYPOT_FIELD];
  const spam = typeof honeypot === "string" && honeypot.trim() !== "";

  if (kind === "contact" && !spam) {
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
      };
    }
  }

  const data = parsed.data as Record<string, unknown>;
  const submission: SubmissionFields = {
    first_name: String(data.first_name),
    last_name: String(data.last_name),
    email: String(data._replyto),
    phone: String(data.phone),
    message: typeof data.message === "string" ? data.message : undefined,
    how_did_you_hear: typeof data.how_did_you_hear === "string" ? data.how_did_you_hear : undefined,
    company: typeof data.company === "string" ? data.company : undefined,
    guests: typeof data.guests === "number" ? data.guests : undefined,
    marketing_consent: data.marketing_consent === true,
  };
  await storeSubmission(services.store, submission, { formId, spam, ...meta }, services.planOutbox);
  if (!spam) services.wakeOutbox();
  return { ok: true, formId };
}
