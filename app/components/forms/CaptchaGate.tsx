import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { useSite } from "#app/lib/content/root-content";
import { CAPTCHA_PROVIDER, captchaRequiredMessage } from "#app/lib/captcha-config";
import { HELD_NOSCRIPT_NOTE } from "#app/lib/forms/held";
import { CaptchaField, type CaptchaFieldHandle } from "../CaptchaField";

/** A form's captcha: whether it is solved, the alert when a submit comes first, and a way to ask for a fresh one. */
export function useCaptchaGate() {
  const ref = useRef<CaptchaFieldHandle>(null);
  const [solved, setSolved] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const [alert, setAlert] = useState("");
  return {
    ref,
    setSolved,
    /** The widget could not load: the form goes without it, and is held for a person to check (decision 027). */
    setUnavailable,
    alert,
    /** Stops a submit while the captcha is unsolved, and says so (announced again even when the text is unchanged). */
    guard(event: FormEvent) {
      if (solved || unavailable) return;
      event.preventDefault();
      setAlert("");
      requestAnimationFrame(() => setAlert(captchaRequiredMessage(CAPTCHA_PROVIDER)));
    },
    /** A refused (spent or expired) solution cannot be sent again: solve a fresh one. */
    reset() {
      ref.current?.reset();
    },
  };
}

export type CaptchaGateState = ReturnType<typeof useCaptchaGate>;

/**
 * The captcha widget, what the form says when scripts are off, and the alert of a submit too early. Without scripts
 * the form is still sent, and held for a person to check (decision 027); `children` adds a sentence of the form's own.
 */
export function CaptchaGate({ gate, children }: { gate: CaptchaGateState; children?: ReactNode }) {
  const site = useSite();
  return (
    <div>
      <CaptchaField ref={gate.ref} onChange={gate.setSolved} onUnavailable={() => gate.setUnavailable(true)} />
      {/* Shown only when scripts are off (@media (scripting: none)). */}
      <p className="mt-2 hidden border-l-4 border-bronze bg-marble p-3 text-sm noscript:block">
        {HELD_NOSCRIPT_NOTE} {children}
        {children ? " " : null}In a hurry? Call us at{" "}
        <a href={site.phone.href} className="text-aegean underline">
          {site.phone.display}
        </a>
        .
      </p>
      <p role="alert" className="mt-2 text-sm font-medium text-danger empty:hidden">
        {gate.alert}
      </p>
    </div>
  );
}
