import { useEffect, useRef, useState, type CSSProperties } from "react";
import { site } from "../content/site";
import {
  INTRO_FADE_AT_MS,
  INTRO_FADE_MS,
  INTRO_HIDDEN_AT_MS,
  INTRO_SLIDE_AT_MS,
  INTRO_SLIDE_MS,
  letterActivationMs,
  markIntroSeen,
  shouldPlayIntro,
  type IntroPhase,
} from "../lib/intro";
import { prefersReducedMotion } from "../lib/motion";
import { Meander } from "./Meander";

const LETTERS = [...site.shortName];

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Whether the visitor already used the page before its script arrived (opened a menu, scrolled, moved focus): the
 * intro would then cover what they are doing, so it does not play.
 */
function visitorHasActed(): boolean {
  const active = document.activeElement;
  return (
    window.scrollY > 0 ||
    (active !== null && active !== document.body && active !== document.documentElement) ||
    document.querySelector("dialog[open], details[open]") !== null ||
    popoverOpen()
  );
}

function popoverOpen(): boolean {
  try {
    return document.querySelector(":popover-open") !== null;
  } catch {
    return false; // a browser without popovers has none open
  }
}

/** After the press that ended the intro, how long its click may take to arrive (a tap's click comes late). */
const PRESS_CLICK_GRACE_MS = 1000;

type Phase = IntroPhase | "dismissed" | "done";

/**
 * The home page's intro: the letters of the short brand name light up one after another on a
 * full-screen overlay, fade, and the overlay slides up and is removed.
 *
 * It exists only after hydration has decided to play it, so the prerendered page never contains it (no flash when
 * the session has already seen it, nothing without JavaScript). The page is laid out beneath it: the overlay is
 * fixed, aria-hidden, never focusable and moves only by transform, so it costs no layout shift.
 *
 * A click, tap or key press while it plays ends it at once and does nothing else: the visitor cannot see what is
 * beneath, so the press must not follow a link or move focus there. The overlay turns invisible at the press and
 * stays (transparent) until the click of that press has arrived and been swallowed; a key press is swallowed with
 * its key release.
 */
export function IntroOverlay() {
  const [phase, setPhase] = useState<Phase>("done");
  const [lit, setLit] = useState(0);
  /** Decided once per mount: StrictMode's second effect run must replay, not re-read the flag it just set. */
  const playing = useRef<boolean | null>(null);

  useEffect(() => {
    playing.current ??=
      shouldPlayIntro({ seen: markIntroSeen(sessionStore()), reducedMotion: prefersReducedMotion() }) &&
      !visitorHasActed();
    if (!playing.current) return;

    let current: Phase = "letters";
    const show = (next: Phase) => {
      current = next;
      setPhase(next);
    };
    setLit(0);
    show("letters");
    const timers = LETTERS.map((_, i) => window.setTimeout(() => setLit(i + 1), letterActivationMs(i)));
    timers.push(
      window.setTimeout(() => show("fade"), INTRO_FADE_AT_MS),
      window.setTimeout(() => show("slide"), INTRO_SLIDE_AT_MS),
      window.setTimeout(() => show("done"), INTRO_HIDDEN_AT_MS),
    );
    const stopTimeline = () => timers.forEach((timer) => window.clearTimeout(timer));
    const playingNow = () => current === "letters" || current === "fade" || current === "slide";

    let swallowClick = false;
    let graceTimer: number | undefined;
    const swallowedKeys = new Set<string>();
    const swallow = (event: Event) => {
      event.preventDefault();
      event.stopImmediatePropagation();
    };
    const finish = () => {
      window.clearTimeout(graceTimer);
      swallowClick = false;
      show("done");
    };

    const onPointerDown = (event: PointerEvent) => {
      if (!playingNow()) return;
      stopTimeline();
      swallowClick = true;
      show("dismissed");
      swallow(event);
    };
    // No focus change and no text selection from the press that ended the intro.
    const onMouseDown = (event: MouseEvent) => {
      if (swallowClick) swallow(event);
    };
    const onClick = (event: MouseEvent) => {
      if (!swallowClick) return;
      swallow(event);
      finish();
    };
    const onPointerEnd = (event: PointerEvent) => {
      if (!swallowClick) return;
      // A cancelled press (the finger scrolled) never clicks; otherwise the click follows, on a tap a little later.
      if (event.type === "pointercancel") finish();
      else {
        window.clearTimeout(graceTimer);
        graceTimer = window.setTimeout(finish, PRESS_CLICK_GRACE_MS);
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (!playingNow()) return;
      stopTimeline();
      finish();
      // Browser shortcuts (with Ctrl, Alt or Meta) still end the intro but are left alone.
      if (event.ctrlKey || event.altKey || event.metaKey) return;
      swallowedKeys.add(event.code);
      swallow(event);
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (swallowedKeys.delete(event.code)) swallow(event);
    };

    const listeners = [
      ["pointerdown", onPointerDown],
      ["mousedown", onMouseDown],
      ["click", onClick],
      ["pointerup", onPointerEnd],
      ["pointercancel", onPointerEnd],
      ["keydown", onKeyDown],
      ["keyup", onKeyUp],
    ] as const;
    for (const [type, listener] of listeners) window.addEventListener(type, listener as EventListener, true);
    return () => {
      stopTimeline();
      window.clearTimeout(graceTimer);
      for (const [type, listener] of listeners) window.removeEventListener(type, listener as EventListener, true);
    };
  }, []);

  if (phase === "done") return null;
  const timing = { "--intro-fade-ms": `${INTRO_FADE_MS}ms`, "--intro-slide-ms": `${INTRO_SLIDE_MS}ms` } as CSSProperties;
  return (
    <div className="intro-overlay" data-intro={phase} aria-hidden="true" style={timing}>
      <div className="intro-word">
        {LETTERS.map((letter, i) => (
          <span key={`${letter}${i}`} className="intro-letter" data-letter={letter} data-lit={i < lit ? "true" : "false"}>
            {letter}
          </span>
        ))}
      </div>
      <Meander tone="light" className="intro-meander" />
    </div>
  );
}
