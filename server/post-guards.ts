import express, { type NextFunction, type Request, type Response } from "express";
import { isStaffPath } from "../app/lib/admin/staff-paths";
import { isOwnOrigin } from "../app/lib/server/platform/same-origin.server";
import { plain } from "./request-guards";
import { SESSION_COOKIE } from "../app/lib/server/staff/sessions.server";

/** Form posts are small; anything bigger is refused with 413 before it is read into memory. */
export const MAX_POST_BYTES = 64 * 1024;

/**
 * Staff posts under /admin may be larger: a journal post's Markdown is up to 100,000 characters, and form-encoded a
 * character outside ASCII takes up to nine bytes. Only a signed-in staff member's post gets this (the session is
 * checked before the body is read, not the cookie's name); the public forms, the sign-in form and anyone with a
 * made-up cookie keep MAX_POST_BYTES. (Staff posts must carry this site's Origin, checked before the body is read.)
 */
export const MAX_STAFF_POST_BYTES = 1024 * 1024;

/**
 * A quote request carries a schedule of up to 60 openings, seven fields each with a note of up to 200 characters:
 * form-encoded, more than MAX_POST_BYTES in the worst case.
 */
export const MAX_QUOTE_POST_BYTES = 256 * 1024;
export const QUOTE_PATHS: readonly string[] = ["/quote", "/quote.data", "/f/quote"];

const readPublicBody = express.raw({ type: () => true, limit: MAX_POST_BYTES });
const readStaffBody = express.raw({ type: () => true, limit: MAX_STAFF_POST_BYTES });
const readQuoteBody = express.raw({ type: () => true, limit: MAX_QUOTE_POST_BYTES });

/**
 * The most a POST may send: MAX_STAFF_POST_BYTES to the staff pages from a signed-in staff member,
 * MAX_QUOTE_POST_BYTES to the quote form, MAX_POST_BYTES for everything else, the sign-in form included. So nobody
 * without a session can make the server read a large body.
 */
export function postLimit(path: string, signedInStaff = false): number {
  if (isStaffPath(path) && signedInStaff) return MAX_STAFF_POST_BYTES;
  return QUOTE_PATHS.includes(path) ? MAX_QUOTE_POST_BYTES : MAX_POST_BYTES;
}

/** Whether a request carries a valid staff session (server/uploads.ts staffOfRequest: checked in the store). */
export type SignedInStaff = (req: Request) => Promise<boolean>;

/**
 * Reads a POST body into req.body (a Buffer), up to postLimit(); larger bodies get 413. The session is looked up only
 * for a staff path with a session cookie: every other post is read at once.
 */
export function bodyReader(signedInStaff: SignedInStaff) {
  return function readBody(req: Request, res: Response, next: NextFunction) {
    const read = (staff: boolean) => {
      const limit = postLimit(req.path, staff);
      const reader = limit === MAX_STAFF_POST_BYTES ? readStaffBody : limit === MAX_QUOTE_POST_BYTES ? readQuoteBody : readPublicBody;
      reader(req, res, next);
    };
    if (!isStaffPath(req.path) || !(req.headers.cookie ?? "").includes(`${SESSION_COOKIE}=`)) return read(false);
    signedInStaff(req).then(read, next);
  };
}

/** Whether a request's Origin is this site's: SITE_URL's origin, or the origin the request was made to. */
export function fromOwnOrigin(req: Request, siteOrigin: string): boolean {
  return isOwnOrigin(req.get("origin"), siteOrigin, `${req.protocol}://${req.get("host")}`);
}

/** The unsubscribe link's page (decision 074): "/unsubscribe/<token>", nothing below it. */
export function isUnsubscribePost(path: string): boolean {
  return /^\/unsubscribe\/[A-Za-z0-9_-]+$/.test(path);
}

/**
 * Posts are accepted from this site only: a browser always sends Origin on a cross-site POST, so a foreign
 * (or "null") Origin is refused. Clients that send no Origin at all (scripts, integrations) are not browsers.
 */
export function sameOrigin(siteUrl: string) {
  const siteOrigin = new URL(siteUrl).origin;
  return function checkOrigin(req: Request, res: Response, next: NextFunction) {
    if (req.method !== "POST") return next();
    if (req.get("origin") === undefined || fromOwnOrigin(req, siteOrigin)) return next();
    // A mail program's one-click unsubscribe (RFC 8058) posts from wherever it runs; the link's token is what is
    // checked (app/routes/unsubscribe.tsx), and all a forged post could do is unsubscribe the link's own address.
    // Its foreign Origin is dropped, so that React Router's own check of action posts lets it through too.
    if (isUnsubscribePost(req.path)) {
      delete req.headers.origin;
      return next();
    }
    return plain(res, 403, "Forbidden: forms on this site accept posts from this site only.");
  };
}
