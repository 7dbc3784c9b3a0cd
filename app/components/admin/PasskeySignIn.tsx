import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { Notice } from "./Notice";
import { BROWSER_DECLINED, usePasskeySupport } from "./passkey-support";

/** What the sign-in pages' actions answer a passkey's steps with: its options, or why it did not sign in. */
export interface PasskeyAnswer {
  /** The options as JSON text (the library's own format). */
  passkeyOptions?: string;
  error?: string;
}

/** What a passkey's second post answers: `error` (the sign-in pages), or an outcome with `ok` and `message` (Your account). */
interface PasskeyOutcome {
  error?: string;
  ok?: boolean;
  message?: string;
}

/**
 * A button that uses a passkey of this browser's: it posts `ask` to the page's action, which answers the options (their
 * challenge in a short-lived cookie); the browser signs them with a passkey; `answer(credential)` is posted back to be
 * checked. A redirect in that answer moves the page on; a refusal shows by the button. Shown only once scripts run in
 * a browser that supports passkeys.
 */
export function PasskeyButton({
  label,
  ask,
  answer,
}: {
  label: string;
  ask: Record<string, string>;
  answer: (credential: string) => Record<string, string>;
}) {
  const supported = usePasskeySupport();
  const asked = useFetcher<PasskeyAnswer & PasskeyOutcome>();
  const signed = useFetcher<PasskeyOutcome>();
  const [problem, setProblem] = useState<string>();
  const [using, setUsing] = useState(false);
  const handled = useRef<PasskeyAnswer | undefined>(undefined);

  useEffect(() => {
    const given = asked.data;
    if (!given || handled.current === given) return;
    handled.current = given;
    if (!given.passkeyOptions) return setProblem(given.error ?? given.message);
    setUsing(true);
    import("@simplewebauthn/browser")
      .then(({ startAuthentication }) => startAuthentication({ optionsJSON: JSON.parse(given.passkeyOptions!) as PublicKeyCredentialRequestOptionsJSON }))
      .then((credential) => signed.submit(answer(JSON.stringify(credential)), { method: "post" }))
      .catch(() => setProblem(BROWSER_DECLINED))
      .finally(() => setUsing(false));
  }, [asked.data]);

  useEffect(() => {
    const result = signed.data;
    if (result?.error) setProblem(result.error);
    else if (result?.ok === false) setProblem(result.message);
  }, [signed.data]);

  if (!supported) return null;
  const busy = using || asked.state !== "idle" || signed.state !== "idle";
  return (
    <div className="space-y-3">
      {problem ? <Notice tone="error">{problem}</Notice> : null}
      <button
        type="button"
        disabled={busy}
        className="btn btn-outline w-full disabled:cursor-wait disabled:opacity-80"
        onClick={() => {
          setProblem(undefined);
          asked.submit(ask, { method: "post" });
        }}
      >
        {busy ? "Waiting for your passkey…" : label}
      </button>
    </div>
  );
}

/**
 * "Sign in with a passkey" (decision 067), on the sign-in page and as the second step after a password: the action
 * checks the passkey and opens the session (its redirect moves the page on). The forms beside it work without
 * JavaScript.
 */
export function PasskeySignIn({ next, label = "Sign in with a passkey" }: { next: string; label?: string }) {
  return <PasskeyButton label={label} ask={{ intent: "passkey-options" }} answer={(credential) => ({ intent: "passkey", credential, next })} />;
}
