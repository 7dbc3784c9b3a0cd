import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form, useFetcher } from "react-router";
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { useEditorValidation } from "#app/components/admin/useEditorValidation";
import { BROWSER_DECLINED, usePasskeySupport } from "#app/components/admin/passkey-support";
import { ErrorSummary } from "#app/components/forms/ErrorSummary";
import { TextField } from "#app/components/forms/Field";
import {
  ACCOUNT_FORM_LABELS,
  ADD_PASSKEY_ORDER,
  addPasskeySchema,
  MAX_PASSKEY_NAME_LENGTH,
  MAX_PASSKEYS_PER_ACCOUNT,
  REMOVE_PASSKEY_ORDER,
  RENAME_PASSKEY_ORDER,
  removePasskeySchema,
  renamePasskeySchema,
} from "#app/lib/forms/staff/account-forms";
import type { AccountResult } from "#app/lib/server/staff/account-actions.server";
import { Outcome, Panel, PanelSubmit, YourPasswordField } from "./AccountPanels";

interface PasskeyRow {
  id: string;
  name: string;
  added: { iso: string; label: string };
  lastUsed: { iso: string; label: string } | null;
  synced: boolean;
}

/** Renaming and removing one passkey (the removal asks for the password); plain forms, with or without JavaScript. */
function PasskeyActions({ passkey, result, busy, byPasskey }: { passkey: PasskeyRow; result?: AccountResult; busy: boolean; byPasskey: boolean }) {
  const mine = result?.passkeyId === passkey.id ? result : undefined;
  const rename = useEditorValidation(renamePasskeySchema, mine?.errors);
  const remove = useEditorValidation(removePasskeySchema, mine?.errors);
  return (
    <details className="mt-2" open={mine !== undefined && !mine.ok}>
      <summary className="cursor-pointer underline">
        Rename or remove<span className="sr-only"> {passkey.name}</span>
      </summary>
      <div className="mt-3 space-y-4">
        <Form ref={rename.formRef} method="post" onSubmit={rename.validate} className="space-y-3" aria-label={`Rename ${passkey.name}`}>
          <ErrorSummary errors={rename.errors} labels={ACCOUNT_FORM_LABELS} order={RENAME_PASSKEY_ORDER} summaryRef={rename.summaryRef} />
          <input type="hidden" name="intent" value="passkey" />
          <input type="hidden" name="step" value="rename" />
          <input type="hidden" name="passkey" value={passkey.id} />
          <TextField
            name="passkey_new_name"
            label={ACCOUNT_FORM_LABELS.passkey_new_name!}
            limit={MAX_PASSKEY_NAME_LENGTH}
            defaultValue={mine && !mine.ok ? (mine.values?.passkey_new_name ?? passkey.name) : passkey.name}
            error={rename.errors.passkey_new_name}
          />
          <button type="submit" disabled={busy} className="btn btn-outline">
            Rename
          </button>
        </Form>
        <Form ref={remove.formRef} method="post" onSubmit={remove.validate} className="space-y-3" aria-label={`Remove ${passkey.name}`}>
          <ErrorSummary errors={remove.errors} labels={ACCOUNT_FORM_LABELS} order={REMOVE_PASSKEY_ORDER} summaryRef={remove.summaryRef} />
          <input type="hidden" name="intent" value="passkey" />
          <input type="hidden" name="step" value="remove" />
          <input type="hidden" name="passkey" value={passkey.id} />
          <YourPasswordField name="passkey_remove_password" error={remove.errors.passkey_remove_password} byPasskey={byPasskey} />
          <button type="submit" disabled={busy} className="btn btn-outline">
            Remove
          </button>
        </Form>
      </div>
    </details>
  );
}

/**
 * Adding a passkey: its name and the password go to the server, which answers the options the browser makes the
 * passkey with; what the browser made goes back to be checked and kept. Shown only where passkeys can work.
 */
function AddPasskey({ full, onOutcome, byPasskey }: { full: boolean; onOutcome: (result: AccountResult) => void; byPasskey: boolean }) {
  const asked = useFetcher<AccountResult>();
  const made = useFetcher<AccountResult>();
  const [making, setMaking] = useState(false);
  const handled = useRef<AccountResult | undefined>(undefined);
  const adding = useEditorValidation(addPasskeySchema, asked.data?.ok === false ? asked.data.errors : made.data?.ok === false ? made.data.errors : undefined);

  useEffect(() => {
    const answer = asked.data;
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    if (!answer.passkeyOptions) return onOutcome(answer);
    setMaking(true);
    const name = answer.values?.passkey_name ?? "";
    import("@simplewebauthn/browser")
      .then(({ startRegistration }) => startRegistration({ optionsJSON: JSON.parse(answer.passkeyOptions!) as PublicKeyCredentialCreationOptionsJSON }))
      .then((credential) => made.submit({ intent: "passkey", step: "register", passkey_name: name, credential: JSON.stringify(credential) }, { method: "post" }))
      .catch(() => onOutcome({ form: "passkey", ok: false, message: BROWSER_DECLINED, errors: {} }))
      .finally(() => setMaking(false));
  }, [asked.data]);

  useEffect(() => {
    if (!made.data) return;
    onOutcome(made.data);
    if (made.data.ok) adding.formRef.current?.reset();
  }, [made.data]);

  function submit(event: FormEvent<HTMLFormElement>) {
    adding.validate(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    fields.set("step", "options");
    asked.submit(fields, { method: "post" });
  }

  const busy = making || asked.state !== "idle" || made.state !== "idle";
  if (full) return <p>You have {MAX_PASSKEYS_PER_ACCOUNT} passkeys, the most an account may have: remove one to add another.</p>;
  return (
    <asked.Form ref={adding.formRef} method="post" onSubmit={submit} className="space-y-4" aria-label="Add a passkey">
      <ErrorSummary errors={adding.errors} labels={ACCOUNT_FORM_LABELS} order={ADD_PASSKEY_ORDER} summaryRef={adding.summaryRef} />
      <input type="hidden" name="intent" value="passkey" />
      <TextField
        name="passkey_name"
        label={ACCOUNT_FORM_LABELS.passkey_name!}
        hint="To tell your passkeys apart, such as “Work laptop” or “My phone”."
        limit={MAX_PASSKEY_NAME_LENGTH}
        error={adding.errors.passkey_name}
      />
      <YourPasswordField name="passkey_your_password" error={adding.errors.passkey_your_password} byPasskey={byPasskey} />
      <PanelSubmit busy={busy}>{busy ? "Adding…" : "Add a passkey"}</PanelSubmit>
    </asked.Form>
  );
}

/**
 * Your account's passkeys (decision 067): each signs in alone (with the device's fingerprint, face or PIN), and counts
 * as a second factor. Listed with when each was added and last used; added with a name and the password (needs
 * JavaScript and a browser that supports passkeys), renamed, and removed with the password.
 */
export function PasskeysPanel({
  passkeys,
  result,
  busy,
  byPasskey = false,
}: {
  passkeys: PasskeyRow[];
  result?: AccountResult;
  busy: boolean;
  /** The staff member confirmed it was them with a passkey: no password is asked. */
  byPasskey?: boolean;
}) {
  const supported = usePasskeySupport();
  const [latest, setLatest] = useState<AccountResult | undefined>(result);
  useEffect(() => setLatest(result), [result]);
  const general = latest && latest.passkeyId === undefined ? latest : undefined;
  const hasFieldErrors = Object.keys(general?.errors ?? {}).length > 0;
  return (
    <Panel id="passkeys-heading" title="Passkeys">
      <div className="mt-3 space-y-4">
        <p className="text-sm text-muted">
          A passkey signs you in without your password or a code, with your device’s fingerprint, face or PIN, and
          counts as your second factor. Up to {MAX_PASSKEYS_PER_ACCOUNT}.
        </p>
        <Outcome result={general} hasFieldErrors={hasFieldErrors} />
        {passkeys.length === 0 ? (
          <p>You have no passkeys yet.</p>
        ) : (
          <ul aria-label="Your passkeys" className="divide-y divide-stone border-y border-stone">
            {passkeys.map((passkey) => {
              const mine = latest?.passkeyId === passkey.id ? latest : undefined;
              return (
                <li key={passkey.id} className="py-3">
                  <p className="font-semibold">{passkey.name}</p>
                  <p className="text-sm text-muted">
                    Added <time dateTime={passkey.added.iso}>{passkey.added.label}</time>
                    {", "}
                    {passkey.lastUsed ? (
                      <>
                        last used <time dateTime={passkey.lastUsed.iso}>{passkey.lastUsed.label}</time>
                      </>
                    ) : (
                      "not used yet"
                    )}
                    {passkey.synced ? ", synced between your devices" : ""}
                  </p>
                  {mine ? <Outcome result={mine} hasFieldErrors={Object.keys(mine.errors).length > 0} /> : null}
                  <PasskeyActions passkey={passkey} result={mine} busy={busy} byPasskey={byPasskey} />
                </li>
              );
            })}
          </ul>
        )}
        {supported ? (
          <AddPasskey full={passkeys.length >= MAX_PASSKEYS_PER_ACCOUNT} onOutcome={setLatest} byPasskey={byPasskey} />
        ) : (
          <p className="text-sm text-muted">Adding a passkey needs JavaScript and a browser that supports passkeys.</p>
        )}
      </div>
    </Panel>
  );
}
