import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { FORMS } from "../app/lib/forms/form-ids";
import { FIRST_TOUCH_FIELD, firstTouchOf, firstTouchText, isTold, LEAD_FORM_ELEMENT_ID, type FirstTouch } from "../app/lib/leads/first-touch";
import type { CachedPage, PageCache } from "./page-cache";
import { sendPrivateVariant } from "./private-page-variant";
import { pageCacheKey } from "./page-query";
import { searchOf } from "./trailing-slash";

/**
 * A lead form page's first touch without scripts (decision 073). With scripts, the first page of a visit keeps its
 * first touch in session storage and the form sends it; without, all a form page can know is how it was itself
 * reached: its own address (a campaign link straight to it) and its Referer (another site, or our page the visitor
 * landed on with a campaign's address). The Referer of the form page's GET is gone by the time of its POST (whose
 * Referer is the form page), so the server writes what it knows into the page as a hidden field of the form.
 *
 * Only a request with something to tell is answered here: the cached page with the field added before </body>,
 * outside the form's island (it names the form with form=…, so hydration never sees it), private. Every other request
 * is the page cache's as before: the page is never cached per campaign.
 */


const FORM_PATHS: ReadonlySet<string> = new Set(Object.values(FORMS).map((form) => form.path));
const FORM_ID_ATTRIBUTE = `id="${LEAD_FORM_ELEMENT_ID}"`;
const BODY_END = "</body>";

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The hidden field that carries `touch` to the page's lead form. */
export function firstTouchInput(touch: FirstTouch): string {
  return `<input type="hidden" form="${LEAD_FORM_ELEMENT_ID}" name="${FIRST_TOUCH_FIELD}" value="${escapeAttribute(firstTouchText(touch))}">`;
}

/** A page's HTML with the field added before </body>; undefined for a page without a lead form. */
export function withFirstTouchInput(html: string, touch: FirstTouch): string | undefined {
  const end = html.lastIndexOf(BODY_END);
  if (end < 0 || !html.includes(FORM_ID_ATTRIBUTE)) return undefined;
  return html.slice(0, end) + firstTouchInput(touch) + html.slice(end);
}

/**
 * What a form page's GET tells of the visit's first touch: its own address and an outside referrer; else, reached from
 * a page of ours, that page's campaign (a visit that landed with utm_… and went straight to the form).
 */
export function formPageFirstTouch(address: URL, referer: string | undefined, ownHosts: readonly string[]): FirstTouch | undefined {
  let from: URL | undefined;
  try {
    from = referer ? new URL(referer) : undefined;
  } catch {
    from = undefined;
  }
  const ours = from !== undefined && ownHosts.includes(from.hostname.toLowerCase());
  const own = firstTouchOf(address, ours ? undefined : referer, address.hostname);
  if (isTold(own)) return own;
  if (ours && from) {
    const previous = firstTouchOf(from, undefined, from.hostname);
    if (isTold(previous)) return previous;
  }
  return undefined;
}

export interface FirstTouchPagesOptions {
  pages: PageCache;
  origin: string;
}

/** Express middleware for GET and HEAD of the lead forms' pages with a first touch to tell (before the page cache). */
export function firstTouchPages({ pages, origin }: FirstTouchPagesOptions) {
  const siteHost = new URL(origin).hostname.toLowerCase();
  const htmlOf = new WeakMap<CachedPage, string>();
  return (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !FORM_PATHS.has(req.path)) return next();
    const search = searchOf(req.originalUrl);
    const address = new URL(`${req.path}${search}`, origin);
    const touch = formPageFirstTouch(address, req.get("referer"), [siteHost, req.hostname.toLowerCase()]);
    if (!touch) return next();
    pages
      .get(pageCacheKey(req.path, search), origin)
      .then(async (page) => {
        if (page.status !== 200) return next();
        let html = htmlOf.get(page);
        if (html === undefined) htmlOf.set(page, (html = page.identity.toString("utf8")));
        const spliced = withFirstTouchInput(html, touch);
        if (spliced === undefined) return next();
        const body = Buffer.from(spliced);
        await sendPrivateVariant(req, res, page, body);
      })
      .catch(next);
  };
}
