/**
 * Where a lead came from (decision 073): the first touch of the visit that sent it. The referring site (its host), the
 * page the visit landed on (its path), the campaign's utm_source, utm_medium and utm_campaign, and whether the visit
 * began with a paid click (a gclid or fbclid in the address; their values are never kept). No cookie, no third party:
 * the page carries it (first-touch-recorder.ts with scripts, the form page's own arrival without: server/first-touch-page.ts).
 *
 * It travels in one hidden field of the lead forms (FIRST_TOUCH_FIELD) as a query string (firstTouchText), and is
 * read here as untrusted input: a bad or oversized part is dropped (null), never a reason to refuse a lead.
 */

export { FIRST_TOUCH_FIELD, FIRST_TOUCH_STORAGE_KEY, LEAD_FORM_ELEMENT_ID } from "./first-touch-field";

/** A host name's longest form (RFC 1035). */
export const MAX_HOST_LENGTH = 253;
/** The longest landing path kept. */
export const MAX_LANDING_LENGTH = 300;
/** The longest utm value kept. */
export const MAX_UTM_LENGTH = 100;
/** The longest first-touch field read at all: more is not ours. */
export const MAX_FIRST_TOUCH_LENGTH = 2_000;

/** The campaign parameters kept, by their names in a page's address. */
export const UTM_PARAMS = ["utm_source", "utm_medium", "utm_campaign"] as const;
/** Parameters that mark a paid click (Google Ads, Meta): their presence is kept, never their values. */
export const PAID_CLICK_PARAMS = ["gclid", "fbclid"] as const;

export interface FirstTouch {
  /** The referring site's host, lower case; null for none, our own site, or what is not a host. */
  referrer: string | null;
  /** The path of the page the visit landed on (no query), or null. */
  landing: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  /** The visit began with a paid click. */
  paid: boolean;
}

/** No first touch known: a lead sent from a page that carried none (a direct visit, or the form service). */
export const NO_FIRST_TOUCH: FirstTouch = {
  referrer: null,
  landing: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  paid: false,
};

const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/;
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A referrer's host (from a URL or a bare host), lower case; null for what is not one, or is `ownHost`. */
export function referrerHost(value: string | null | undefined, ownHost?: string): string | null {
  const text = value?.trim();
  if (!text || text.length > MAX_FIRST_TOUCH_LENGTH) return null;
  let host: string;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    host = url.hostname.toLowerCase().replace(/\.$/, "");
  } catch {
    return null;
  }
  if (host.length > MAX_HOST_LENGTH || !HOST.test(host)) return null;
  if (ownHost && host === ownHost.toLowerCase()) return null;
  return host;
}

/** A landing page's path on our site (a path, or an address of ours), without its query; null otherwise. */
export function landingPath(value: string | null | undefined, ownHost?: string): string | null {
  const text = value?.trim();
  if (!text || text.length > MAX_FIRST_TOUCH_LENGTH) return null;
  const base = "https://landing.invalid";
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    return null;
  }
  const ours = url.origin === base ? text.startsWith("/") && !text.startsWith("//") : Boolean(ownHost) && url.hostname === ownHost;
  if (!ours) return null;
  const path = url.pathname;
  if (path.length > MAX_LANDING_LENGTH || CONTROL.test(decodeSafely(path))) return null;
  return path;
}

function decodeSafely(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** A utm value, trimmed with its spaces collapsed; null when empty, oversized or with control characters. */
export function utmValue(value: string | null | undefined): string | null {
  if (value == null) return null;
  if (CONTROL.test(value.replace(/[\t\n\r]/g, " "))) return null;
  const text = value.replace(/\s+/g, " ").trim();
  return text && text.length <= MAX_UTM_LENGTH ? text : null;
}

/**
 * The first touch of an address and its referrer, as the page carries it: the recorder's reading (in the browser,
 * from the first page's address and document.referrer) and the server's (the form page's own arrival).
 */
export function firstTouchOf(address: URL, referrer: string | null | undefined, ownHost?: string): FirstTouch {
  const params = address.searchParams;
  return {
    referrer: referrerHost(referrer, ownHost ?? address.hostname),
    landing: landingPath(address.pathname),
    utmSource: utmValue(params.get("utm_source")),
    utmMedium: utmValue(params.get("utm_medium")),
    utmCampaign: utmValue(params.get("utm_campaign")),
    paid: PAID_CLICK_PARAMS.some((name) => params.has(name)),
  };
}

/** Whether a first touch says anything (a visit with neither referrer nor campaign is direct, and needs no field). */
export function isTold(touch: FirstTouch): boolean {
  return Boolean(touch.referrer || touch.utmSource || touch.utmMedium || touch.utmCampaign || touch.paid);
}

/** The hidden field's value: a query string of the parts known. */
export function firstTouchText(touch: FirstTouch): string {
  const params = new URLSearchParams();
  if (touch.referrer) params.set("ref", touch.referrer);
  if (touch.landing) params.set("landing", touch.landing);
  if (touch.utmSource) params.set("utm_source", touch.utmSource);
  if (touch.utmMedium) params.set("utm_medium", touch.utmMedium);
  if (touch.utmCampaign) params.set("utm_campaign", touch.utmCampaign);
  if (touch.paid) params.set("paid", "1");
  return params.toString();
}

/**
 * The hidden field as posted, checked part by part: what is wrong is dropped. Anything but a string (nothing sent,
 * a JSON client's object) is no first touch.
 */
export function readFirstTouch(value: unknown, ownHost?: string): FirstTouch {
  if (typeof value !== "string" || !value || value.length > MAX_FIRST_TOUCH_LENGTH) return NO_FIRST_TOUCH;
  // The field's own parts (not a page's address).
  const parts = new URLSearchParams(value);
  return {
    referrer: referrerHost(parts.get("ref"), ownHost),
    landing: landingPath(parts.get("landing"), ownHost),
    utmSource: utmValue(parts.get("utm_source")),
    utmMedium: utmValue(parts.get("utm_medium")),
    utmCampaign: utmValue(parts.get("utm_campaign")),
    paid: parts.get("paid") === "1" || parts.get("paid") === "true",
  };
}
