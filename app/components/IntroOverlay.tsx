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

const LETTERS = [...site.shortName];

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * The home page's intro: the letters of the short brand name light up one after another on a
 * full-screen overlay, fade, and the overlay slides up and is removed.
 *
 * It exists only after hydration has decided to play it, so the prerendered page never contains it (no flash when
 * the session has already seen it, nothing without JavaScript). The page is laid out beneath it: the overlay is
 * fixed, inert and aria-hidden, lets the pointer through and moves only by transform, so it costs no layout shift
 * and never takes focus. Any key or pointer press ends it at once, so nothing the visitor reaches for stays hidden.
 */
export function IntroOverlay() {
  const [phase, setPhase] = useState<IntroPhase | "done">("done");
  const [lit, setLit] = useState(0);
  /** Decided once per mount: StrictMode's second effect run must replay, not re-read the flag it just set. */
  const playing = useRef<boolean | null>(null);

  useEffect(() => {
    playing.current ??= shouldPlayIntro({ seen: markIntroSeen(sessionStore()), reducedMotion: prefersReducedMotion() });
    if (!playing.current) return;

    setLit(0);
    setPhase("letters");
    const timers = LETTERS.map((_, i) => window.setTimeout(() => setLit(i + 1), letterActivationMs(i)));
    timers.push(
      window.setTimeout(() => setPhase("fade"), INTRO_FADE_AT_MS),
      window.setTimeout(() => setPhase("slide"), INTRO_SLIDE_AT_MS),
      window.setTimeout(() => setPhase("done"), INTRO_HIDDEN_AT_MS),
    );
    const end = () => {
      timers.forEach((timer) => window.clearTimeout(timer));
      setPhase("done");
    };
    window.addEventListener("keydown", end, { once: true });
    window.addEventListener("pointerdown", end, { once: true });
    return () => {
      timers.forEach((timer) => window.clearTimeout(timer));
      window.removeEventListener("keydown", end);
      window.removeEventListener("pointerdown", end);
    };
  }, []);

  if (phase === "done") return null;
  const timing = { "--intro-fade-ms": `${INTRO_FADE_MS}ms`, "--intro-slide-ms": `${INTRO_SLIDE_MS}ms` } as CSSProperties;
  return (
    <div className="intro-overlay" data-intro={phase} aria-hidden="true" inert style={timing}>
      <div className="intro-word">
        {LETTERS.map((letter, i) => (
          <span key={`${letter}${i}`} className="intro-letter" data-lit={i < lit ? "true" : "false"}>
            {letter}
          </span>
        ))}
      </div>
      <div className="meander meander-light intro-meander" />
    </div>
  );
}
