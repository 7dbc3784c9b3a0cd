import { isStaffPath } from "../app/lib/admin/staff-paths";

/**
 * What the request log writes of an address: enough to see which page was asked for, nothing that opens something or
 * names someone. A showroom visit's manage link is enough to cancel the visit, so its token is masked, as is any path
 * segment or query value that looks like a token; staff addresses lose their query altogether (a search of the inbox
 * holds names and email addresses).
 */

/** Longest address the log keeps (the rest is cut). */
export const MAX_LOGGED_PATH = 300;
/** What a masked token or value shows as. */
export const MASKED = "[masked]";
/** What a staff address's query shows as. */
export const OMITTED_QUERY = "?[omitted]";

/** Paths whose next segment is a secret, whatever it looks like: "/visit/manage/{token}", the staff links (decision 064). */
const SECRET_SEGMENT_AFTER = ["/visit/manage/", "/unsubscribe/", "/admin/invitation/", "/admin/reset-password/", "/admin/confirm-email/"];

/**
 * A random token as the site makes them (base64url of 16 bytes or more: 22+ characters with capitals or "_"; or 32+
 * hex digits), not a slug ("s700-lift-and-slide-kelowna": lowercase, digits and hyphens).
 */
function looksLikeToken(value: string): boolean {
  if (/^[0-9a-f]{32,}$/i.test(value)) return true;
  return /^[A-Za-z0-9_-]{20,}$/.test(value) && /[A-Z_]/.test(value);
}

/**
 * Whether a part of an address may name someone: it holds an email address (anything with "@", in any encoding) or
 * looks like a phone number (7 or more digits with only spaces, dots, dashes, brackets or a leading "+"; not a date).
 */
function holdsAddress(value: string): boolean {
  if (/@|%40/i.test(value)) return true;
  const spaced = value.replace(/%20|\+(?!\d)/g, " ");
  if (/^\d{4}-\d{2}-\d{2}$/.test(spaced)) return false; // a date (a visit's day), not a phone number
  return /^\+?[\d\s().-]+$/.test(spaced) && spaced.replace(/\D/g, "").length >= 7;
}

/** Query parameters whose value is always masked, whatever it looks like. */
const SECRET_PARAM = /token|key|secret|pass|code|sig|auth|session|mail|phone|name/i;

function maskedPath(pathname: string): string {
  const prefix = SECRET_SEGMENT_AFTER.find((start) => pathname.startsWith(start) && pathname.length > start.length);
  const secretIndex = prefix ? prefix.split("/").length - 1 : -1;
  return pathname
    .split("/")
    .map((segment, index) => {
      if (index === secretIndex) return MASKED;
      const stem = segment.split(".")[0]!;
      if (holdsAddress(segment)) return MASKED;
      return looksLikeToken(stem) ? MASKED + segment.slice(stem.length) : segment;
    })
    .join("/");
}

function maskedQuery(search: string): string {
  if (!search) return "";
  const parts = search
    .slice(1)
    .split("&")
    .map((part) => {
      const equals = part.indexOf("=");
      if (equals < 0) return looksLikeToken(part) || holdsAddress(part) ? MASKED : part;
      const name = part.slice(0, equals);
      const value = part.slice(equals + 1);
      let decoded = value;
      try {
        decoded = decodeURIComponent(value.replace(/\+/g, " "));
      } catch {
        // shown masked below: the log is no place to work out what a malformed value meant
        return `${name}=${MASKED}`;
      }
      if (holdsAddress(name)) return MASKED;
      return SECRET_PARAM.test(name) || looksLikeToken(decoded) || holdsAddress(decoded) ? `${name}=${MASKED}` : part;
    });
  return `?${parts.join("&")}`;
}

/** The path as the router matches it (case and percent-encoding aside), to tell a staff address in any spelling. */
function decodedLowerCase(pathname: string): string {
  try {
    return decodeURIComponent(pathname).toLowerCase();
  } catch {
    return pathname.toLowerCase();
  }
}

/** The address of a request (its target as sent: "/visit/manage/abc?x=1" or "http://host/…") as the log writes it. */
export function loggedPath(target: string): string {
  let pathname: string;
  let search: string;
  try {
    const url = new URL(target, "http://log.invalid");
    pathname = target.startsWith("/") ? target.split(/[?#]/, 1)[0]! : url.pathname;
    search = url.search;
  } catch {
    return "[an address that is not valid]";
  }
  const staff = isStaffPath(decodedLowerCase(pathname));
  const shown = maskedPath(pathname) + (staff ? (search ? OMITTED_QUERY : "") : maskedQuery(search));
  return shown.length > MAX_LOGGED_PATH ? `${shown.slice(0, MAX_LOGGED_PATH)}…` : shown;
}
