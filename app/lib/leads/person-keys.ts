/**
 * How leads are known to be one person (decision 071): the same email or the same phone, compared as keys.
 * Browser-safe and pure: the form handler, the backfill of migration 0037 and the tests read the same rules.
 *
 * Email: trimmed, lower case. At the providers that ignore dots in the address and deliver "name+tag" to "name"
 * (Gmail; googlemail.com is the same mailbox as gmail.com), the dots and the "+tag" of the part before the @ are
 * dropped: "Ana.Lopes+quotes@googlemail.com" is "analopes@gmail.com". Other providers keep both, since for them a
 * dot or a "+" may name another mailbox.
 *
 * Phone: the digits, with the country code 1 of an eleven-digit North American number dropped, so "604-555-0101",
 * "+1 (604) 555 0101" and "6045550101" are one. Fewer than PHONE_KEY_MIN_DIGITS digits match no one.
 */

/** Domains whose mailboxes ignore dots and "+tags" in the part before the @, and the domain each is known as. */
export const DOTLESS_EMAIL_DOMAINS: Readonly<Record<string, string>> = { "gmail.com": "gmail.com", "googlemail.com": "gmail.com" };

/** A phone with fewer digits than this is no one's key (a typo, an extension, "0"). */
export const PHONE_KEY_MIN_DIGITS = 7;

/** The email as compared, or null when there is none to compare. */
export function emailKey(email: string | null | undefined): string | null {
  const typed = (email ?? "").trim().toLowerCase();
  const at = typed.lastIndexOf("@");
  if (at <= 0 || at === typed.length - 1) return typed || null;
  const domain = typed.slice(at + 1);
  const known = DOTLESS_EMAIL_DOMAINS[domain];
  if (!known) return typed;
  const local = typed.slice(0, at).split("+")[0]!.replaceAll(".", "");
  return local ? `${local}@${known}` : typed;
}

/** The phone as compared, or null when it is too short to be anyone's. */
export function phoneKey(phone: string | null | undefined): string | null {
  let digits = (phone ?? "").replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  return digits.length >= PHONE_KEY_MIN_DIGITS ? digits : null;
}
