interface ImportMetaEnv {
  /** SITE_URL as validated at build (vite.config.ts). */
  readonly VITE_SITE_URL: string;
  readonly VITE_CAPTCHA_PROVIDER: import("../lib/captcha-config").CaptchaProvider;
  readonly VITE_RECAPTCHA_SITE_KEY: string;
  readonly VITE_GA_ID: string;
  readonly VITE_ADS_CONVERSION: string;
}
