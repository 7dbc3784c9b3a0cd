import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Notice } from "#app/components/admin/Notice";
import { TextField } from "#app/components/forms/Field";
import { staffMeta } from "#app/lib/admin/staff-meta";
import type { MetaMatches } from "#app/lib/content/root-content";
import { requireServices } from "#app/lib/server/platform/services.server";
import { PasskeySignIn } from "#app/components/admin/PasskeySignIn";
import {
  CODE_EXPIRED,
  finishSignIn,
  landingFor,
  LOGIN_PATH,
  passkeySignIn,
  pendingCodeUser,
  safeNext,
  startPasskeySignIn,
  throttledPageHeaders,
} from "#app/lib/server/staff/auth.server";
import { readSignedOutPost } from "#app/lib/server/staff/staff-post.server";
import type { Route } from "./+types/login-code";

export const meta = ({ matches }: { matches: MetaMatches }) => staffMeta("Enter your code", matches);

/** The second step of signing in: only after the right password, for CODE_TTL_MS (else back to the password). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = requireServices(context);
  const url = new URL(request.url);
  const next = safeNext(url.searchParams.get("next"));
  const signInAgain = next === safeNext(undefined) ? LOGIN_PATH : `${LOGIN_PATH}?next=${encodeURIComponent(next)}`;
  const user = await pendingCodeUser(request, services);
  if (!user) throw redirect(signInAgain);
  return { next, signInAgain, usesCode: user.usesCode, usesPasskey: user.usesPasskey };
}

export function headers(args: Route.HeadersArgs) {
  return throttledPageHeaders(args);
}

export async function action({ request, context }: Route.ActionArgs) {
  const post = await readSignedOutPost(request, context);
  if (!post.ok) return data({ error: post.message, expired: false }, { status: post.status });
  const { services, fields } = post;
  const next = safeNext(typeof fields.next === "string" ? fields.next : undefined);
  if (fields.intent === "passkey-options") {
    const started = await startPasskeySignIn(request, services, true);
    if (!started) return data({ error: CODE_EXPIRED, expired: true }, { status: 401 });
    return data({ passkeyOptions: JSON.stringify(started.options), error: undefined, expired: false }, { headers: { "Set-Cookie": started.setCookie } });
  }
  const signedIn =
    fields.intent === "passkey"
      ? passkeySignIn(request, services, {
          credential: typeof fields.credential === "string" ? fields.credential : "",
          secondStep: true,
          clientIp: context.clientIp,
          userAgent: request.headers.get("user-agent"),
        })
      : finishSignIn(request, services, { code: typeof fields.code === "string" ? fields.code : "", clientIp: context.clientIp, userAgent: request.headers.get("user-agent") });
  const result = await signedIn;
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
        <h1 className="mt-2 text-3xl">{loaderData.usesCode ? "Enter your code" : "Use your passkey"}</h1>
        <p className="mt-2 text-muted">
          Your password was right.{" "}
          {loaderData.usesCode && loaderData.usesPasskey
            ? "Now use your passkey, or enter the 6-digit code your authenticator app shows, or one of your recovery codes."
            : loaderData.usesCode
              ? "Now the 6-digit code your authenticator app shows, or one of your recovery codes."
              : "Now use your passkey."}
        </p>
        <div className="mt-6 space-y-5">
          {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
          {actionData?.expired ? (
            <p>
              <Link to={loaderData.signInAgain} className="btn btn-primary w-full">
                Sign in again
              </Link>
            </p>
          ) : loaderData.usesCode ? (
            <Form method="post" className="space-y-5" aria-label="Second step">
              <input type="hidden" name="next" value={loaderData.next} />
              <TextField name="code" label="Code" autoComplete="one-time-code" inputMode="text" spellCheck={false} limit={64} autoFocus />
              <button type="submit" disabled={submitting} className="btn btn-primary w-full disabled:cursor-wait disabled:opacity-80">
                {submitting ? "Checking…" : "Sign in"}
              </button>
            </Form>
          ) : null}
          {loaderData.usesPasskey && !actionData?.expired ? <PasskeySignIn next={loaderData.next} label="Use your passkey" /> : null}
          {loaderData.usesPasskey && !loaderData.usesCode ? (
            <noscript>
              <p>Using a passkey needs JavaScript. Turn it on, or ask an owner to help you sign in.</p>
            </noscript>
          ) : null}
        </div>
      </div>
    </div>
  );
}
