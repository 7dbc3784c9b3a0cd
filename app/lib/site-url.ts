/**
 * The site's absolute base URL, fixed at build time from SITE_URL (prerendered pages carry it). Code run outside the
 * builds (the bench's and scripts' tsx runs, which define no import.meta.env) reads SITE_URL itself.
 */
export const SITE_URL: string = import.meta.env?.VITE_SITE_URL ?? (typeof process === "undefined" ? "" : (process.env.SITE_URL ?? "http://localhost:3000").replace(/\/+$/, ""));

/** An absolute URL for a site path ("/doors" -> "https://example.com/doors"). */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return SITE_URL + (path.startsWith("/") ? path : `/${path}`);
}
