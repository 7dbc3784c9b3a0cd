/** The site's absolute base URL, fixed at build time from SITE_URL (prerendered pages carry it). */
export const SITE_URL: string = import.meta.env.VITE_SITE_URL;

/** An absolute URL for a site path ("/doors" -> "https://example.com/doors"). */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return SITE_URL + (path.startsWith("/") ? path : `/${path}`);
}
