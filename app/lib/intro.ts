/**
 * The home page's intro: the letters of the short brand name light up one after another on a full-screen overlay,
 * fade, and the overlay slides up out of the way. It plays once per browser session.
 */

/** sessionStorage key set the first time the intro is considered, whether it played or was skipped. */
export const INTRO_SESSION_KEY = "helios:intro-seen";

/** Each letter lights up this long after the one before it (the first one step after the start). */
export const INTRO_LETTER_STEP_MS = 200;
/** The lit letters fade out. */
export const INTRO_FADE_AT_MS = 1300;
/** The overlay starts to slide up. */
export const INTRO_SLIDE_AT_MS = 1500;
/** The overlay is gone (removed from the page). */
export const INTRO_HIDDEN_AT_MS = 3200;
/** How long the fade and the slide take (CSS transitions), derived from the timeline above. */
export const INTRO_FADE_MS = INTRO_SLIDE_AT_MS - INTRO_FADE_AT_MS;
export const INTRO_SLIDE_MS = INTRO_HIDDEN_AT_MS - INTRO_SLIDE_AT_MS;

export type IntroPhase = "letters" | "fade" | "slide";

/** When letter `index` (0-based) lights up, in ms from the start. */
export const letterActivationMs = (index: number): number => (index + 1) * INTRO_LETTER_STEP_MS;

/** Whether the intro should play now: not yet seen in this session, and the visitor accepts motion. */
export function shouldPlayIntro({ seen, reducedMotion }: { seen: boolean; reducedMotion: boolean }): boolean {
  return !seen && !reducedMotion;
}

/**
 * Reads and sets the session flag in one step: returns true when the intro was already seen in this session.
 * Storage that is unavailable (privacy modes) counts as seen, so a visitor is never shown the intro on every page load.
 */
export function markIntroSeen(storage: Pick<Storage, "getItem" | "setItem"> | undefined): boolean {
  try {
    if (!storage) return true;
    const seen = storage.getItem(INTRO_SESSION_KEY) === "1";
    if (!seen) storage.setItem(INTRO_SESSION_KEY, "1");
    return seen;
  } catch {
    return true;
  }
}
