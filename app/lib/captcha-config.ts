/**
 * Captcha settings shared by the browser and the server (no Node imports here).
 * The provider is baked into the build (prerendered pages cannot ask the server which widget to show), so
 * vite.config.ts and vitest.config.ts define VITE_CAPTCHA_PROVIDER and VITE_RECAPTCHA_SITE_KEY from the
 * build environment; the server should refuse to start when its CAPTCHA_PROVIDER differs from this one.
 */

/** Every value CAPTCHA_PROVIDER may take. */
export const CAPTCHA_PROVIDERS = ["altcha", "recaptcha", "off"] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];
/** The provider when CAPTCHA_PROVIDER is not set. */
export const DEFAULT_CAPTCHA_PROVIDER: CaptchaProvider = "altcha";

function bakedProvider(value: unknown): CaptchaProvider {
  return CAPTCHA_PROVIDERS.find((provider) => provider === value) ?? DEFAULT_CAPTCHA_PROVIDER;
}

/** The provider the pages were built for; ALTCHA when the build did not say (as in unit tests). */
export const CAPTCHA_PROVIDER: CaptchaProvider = bakedProvider(import.meta.env?.VITE_CAPTCHA_PROVIDER);

/** The public reCAPTCHA v2 site key ("" unless the build uses reCAPTCHA). */
export const RECAPTCHA_SITE_KEY: string = String(import.meta.env?.VITE_RECAPTCHA_SITE_KEY ?? "");

/** Where the ALTCHA widget fetches a fresh signed challenge (GET, JSON, never cached). */
export const CAPTCHA_CHALLENGE_PATH = "/captcha/challenge";

/** The form field each widget posts its response in. */
export const CAPTCHA_FIELD = { altcha: "altcha", recaptcha: "g-recaptcha-response" } as const;

/** What the form's alert region says when someone submits before solving the captcha. */
export function captchaRequiredMessage(provider: CaptchaProvider): string {
  return provider === "recaptcha" ? "Please complete the reCAPTCHA" : "Please complete the captcha";
}

export interface CaptchaCspSources {
  script: string[];
  frame: string[];
  connect: string[];
  worker: string[];
}

/**
 * Sources the captcha needs in the Content-Security-Policy, to merge into the site's directives.
 * Both widgets also need style-src 'unsafe-inline' (ALTCHA injects a <style> element, reCAPTCHA sets inline
 * styles), which the baseline policy already allows.
 *
 * - altcha: the challenge is fetched from our own origin (connect-src 'self'); the proof of work runs in Web
 *   Workers created from blob: URLs (worker-src blob:); no WebAssembly for PBKDF2, no eval, no third party.
 * - recaptcha: Google's documented allowlist: api.js from www.google.com/recaptcha/, the widget code from
 *   www.gstatic.com/recaptcha/, and the checkbox and challenge iframes from www.google.com/recaptcha/ and
 *   recaptcha.google.com/recaptcha/ (their own requests run inside those frames, under Google's policy).
 */
export function captchaCspSources(provider: CaptchaProvider): CaptchaCspSources {
  switch (provider) {
    case "altcha":
      return { script: [], frame: [], connect: [], worker: ["blob:"] };
    case "recaptcha":
      return {
        script: ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"],
        frame: ["https://www.google.com/recaptcha/", "https://recaptcha.google.com/recaptcha/"],
        connect: [],
        worker: [],
      };
    case "off":
      return { script: [], frame: [], connect: [], worker: [] };
  }
}
