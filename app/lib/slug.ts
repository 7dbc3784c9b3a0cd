/**
 * URL slugs for journal posts. A published slug is part of a public URL, so the rule that makes one from a
 * title must stay stable. Pure TypeScript (it reuses the image names' slugify): the staff editor can run it in
 * the browser to preview the URL, and the server runs it again on save.
 */
import { slugify } from "./images";

/** Long enough for any sensible title, short enough for a readable URL. */
export const MAX_SLUG_LENGTH = 80;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Apostrophes (straight, curly, modifier letter, backtick, acute) are dropped rather than turned into a
 * hyphen, so "Helios's" is "helioss" and "Don't" is "dont".
 */
const APOSTROPHES = /['\u2018\u2019\u02bc\u0060\u00b4\u2032]/g;

/** Anything that is a letter or a digit in some script: a title without one has no slug. */
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/**
 * "Café façade: Helios's new showroom!" -> "cafe-facade-helioss-new-showroom". Lowercase ASCII, accents removed,
 * "&" read as "and", apostrophes dropped, every other run of characters one hyphen, no hyphen at either end,
 * at most MAX_SLUG_LENGTH (or `maxLength`) characters cut at a hyphen (a single longer word is cut where it reaches the limit).
 * "" when the title has no letter or digit, or none that has an ASCII form (a title only in Chinese): the
 * editor then asks for a slug.
 */
export function slugFromTitle(title: string, maxLength = MAX_SLUG_LENGTH): string {
  if (!LETTER_OR_DIGIT.test(title)) return "";
  const slug = slugify(title.replace(APOSTROPHES, ""));
  if (slug.length <= maxLength) return slug;
  const head = slug.slice(0, maxLength + 1);
  const cut = head.lastIndexOf("-");
  return (cut > 0 ? head.slice(0, cut) : head.slice(0, maxLength)).replace(/-+$/, "");
}

/** Whether a slug typed by staff (or found in a URL) is one slugFromTitle could have made. */
export function isValidSlug(slug: string): boolean {
  return slug.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(slug);
}
