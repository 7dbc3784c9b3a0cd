import { data, Form, Link, redirect, useNavigation } from "react-router";
import { FORGOT_PASSWORD_PATH } from "#app/lib/admin/staff-link-paths";
import { TextField } from "#app/components/forms/Field";
import { Notice } from "#app/components/admin/Notice";
import { staffMeta } from "#app/lib/admin/staff-meta";
import { requireServices } from "#app/lib/server/platform/services.server";
import { PasskeySignIn } from "#app/components/admin/PasskeySignIn";
import {
  CODE_PATH,
  currentStaff,
  landingFor,
  passkeySignIn,
  safeNext,
  signIn,
  STAFF_HOME,
  startPasskeySignIn,
  throttledPageHeaders,
} from "#app/lib/server/staff/auth.server";
import { readSignedOutPost } from "#app/lib/server/staff/staff-post.server";
import type { Route } from "./+types/login";
import type { MetaMatches } from "#app/lib/content/root-content";

export const meta = ({ matches }: { matches: MetaMatches }) => staffMeta("Sign in", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const services = requireServices(context);
  const url = new URL(request.url);
  const next = safeNext(url.searchParams.get("next"));
  const staff = await currentStaff(request, services);
  if (staff) throw redirect(landingFor(staff.role, next));
  return { next, signedOut: url.searchParams.get("signed-out") === "1" };
}

export function headers(args: Route.HeadersArgs) {
  return throttledPageHeaders(args);
}

export async function action({ request, context }: Route.ActionArgs) {
  const post = await readSignedOutPost(request, context);
  if (!post.ok) return data({ error: post.message, email: "" }, { status: post.status });
  const { services, fields } = post;
  if (fields.intent === "passkey-options") {
    const started = (await startPasskeySignIn(request, services, false))!;
    return data({ passkeyOptions: JSON.stringify(started.options), error: undefined, email: "" }, { headers: { "Set-Cookie": started.setCookie } });
  }
  if (fields.intent === "passkey") {
    const next = safeNext(typeof fields.next === "string" ? fields.next : undefined);
    const credential = typeof fields.credential === "string" ? fields.credential : "";
    const result = await passkeySignIn(request, services, { credential, secondStep: false, clientIp: context.clientIp, userAgent: request.headers.get("user-agent") });
    if (result.ok) {
      const headers = new Headers();
      for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
      throw redirect(landingFor(result.role, next), { status: 303, headers });
    }
    const headers: HeadersInit = result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : {};
    return data({ error: result.message, email: "" }, { status: result.status, headers });
  }
  const email = typeof fields.email === "string" ? fields.email.slice(0, 254) : "";
  const password = typeof fields.password === "string" ? fields.password.slice(0, 4096) : "";
  const next = safeNext(typeof fields.next === "string" ? fields.next : undefined);

  const result = await signIn(services, { email, password, clientIp: context.clientIp, userAgent: request.headers.get("user-agent") });
  if (result.ok === "code") {
    const asked = next === STAFF_HOME ? CODE_PATH : `${CODE_PATH}?next=${encodeURIComponent(next)}`;
    throw redirect(asked, { status: 303, headers: { "Set-Cookie": result.setCookie } });
  }
  if (result.ok) throw redirect(landingFor(result.role, next), { status: 303, headers: { "Set-Cookie": result.setCookie } });
  const headers: HeadersInit = result.retryAfterSeconds ? { "Retry-After": String(result.retryAfterSeconds) } : {};
  return data({ error: result.message, email: email.trim() }, { status: result.status, headers });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  return (
    <div className="container-site py-12 md:py-20">
      <div className="mx-auto max-w-md border border-stone bg-white p-6 shadow-sm md:p-8">
        <p className="eyebrow">Staff</p>
        <h1 className="mt-2 text-3xl">Sign in to the inbox</h1>
        <p className="mt-2 text-muted">Enquiries and RSVPs from the website, for Helios staff.</p>
        <div className="mt-6 space-y-5">
          {actionData?.error ? <Notice tone="error">{actionData.error}</Notice> : null}
          {!actionData && loaderData.signedOut ? <Notice tone="success">You have signed out.</Notice> : null}
          <Form method="post" className="space-y-5" aria-label="Sign in">
            <input type="hidden" name="next" value={loaderData.next} />
            <TextField name="email" type="email" label="Email" autoComplete="username" defaultValue={actionData?.email} limit={254} spellCheck={false} />
            <TextField name="password" type="password" label="Password" autoComplete="current-password" limit={1024} />
            <button type="submit" disabled={submitting} className="btn btn-primary w-full disabled:cursor-wait disabled:opacity-80">
              {submitting ? "Signing in…" : "Sign in"}
            </button>
          </Form>
          <PasskeySignIn next={loaderData.next} />
        </div>
        <p className="mt-6 text-sm">
          <Link to={FORGOT_PASSWORD_PATH} className="underline">
            Forgot your password?
          </Link>
        </p>
        <p className="mt-2 text-sm text-muted">No account yet? An owner can invite you from the Accounts page.</p>
      </div>
    </div>
  );
}
