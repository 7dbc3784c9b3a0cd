import { useEffect } from "react";
import { useEditorValidation } from "#app/components/admin/useEditorValidation";
import { TextField } from "#app/components/forms/Field";
import { ACCOUNT_FORM_LABELS, CHANGE_EMAIL_ORDER, changeEmailSchema } from "#app/lib/forms/staff/account-forms";
import type { AccountResult } from "#app/lib/server/staff/account-actions.server";
import { Panel, PanelForm, PanelSubmit, YourPasswordField } from "./AccountPanels";

/**
 * Your account's email: a new address gets a link, and the account's email changes when it is opened (decision 064,
 * amended). Asks for the password (or a passkey's confirmation) first.
 */
export function EmailPanel({ email, result, busy, byPasskey }: { email: string; result?: AccountResult; busy: boolean; byPasskey: boolean }) {
  const changing = useEditorValidation(changeEmailSchema, result?.errors);
  // Once the link is sent, the form empties: nothing is left unsaved.
  useEffect(() => {
    if (result?.ok) changing.formRef.current?.reset();
  }, [result, changing.formRef]);
  return (
    <Panel id="email-heading" title="Your email">
      <p className="mt-1 text-sm text-muted">
        You sign in with <span className="font-semibold text-ink">{email}</span>, and staff mails come to it. A new address gets a link;
        your email changes when you open it.
      </p>
      <PanelForm key={byPasskey ? "by-passkey" : "password"} headingId="email-heading" intent="email" what="your new email" editor={changing} result={result} order={CHANGE_EMAIL_ORDER}>
        <TextField
          name="new_email"
          type="email"
          label={ACCOUNT_FORM_LABELS.new_email!}
          autoComplete="email"
          limit={254}
          defaultValue={result && !result.ok ? result.values?.new_email : undefined}
          error={changing.errors.new_email}
        />
        <YourPasswordField name="email_your_password" error={changing.errors.email_your_password} byPasskey={byPasskey} />
        <PanelSubmit busy={busy}>Send the link</PanelSubmit>
      </PanelForm>
    </Panel>
  );
}
