import { data, Form, redirect, useNavigation } from "react-router";
import { ClosedLinkCard, closedLinkMessage, LinkCard } from "#app/components/admin/account/LinkCard";
import { Notice } from "#app/components/admin/Notice";
import { useEditorValidation } from "#app/components/admin/useEditorValidation";
import { ErrorSummary } from "#app/components/forms/ErrorSummary";
import { NewPasswordFields } from "#app/components/admin/account/NewPasswordFields";
import { TextField } from "#app/components/forms/Field";
import { staffMeta } from "#app/lib/admin/staff-meta";
import { ROLE_ABOUT, ROLE_NAMES } from "#app/lib/admin/staff-roles";
import type { MetaMatches } from "#app/lib/content/root-content";
import type { FieldErrors } from "#app/lib/forms/fields";
import { MAX_DISPLAY_NAME_LENGTH } from "#app/lib/forms/staff/account-forms";
import { ACCEPT_LABELS, ACCEPT_ORDER, acceptInvitationSchema } from "#app/lib/forms/staff/link-forms";
import { requireServices } from "#app/lib/server/platform/services.server";
import { acceptInvitation, linkPage } from "#app/lib/server/staff/staff-link-actions.server";
import { readSignedOutPost } from "#app/lib/server/staff/staff-post.server";
import type { Route } from "./+types/invitation";

export const meta = ({ matches }: { matches: MetaMatches }) => staffMeta("Your invitation", matches);

/** Who an invitation is for, or why its link does not work (404 unknown, 410 used, revoked or expired). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const page = await linkPage(requireServices(context), "invitation", params.token);
  return data(page, { status: page.state === "closed" ? page.status : 200 });
}

type AcceptResult = { closed?: string; message: string; errors: FieldErrors; name?: string };

export async function action({ request, params, context }: Route.ActionArgs) {
  const post = await readSignedOutPost(request, context);
  if (!post.ok) return data<AcceptResult>({ message: post.message, errors: {} }, { status: post.status });
  const { services, fields } = post;
  const name = typeof fields.display_name === "string" ? fields.display_name.slice(0, 200) : "";
  const result = await acceptInvitation(services, params.token, fields, { clientIp: context.clientIp, userAgent: request.headers.get("user-agent") });
  if (result.ok) throw redirect(result.to, { status: 303, headers: { "Set-Cookie": result.setCookie } });
  if (result.closed) return data<AcceptResult>({ closed: result.closed.message, message: result.closed.message, errors: {} }, { status: result.closed.status });
  const headers: HeadersInit = result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : {};
  return data<AcceptResult>({ message: result.message, errors: result.errors, name }, { status: result.status, headers });
}

export default function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  const form = useEditorValidation(acceptInvitationSchema, actionData?.errors);
  const closed = closedLinkMessage(loaderData, actionData);
  if (closed || loaderData.state !== "open") return <ClosedLinkCard message={closed} title="This invitation does not work" />;
  const role = loaderData.role ?? "sales";
  const hasFieldErrors = Object.keys(form.errors).length > 0;
  return (
    <LinkCard title="Join the staff pages" intro={`You are invited as ${ROLE_NAMES[role]}, with ${loaderData.email}. ${ROLE_ABOUT[role]}`} backToSignIn={false}>
      {actionData && !hasFieldErrors ? <Notice tone="error">{actionData.message}</Notice> : null}
      <Form ref={form.formRef} method="post" onSubmit={form.validate} className="space-y-5" aria-label="Accept the invitation">
        <ErrorSummary errors={form.errors} labels={ACCEPT_LABELS} order={ACCEPT_ORDER} summaryRef={form.summaryRef} />
        <input type="text" name="username" autoComplete="username" value={loaderData.email} readOnly hidden />
        <TextField name="display_name" label={ACCEPT_LABELS.display_name!} hint="Your edits are signed with it." autoComplete="name" limit={MAX_DISPLAY_NAME_LENGTH} defaultValue={actionData?.name ?? loaderData.name ?? ""} error={form.errors.display_name} />
        <NewPasswordFields labels={ACCEPT_LABELS} errors={form.errors} />
        <button type="submit" disabled={submitting} className="btn btn-primary w-full disabled:cursor-wait disabled:opacity-80">
          {submitting ? "Joining…" : "Join and sign in"}
        </button>
      </Form>
    </LinkCard>
  );
}
