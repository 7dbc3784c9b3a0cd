import { TitledSection } from "#app/components/TitledSection";
import { useEffect } from "react";
import { UnsavedChangesGuard } from "#app/components/admin/unsaved/UnsavedChangesGuard";
import { SectionAbout } from "#app/components/admin/SectionAbout";
import { data, Form, useNavigation } from "react-router";
import { Outcome, Panel, PanelSubmit } from "#app/components/admin/account/AccountPanels";
import { useEditorValidation } from "#app/components/admin/useEditorValidation";
import { ErrorSummary } from "#app/components/forms/ErrorSummary";
import { SelectField, TextField } from "#app/components/forms/Field";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "#app/lib/admin/password-rules";
import { staffMeta } from "#app/lib/admin/staff-meta";
import {
  ACCOUNT_FORM_LABELS,
  ADD_ACCOUNT_ORDER,
  addAccountSchema,
  CHANGE_PASSWORD_ORDER,
  changePasswordSchema,
  REMOVE_ACCOUNT_ORDER,
  removeAccountSchema,
} from "#app/lib/forms/staff/account-forms";
import { requireServices } from "#app/lib/server/platform/services.server";
import { accountAction, type AccountResult } from "#app/lib/server/staff/account-actions.server";
import { accountPage } from "#app/lib/server/staff/account-page.server";
import { requireStaff, throttledPageHeaders } from "#app/lib/server/staff/auth.server";
import { readStaffPost } from "#app/lib/server/staff/staff-post.server";
import type { Route } from "./+types/account";
import type { MetaMatches } from "#app/lib/content/root-content";

export const meta = ({ matches }: { matches: MetaMatches }) => staffMeta("Account", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const services = requireServices(context);
  return accountPage(services, staff, context.clientIp);
}

export function headers(args: Route.HeadersArgs) {
  return throttledPageHeaders(args);
}

export async function action({ request, context }: Route.ActionArgs) {
  const post = await readStaffPost(request, context);
  if (!post.ok) return data<AccountResult>({ form: "password", ok: false, message: post.message, errors: {} }, { status: post.status });
  const { result, status, retryAfterSeconds } = await accountAction({ services: post.services, staff: post.staff, clientIp: context.clientIp, fields: post.fields });
  return data(result, { status, headers: retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : undefined });
}

const hint = `At least ${MIN_PASSWORD_LENGTH} characters. A few unrelated words make a strong one.`;
const confirmHint = "Your own password, to confirm it is you.";

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const resultOf = (form: AccountResult["form"]) => (actionData?.form === form ? actionData : undefined);
  const passwordResult = resultOf("password");
  const addResult = resultOf("add");
  const removeResult = resultOf("remove");
  const sessionsResult = resultOf("sessions");
  const change = useEditorValidation(changePasswordSchema, passwordResult?.errors);
  const add = useEditorValidation(addAccountSchema, addResult?.errors);
  const remove = useEditorValidation(removeAccountSchema, removeResult?.errors);
  const others = loaderData.users.filter((user) => !user.isYou);
  const otherSessions = loaderData.sessions.filter((session) => !session.isThis).length;

  // After a success the fields are emptied, so the passwords do not linger in the page.
  useEffect(() => {
    if (!actionData?.ok) return;
    const form = { password: change.formRef, add: add.formRef, remove: remove.formRef, sessions: undefined }[actionData.form];
    form?.current?.reset();
  }, [actionData, change.formRef, add.formRef, remove.formRef]);

  return (
    <div className="container-site py-8 md:py-10">
      <h1 className="text-3xl md:text-4xl">Account</h1>
      <SectionAbout to="/admin/account" />
      <p className="mt-1 text-muted">
        Signed in as <span className="font-semibold text-ink">{loaderData.email}</span>.
      </p>

      <TitledSection id="sessions-heading" title="Your sessions" className="mt-8 max-w-4xl" headingClassName="text-2xl">
        <p className="mt-1 text-sm text-muted">
          Where your account is signed in now. Ending a session signs that browser out at once. A session you do not
          recognise: end it, then change your password.
        </p>
        <div className="mt-3 space-y-3">
          <Outcome result={sessionsResult} hasFieldErrors={false} />
          {/* Positioned: the buttons' screen-reader words stay inside it instead of widening the page. */}
          <div className="relative overflow-x-auto">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <caption className="sr-only">Your signed-in sessions, the most recently used first</caption>
              <thead>
                <tr className="border-b border-stone">
                  <th scope="col" className="py-2 pr-3 font-semibold">Browser</th>
                  <th scope="col" className="py-2 pr-3 font-semibold">Network</th>
                  <th scope="col" className="py-2 pr-3 font-semibold">Signed in</th>
                  <th scope="col" className="py-2 pr-3 font-semibold">Last seen</th>
                  <th scope="col" className="py-2 font-semibold"><span className="sr-only">Action</span></th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone">
                {loaderData.sessions.map((session) => (
                  <tr key={session.id}>
                    <th scope="row" className="py-2 pr-3 font-medium">
                      {session.browser}
                      {session.isThis ? <span className="font-normal text-muted"> (this browser)</span> : null}
                    </th>
                    <td className="py-2 pr-3">{session.network}</td>
                    <td className="py-2 pr-3">
                      <time dateTime={session.started.iso}>{session.started.label}</time>
                    </td>
                    <td className="py-2 pr-3">
                      <time dateTime={session.lastSeen.iso}>{session.lastSeen.label}</time>
                    </td>
                    <td className="py-2">
                      {session.isThis ? null : (
                        <Form method="post">
                          <input type="hidden" name="intent" value="sessions" />
                          <input type="hidden" name="session" value={session.id} />
                          <button type="submit" disabled={busy} className="btn btn-outline min-h-11 whitespace-nowrap">
                            End session<span className="sr-only"> of {session.browser}, signed in {session.started.label}</span>
                          </button>
                        </Form>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {otherSessions > 0 ? (
            <Form method="post">
              <input type="hidden" name="intent" value="sessions" />
              <input type="hidden" name="session" value="others" />
              <button type="submit" disabled={busy} className="btn btn-outline">
                End all other sessions
              </button>
            </Form>
          ) : null}
        </div>
      </TitledSection>

      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <Panel id="password-heading" title="Change your password">
          <Form ref={change.formRef} method="post" onSubmit={change.validate} className="mt-4 space-y-4" aria-labelledby="password-heading">
            <UnsavedChangesGuard what="your new password" />
            <Outcome result={passwordResult} hasFieldErrors={Object.keys(change.errors).length > 0} />
            <ErrorSummary errors={change.errors} labels={ACCOUNT_FORM_LABELS} order={CHANGE_PASSWORD_ORDER} summaryRef={change.summaryRef} />
            <input type="hidden" name="intent" value="password" />
            <TextField name="current_password" type="password" label={ACCOUNT_FORM_LABELS.current_password!} autoComplete="current-password" limit={MAX_PASSWORD_LENGTH} error={change.errors.current_password} />
            <TextField name="new_password" type="password" label={ACCOUNT_FORM_LABELS.new_password!} hint={hint} autoComplete="new-password" minLength={MIN_PASSWORD_LENGTH} limit={MAX_PASSWORD_LENGTH} error={change.errors.new_password} />
            <TextField name="new_password_again" type="password" label={ACCOUNT_FORM_LABELS.new_password_again!} autoComplete="new-password" limit={MAX_PASSWORD_LENGTH} error={change.errors.new_password_again} />
            <PanelSubmit busy={busy}>Change password</PanelSubmit>
          </Form>
        </Panel>

        <Panel id="add-heading" title="Add a staff account">
          <p className="mt-1 text-sm text-muted">They sign in with this email and password, and can then change the password.</p>
          <Form ref={add.formRef} method="post" onSubmit={add.validate} className="mt-4 space-y-4" aria-labelledby="add-heading">
            <UnsavedChangesGuard what="the new staff account" />
            <Outcome result={addResult} hasFieldErrors={Object.keys(add.errors).length > 0} />
            <ErrorSummary errors={add.errors} labels={ACCOUNT_FORM_LABELS} order={ADD_ACCOUNT_ORDER} summaryRef={add.summaryRef} />
            <input type="hidden" name="intent" value="add" />
            <TextField name="email" type="email" label={ACCOUNT_FORM_LABELS.email!} autoComplete="off" spellCheck={false} limit={254} defaultValue={addResult?.ok ? "" : addResult?.values?.email} error={add.errors.email} />
            <TextField name="account_password" type="password" label={ACCOUNT_FORM_LABELS.account_password!} hint={hint} autoComplete="new-password" minLength={MIN_PASSWORD_LENGTH} limit={MAX_PASSWORD_LENGTH} error={add.errors.account_password} />
            <TextField name="account_password_again" type="password" label={ACCOUNT_FORM_LABELS.account_password_again!} autoComplete="new-password" limit={MAX_PASSWORD_LENGTH} error={add.errors.account_password_again} />
            <TextField name="add_your_password" type="password" label={ACCOUNT_FORM_LABELS.add_your_password!} hint={confirmHint} autoComplete="current-password" limit={MAX_PASSWORD_LENGTH} error={add.errors.add_your_password} />
            <PanelSubmit busy={busy}>Add account</PanelSubmit>
          </Form>
        </Panel>
      </div>

      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <TitledSection id="staff-heading" title="Staff accounts" headingClassName="text-2xl">
          <ul className="mt-3 divide-y divide-stone border-y border-stone">
            {loaderData.users.map((user) => (
              <li key={user.id} className="flex flex-wrap justify-between gap-x-4 py-2.5">
                <span className="break-all font-medium">
                  {user.email}
                  {user.isYou ? <span className="font-normal text-muted"> (you)</span> : null}
                </span>
                <span className="text-sm text-muted">
                  Added <time dateTime={user.added.iso}>{user.added.label}</time>
                </span>
              </li>
            ))}
          </ul>
        </TitledSection>

        <Panel id="remove-heading" title="Remove a staff account">
          <p className="mt-1 text-sm text-muted">
            Their sessions end at once and they can no longer sign in; what they did stays in the history. Adding the
            same email again later brings the account back with a new password.
          </p>
          <div className="mt-4 empty:hidden">
            <Outcome result={removeResult} hasFieldErrors={Object.keys(remove.errors).length > 0} />
          </div>
          {others.length === 0 ? (
            <p className="mt-4">Yours is the only account: there is none to remove. Add a colleague's first.</p>
          ) : (
            <Form ref={remove.formRef} method="post" onSubmit={remove.validate} className="mt-4 space-y-4" aria-labelledby="remove-heading">
              <ErrorSummary errors={remove.errors} labels={ACCOUNT_FORM_LABELS} order={REMOVE_ACCOUNT_ORDER} summaryRef={remove.summaryRef} />
              <input type="hidden" name="intent" value="remove" />
              <SelectField
                name="account"
                label={ACCOUNT_FORM_LABELS.account!}
                placeholder="Choose an account"
                options={others.map((user) => ({ value: user.id, label: user.email }))}
                defaultValue={removeResult?.ok ? "" : removeResult?.values?.account}
                error={remove.errors.account}
              />
              <TextField name="remove_your_password" type="password" label={ACCOUNT_FORM_LABELS.remove_your_password!} hint={confirmHint} autoComplete="current-password" limit={MAX_PASSWORD_LENGTH} error={remove.errors.remove_your_password} />
              <PanelSubmit busy={busy}>Remove account</PanelSubmit>
            </Form>
          )}
        </Panel>
      </div>
    </div>
  );
}
