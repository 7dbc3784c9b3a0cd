import { createCipheriv, createDecipheriv, createHmac } from "node:crypto";
import { comparedEmail } from "#app/lib/forms/marketing-consent";

/**
 * The unsubscribe link of a mail (decision 074): /unsubscribe/<token>, where the token is the address (as compared)
 * sealed with AES-256-GCM under a key every instance shares. So the address is not in the link in clear, a link
 * cannot be made or changed without the key (nobody can unsubscribe an address they were not mailed at), and reading
 * one needs no table: the server opens it. The nonce is derived from the address (a synthetic IV), so an address has
 * one link, the same in every mail.
 *
 * The keys are derived from SESSION_SECRET, the shared key every instance has (platform/shared-secrets.server.ts):
 * resetting it also makes the links of mails already sent stop working (their page says so and gives the company's
 * address to write to instead).
 */
export const UNSUBSCRIBE_PATH = "/unsubscribe";
/** Bytes of the synthetic nonce and of the GCM tag. */
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
/** The longest token a real address gives (254 characters sealed, base64url): longer ones are refused unread. */
export const MAX_TOKEN_LENGTH = 400;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]+$/;

export interface UnsubscribeKeys {
  readonly seal: Buffer;
  readonly nonce: Buffer;
}

/** The link keys, derived from the shared session secret with labels of their own. */
export function unsubscribeKeys(sessionSecret: string): UnsubscribeKeys {
  const derive = (label: string) => createHmac("sha256", sessionSecret).update(`unsubscribe-link:${label}`).digest();
  return { seal: derive("seal"), nonce: derive("nonce") };
}

/** The token of an address (its compared form). */
export function unsubscribeToken(keys: UnsubscribeKeys, email: string): string {
  const address = Buffer.from(comparedEmail(email), "utf8");
  const nonce = createHmac("sha256", keys.nonce).update(address).digest().subarray(0, NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", keys.seal, nonce, { authTagLength: TAG_BYTES });
  const sealed = Buffer.concat([cipher.update(address), cipher.final()]);
  return Buffer.concat([nonce, sealed, cipher.getAuthTag()]).toString("base64url");
}

/** The address a token was made for, or undefined when it was not made with these keys (or was changed). */
export function readUnsubscribeToken(keys: UnsubscribeKeys, token: string): string | undefined {
  if (token.length > MAX_TOKEN_LENGTH || !TOKEN_SHAPE.test(token)) return undefined;
  const bytes = Buffer.from(token, "base64url");
  if (bytes.length <= NONCE_BYTES + TAG_BYTES) return undefined;
  const nonce = bytes.subarray(0, NONCE_BYTES);
  const tag = bytes.subarray(bytes.length - TAG_BYTES);
  try {
    const decipher = createDecipheriv("aes-256-gcm", keys.seal, nonce, { authTagLength: TAG_BYTES });
    decipher.setAuthTag(tag);
    const address = Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES, bytes.length - TAG_BYTES)), decipher.final()]).toString("utf8");
    return address.includes("@") ? address : undefined;
  } catch {
    return undefined;
  }
}

/** The absolute unsubscribe link of an address. */
export function unsubscribeUrl(siteUrl: string, keys: UnsubscribeKeys, email: string): string {
  return `${siteUrl.replace(/\/$/, "")}${UNSUBSCRIBE_PATH}/${unsubscribeToken(keys, email)}`;
}

/** Makes the unsubscribe link of an address, for the outbox (bound to SITE_URL and the keys). */
export type UnsubscribeLinker = (email: string) => string;

export function unsubscribeLinker(siteUrl: string, sessionSecret: string): UnsubscribeLinker {
  const keys = unsubscribeKeys(sessionSecret);
  return (email) => unsubscribeUrl(siteUrl, keys, email);
}
