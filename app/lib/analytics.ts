/**
 * Analytics and the ad conversion, only when the operator configured GA_ID or ADS_CONVERSION at build.
 * Nothing is loaded, and no request leaves the site, otherwise.
 */
export const GA_ID: string = import.meta.env?.VITE_GA_ID ?? "";
export const ADS_CONVERSION: string = import.meta.env?.VITE_ADS_CONVERSION ?? "";

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

function loadGtag(id: string): Gtag {
  if (!window.gtag) {
    window.dataLayer = window.dataLayer ?? [];
    window.gtag = function gtag() {
      // gtag.js reads the arguments object itself.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments);
    };
    window.gtag("js", new Date());
    const script = document.createElement("script");
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
    document.head.appendChild(script);
  }
  return window.gtag;
}

/** After a successful form: a lead event (analytics) and the ad conversion, each only when configured. */
export function reportLead(formId: string, config = { gaId: GA_ID, adsConversion: ADS_CONVERSION }): void {
  const { gaId, adsConversion } = config;
  const tagId = gaId || adsConversion.split("/")[0];
  if (!tagId) return;
  const gtag = loadGtag(tagId);
  if (gaId) {
    gtag("config", gaId, { send_page_view: false });
    gtag("event", "generate_lead", { form_id: formId });
  }
  if (adsConversion) {
    gtag("config", adsConversion.split("/")[0]);
    gtag("event", "conversion", { send_to: adsConversion });
  }
}

/** Origins the CSP must allow when analytics is configured. */
export const ANALYTICS_ORIGINS = ["https://www.googletagmanager.com", "https://www.google-analytics.com", "https://*.google-analytics.com", "https://www.googleadservices.com", "https://googleads.g.doubleclick.net", "https://www.google.com"];
