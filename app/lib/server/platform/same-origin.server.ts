/**
 * Whether a browser's Origin header names this site: the public address (the origin of SITE_URL) or the origin the
 * request was made to (the same server under another name, such as its own host and port). A missing, empty or
 * "null" Origin does not. The Express guards and the staff routes decide what a post without one may do.
 */
export function isOwnOrigin(origin: string | null | undefined, siteOrigin: string, requestOrigin: string): boolean {
  if (!origin || origin === "null") return false;
  return origin === siteOrigin || origin === requestOrigin;
}
