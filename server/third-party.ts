import { ANALYTICS_ORIGINS } from "../app/lib/analytics";
import { captchaCspSources } from "../app/lib/captcha-config";
import type { Env } from "../app/lib/env.server";
import type { ExtraSources } from "./security";

/** What the CSP must allow for the third parties an operator configured (reCAPTCHA, analytics); nothing otherwise. */
export function thirdPartySources(env: Env): ExtraSources {
  const captcha = captchaCspSources(env.CAPTCHA_PROVIDER);
  const analytics = env.GA_ID || env.ADS_CONVERSION ? ANALYTICS_ORIGINS : [];
  return {
    script: [...captcha.script, ...analytics],
    frame: [...captcha.frame, ...(analytics.length ? ["https://www.googletagmanager.com", "https://td.doubleclick.net"] : [])],
    connect: [...captcha.connect, ...analytics],
    img: analytics,
  };
}
