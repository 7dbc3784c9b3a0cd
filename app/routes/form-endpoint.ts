import { isFormId } from "../lib/forms/form-ids";
import { postForm } from "../lib/server/leads/form-routes.server";
import type { Route } from "./+types/form-endpoint";

const JSON_HEADERS = { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "private, no-store" };

/**
 * POST /f/:formId — the hosted form service's shape, so existing integrations keep working: the same fields
 * as JSON, URL-encoded or multipart; the answer is JSON ({ ok: true } or { ok: false, error, errors: [...] }).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return Response.json({ ok: false, error: "Use POST." }, { status: 405, headers: { ...JSON_HEADERS, Allow: "POST" } });
  }
  if (!isFormId(params.formId)) {
    return Response.json({ ok: false, error: `Unknown form "${params.formId}".` }, { status: 404, headers: JSON_HEADERS });
  }
  const { result, headers } = await postForm(params.formId, request, context);
  headers.set("Content-Type", JSON_HEADERS["Content-Type"]);
  if (result.ok) return Response.json({ ok: true, next: "/" }, { headers });
  return Response.json(
    {
      ok: false,
      error: result.formError ?? "Please correct the highlighted fields.",
      errors: Object.entries(result.errors).map(([field, message]) => ({ field, message })),
    },
    { status: result.status, headers },
  );
}

export function loader() {
  return Response.json({ ok: false, error: "Use POST." }, { status: 405, headers: { ...JSON_HEADERS, Allow: "POST" } });
}
