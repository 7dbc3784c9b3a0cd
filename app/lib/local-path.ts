/**
 * The one test of "is this an address on this site": every redirect the site makes (the trailing-slash one, an old
 * journal or project address, the way back after signing in or uploading) sends its target through localPath, and
 * the server refuses a request whose own path would read as another site's address. No imports: the server, the
 * routes and the browser code may all use it.
 */

/** Longer redirect targets are not taken (an address on this site is at most 2,048 characters: server/request-guards.ts). */
export const MAX_LOCAL_PATH_LENGTH = 2048;

/** A base no request is ever made to: a target resolved against it must stay on it. */
const PROBE_ORIGIN = "http://local-path.invalid";

/** Backslashes (browsers read "/\evil" as "//evil") and control characters (browsers drop tabs and line breaks). */
const UNSAFE_DECODED = /[\\\u0000-\u001f\u007f]/;
/** As written, a path holds no space either: it would be sent percent-encoded. */
const UNSAFE_WRITTEN = /[\\\u0000-\u0020\u007f]/;

/** The path part of a target: what comes before its query or fragment. */
function pathPart(value: string): string {
  const end = value.search(/[?#]/);
  return end < 0 ? value : value.slice(0, end);
}

/**
 * Whether a path, as written and percent-decoded, would take a browser (or a proxy that decodes before it resolves)
 * off this site: "//host", "/\host", "/%2F%2Fhost", "/%5Chost", or control characters in it.
 */
export function looksLikeAnotherSite(path: string): boolean {
  if (path.startsWith("//") || UNSAFE_WRITTEN.test(path)) return true;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return true;
  }
  return decoded.startsWith("//") || UNSAFE_DECODED.test(decoded);
}

/**
 * The target as a path on this site ("/about", "/admin/posts/1?saved=1#top"), normalised ("/a/./b" is "/a/b"), or
 * undefined when it is anything else: an absolute URL ("https://evil"), a scheme ("javascript:…"), a protocol-relative
 * address ("//evil", "/\evil", "/%2F%2Fevil" once decoded), a relative one ("evil"), or one that only normalises to
 * such ("/..//evil"). The query and fragment are kept as written (a staff search may hold a backslash).
 */
export function localPath(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LOCAL_PATH_LENGTH) return undefined;
  if (!value.startsWith("/") || /[\u0000-\u001f\u007f]/.test(value) || looksLikeAnotherSite(pathPart(value))) return undefined;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PROBE_ORIGIN || looksLikeAnotherSite(url.pathname)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
