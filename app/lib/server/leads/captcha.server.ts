import { createHmac } from "node:crypto";
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { z } from "#app/lib/zod";
import { CAPTCHA_FIELD, type CaptchaProvider } from "#app/lib/captcha-config";
import type { Env } from "#app/lib/env.server";
import type { Store } from "../platform/database.server";

export { CAPTCHA_FIELD };

export type CaptchaFailure = "missing" | "invalid" | "expired" | "replayed" | "unavailable";
export type CaptchaResult = { ok: true } | { ok: false; reason: CaptchaFailure };

export interface CaptchaService {
  provider: CaptchaProvider;
  /** ALTCHA: a fresh signed challenge (JSON-serialisable) for the widget; throws for other providers. */
  challenge(): Promise<unknown>;
  /** Verifies the widget's response from the form field; single use. */
  verify(response: string | undefined, clientIp?: string): Promise<CaptchaResult>;
  /** Deletes expired single-use records (call periodically). */
  sweep(now?: number): Promise<void>;
}

export interface CaptchaOptions {
  env: Env;
  store: Store;
  /** ALTCHA's signing key: ALTCHA_HMAC_KEY, or the key shared through the database (shared-secrets.server.ts). */
  hmacKey?: string;
  /** reCAPTCHA's siteverify call goes through this (tests pass a stub). */
  fetch?: typeof fetch;
  /** The clock for issuing and expiring challenges, in milliseconds. */
  now?: () => number;
}

/** How long a visitor has between fetching a challenge and posting the form. */
export const CHALLENGE_TTL_MS = 10 * 60_000;
export const ALTCHA_ALGORITHM = "PBKDF2/SHA-256";
/**
 * Deterministic mode: the server picks the counter the solver must reach, so the work is bounded and
 * verification is one HMAC instead of a key derivation. The solver counts up from 0 and the range is public,
 * so a floor would only be skipped by bots; a wide range from near zero keeps the average work the same for
 * everyone and the worst case at twice the average. Work = counter × ALTCHA_COST PBKDF2 iterations.
 */
export const ALTCHA_COUNTER_MIN = 200;
export const ALTCHA_COUNTER_MAX = 2_000;
export const RECAPTCHA_VERIFY_URL = "https://www.google.com/recaptcha/api/siteverify";
export const RECAPTCHA_TIMEOUT_MS = 5_000;
/** A real ALTCHA payload is about 700 characters, a reCAPTCHA token about 2,000. */
const MAX_RESPONSE_LENGTH = 8_192;

/** The widget's form value for the given provider, or undefined when absent or not a single string. */
export function captchaResponse(fields: Record<string, unknown>, provider: CaptchaProvider): string | undefined {
  if (provider === "off") return undefined;
  const value = fields[CAPTCHA_FIELD[provider]];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

export function createCaptcha(options: CaptchaOptions): CaptchaService {
  const { env } = options;
  const now = options.now ?? Date.now;
  switch (env.CAPTCHA_PROVIDER) {
    case "altcha":
      return createAltcha(options, now);
    case "recaptcha":
      return createRecaptcha(options);
    case "off":
      return {
        provider: "off",
        challenge: () => Promise.reject(new Error("The captcha is off: there is no challenge to issue.")),
        verify: async () => ({ ok: true }),
        sweep: async () => {},
      };
  }
}

// ---------------------------------------------------------------------------------------------- ALTCHA

const HEX = /^(?:[0-9a-f]{2})+$/;
const hex = z.string().max(1_024).regex(HEX);

/** The shape of the widget's payload; the HMAC signature then proves the parameters are ours. */
const altchaPayloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(ALTCHA_ALGORITHM),
      nonce: hex,
      salt: hex,
      cost: z.number().int().positive(),
      keyLength: z.number().int().positive(),
      keyPrefix: hex,
      keySignature: hex,
      expiresAt: z.number().int().positive(),
    }),
    signature: hex,
  }),
  solution: z.object({
    counter: z.number().int().nonnegative(),
    derivedKey: hex,
  }),
});

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** Decodes base64(JSON) as the widget posts it; undefined for anything else. */
function decodePayload(response: string): { challenge: Challenge; solution: Solution } | undefined {
  if (response.length > MAX_RESPONSE_LENGTH || !BASE64.test(response)) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(response, "base64").toString("utf8"));
  } catch {
    return undefined;
  }
  if (!altchaPayloadSchema.safeParse(raw).success) return undefined;
  // Verify the object exactly as posted: the signature covers every key of the parameters.
  return raw as { challenge: Challenge; solution: Solution };
}

function createAltcha(options: CaptchaOptions, now: () => number): CaptchaService {
  const { env, store } = options;
  const hmacSignatureSecret = options.hmacKey;
  if (!hmacSignatureSecret) throw new Error("ALTCHA needs its signing key (hmacKey)");
  // A separate secret signs the expected derived key, so verifying is an HMAC, not a key derivation.
  const hmacKeySignatureSecret = createHmac("sha256", hmacSignatureSecret).update("altcha derived-key signature").digest("hex");
  const cost = env.ALTCHA_COST;

  return {
    provider: "altcha",

    challenge: () =>
      createChallenge({
        algorithm: ALTCHA_ALGORITHM,
        cost,
        counter: randomInt(ALTCHA_COUNTER_MAX, ALTCHA_COUNTER_MIN),
        deriveKey,
        expiresAt: Math.floor((now() + CHALLENGE_TTL_MS) / 1000),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }),

    async verify(response) {
      if (response === undefined || response.trim() === "") return { ok: false, reason: "missing" };
      const payload = decodePayload(response.trim());
      if (!payload) return { ok: false, reason: "invalid" };
      const expiresAtMs = (payload.challenge.parameters.expiresAt ?? 0) * 1000;

      let verified: Awaited<ReturnType<typeof verifySolution>>;
      try {
        verified = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret,
          hmacKeySignatureSecret,
        });
      } catch {
        return { ok: false, reason: "invalid" };
      }
      // altcha-lib checks expiry first, against the real clock; our own clock (injectable) is checked once the
      // signature has proved the expiry time is ours.
      if (verified.expired) return { ok: false, reason: "expired" };
      if (!verified.verified) return { ok: false, reason: "invalid" };
      if (expiresAtMs <= now()) return { ok: false, reason: "expired" };

      // Single use: the signature identifies the challenge; the row lives until the challenge expires.
      try {
        const result = await store.db
          .insertInto("captcha_uses")
          .values({ signature: payload.challenge.signature!, expires_at: expiresAtMs })
          .onConflict((oc) => oc.column("signature").doNothing())
          .executeTakeFirst();
        if (Number(result.numInsertedOrUpdatedRows ?? 0n) === 0) return { ok: false, reason: "replayed" };
      } catch (error) {
        console.error(`Captcha: could not record a solution: ${error instanceof Error ? error.message : String(error)}`);
        return { ok: false, reason: "unavailable" };
      }
      return { ok: true };
    },

    async sweep(at = now()) {
      await store.db.deleteFrom("captcha_uses").where("expires_at", "<=", at).execute();
    },
  };
}

// ------------------------------------------------------------------------------------------- reCAPTCHA

const siteverifySchema = z.object({
  success: z.boolean(),
  /** The host of the page the widget was solved on. */
  hostname: z.string().optional(),
  "error-codes": z.array(z.string()).optional(),
});

/** Error codes that mean our request or configuration is wrong, not the visitor's answer. */
const RECAPTCHA_SERVER_ERRORS = new Set(["missing-input-secret", "invalid-input-secret", "bad-request"]);

function createRecaptcha(options: CaptchaOptions): CaptchaService {
  const { env } = options;
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const secret = env.RECAPTCHA_SECRET;
  if (!secret) throw new Error("RECAPTCHA_SECRET must be set when CAPTCHA_PROVIDER is recaptcha");
  /** Where the widget is shown: SITE_URL's host. */
  const siteHostname = new URL(env.SITE_URL).hostname.toLowerCase();

  return {
    provider: "recaptcha",
    challenge: () => Promise.reject(new Error("reCAPTCHA issues its own challenges.")),

    async verify(response, clientIp) {
      if (response === undefined || response.trim() === "") return { ok: false, reason: "missing" };
      if (response.length > MAX_RESPONSE_LENGTH) return { ok: false, reason: "invalid" };
      const body = new URLSearchParams({ secret, response: response.trim() });
      if (clientIp) body.set("remoteip", clientIp);

      let json: unknown;
      try {
        const reply = await fetchImpl(RECAPTCHA_VERIFY_URL, {
          method: "POST",
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
          body: body.toString(),
          signal: AbortSignal.timeout(RECAPTCHA_TIMEOUT_MS),
        });
        if (!reply.ok) {
          console.error(`reCAPTCHA siteverify answered HTTP ${reply.status}`);
          return { ok: false, reason: "unavailable" };
        }
        json = await reply.json();
      } catch (error) {
        console.error(`reCAPTCHA siteverify failed: ${error instanceof Error ? error.message : String(error)}`);
        return { ok: false, reason: "unavailable" };
      }

      const parsed = siteverifySchema.safeParse(json);
      if (!parsed.success) {
        console.error("reCAPTCHA siteverify answered in an unexpected shape");
        return { ok: false, reason: "unavailable" };
      }
      if (parsed.data.success) {
        // A token solved on another site's page (one that shows our site key) is not an answer to our form. Google
        // checks the domain only when the key's settings ask it to; this check holds either way.
        if (parsed.data.hostname?.toLowerCase() === siteHostname) return { ok: true };
        const where = parsed.data.hostname === undefined ? "a page Google did not name" : JSON.stringify(parsed.data.hostname.slice(0, 100));
        console.error(`reCAPTCHA token was solved on ${where}, not ${siteHostname}: refused`);
        return { ok: false, reason: "invalid" };
      }
      const codes = parsed.data["error-codes"] ?? [];
      if (codes.some((code) => RECAPTCHA_SERVER_ERRORS.has(code))) {
        console.error(`reCAPTCHA rejected our request: ${codes.join(", ")} (check RECAPTCHA_SECRET)`);
        return { ok: false, reason: "unavailable" };
      }
      // "timeout-or-duplicate": the token is older than two minutes or was already verified once.
      if (codes.includes("timeout-or-duplicate")) return { ok: false, reason: "expired" };
      return { ok: false, reason: "invalid" };
    },

    sweep: async () => {},
  };
}
