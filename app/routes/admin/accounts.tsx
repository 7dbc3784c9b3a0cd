import { useEffect } from "react";
import { data, Form, useNavigation } from "react-router";
import { TitledSection } from "#app/components/TitledSection";
import { Outcome, Panel, PanelSubmit, YourPasswordField } from "#app/components/admin/account/AccountPanels";
import { SecondFactorPolicyPanel } from "#app/components/admin/account/SecondFactorPolicyPanel";
import { SectionAbout } from "#app/components/admin/SectionAbout";
import { UnsavedChangesGuard } from "#app/components/admin/unsaved/UnsavedChangesGuard";
import { useEditorValidation } from "#app/components/admin/useEditorValidation";
import { ErrorSummary } from "#app/components/forms/ErrorSummary";
import { SelectField, TextField } from "#app/components/forms/Field";
import { staffMeta } from "#app/lib/admin/staff-meta";
import { ROLE_ABOUT, ROLE_NAMES, STAFF_ROLES } from "#app/lib/admin/staff-roles";
import type { MetaMatches } from "#app/lib/content/root-content";
import { ACCOUNT_FORM_LABELS, CHANGE_ROLE_ORDER, changeRoleSchema, MAX_DISPLAY_NAME_LENGTH, REMOVE_ACCOUNT_ORDER, removeAccountSchema } from "#app/lib/forms/staff/account-forms";
import { INVITE_ORDER, inviteSchema, LINK_FORM_LABELS } from "#app/lib/forms/staff/link-forms";
import { requireServices } from "#app/lib/server/platform/services.server";
import { accountsAction, type AccountResult } from "#app/lib/server/staff/account-actions.server";
import { accountsPage } from "#app/lib/server/staff/account-page.server";
import { requireStaff, throttledPageHeaders } from "#app/lib/server/staff/auth.server";
import { readStaffPost } from "#app/lib/server/staff/staff-post.server";
import type { Route } from "./+types/accounts";

export const meta = ({ matches }: { matches: MetaMatches }) => staffMeta("Accounts", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context);
  return accountsPage(requireServices(context), staff);
}

export function headers(args: Route.HeadersArgs) {
  return throttledPageHeaders(args);
}

export async function action({ request, context }: Route.ActionArgs) {
  const post = await readStaffPost(request, context);
  if (!post.ok) return data<AccountResult>({ form: "invite", ok: false, message: post.message, errors: {} }, { status: post.status });
  const { result, status, retryAfterSeconds } = await accountsAction({ services: post.services, staff: post.staff, clientIp: context.clientIp, fields: post.fields });
  return data(result, { status, headers: retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : undefined });
}

const INVITE_LABELS: Record<string, string> = { ...LINK_FORM_LABELS, email: "Their email" };
const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_NAMES[role] }));

export default function Accounts({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const resultOf = (form: AccountResult["form"]) => (actionData?.form === form ? actionData : undefined);
  const inviteResult = resultOf("invite");
  const invitationsResult = resultOf("invitations");
  const roleResult = resultOf("role");
  const removeResult = resultOf("remove");
  const invite = useEditorValidation(inviteSchema, inviteResult?.errors);
  const changing = useEditorValidation(changeRoleSchema, roleResult?.errors);
  const remove = useEditorValidation(removeAccountSchema, removeResult?.errors);
  const accountOptions = (users: typeof loaderData.users) =>
    users.map((user) => ({ value: user.id, label: `${user.name ? `${user.name} (${user.email})` : user.email}${user.isYou ? ", you" : ""}` }));
  const others = loaderData.users.filter((user) => !user.isYou);

  // After a success the fields are emptied, so the passwords do not linger in the page.
  useEffect(() => {
    if (!actionData?.ok) return;
    const form = { invite: invite.formRef, role: changing.formRef, remove: remove.formRef }[actionData.form as "invite" | "role" | "remove"];
    form?.current?.reset();
  }, [actionData, invite.formRef, changing.formRef, remove.formRef]);

  return (
    <div className="container-site py-8 md:py-10">
      <h1 className="text-3xl md:text-4xl">Accounts</h1>
      <SectionAbout to="/admin/accounts" />

      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <TitledSection id="staff-heading" title="Staff accounts" headingClassName="text-2xl">
          <ul className="mt-3 divide-y divide-stone border-y border-stone">
            {loaderData.users.map((user) => (
              <li key={user.id} className="flex flex-wrap justify-between gap-x-4 py-2.5">
                <span className="min-w-0 break-words">
                  <span className="font-medium">{user.name ?? user.email}</span>
                  {user.isYou ? <span className="text-muted"> (you)</span> : null}
                  {user.name ? <span className="block break-all text-sm text-muted">{user.email}</span> : null}
                </span>
                <span className="text-sm">
                  <span className="font-semibold">{ROLE_NAMES[user.role]}</span>
                  <span className="text-muted">
                    {" "}
                    · added <time dateTime={user.added.iso}>{user.added.label}</time>
                  </span>
                </span>
              </li>
            ))}
          </ul>
          <dl className="mt-4 space-y-2 text-sm">
            {STAFF_ROLES.map((role) => (
              <div key={role}>
                <dt className="inline font-semibold">{ROLE_NAMES[role]}: </dt>
                <dd className="inline">{ROLE_ABOUT[role]}</dd>
              </div>
            ))}
          </dl>
        </TitledSection>

        <Panel id="invite-heading" title="Invite a colleague">
          <p className="mt-1 text-sm text-muted">
            They get an email with a link that works once, for 72 hours: they choose their own password and are signed in.
          </p>
          <Form ref={invite.formRef} method="post" onSubmit={invite.validate} className="mt-4 space-y-4" aria-labelledby="invite-heading">
            <UnsavedChangesGuard what="the invitation" />
            <Outcome result={inviteResult} hasFieldErrors={Object.keys(invite.errors).length > 0} />
            <ErrorSummary errors={invite.errors} labels={INVITE_LABELS} order={INVITE_ORDER} summaryRef={invite.summaryRef} />
            <input type="hidden" name="intent" value="invite" />
            <TextField name="email" type="email" label={INVITE_LABELS.email!} autoComplete="off" spellCheck={false} limit={254} defaultValue={inviteResult?.ok ? "" : inviteResult?.values?.email} error={invite.errors.email} />
            <TextField name="invite_name" label={INVITE_LABELS.invite_name!} hint="They can correct it when they accept." autoComplete="off" limit={MAX_DISPLAY_NAME_LENGTH} defaultValue={inviteResult?.ok ? "" : inviteResult?.values?.invite_name} error={invite.errors.invite_name} />
            <SelectField name="invite_role" label={INVITE_LABELS.invite_role!} placeholder="Choose a role" options={ROLE_OPTIONS} defaultValue={inviteResult?.ok ? "" : inviteResult?.values?.invite_role} error={invite.errors.invite_role} />
            <YourPasswordField name="invite_your_password" error={invite.errors.invite_your_password} />
            <PanelSubmit busy={busy}>Send invitation</PanelSubmit>
          </Form>
        </Panel>
      </div>

      <div className="mt-10">
        <TitledSection id="invitations-heading" title="Invitations not yet accepted" headingClassName="text-2xl">
          <div className="mt-3 empty:hidden">
            <Outcome result={invitationsResult} hasFieldErrors={false} />
          </div>
          {loaderData.invitations.length === 0 ? (
            <p className="mt-3 text-muted">None: every invitation sent was accepted or revoked.</p>
          ) : (
            <ul className="mt-3 divide-y divide-stone border-y border-stone">
              {loaderData.invitations.map((invitation) => (
                <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2.5">
                  <span className="min-w-0 break-words">
                    <span className="font-medium">{invitation.name ?? invitation.email}</span>
                    <span className="block break-all text-sm text-muted">{invitation.email}</span>
                  </span>
                  <span className="text-sm">
                    <span className="font-semibold">{ROLE_NAMES[invitation.role]}</span>
                    <span className={invitation.expired ? "text-danger" : "text-muted"}>
                      {" "}
                      · {invitation.expired ? "expired" : "link works until"} <time dateTime={invitation.expires.iso}>{invitation.expires.label}</time>
                    </span>
                  </span>
                  <Form method="post" className="flex gap-2">
                    <input type="hidden" name="intent" value="invitations" />
                    <input type="hidden" name="invitation" value={invitation.id} />
                    <button type="submit" name="invitation_action" value="resend" disabled={busy} className="btn btn-outline" aria-label={`Send again to ${invitation.email}`}>
                      Send again
                    </button>
                    <button type="submit" name="invitation_action" value="revoke" disabled={busy} className="btn btn-outline" aria-label={`Revoke the invitation of ${invitation.email}`}>
                      Revoke
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
        </TitledSection>
      </div>

      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <Panel id="role-heading" title="Change a role">
          <p className="mt-1 text-sm text-muted">It applies at once, to every page the account opens next. The site always keeps an owner.</p>
          <Form ref={changing.formRef} method="post" onSubmit={changing.validate} className="mt-4 space-y-4" aria-labelledby="role-heading">
            <Outcome result={roleResult} hasFieldErrors={Object.keys(changing.errors).length > 0} />
            <ErrorSummary errors={changing.errors} labels={ACCOUNT_FORM_LABELS} order={CHANGE_ROLE_ORDER} summaryRef={changing.summaryRef} />
            <input type="hidden" name="intent" value="role" />
            <SelectField name="role_account" label={ACCOUNT_FORM_LABELS.role_account!} placeholder="Choose an account" options={accountOptions(loaderData.users)} defaultValue={roleResult?.ok ? "" : roleResult?.values?.role_account} error={changing.errors.role_account} />
            <SelectField name="new_role" label={ACCOUNT_FORM_LABELS.new_role!} placeholder="Choose a role" options={ROLE_OPTIONS} defaultValue={roleResult?.ok ? "" : roleResult?.values?.new_role} error={changing.errors.new_role} />
            <YourPasswordField name="role_your_password" error={changing.errors.role_your_password} />
            <PanelSubmit busy={busy}>Change role</PanelSubmit>
          </Form>
        </Panel>

        <Panel id="remove-heading" title="Remove a staff account">
          <p className="mt-1 text-sm text-muted">
            Their sessions end at once and they can no longer sign in; what they did stays in the history. Inviting the
            same email again later brings the account back, with the password they then choose.
          </p>
          <div className="mt-4 empty:hidden">
            <Outcome result={removeResult} hasFieldErrors={Object.keys(remove.errors).length > 0} />
          </div>
          {others.length === 0 ? (
            <p className="mt-4">Yours is the only account: there is none to remove. Invite a colleague first.</p>
          ) : (
            <Form ref={remove.formRef} method="post" onSubmit={remove.validate} className="mt-4 space-y-4" aria-labelledby="remove-heading">
              <ErrorSummary errors={remove.errors} labels={ACCOUNT_FORM_LABELS} order={REMOVE_ACCOUNT_ORDER} summaryRef={remove.summaryRef} />
              <input type="hidden" name="intent" value="remove" />
              <SelectField name="account" label={ACCOUNT_FORM_LABELS.account!} placeholder="Choose an account" options={accountOptions(others)} defaultValue={removeResult?.ok ? "" : removeResult?.values?.account} error={remove.errors.account} />
              <YourPasswordField name="remove_your_password" error={remove.errors.remove_your_password} />
              <PanelSubmit busy={busy}>Remove account</PanelSubmit>
            </Form>
          )}
        </Panel>
      </div>

      <div className="mt-10 grid gap-8 lg:grid-cols-2">
        <SecondFactorPolicyPanel required={loaderData.secondFactorRoles} result={resultOf("policy")} busy={busy} />
      </div>
    </div>
  );
}
