import { FIRST_TOUCH_FIELD, FIRST_TOUCH_STORAGE_KEY } from "./first-touch-field";

/**
 * The first-touch recorder (decision 073): run on every public page, it keeps the visit's first touch in session
 * storage, once: the first page's referring host (unless it is this site), its path, its utm_source, utm_medium and
 * utm_campaign, and whether a gclid or fbclid was there (not their values). Session storage is this tab's alone and
 * is gone when the tab closes; nothing is sent anywhere until a lead form is sent (storedFirstTouch). Inlined into
 * the page (static-page-script.ts) by its source, so it must not refer to anything outside itself; a browser that
 * refuses storage records nothing.
 */
export function recordFirstTouch(key: string): void {
  try {
    const storage = window.sessionStorage;
    if (storage.getItem(key) !== null) return;
    const params = new URLSearchParams(location.search);
    const kept = new URLSearchParams();
    let referrer = "";
    try {
      referrer = document.referrer ? new URL(document.referrer).hostname : "";
    } catch {
      referrer = "";
    }
    if (referrer && referrer !== location.hostname) kept.set("ref", referrer);
    kept.set("landing", location.pathname);
    for (const name of ["utm_source", "utm_medium", "utm_campaign"]) {
      const value = params.get(name);
      if (value) kept.set(name, value.slice(0, 200));
    }
    if (params.has("gclid") || params.has("fbclid")) kept.set("paid", "1");
    storage.setItem(key, kept.toString());
  } catch {
    // Storage refused (blocked, or full): this visit's leads carry what their form page knew.
  }
}

/** The recorder as an inline script's text. */
export const firstTouchRecorderSource = () => `(${recordFirstTouch.toString()})(${JSON.stringify(FIRST_TOUCH_STORAGE_KEY)})`;

/** The visit's first touch as the recorder kept it, for a lead form's post; undefined when none. */
export function storedFirstTouch(): string | undefined {
  try {
    return window.sessionStorage.getItem(FIRST_TOUCH_STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Puts the visit's first touch into a lead form's post, over what the form page's server wrote (the same or less). */
export function withFirstTouch(data: FormData): FormData {
  // One field whatever the page holds: the stored touch, else the first the page wrote (a refused post's, kept).
  const touch = storedFirstTouch() ?? data.get(FIRST_TOUCH_FIELD);
  if (typeof touch === "string" && touch) data.set(FIRST_TOUCH_FIELD, touch);
  return data;
}
