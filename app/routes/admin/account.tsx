import { TitledSection } from "#app/components/TitledSection";
import { useEffect } from "react";
import { SectionAbout } from "#app/components/admin/SectionAbout";
import { data, Form, useNavigation } from "react-router";
import { Outcome, Panel, PanelForm, PanelSubmit } from "#app/components/admin/account/AccountPanels";
import { SecondFactorPanel } from "#app/components/admin/account/SecondFactorPanel";
import { PasskeysPanel } from "#app/components/admin/account/PasskeysPanel";
import { EmailPanel } from "#app/components/admin/account/EmailPanel";
import { useEditorValidation } from "#app/components/admin/useEditorValidation";
import { NewPasswordFields } from "#app/components/admin/account/NewPasswordFields";
import { TextField } from "#app/components/forms/Field";
import { MAX_PASSWORD_LENGTH } from "#app/lib/admin/password-rules";
import { staffMeta } from "#app/lib/admin/staff-meta";
import { ROLE_ABOUT, ROLE_NAMES } from "#app/lib/admin/staff-roles";
import {
  ACCOUNT_FORM_LABELS,
  CHANGE_PASSWORD_ORDER,
  changePasswordSchema,
  DISPLAY_NAME_ORDER,
  displayNameSchema,
  MAX_DISPLAY_NAME_LENGTH,
} from "#app/lib/forms/staff/account-forms";
import { requireServices } from "#app/lib/server/platform/services.server";
import { ownAccountAction, type AccountResult } from "#app/lib/server/staff/account-actions.server";
import { accountPage } from "#app/lib/server/staff/account-page.server";
import { requireStaff, throttledPageHeaders } from "#app/lib/server/staff/auth.server";
import { confirmedUntil } from "#app/lib/server/staff/passkey-cookie.server";
import { PasskeyButton } from "#app/components/admin/PasskeySignIn";
import { Notice } from "#app/components/admin/Notice";
import { ConfirmedByPasskey } from "#app/components/admin/account/AccountPanels";
import { readStaffPost } from "#app/lib/server/staff/staff-post.server";
import type { Route } from "./+types/account";
import type { MetaMatches } from "#app/lib/content/root-content";

export const meta = ({ matches }: { matches: MetaMatches }) => staffMeta("Your account", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  const services = requireServices(context);
  // A confirmation with a passkey (decision 067) stands in for the password on this page's forms while it lasts.
  return { ...(await accountPage(services, staff, context.clientIp)), byPasskey: confirmedUntil(request, services, staff.id) !== undefined };
}

export function headers(args: Route.HeadersArgs) {
  return throttledPageHeaders(args);
}

export async function action({ request, context }: Route.ActionArgs) {
  const post = await readStaffPost(request, context);
  if (!post.ok) return data<AccountResult>({ form: "password", ok: false, message: post.message, errors: {} }, { status: post.status });
  const { result, status, retryAfterSeconds, setCookies = [] } = await ownAccountAction({ request, services: post.services, staff: post.staff, clientIp: context.clientIp, fields: post.fields });
  const headers = new Headers();
  if (retryAfterSeconds) headers.set("Retry-After", String(retryAfterSeconds));
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  return data(result, { status, headers });
}



export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const resultOf = (form: AccountResult["form"]) => (actionData?.form === form ? actionData : undefined);
  const passwordResult = resultOf("password");
  const nameResult = resultOf("name");
  const sessionsResult = resultOf("sessions");
  const change = useEditorValidation(changePasswordSchema, passwordResult?.errors);
  const naming = useEditorValidation(displayNameSchema, nameResult?.errors);
  const otherSessions = loaderData.sessions.filter((session) => !session.isThis).length;

  // After a success the fields are emptied, so the passwords do not linger in the page.
  useEffect(() => {
    if (!actionData?.ok) return;
    if (actionData.form === "password") change.formRef.current?.reset();
  }, [actionData, change.formRef]);

  return (
    <div className="container-site py-8 md:py-10">
      <h1 className="text-3xl md:text-4xl">Your account</h1>
      <SectionAbout to="/admin/account" />
      <p className="mt-1 text-muted">
        Signed in as <span className="font-semibold text-ink">{loaderData.email}</span>, with the role{" "}
        <span className="font-semibold text-ink">{ROLE_NAMES[loaderData.role]}</span>: {ROLE_ABOUT[loaderData.role]}
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

      {loaderData.passkeys.length > 0 ? (
        <div className="mt-8 max-w-xl space-y-2">
          {loaderData.byPasskey ? (
            <Notice tone="success">You confirmed it is you with your passkey: for a few minutes, the changes below need no password.</Notice>
          ) : (
            <>
              <p className="text-sm text-muted">Instead of typing your password for the changes below, you can confirm it is you with one of your passkeys.</p>
              <PasskeyButton
                label="Confirm with a passkey"
                ask={{ intent: "confirm", step: "options" }}
                answer={(credential) => ({ intent: "confirm", step: "check", credential })}
              />
            </>
          )}
        </div>
      ) : null}

      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <Panel id="password-heading" title="Change your password">
          {/* Keyed by the confirmation: the form starts again when a passkey stands in for the password (nothing unsaved). */}
          <PanelForm key={loaderData.byPasskey ? "by-passkey" : "password"} headingId="password-heading" intent="password" what="your new password" editor={change} result={passwordResult} order={CHANGE_PASSWORD_ORDER}>
            {loaderData.byPasskey ? (
              <ConfirmedByPasskey />
            ) : (
              <TextField name="current_password" type="password" label={ACCOUNT_FORM_LABELS.current_password!} autoComplete="current-password" limit={MAX_PASSWORD_LENGTH} error={change.errors.current_password} />
            )}
            <NewPasswordFields labels={ACCOUNT_FORM_LABELS} errors={change.errors} />
            <PanelSubmit busy={busy}>Change password</PanelSubmit>
          </PanelForm>
        </Panel>

        <Panel id="name-heading" title="Your name">
          <p className="mt-1 text-sm text-muted">Your edits are signed with it (“Last edited by”); your email is shown until you give one.</p>
          {/* Keyed by the saved name: once saved, the form starts again from it (nothing left unsaved to ask about). */}
          <PanelForm key={loaderData.name ?? ""} headingId="name-heading" intent="name" what="your name" editor={naming} result={nameResult} order={DISPLAY_NAME_ORDER}>
            <TextField
              name="display_name"
              label={ACCOUNT_FORM_LABELS.display_name!}
              autoComplete="name"
              limit={MAX_DISPLAY_NAME_LENGTH}
              defaultValue={nameResult && !nameResult.ok ? nameResult.values?.display_name : (loaderData.name ?? "")}
              error={naming.errors.display_name}
            />
            <PanelSubmit busy={busy}>Save your name</PanelSubmit>
          </PanelForm>
        </Panel>
        <EmailPanel email={loaderData.email} result={resultOf("email")} busy={busy} byPasskey={loaderData.byPasskey} />
        <SecondFactorPanel state={loaderData.secondFactor} result={resultOf("factor")} busy={busy} byPasskey={loaderData.byPasskey} />
        <PasskeysPanel passkeys={loaderData.passkeys} result={resultOf("passkey")} busy={busy} byPasskey={loaderData.byPasskey} />
      </div>

    </div>
  );
}
