import { createHmac, timingSafeEqual } from "node:crypto";

/** Separates a cookie value from its signature; never part of a base64url value. */
const SEPARATOR = ".";

function signature(value: string, secret: string): Buffer {
  return createHmac("sha256", secret).update(value).digest();
}

/** `value.signature`, where the signature is HMAC-SHA-256 of the value with the secret (base64url). */
export function signValue(value: string, secret: string): string {
  if (value.includes(SEPARATOR)) throw new Error("A signed value cannot contain a dot.");
  return `${value}${SEPARATOR}${signature(value, secret).toString("base64url")}`;
}

/** The value of a correctly signed string, or undefined when the signature is missing, malformed or wrong. */
export function unsignValue(signed: string, secret: string): string | undefined {
  const split = signed.lastIndexOf(SEPARATOR);
  if (split <= 0) return undefined;
  const value = signed.slice(0, split);
  const given = Buffer.from(signed.slice(split + 1), "base64url");
  const expected = signature(value, secret);
  if (given.length !== expected.length) return undefined;
  return timingSafeEqual(given, expected) ? value : undefined;
}

/** The named cookie of a Cookie header (first occurrence), or undefined. */
export function readCookie(header: string | null, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const split = part.indexOf("=");
    if (split < 0) continue;
    if (part.slice(0, split).trim() !== name) continue;
    const raw = part.slice(split + 1).trim().replace(/^"(.*)"$/, "$1");
    try {
      return decodeURIComponent(raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export interface CookieOptions {
  path: string;
  maxAgeSeconds?: number;
  secure: boolean;
  httpOnly?: boolean;
  sameSite?: "Lax" | "Strict";
}

/** A Set-Cookie header value. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path}`];
  if (options.maxAgeSeconds !== undefined) {
    parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`);
    if (options.maxAgeSeconds <= 0) parts.push("Expires=Thu, 01 Jan 1970 00:00:00 GMT");
  }
  if (options.httpOnly ?? true) parts.push("HttpOnly");
  if (options.secure) parts.push("Secure");
  parts.push(`SameSite=${options.sameSite ?? "Lax"}`);
  return parts.join("; ");
}
