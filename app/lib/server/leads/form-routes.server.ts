import { data, type AppLoadContext } from "react-router";
import type { FormId } from "../../forms/form-ids";
import type { FormResult } from "../../forms/results";
import { requireServices } from "../platform/services.server";
import { postedBody } from "../platform/request-body.server";
import { formRequestMeta, handleFormPost } from "./form-handler.server";

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

/** The action of a form page: the result as route data, with its HTTP status and formAnswerHeaders. */
export async function formAction(formId: FormId, request: Request, context: AppLoadContext) {
  const services = requireServices(context);
  const result = await handleFormPost(
    formId,
    await postedBody(request),
    services,
    { ...formRequestMeta(context.clientIp, services.clientKey, request.headers.get("user-agent") ?? undefined), fromPage: true },
    formId === "quote" ? context.quoteUpload : undefined,
  );
  return data(result, { status: result.ok ? 200 : result.status, headers: formAnswerHeaders(result) });
}
