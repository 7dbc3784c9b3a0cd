import { data, Form, useNavigation } from "react-router";
import { LinkCard } from "#app/components/admin/account/LinkCard";
import { Notice } from "#app/components/admin/Notice";
import { TextField } from "#app/components/forms/Field";
import { staffMeta } from "#app/lib/admin/staff-meta";
import type { MetaMatches } from "#app/lib/content/root-content";
import type { FieldErrors } from "#app/lib/forms/fields";
import { throttledPageHeaders } from "#app/lib/server/staff/auth.server";
import { forgotPassword } from "#app/lib/server/staff/staff-link-actions.server";
import { readSignedOutPost } from "#app/lib/server/staff/staff-post.server";
import type { Route } from "./+types/forgot-password";

export const meta = ({ matches }: { matches: MetaMatches }) => staffMeta("Forgot your password?", matches);

interface ForgotResult {
  ok: boolean;
  message: string;
  errors: FieldErrors;
  email: string;
}

export function headers(args: Route.HeadersArgs) {
  return throttledPageHeaders(args);
}

/** "Forgot your password?": the same answer whether the address has an account or not (forgotPassword). */
export async function action({ request, context }: Route.ActionArgs) {
  const post = await readSignedOutPost(request, context);
  if (!post.ok) return data<ForgotResult>({ ok: false, message: post.message, errors: {}, email: "" }, { status: post.status });
  const { services, fields } = post;
  const email = typeof fields.email === "string" ? fields.email.trim().slice(0, 254) : "";
  const answer = await forgotPassword(services, fields, { clientIp: context.clientIp, userAgent: request.headers.get("user-agent") });
  const headers: HeadersInit = answer.retryAfterSeconds ? { "Retry-After": String(answer.retryAfterSeconds) } : {};
  return data<ForgotResult>({ ok: answer.status === 200, message: answer.message, errors: answer.errors, email }, { status: answer.status, headers });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  const fieldError = actionData?.errors.email;
  return (
    <LinkCard title="Forgot your password?" intro="Enter the email address you sign in with: we send it a link to set a new password.">
      {actionData?.ok ? (
        <Notice tone="success">{actionData.message}</Notice>
      ) : (
        <>
          {actionData && !fieldError ? <Notice tone="error">{actionData.message}</Notice> : null}
          <Form method="post" className="space-y-5" aria-label="Ask for a link to set a new password">
            <TextField name="email" type="email" label="Email" autoComplete="username" defaultValue={actionData?.email} limit={254} spellCheck={false} error={fieldError} />
            <button type="submit" disabled={submitting} className="btn btn-primary w-full disabled:cursor-wait disabled:opacity-80">
              {submitting ? "Sending…" : "Send me a link"}
            </button>
          </Form>
        </>
      )}
    </LinkCard>
  );
}
