import { describe, expect, it } from "vitest";
import {
  INTRO_FADE_AT_MS,
  INTRO_HIDDEN_AT_MS,
  INTRO_LETTER_STEP_MS,
  INTRO_SESSION_KEY,
  INTRO_SLIDE_AT_MS,
  letterActivationMs,
  markIntroSeen,
  shouldPlayIntro,
} from "#app/lib/intro";
import { site } from "#app/content/site";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe("intro timeline", () => {
  it("lights a letter every 200 ms, all before the fade at 1.3 s; slides at 1.5 s, gone at 3.2 s", () => {
    expect(INTRO_LETTER_STEP_MS).toBe(200);
    expect([...site.shortName].map((_, i) => letterActivationMs(i))).toEqual([200, 400, 600, 800, 1000, 1200]);
    expect(letterActivationMs(site.shortName.length - 1)).toBeLessThan(INTRO_FADE_AT_MS);
    expect([INTRO_FADE_AT_MS, INTRO_SLIDE_AT_MS, INTRO_HIDDEN_AT_MS]).toEqual([1300, 1500, 3200]);
  });

  it("plays only when not yet seen in the session and motion is welcome", () => {
    expect(shouldPlayIntro({ seen: false, reducedMotion: false })).toBe(true);
    expect(shouldPlayIntro({ seen: true, reducedMotion: false })).toBe(false);
    expect(shouldPlayIntro({ seen: false, reducedMotion: true })).toBe(false);
  });

  it("sets the session flag the first time and reports it afterwards", () => {
    const storage = memoryStorage();
    expect(markIntroSeen(storage)).toBe(false);
    expect(storage.data.get(INTRO_SESSION_KEY)).toBe("1");
    expect(markIntroSeen(storage)).toBe(true);
  });

  it("counts unavailable storage as seen, so the intro never repeats on every page load", () => {
    expect(markIntroSeen(undefined)).toBe(true);
    const throwing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => undefined,
    };
    expect(markIntroSeen(throwing)).toBe(true);
  });
});
