/**
 * Web addresses staff put on the site (links, social profiles, map links, sources, brochures): a plain page address.
 * One carrying a user name or password (`https://user:secret@host/`) is refused everywhere: browsers hide or warn on
 * it, it can leak a secret into every page, and it can disguise where a link goes (`https://bank.example@evil.example`).
 */
export const CREDENTIALS_MESSAGE = "Please give the page's plain address: it can't hold a user name or password (the part before an @).";

/** Whether a typed address names credentials. An address that does not parse is left to the caller's own check. */
export function hasCredentials(address: string): boolean {
  if (!URL.canParse(address)) return /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*@/i.test(address.trim());
  const url = new URL(address);
  return url.username !== "" || url.password !== "";
}
