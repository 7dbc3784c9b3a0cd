import { TitledSection } from "#app/components/TitledSection";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { UnsavedChangesGuard } from "#app/components/admin/unsaved/UnsavedChangesGuard";
import type { useEditorValidation } from "#app/components/admin/useEditorValidation";
import { ErrorSummary } from "#app/components/forms/ErrorSummary";
import { ACCOUNT_FORM_LABELS } from "#app/lib/forms/staff/account-forms";
import type { AccountResult } from "#app/lib/server/staff/account-actions.server";
import { Notice } from "../Notice";
import { TextField } from "#app/components/forms/Field";
import { MAX_PASSWORD_LENGTH } from "#app/lib/admin/password-rules";
import { BY_PASSKEY } from "#app/lib/forms/staff/account-forms";

/** The outcome of a form: a success, or what went wrong that is not about one field (a throttle, a busy server). */
export function Outcome({ result, hasFieldErrors }: { result?: AccountResult; hasFieldErrors: boolean }) {
  if (!result || (!result.ok && hasFieldErrors)) return null;
  return <Notice tone={result.ok ? "success" : "error"}>{result.message}</Notice>;
}

/** One of the account page's forms, under its heading. */
export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <TitledSection id={id} title={title} className="border border-stone bg-white p-5 md:p-6" headingClassName="text-2xl">
      {children}
    </TitledSection>
  );
}

/** A panel form's send button, off while any of the page's forms is on its way. */
export function PanelSubmit({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" disabled={busy} className="btn btn-primary">
      {children}
    </button>
  );
}

/**
 * In place of the password on Your account, once its staff member confirmed it was them with a passkey (decision 067):
 * the form says so to the server, which checks that confirmation instead.
 */
export function ConfirmedByPasskey() {
  return (
    <p className="text-sm text-muted">
      <input type="hidden" name={BY_PASSKEY} value="1" />
      You confirmed it is you with your passkey: no password is needed.
    </p>
  );
}

/**
 * The staff member's own password, asked for again before a change to accounts or to their second factor: every such
 * form's field is this one, labelled "Your password" (each form's field has a name of its own). `byPasskey`: a
 * confirmation with a passkey stands in for it (Your account only).
 */
export function YourPasswordField({ name, error, byPasskey = false }: { name: string; error?: string; byPasskey?: boolean }) {
  if (byPasskey) return <ConfirmedByPasskey />;
  return <TextField name={name} type="password" label="Your password" hint="Your own password, to confirm it is you." autoComplete="current-password" limit={MAX_PASSWORD_LENGTH} error={error} />;
}

/**
 * A Your account form under its panel's heading: checked in the browser by its schema (`editor`), guarded against
 * leaving it half done, with its outcome and its error summary first, and the `intent` the action dispatches on.
 */
export function PanelForm({
  headingId,
  intent,
  what,
  editor,
  result,
  order,
  children,
}: {
  headingId: string;
  intent: string;
  /** What the unsaved-changes guard names ("your new password"). */
  what: string;
  editor: ReturnType<typeof useEditorValidation>;
  result?: AccountResult;
  order: readonly string[];
  children: ReactNode;
}) {
  return (
    <Form ref={editor.formRef} method="post" onSubmit={editor.validate} className="mt-4 space-y-4" aria-labelledby={headingId}>
      <UnsavedChangesGuard what={what} />
      <Outcome result={result} hasFieldErrors={Object.keys(editor.errors).length > 0} />
      <ErrorSummary errors={editor.errors} labels={ACCOUNT_FORM_LABELS} order={order} summaryRef={editor.summaryRef} />
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}
