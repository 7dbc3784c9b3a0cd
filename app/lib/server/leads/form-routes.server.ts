import { data, type AppLoadContext } from "react-router";
import type { FormId } from "#app/lib/forms/form-ids";
import type { FormResult } from "#app/lib/forms/results";
import { requireServices } from "../platform/services.server";
import { postedBody } from "../platform/request-body.server";
import { handleFormPost } from "./form-handler.server";
import { formRequestMeta } from "./lead-form.server";
import { leadForm } from "./lead-forms.server";

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

/** The headers every answer to a form post carries: never cached; on 429, when to try again. */
export function formAnswerHeaders(result: FormResult): Record<string, string> {
  const headers: Record<string, string> = { "Cache-Control": "private, no-store" };
  if (!result.ok && result.retryAfterSeconds) headers["Retry-After"] = String(result.retryAfterSeconds);
  return headers;
}

/** Who posted to a form page, as a form's record keeps it. */
function pageMeta(request: Request, context: AppLoadContext, clientKey: string) {
  return { ...formRequestMeta(context.clientIp, clientKey, request.headers.get("user-agent") ?? undefined), fromPage: true };
}

/** The action of a form page: the result as route data, with its HTTP status and formAnswerHeaders. */
export async function formAction(formId: FormId, request: Request, context: AppLoadContext) {
  const services = requireServices(context);
  const result = await handleFormPost(formId, await postedBody(request), services, pageMeta(request, context, services.clientKey), context.quoteUpload);
  return data(result, { status: result.ok ? 200 : result.status, headers: formAnswerHeaders(result) });
}

/**
 * A post to a form page that is not the form's request (a quote's row buttons without JavaScript), answered by the
 * form's own pagePost, never cached; undefined for the request itself (then formAction answers it).
 */
export async function formPagePost(formId: FormId, request: Request, context: AppLoadContext) {
  const pagePost = leadForm(formId).pagePost;
  if (!pagePost) return undefined;
  const services = requireServices(context);
  const answer = await pagePost(request, services, pageMeta(request, context, services.clientKey), context.quoteUpload);
  return answer ? data(answer, { headers: { "Cache-Control": "private, no-store" } }) : undefined;
}
