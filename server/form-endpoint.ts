import type { NextFunction, Request, Response } from "express";
import { isFormId } from "../app/lib/forms/form-ids";
import type { FormResult } from "../app/lib/forms/results";
import type { QuoteUpload } from "../app/lib/server/leads/quote-upload.server";
import { formRequestMeta, handleFormPost, type FormServices } from "../app/lib/server/leads/form-handler.server";
import { formAnswerHeaders } from "../app/lib/server/leads/form-routes.server";

/** The path of the form endpoint: POST /f/:formId. */
export const FORM_ENDPOINT_PATH = "/f/:formId";

const JSON_TYPE = "application/json; charset=utf-8";

/** The endpoint's JSON answer to a form's result: { ok: true } or { ok: false, error, errors: [{ field, message }] }. */
export function formEndpointBody(result: FormResult) {
  if (result.ok) return { ok: true, next: "/" };
  return {
    ok: false,
    error: result.formError ?? "Please correct the highlighted fields.",
    errors: Object.entries(result.errors).map(([field, message]) => ({ field, message })),
  };
}

function sendJson(res: Response, status: number, body: unknown, headers: Record<string, string>) {
  const bytes = Buffer.from(JSON.stringify(body));
  res.status(status);
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader("Content-Type", JSON_TYPE);
  res.setHeader("Content-Length", bytes.length);
  res.end(bytes);
}

const NO_STORE = { "Cache-Control": "private, no-store" };

/**
 * POST /f/:formId — the hosted form service's shape, so existing integrations keep working: the same fields as JSON,
 * URL-encoded or multipart; the answer is JSON. An Express route of its own rather than a React Router resource route,
 * because it renders nothing: a post here is read, checked and committed without matching the app's routes or making
 * a Fetch Request and Response for it (about a quarter of a post's processor time; decision record 021). It runs after
 * the same guards as every post: same origin, the quote's files received, the body read within its size limit.
 */
export function formEndpoint(services: FormServices & { clientKey: string }) {
  return async function postToForm(req: Request, res: Response, next: NextFunction) {
    if (req.method !== "POST") {
      return sendJson(res, 405, { ok: false, error: "Use POST." }, { ...NO_STORE, Allow: "POST" });
    }
    const formId = String(req.params.formId);
    if (!isFormId(formId)) return sendJson(res, 404, { ok: false, error: `Unknown form "${formId}".` }, NO_STORE);
    try {
      const result = await handleFormPost(
        formId,
        { contentType: req.get("content-type") ?? "", bytes: Buffer.isBuffer(req.body) ? req.body : new Uint8Array() },
        services,
        formRequestMeta(req.ip, services.clientKey, req.get("user-agent")),
        res.locals.quoteUpload as QuoteUpload | undefined,
      );
      sendJson(res, result.ok ? 200 : result.status, formEndpointBody(result), formAnswerHeaders(result));
    } catch (error) {
      next(error);
    }
  };
}
