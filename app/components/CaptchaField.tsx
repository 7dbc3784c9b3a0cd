import type { AltchaWidgetElement } from "altcha";
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from "react";
import {
  CAPTCHA_CHALLENGE_PATH,
  CAPTCHA_FIELD,
  CAPTCHA_PROVIDER,
  RECAPTCHA_SITE_KEY,
  type CaptchaProvider,
} from "../lib/captcha-config";
import { isChunkLoadError, reloadOnceForChunkError } from "../lib/chunk-reload";
import { HELD_PROMISE } from "../lib/forms/held";

export interface CaptchaFieldHandle {
  /** Forgets the current solution (after the server refused it, say) and, for ALTCHA, solves a new one. */
  reset(): void;
}

export interface CaptchaFieldProps {
  /** Called with true once the captcha is solved, and with false whenever the solution is lost. */
  onChange: (solved: boolean) => void;
  /**
   * Called when the widget cannot load: the form may then be sent without it, and is held for a person to check
   * (decision 027), as from a browser without JavaScript.
   */
  onUnavailable?: () => void;
  ref?: Ref<CaptchaFieldHandle>;
  /** Defaults to the provider baked into the build. */
  provider?: CaptchaProvider;
  /** reCAPTCHA only; defaults to the site key baked into the build. */
  siteKey?: string;
  className?: string;
}

/**
 * The contact form's spam check. Renders placeholders on the server (and in prerendered HTML); the widget's
 * code is loaded in the browser only, by the pages that show this field. Put it inside the <form>: each widget
 * adds its response as a form field (`altcha` or `g-recaptcha-response`).
 */
export function CaptchaField({ provider = CAPTCHA_PROVIDER, siteKey = RECAPTCHA_SITE_KEY, ...props }: CaptchaFieldProps) {
  switch (provider) {
    case "altcha":
      return <AltchaField {...props} />;
    case "recaptcha":
      return <RecaptchaField siteKey={siteKey} {...props} />;
    case "off":
      return <CaptchaOff {...props} />;
  }
}

type FieldProps = Omit<CaptchaFieldProps, "provider" | "siteKey">;

/** The latest callback, so effects need not re-run when the parent passes a new function each render. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

function focusIsWithin(element: Element | null): boolean {
  const form = element?.closest("form") ?? element;
  return Boolean(form && document.activeElement && form.contains(document.activeElement));
}

// ---------------------------------------------------------------------------------------------- ALTCHA

/** Widget options that have no HTML attribute (see altcha's Configuration type). */
const ALTCHA_CONFIGURATION = JSON.stringify({
  // The widget's own "ALTCHA" footer link and logo; hiding them is allowed (MIT licence, no attribution in UI).
  hideFooter: true,
  hideLogo: true,
  // No artificial delay once the proof of work is done.
  minDuration: 0,
  // Pointer/scroll collection is only for ALTCHA's hosted service, which we do not use.
  humanInteractionSignature: false,
});

/** What the visually hidden status region says for each widget state (the checkbox label changes too). */
const ALTCHA_STATUS: Record<string, string> = {
  verifying: "Checking that you are not a robot…",
  verified: "Verified: you are not a robot. You can send the form.",
  expired: "The check expired. Check “I’m not a robot” again.",
};

/** Height of the widget (48 px: checkbox row, no footer), reserved before it loads so nothing shifts. */
const ALTCHA_HEIGHT = "min-h-12";

function AltchaField({ onChange, onUnavailable, ref, className }: FieldProps) {
  const onChangeRef = useLatest(onChange);
  const onUnavailableRef = useLatest(onUnavailable);
  const widgetRef = useRef<AltchaWidgetElement>(null);
  const groupRef = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const [status, setStatus] = useState("");

  // The widget's code is fetched when the visitor starts on the form (focus, pointer or touch inside it),
  // so a visit that only reads the page never pays for it.
  useEffect(() => {
    const form = groupRef.current?.closest("form");
    if (!form || focusIsWithin(form)) {
      setWanted(true);
      return;
    }
    const want = () => setWanted(true);
    const events = ["focusin", "pointerdown", "touchstart"] as const;
    for (const type of events) form.addEventListener(type, want, { once: true, passive: true });
    return () => {
      for (const type of events) form.removeEventListener(type, want);
    };
  }, []);

  // The widget module (custom element, PBKDF2 workers) is fetched only here, never during SSR or prerender.
  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    import("altcha").then(
      () => {
        if (!cancelled) setLoaded(true);
      },
      (error: unknown) => {
        if (cancelled) return;
        if (isChunkLoadError(error) && reloadOnceForChunkError()) return;
        console.error(error);
        setFailed(true);
        onUnavailableRef.current?.();
      },
    );
    return () => {
      cancelled = true;
    };
  }, [wanted]);

  useEffect(() => {
    const widget = widgetRef.current;
    if (!loaded || !widget) return;
    const onStateChange = (event: Event) => {
      const state = (event as CustomEvent<{ state?: string }>).detail?.state ?? "";
      onChangeRef.current(state === "verified");
      setStatus(ALTCHA_STATUS[state] ?? "");
    };
    // A challenge lives 10 minutes. While the visitor is still in the form, solve a fresh one at once;
    // otherwise go back to "unverified" so that focusing the form starts it again.
    const onExpired = () => {
      if (focusIsWithin(widget)) void widget.verify();
      else widget.reset();
    };
    widget.addEventListener("statechange", onStateChange);
    widget.addEventListener("expired", onExpired);
    // The visitor is already in the form (that is what loaded the widget): start solving now, unless the widget
    // has started already (auto="onfocus" starts it on the next focus in the form, which may come first). A second
    // verify() would abort the first, whose failure ("error") can then land after the second's "verified".
    if (focusIsWithin(widget)) {
      void customElements.whenDefined("altcha-widget").then(() => {
        if (widget.isConnected && widget.getState() === "unverified") void widget.verify();
      });
    }
    return () => {
      widget.removeEventListener("statechange", onStateChange);
      widget.removeEventListener("expired", onExpired);
    };
  }, [loaded, onChangeRef]);

  useImperativeHandle(
    ref,
    () => ({
      reset() {
        const widget = widgetRef.current;
        onChangeRef.current(false);
        if (!widget || typeof widget.reset !== "function") return;
        if (focusIsWithin(widget)) void widget.verify();
        else widget.reset();
      },
    }),
    [onChangeRef],
  );

  return (
    <div ref={groupRef} role="group" aria-label="Spam check" className={className}>
      <div className={ALTCHA_HEIGHT}>
        {loaded ? (
          <altcha-widget
            ref={widgetRef}
            challenge={CAPTCHA_CHALLENGE_PATH}
            name={CAPTCHA_FIELD.altcha}
            auto="onfocus"
            language="en"
            type="checkbox"
            configuration={ALTCHA_CONFIGURATION}
          />
        ) : null}
        {failed ? (
          <p role="alert" className="text-sm font-medium text-danger">
            The spam check could not load. You can still send the form: {HELD_PROMISE}.
          </p>
        ) : null}
      </div>
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
}

// ------------------------------------------------------------------------------------------- reCAPTCHA

interface Grecaptcha {
  render(
    container: HTMLElement,
    parameters: {
      sitekey: string;
      callback?: (token: string) => void;
      "expired-callback"?: () => void;
      "error-callback"?: () => void;
      theme?: "light" | "dark";
      size?: "normal" | "compact";
    },
  ): number;
  reset(widgetId?: number): void;
}

type RecaptchaWindow = Window & { grecaptcha?: Grecaptcha; heliosRecaptchaLoaded?: () => void };

const RECAPTCHA_SCRIPT = "https://www.google.com/recaptcha/api.js";
let recaptchaLoading: Promise<Grecaptcha> | undefined;

/** Loads Google's api.js once per page (explicit rendering, English). */
function loadRecaptcha(): Promise<Grecaptcha> {
  const win = window as RecaptchaWindow;
  recaptchaLoading ??= new Promise<Grecaptcha>((resolve, reject) => {
    win.heliosRecaptchaLoaded = () => (win.grecaptcha ? resolve(win.grecaptcha) : reject(new Error("reCAPTCHA did not start")));
    const script = document.createElement("script");
    script.src = `${RECAPTCHA_SCRIPT}?render=explicit&onload=heliosRecaptchaLoaded&hl=en`;
    script.async = true;
    script.onerror = () => {
      recaptchaLoading = undefined;
      script.remove();
      reject(new Error("reCAPTCHA could not load"));
    };
    document.head.append(script);
  });
  return recaptchaLoading;
}

function RecaptchaField({ onChange, onUnavailable, ref, className, siteKey }: FieldProps & { siteKey: string }) {
  const onChangeRef = useLatest(onChange);
  const onUnavailableRef = useLatest(onUnavailable);
  const containerRef = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: Grecaptcha; id: number }>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    if (!siteKey) {
      console.error("CaptchaField: the reCAPTCHA site key is missing (VITE_RECAPTCHA_SITE_KEY)");
      setFailed(true);
      onUnavailableRef.current?.();
      return;
    }
    loadRecaptcha().then(
      (api) => {
        const container = containerRef.current;
        if (cancelled || !container) return;
        // Render into a fresh child, so a remount never finds a used container.
        const target = document.createElement("div");
        container.replaceChildren(target);
        const id = api.render(target, {
          sitekey: siteKey,
          callback: () => onChangeRef.current(true),
          "expired-callback": () => onChangeRef.current(false),
          "error-callback": () => onChangeRef.current(false),
        });
        widget.current = { api, id };
      },
      (error: unknown) => {
        if (cancelled) return;
        console.error(error);
        setFailed(true);
        onUnavailableRef.current?.();
      },
    );
    return () => {
      cancelled = true;
      widget.current = null;
    };
  }, [siteKey, onChangeRef, onUnavailableRef]);

  useImperativeHandle(
    ref,
    () => ({
      reset() {
        onChangeRef.current(false);
        if (widget.current) widget.current.api.reset(widget.current.id);
      },
    }),
    [onChangeRef],
  );

  return (
    <div className={className}>
      {/* The checkbox frame is 304 × 78 px. */}
      <div ref={containerRef} className="min-h-[78px]" />
      {failed ? (
        <p role="alert" className="text-sm font-medium text-danger">
          The reCAPTCHA could not load. You can still send the form: {HELD_PROMISE}.
        </p>
      ) : null}
    </div>
  );
}

// ------------------------------------------------------------------------------------------------- off

/** Development only: nothing to solve. */
function CaptchaOff({ onChange, ref }: FieldProps) {
  const onChangeRef = useLatest(onChange);
  useEffect(() => {
    onChangeRef.current(true);
  }, [onChangeRef]);
  useImperativeHandle(ref, () => ({ reset() {} }), []);
  return null;
}
