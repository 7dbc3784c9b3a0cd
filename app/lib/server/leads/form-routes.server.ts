import { data, type AppLoadContext } from "react-router";
import type { FormId } from "../../forms/form-ids";
import type { FormResult } from "../../forms/results";
import { clientHash } from "../platform/client-hash.server";
import { requireServices } from "../platform/services.server";
import { handleFormPost } from "./form-handler.server";

/**
 * The `headers` of a form page. A post without JavaScript gets the whole page back, and React Router passes on only
 * cookies from the action by itself: this keeps the answer out of caches and tells a limited client when to retry.
 */
export function formPageHeaders({ actionHeaders }: { actionHeaders: Headers }): Headers {
  const headers = new Headers();
  for (const name of ["Cache-Control", "Retry-After"]) {
    const value = actionHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}

/**
 * One post to a form, from its page or from POST /f/:formId: the result, and the headers every answer to it carries
 * (never cached; on 429, when to try again).
 */
export async function postForm(
  formId: FormId,
  request: Request,
  context: AppLoadContext,
): Promise<{ result: FormResult; headers: Headers }> {
  const services = requireServices(context);
  const result = await handleFormPost(
    formId,
    request,
    services,
    {
      clientHash: clientHash(context.clientIp, services.clientKey),
      clientIp: context.clientIp,
      userAgent: request.headers.get("user-agent") ?? undefined,
    },
    formId === "quote" ? context.quoteUpload : undefined,
  );
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  if (!result.ok && result.retryAfterSeconds) headers.set("Retry-After", String(result.retryAfterSeconds));
  return { result, headers };
}

/** The action of a form page: the result as route data, with its HTTP status. */
export async function formAction(formId: FormId, request: Request, context: AppLoadContext) {
  const { result, headers } = await postForm(formId, request, context);
  return data(result, { status: result.ok ? 200 : result.status, headers });
}
