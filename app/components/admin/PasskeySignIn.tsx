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

/**
 * "Sign in with a passkey" (decision 067), on the sign-in page and as the second step after a password: the page's
 * action gives the options (their challenge in a short-lived cookie), the browser signs them with a passkey, and the
 * action checks the answer and opens the session (its redirect moves the page on). Shown only once scripts run in a
 * browser that supports passkeys; the forms beside it work without.
 */
export function PasskeySignIn({ next, label = "Sign in with a passkey" }: { next: string; label?: string }) {
  const supported = usePasskeySupport();
  const asked = useFetcher<PasskeyAnswer>();
  const signed = useFetcher<PasskeyAnswer>();
  const [problem, setProblem] = useState<string>();
  const [using, setUsing] = useState(false);
  const handled = useRef<PasskeyAnswer | undefined>(undefined);

  useEffect(() => {
    const answer = asked.data;
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    if (!answer.passkeyOptions) return setProblem(answer.error);
    setUsing(true);
    import("@simplewebauthn/browser")
      .then(({ startAuthentication }) => startAuthentication({ optionsJSON: JSON.parse(answer.passkeyOptions!) as PublicKeyCredentialRequestOptionsJSON }))
      .then((credential) => signed.submit({ intent: "passkey", credential: JSON.stringify(credential), next }, { method: "post" }))
      .catch(() => setProblem(BROWSER_DECLINED))
      .finally(() => setUsing(false));
  }, [asked.data]);

  useEffect(() => {
    if (signed.data?.error) setProblem(signed.data.error);
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
          asked.submit({ intent: "passkey-options" }, { method: "post" });
        }}
      >
        {busy ? "Waiting for your passkey…" : label}
      </button>
    </div>
  );
}
