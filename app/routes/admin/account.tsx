import { useEffect, useRef } from "react";
import { data, Form, useNavigation } from "react-router";
import { Notice } from "../../components/admin/Notice";
import { TextField } from "../../components/forms/Field";
import { staffMeta } from "../../lib/admin/staff-meta";
import { formatStaffTime } from "../../lib/business-time";
import { claimAttempt, markSucceeded, throttleKeys, TOO_MANY_ATTEMPTS } from "../../lib/server/staff/login-throttle.server";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../../lib/admin/password-rules";
import { verifyPassword } from "../../lib/server/platform/password-hash.server";
import { passwordProblem } from "../../lib/server/staff/passwords.server";
import { BodyError, readFields } from "../../lib/server/platform/request-body.server";
import { requireServices } from "../../lib/server/platform/services.server";
import { deleteOtherSessions } from "../../lib/server/staff/sessions.server";
import { requireStaff, throttledPageHeaders } from "../../lib/server/staff/auth.server";
import { AccountError, createUser, findUserById, listUsers, setPassword } from "../../lib/server/staff/users.server";
import type { Route } from "./+types/account";

export const meta = () => staffMeta("Account");

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const users = await listUsers(requireServices(context).store);
  return {
    email: staff.email,
    minLength: MIN_PASSWORD_LENGTH,
    users: users.map((user) => ({
      id: user.id,
      email: user.email,
      added: formatStaffTime(user.created_at),
      addedIso: new Date(user.created_at).toISOString(),
      isYou: user.id === staff.userId,
    })),
  };
}

type FormName = "password" | "add";
interface ActionResult {
  form: FormName;
  ok: boolean;
  message: string;
  errors: Record<string, string>;
  /** The email typed into "add an account", kept after an error. */
  email?: string;
}

const result = (value: ActionResult, status = value.ok ? 200 : 400, headers?: HeadersInit) => data(value, { status, headers });
const text = (value: unknown) => (typeof value === "string" ? value : "");

export function headers(args: Route.HeadersArgs) {
  return throttledPageHeaders(args);
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context);
  const services = requireServices(context);
  let fields;
  try {
    fields = await readFields(request);
  } catch (error) {
    if (error instanceof BodyError) return result({ form: "password", ok: false, message: error.message, errors: {} }, error.status);
    throw error;
  }

  if (fields.intent === "password") {
    const current = text(fields.current_password);
    const next = text(fields.new_password);
    const errors: Record<string, string> = {};
    if (!current) errors.current_password = "Enter your current password.";
    const weak = passwordProblem(next);
    if (weak) errors.new_password = weak;
    else if (next !== text(fields.new_password_again)) errors.new_password_again = "The two new passwords are not the same.";
    if (Object.keys(errors).length) return result({ form: "password", ok: false, message: "The password was not changed.", errors }, 422);

    // Checking the current password is a sign-in attempt too: a stolen session cannot be used to guess it.
    const claim = await claimAttempt(services.store, throttleKeys(staff.email, context.clientIp, services.clientKey));
    if (!claim.allowed) {
      return result({ form: "password", ok: false, message: TOO_MANY_ATTEMPTS, errors: {} }, 429, { "Retry-After": String(claim.retryAfterSeconds) });
    }
    const user = await findUserById(services.store, staff.userId);
    if (!user || !(await verifyPassword(current, user.password_hash))) {
      return result(
        { form: "password", ok: false, message: "The password was not changed.", errors: { current_password: "This is not your current password." } },
        422,
      );
    }
    await markSucceeded(services.store, claim.attemptId);
    await setPassword(services.store, staff.userId, next);
    await deleteOtherSessions(services.store, staff.userId, staff.id);
    return result({ form: "password", ok: true, message: "Your password has been changed. Any other sessions of yours were signed out.", errors: {} });
  }

  if (fields.intent === "add") {
    const email = text(fields.email).trim().slice(0, 254);
    const password = text(fields.account_password);
    if (password && password !== text(fields.account_password_again)) {
      return result({ form: "add", ok: false, message: "The account was not added.", errors: { account_password_again: "The two passwords are not the same." }, email }, 422);
    }
    try {
      const user = await createUser(services.store, email, password);
      return result({ form: "add", ok: true, message: `Account added for ${user.email}. Give them the password in person or by phone, not by email.`, errors: {} });
    } catch (error) {
      if (error instanceof AccountError) {
        const field = error.field === "email" ? "email" : "account_password";
        return result({ form: "add", ok: false, message: "The account was not added.", errors: { [field]: error.message }, email }, 422);
      }
      throw error;
    }
  }

  return result({ form: "password", ok: false, message: "That action is not known.", errors: {} }, 400);
}

function Outcome({ result: outcome }: { result?: ActionResult }) {
  if (!outcome) return null;
  return <Notice tone={outcome.ok ? "success" : "error"}>{outcome.message}</Notice>;
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const passwordResult = actionData?.form === "password" ? actionData : undefined;
  const addResult = actionData?.form === "add" ? actionData : undefined;
  const passwordForm = useRef<HTMLFormElement>(null);
  const addForm = useRef<HTMLFormElement>(null);
  const hint = `At least ${loaderData.minLength} characters. A few unrelated words make a strong one.`;

  // After a success the fields are emptied, so the passwords do not linger in the page.
  useEffect(() => {
    if (actionData?.ok) (actionData.form === "password" ? passwordForm : addForm).current?.reset();
  }, [actionData]);

  return (
    <div className="container-site py-8 md:py-10">
      <h1 className="text-3xl md:text-4xl">Account</h1>
      <p className="mt-1 text-muted">
        Signed in as <span className="font-semibold text-ink">{loaderData.email}</span>.
      </p>

      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="password-heading" className="border border-stone bg-white p-5 md:p-6">
          <h2 id="password-heading" className="text-2xl">
            Change your password
          </h2>
          <Form ref={passwordForm} method="post" className="mt-4 space-y-4" aria-labelledby="password-heading">
            <Outcome result={passwordResult} />
            <input type="hidden" name="intent" value="password" />
            <TextField name="current_password" type="password" label="Current password" autoComplete="current-password" maxLength={MAX_PASSWORD_LENGTH} error={passwordResult?.errors.current_password} />
            <TextField name="new_password" type="password" label="New password" hint={hint} autoComplete="new-password" minLength={loaderData.minLength} maxLength={MAX_PASSWORD_LENGTH} error={passwordResult?.errors.new_password} />
            <TextField name="new_password_again" type="password" label="New password again" autoComplete="new-password" maxLength={MAX_PASSWORD_LENGTH} error={passwordResult?.errors.new_password_again} />
            <button type="submit" disabled={busy} className="btn btn-primary">
              Change password
            </button>
          </Form>
        </section>

        <section aria-labelledby="add-heading" className="border border-stone bg-white p-5 md:p-6">
          <h2 id="add-heading" className="text-2xl">
            Add a staff account
          </h2>
          <p className="mt-1 text-sm text-muted">They sign in with this email and password, and can then change the password.</p>
          <Form ref={addForm} method="post" className="mt-4 space-y-4" aria-labelledby="add-heading">
            <Outcome result={addResult} />
            <input type="hidden" name="intent" value="add" />
            <TextField name="email" type="email" label="Their email" autoComplete="off" spellCheck={false} maxLength={254} defaultValue={addResult?.ok ? "" : addResult?.email} error={addResult?.errors.email} />
            <TextField name="account_password" type="password" label="Password for them" hint={hint} autoComplete="new-password" minLength={loaderData.minLength} maxLength={MAX_PASSWORD_LENGTH} error={addResult?.errors.account_password} />
            <TextField name="account_password_again" type="password" label="Their password again" autoComplete="new-password" maxLength={MAX_PASSWORD_LENGTH} error={addResult?.errors.account_password_again} />
            <button type="submit" disabled={busy} className="btn btn-primary">
              Add account
            </button>
          </Form>
        </section>
      </div>

      <section aria-labelledby="staff-heading" className="mt-10 max-w-3xl">
        <h2 id="staff-heading" className="text-2xl">
          Staff accounts
        </h2>
        <ul className="mt-3 divide-y divide-stone border-y border-stone">
          {loaderData.users.map((user) => (
            <li key={user.id} className="flex flex-wrap justify-between gap-x-4 py-2.5">
              <span className="break-all font-medium">
                {user.email}
                {user.isYou ? <span className="font-normal text-muted"> (you)</span> : null}
              </span>
              <span className="text-sm text-muted">
                Added <time dateTime={user.addedIso}>{user.added}</time>
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
