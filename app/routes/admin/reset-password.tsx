import { data, Form, redirect, useNavigation } from "react-router";
import { ClosedLinkCard, closedLinkMessage, LinkCard } from "#app/components/admin/account/LinkCard";
import { Notice } from "#app/components/admin/Notice";
import { useEditorValidation } from "#app/components/admin/useEditorValidation";
import { ErrorSummary } from "#app/components/forms/ErrorSummary";
import { NewPasswordFields } from "#app/components/admin/account/NewPasswordFields";
import { staffMeta } from "#app/lib/admin/staff-meta";
import type { MetaMatches } from "#app/lib/content/root-content";
import type { FieldErrors } from "#app/lib/forms/fields";
import { LINK_FORM_LABELS, RESET_ORDER, resetPasswordSchema } from "#app/lib/forms/staff/link-forms";
import { requireServices } from "#app/lib/server/platform/services.server";
import { linkPage, resetWithLink } from "#app/lib/server/staff/staff-link-actions.server";
import { readSignedOutPost } from "#app/lib/server/staff/staff-post.server";
import type { Route } from "./+types/reset-password";

export const meta = ({ matches }: { matches: MetaMatches }) => staffMeta("Set a new password", matches);

/** The account a reset link is for, or why the link does not work (404 unknown, 410 used, revoked or expired). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await linkPage(requireServices(context), "reset", params.token);
  return data(page, { status: page.state === "closed" ? page.status : 200 });
}

type ResetResult = { closed?: string; message: string; errors: FieldErrors };

export async function action({ request, params, context }: Route.ActionArgs) {
  const post = await readSignedOutPost(request, context);
  if (!post.ok) return data<ResetResult>({ message: post.message, errors: {} }, { status: post.status });
  const { services, fields } = post;
  const result = await resetWithLink(services, params.token, fields, { clientIp: context.clientIp, userAgent: request.headers.get("user-agent") });
  if (result.ok) throw redirect(result.to, { status: 303, headers: { "Set-Cookie": result.setCookie } });
  if (result.closed) return data<ResetResult>({ closed: result.closed.message, message: result.closed.message, errors: {} }, { status: result.closed.status });
  const headers: HeadersInit = result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : {};
  return data<ResetResult>({ message: result.message, errors: result.errors }, { status: result.status, headers });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  const form = useEditorValidation(resetPasswordSchema, actionData?.errors);
  const closed = closedLinkMessage(loaderData, actionData);
  if (closed || loaderData.state !== "open") return <ClosedLinkCard message={closed} />;
  const hasFieldErrors = Object.keys(form.errors).length > 0;
  return (
    <LinkCard title="Set a new password" intro={`For the staff account of ${loaderData.email}. Every session of the account is signed out, and you are signed in here.`}>
      {actionData && !hasFieldErrors ? <Notice tone="error">{actionData.message}</Notice> : null}
      <Form ref={form.formRef} method="post" onSubmit={form.validate} className="space-y-5" aria-label="Set a new password">
        <ErrorSummary errors={form.errors} labels={LINK_FORM_LABELS} order={RESET_ORDER} summaryRef={form.summaryRef} />
        <input type="text" name="username" autoComplete="username" value={loaderData.email} readOnly hidden />
        <NewPasswordFields labels={LINK_FORM_LABELS} errors={form.errors} />
        <button type="submit" disabled={submitting} className="btn btn-primary w-full disabled:cursor-wait disabled:opacity-80">
          {submitting ? "Saving…" : "Set the password and sign in"}
        </button>
      </Form>
    </LinkCard>
  );
}
