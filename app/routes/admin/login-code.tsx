import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Notice } from "#app/components/admin/Notice";
import { TextField } from "#app/components/forms/Field";
import { staffMeta } from "#app/lib/admin/staff-meta";
import type { MetaMatches } from "#app/lib/content/root-content";
import { requireServices } from "#app/lib/server/platform/services.server";
import { finishSignIn, landingFor, LOGIN_PATH, pendingCodeUser, safeNext, throttledPageHeaders } from "#app/lib/server/staff/auth.server";
import { readSignedOutPost } from "#app/lib/server/staff/staff-post.server";
import type { Route } from "./+types/login-code";

export const meta = ({ matches }: { matches: MetaMatches }) => staffMeta("Enter your code", matches);

/** The second step of signing in: only after the right password, for CODE_TTL_MS (else back to the password). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = requireServices(context);
  const url = new URL(request.url);
  const next = safeNext(url.searchParams.get("next"));
  const signInAgain = next === safeNext(undefined) ? LOGIN_PATH : `${LOGIN_PATH}?next=${encodeURIComponent(next)}`;
  if (!(await pendingCodeUser(request, services))) throw redirect(signInAgain);
  return { next, signInAgain };
}

export function headers(args: Route.HeadersArgs) {
  return throttledPageHeaders(args);
}

export async function action({ request, context }: Route.ActionArgs) {
  const post = await readSignedOutPost(request, context);
  if (!post.ok) return data({ error: post.message, expired: false }, { status: post.status });
  const { services, fields } = post;
  const next = safeNext(typeof fields.next === "string" ? fields.next : undefined);
  const code = typeof fields.code === "string" ? fields.code : "";
  const result = await finishSignIn(request, services, { code, clientIp: context.clientIp, userAgent: request.headers.get("user-agent") });
  if (result.ok) {
    const headers = new Headers();
    for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
    throw redirect(landingFor(result.role, next), { status: 303, headers });
  }
  const headers: HeadersInit = result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : {};
  return data({ error: result.message, expired: Boolean(result.expired) }, { status: result.status, headers });
}

export default function LoginCode({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state === "submitting";
  return (
    <div className="container-site py-12 md:py-20">
      <div className="mx-auto max-w-md border border-stone bg-white p-6 shadow-sm md:p-8">
        <p className="eyebrow">Staff</p>
        <h1 className="mt-2 text-3xl">Enter your code</h1>
        <p className="mt-2 text-muted">Your password was right. Now the 6-digit code your authenticator app shows, or one of your recovery codes.</p>
        <div className="mt-6 space-y-5">
          {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
          {actionData?.expired ? (
            <p>
              <Link to={loaderData.signInAgain} className="btn btn-primary w-full">
                Sign in again
              </Link>
            </p>
          ) : (
            <Form method="post" className="space-y-5" aria-label="Second step">
              <input type="hidden" name="next" value={loaderData.next} />
              <TextField name="code" label="Code" autoComplete="one-time-code" inputMode="text" spellCheck={false} limit={64} autoFocus />
              <button type="submit" disabled={submitting} className="btn btn-primary w-full disabled:cursor-wait disabled:opacity-80">
                {submitting ? "Checking…" : "Sign in"}
              </button>
            </Form>
          )}
        </div>
      </div>
    </div>
  );
}
