import { createHash, randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import helmet from "helmet";
import { isStaffPath } from "../app/lib/admin/staff-paths";

/** Inline scripts a page runs (not JSON-LD data blocks, not external scripts). */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attributes = match[1] ?? "";
    if (/type=["']?application\/(ld\+)?json/i.test(attributes)) continue;
    const body = match[2] ?? "";
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** Origins a configured third party (reCAPTCHA, analytics) needs; none by default. */
export interface ExtraSources {
  script?: string[];
  frame?: string[];
  connect?: string[];
  img?: string[];
}

export interface CspOptions {
  https: boolean;
  extra?: ExtraSources;
}

const list = (base: string, more: string[] | undefined) => [base, ...(more ?? [])].join(" ");

/** The site's Content-Security-Policy, given the script sources a response may run. */
export function buildCsp(scriptSources: string[], { https, extra }: CspOptions): string {
  const directives = [
    "default-src 'self'",
    `script-src ${list("'self'", [...scriptSources, ...(extra?.script ?? [])])}`,
    // React's style attributes need inline styles; no script runs from them.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list("'self' data:", extra?.img)}`,
    "font-src 'self'",
    `connect-src ${list("'self'", extra?.connect)}`,
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-src ${extra?.frame?.length ? extra.frame.join(" ") : "'none'"}`,
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
  ];
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** CSP for a page rendered once for everyone (the page cache): it cannot carry per-request nonces, so its inline scripts are hashed. */
export function pageCsp(html: string, options: CspOptions): string {
  return buildCsp(inlineScriptHashes(html), options);
}

/** A fresh nonce per server-rendered response, for its inline scripts. */
export function cspNonce(options: CspOptions) {
  return function setNonce(_req: Request, res: Response, next: NextFunction) {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", buildCsp([`'nonce-${nonce}'`], options));
    next();
  };
}

export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
  "browsing-topics=()",
].join(", ");

/** Two years: HTTPS only, for the site and its subdomains (sent on HTTPS deployments). */
const HSTS = { maxAge: 63072000, includeSubDomains: true };
/** The build's fingerprinted scripts, styles and fonts: subresources, never shown as a page. */
const BUILD_ASSET_PATH = /^\/assets\//;

/**
 * Security headers for every response; CSP is set per response (hashes or nonce). The build's assets get only those
 * that apply to a subresource (no sniffing, same-origin use); the rest govern documents, and on the dozen script
 * files of a page they would add about half a kilobyte each to what a phone downloads.
 *
 * Cross-Origin-Opener-Policy: same-origin on the staff pages only (docs/decisions/019-opener-policy.md). On a public
 * page it would buy nothing a visitor needs (nothing on it is theirs alone) and costs every first visit a fresh
 * browser process: Chrome moves a page with that header out of the tab's current process (and on Android isolates
 * the site), and the new process spends 40-70 ms of main-thread work starting up before the first paint (measured
 * on the bench machine; more on a phone).
 */
export function securityHeaders({ https }: CspOptions) {
  const options = {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: https ? HSTS : false,
  } as const;
  const publicPage = helmet({ ...options, crossOriginOpenerPolicy: false });
  const staffPage = helmet({ ...options, crossOriginOpenerPolicy: { policy: "same-origin" } });
  return function headers(req: Request, res: Response, next: NextFunction) {
    if (BUILD_ASSET_PATH.test(req.path)) {
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
      if (https) res.setHeader("Strict-Transport-Security", `max-age=${HSTS.maxAge}; includeSubDomains`);
      return next();
    }
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    (isStaffPath(req.path) ? staffPage : publicPage)(req, res, next);
  };
}
