import { Form } from "react-router";
import { useEditorValidation } from "#app/components/admin/useEditorValidation";
import { ErrorSummary } from "#app/components/forms/ErrorSummary";
import { TextField } from "#app/components/forms/Field";
import {
  ACCOUNT_FORM_LABELS,
  CONFIRM_SECOND_FACTOR_ORDER,
  confirmSecondFactorSchema,
  SECOND_FACTOR_PASSWORD_ORDER,
  secondFactorPasswordSchema,
} from "#app/lib/forms/staff/account-forms";
import type { AccountResult } from "#app/lib/server/staff/account-actions.server";
import { Outcome, Panel, PanelSubmit, YourPasswordField } from "./AccountPanels";

interface SecondFactorState {
  enabled: boolean;
  required: boolean;
  recoveryLeft: number;
  setup?: { secret: string; uri: string; qrSvg: string };
}


/** New recovery codes, shown once: only their hashes are kept. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="border border-bronze bg-marble p-4">
      <p className="font-semibold">Your recovery codes (shown only now)</p>
      <ol aria-label="Recovery codes" className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-base">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
    </div>
  );
}

/**
 * Your account's second factor: an authenticator app (set up with a QR code or the secret as text, confirmed with a
 * code and your password), with ten one-use recovery codes; turned off, or the codes renewed, with your password.
 */
export function SecondFactorPanel({ state, result, busy, byPasskey = false }: { state: SecondFactorState; result?: AccountResult; busy: boolean; byPasskey?: boolean }) {
  const confirm = useEditorValidation(confirmSecondFactorSchema, result?.errors);
  const withPassword = useEditorValidation(secondFactorPasswordSchema, result?.errors);
  const hasErrors = Object.keys(result?.errors ?? {}).length > 0;
  return (
    <Panel id="factor-heading" title="Second factor">
      <div className="mt-3 space-y-4">
        {state.required ? (
          <p role="alert" className="border-l-4 border-danger bg-danger-light p-3 text-danger-dark">
            Your role must use a second factor: set up an authenticator app here, or add a passkey, before anything else.
          </p>
        ) : null}
        <Outcome result={result} hasFieldErrors={hasErrors} />
        {result?.recoveryCodes ? <RecoveryCodes codes={result.recoveryCodes} /> : null}
        {state.enabled ? (
          <>
            <p>
              On: signing in asks for a code from your authenticator app after your password.{" "}
              {state.recoveryLeft === 1 ? "1 recovery code is left." : `${state.recoveryLeft} recovery codes are left.`}
            </p>
            <Form ref={withPassword.formRef} method="post" onSubmit={withPassword.validate} className="space-y-4" aria-label="Change your second factor">
              <ErrorSummary errors={withPassword.errors} labels={ACCOUNT_FORM_LABELS} order={SECOND_FACTOR_PASSWORD_ORDER} summaryRef={withPassword.summaryRef} />
              <input type="hidden" name="intent" value="factor" />
              <YourPasswordField name="factor_your_password" error={withPassword.errors.factor_your_password} byPasskey={byPasskey} />
              <div className="flex flex-wrap gap-3">
                <button type="submit" name="step" value="renew" disabled={busy} className="btn btn-outline">
                  New recovery codes
                </button>
                <button type="submit" name="step" value="off" disabled={busy} className="btn btn-outline">
                  Turn off
                </button>
              </div>
            </Form>
          </>
        ) : state.setup ? (
          <>
            <p>Scan this with your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), or type the key in by hand.</p>
            <div
              role="img"
              aria-label="QR code for your authenticator app"
              className="w-48 max-w-full border border-stone bg-white"
              // Made on the server from this account's own setup address (qrcode), never from what a visitor sent.
              dangerouslySetInnerHTML={{ __html: state.setup.qrSvg }}
            />
            <p>
              Key: <code className="break-all font-mono text-base">{state.setup.secret}</code>
            </p>
            <Form ref={confirm.formRef} method="post" onSubmit={confirm.validate} className="space-y-4" aria-label="Turn on the second factor">
              <ErrorSummary errors={confirm.errors} labels={ACCOUNT_FORM_LABELS} order={CONFIRM_SECOND_FACTOR_ORDER} summaryRef={confirm.summaryRef} />
              <input type="hidden" name="intent" value="factor" />
              <input type="hidden" name="step" value="confirm" />
              <TextField name="totp_code" label={ACCOUNT_FORM_LABELS.totp_code!} autoComplete="one-time-code" inputMode="numeric" limit={10} error={confirm.errors.totp_code} />
              <YourPasswordField name="totp_your_password" error={confirm.errors.totp_your_password} byPasskey={byPasskey} />
              <PanelSubmit busy={busy}>Turn on</PanelSubmit>
            </Form>
          </>
        ) : (
          <>
            <p>
              Off. With a second factor, a stolen password is not enough: signing in also asks for a code from an app on
              your phone (or for one of your passkeys, which count as a second factor too).
            </p>
            <Form method="post">
              <input type="hidden" name="intent" value="factor" />
              <input type="hidden" name="step" value="start" />
              <PanelSubmit busy={busy}>Set up an authenticator app</PanelSubmit>
            </Form>
          </>
        )}
      </div>
    </Panel>
  );
}
