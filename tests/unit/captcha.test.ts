import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { captchaCspSources, captchaRequiredMessage } from "#app/lib/captcha-config";
import { parseEnv } from "#app/lib/env.server";
import {
  ALTCHA_ALGORITHM,
  ALTCHA_COUNTER_MAX,
  CAPTCHA_FIELD,
  CHALLENGE_TTL_MS,
  RECAPTCHA_VERIFY_URL,
  captchaResponse,
  createCaptcha,
  type CaptchaService,
} from "#app/lib/server/leads/captcha.server";
import { migrate, openStore, type Store } from "#app/lib/server/platform/database.server";
import { useTestStore } from "#tests/integration/support/test-stores";

/** One PBKDF2 iteration per attempt: a solve takes milliseconds. */
const TEST_COST = "1";
/** The signing key the server resolves at start (shared-secrets.server.ts). */
const HMAC_KEY = "altcha-signing-key-for-tests-0123456789";

let dataDir: string;
let store: Store;

beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "helios-captcha-"));
  store = openStore({ dataDir });
  await migrate(store.db);
});

afterEach(async () => {
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function altcha(options: { now?: () => number; env?: Record<string, string>; hmacKey?: string } = {}): CaptchaService {
  const env = parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, ALTCHA_COST: TEST_COST, ...options.env });
  return createCaptcha({ env, store, now: options.now, hmacKey: options.hmacKey ?? HMAC_KEY });
}

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString("base64");
}

/** Solves a challenge as the widget does and returns the form value it would post. */
async function solve(challenge: unknown): Promise<string> {
  const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey });
  if (!solution) throw new Error("no solution");
  return encode({ challenge, solution });
}

async function usedSignatures(): Promise<string[]> {
  const rows = await store.db.selectFrom("captcha_uses").select("signature").execute();
  return rows.map((row) => row.signature);
}

describe("ALTCHA", () => {
  it("issues signed PBKDF2/SHA-256 challenges in deterministic mode, expiring in 10 minutes", async () => {
    const now = Date.now();
    const challenge = (await altcha({ now: () => now }).challenge()) as Challenge;
    expect(challenge.parameters).toMatchObject({ algorithm: ALTCHA_ALGORITHM, cost: 1, keyLength: 32 });
    expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.expiresAt).toBe(Math.floor((now + CHALLENGE_TTL_MS) / 1000));
    // JSON-serialisable, as the route sends it.
    expect(JSON.parse(JSON.stringify(challenge))).toEqual(challenge);
  });

  it("accepts a solved challenge once, then reports it replayed", async () => {
    const captcha = altcha();
    const payload = await solve(await captcha.challenge());
    expect(await captcha.verify(payload)).toEqual({ ok: true });
    expect(await captcha.verify(payload)).toEqual({ ok: false, reason: "replayed" });
    expect(await usedSignatures()).toHaveLength(1);
  });

  it("takes the counter the server chose, within the documented range", async () => {
    const captcha = altcha();
    const challenge = await captcha.challenge();
    const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey });
    expect(solution!.counter).toBeGreaterThan(0);
    expect(solution!.counter).toBeLessThanOrEqual(ALTCHA_COUNTER_MAX);
  });

  it("reports an expired challenge and records nothing", async () => {
    let clock = Date.now();
    const captcha = altcha({ now: () => clock });
    const payload = await solve(await captcha.challenge());
    clock += CHALLENGE_TTL_MS + 1_000;
    expect(await captcha.verify(payload)).toEqual({ ok: false, reason: "expired" });
    expect(await usedSignatures()).toEqual([]);
  });

  it("reports a challenge issued long ago (by the real clock) as expired", async () => {
    const captcha = altcha({ now: () => Date.now() - CHALLENGE_TTL_MS - 60_000 });
    const payload = await solve(await captcha.challenge());
    expect(await captcha.verify(payload)).toEqual({ ok: false, reason: "expired" });
  });

  it("rejects tampered and forged payloads as invalid", async () => {
    const captcha = altcha();
    const challenge = (await captcha.challenge()) as Challenge;
    const solution = (await solveChallenge({ challenge, deriveKey }))!;
    const flip = (hex: string) => (hex[0] === "0" ? "1" : "0") + hex.slice(1);

    const forgeries: unknown[] = [
      // Signature changed.
      { challenge: { ...challenge, signature: flip(challenge.signature!) }, solution },
      // Parameters changed under the original signature (an easier cost).
      { challenge: { ...challenge, parameters: { ...challenge.parameters, cost: 2 } }, solution },
      // A later expiry under the original signature.
      { challenge: { ...challenge, parameters: { ...challenge.parameters, expiresAt: challenge.parameters.expiresAt! + 3600 } }, solution },
      // Wrong answer (the derived key is the proof: the server checks its signature, not the counter).
      { challenge, solution: { ...solution, derivedKey: flip(solution.derivedKey) } },
      { challenge, solution: { ...solution, derivedKey: challenge.parameters.keyPrefix } },
      // No signature at all.
      { challenge: { parameters: challenge.parameters }, solution },
      // The widget's own test mode.
      { challenge: null, solution: null, test: true },
      // Wrong types.
      { challenge, solution: { counter: "1", derivedKey: solution.derivedKey } },
    ];
    for (const forgery of forgeries) {
      expect(await captcha.verify(encode(forgery))).toEqual({ ok: false, reason: "invalid" });
    }

    // Signed with someone else's key.
    const other = altcha({ hmacKey: "another-signing-key-0123456789abcdef" });
    expect(await captcha.verify(await solve(await other.challenge()))).toEqual({ ok: false, reason: "invalid" });
    expect(await usedSignatures()).toEqual([]);

    // The genuine payload still works afterwards.
    expect(await captcha.verify(encode({ challenge, solution }))).toEqual({ ok: true });
  });

  it("reports a missing response", async () => {
    const captcha = altcha();
    expect(await captcha.verify(undefined)).toEqual({ ok: false, reason: "missing" });
    expect(await captcha.verify("")).toEqual({ ok: false, reason: "missing" });
    expect(await captcha.verify("   ")).toEqual({ ok: false, reason: "missing" });
  });

  it("reports garbage as invalid without throwing", async () => {
    const captcha = altcha();
    const garbage = [
      "%%% not base64 %%%",
      "YWJj!",
      Buffer.from("not json").toString("base64"),
      encode([]),
      encode(null),
      encode("a string"),
      encode({ challenge: {}, solution: {} }),
      "A".repeat(20_000),
    ];
    for (const value of garbage) {
      expect(await captcha.verify(value)).toEqual({ ok: false, reason: "invalid" });
    }
  });

  it("sweeps only expired single-use records", async () => {
    let clock = Date.now();
    const captcha = altcha({ now: () => clock });
    const first = await solve(await captcha.challenge());
    expect(await captcha.verify(first)).toEqual({ ok: true });
    clock += 5 * 60_000;
    const second = await solve(await captcha.challenge());
    expect(await captcha.verify(second)).toEqual({ ok: true });
    expect(await usedSignatures()).toHaveLength(2);

    await captcha.sweep(clock); // neither has expired
    expect(await usedSignatures()).toHaveLength(2);
    clock += 6 * 60_000; // the first has expired, the second has not
    await captcha.sweep();
    expect(await usedSignatures()).toHaveLength(1);
    await captcha.sweep(clock + CHALLENGE_TTL_MS);
    expect(await usedSignatures()).toEqual([]);
  });

  it("accepts on one instance a challenge issued by another with the same key, and refuses it after a restart with another key", async () => {
    const payload = await solve(await altcha().challenge());
    expect(await altcha().verify(payload)).toEqual({ ok: true });
    const rekeyed = altcha({ hmacKey: "a-new-signing-key-after-a-reset-0123" });
    expect(await rekeyed.verify(await solve(await altcha().challenge()))).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses to start without its signing key", () => {
    const env = parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir });
    expect(() => createCaptcha({ env, store })).toThrow(/signing key/);
  });
});

// CI sets TEST_DATABASE_URL to a throwaway PostgreSQL cluster: the single-use record must hold there too.
describe.skipIf(!process.env.TEST_DATABASE_URL)("ALTCHA on PostgreSQL", () => {
  // A database of its own, migrated for PostgreSQL, as the store tests have.
  const testStore = useTestStore("postgres");

  it("accepts a solution once, also when it is posted several times at the same moment", async () => {
    const pg = await testStore.open();
    const env = parseEnv({ NODE_ENV: "test", DATA_DIR: dataDir, ALTCHA_COST: TEST_COST });
    let clock = Date.now();
    const captcha = createCaptcha({ env, store: pg, now: () => clock, hmacKey: HMAC_KEY });
    const challenge = (await captcha.challenge()) as Challenge;
    const payload = await solve(challenge);
    const verdicts = await Promise.all([1, 2, 3].map(() => captcha.verify(payload)));
    expect(verdicts.filter((verdict) => verdict.ok)).toHaveLength(1);
    expect(verdicts.filter((verdict) => !verdict.ok && verdict.reason === "replayed")).toHaveLength(2);
    expect(await captcha.verify(payload)).toEqual({ ok: false, reason: "replayed" });

    const mine = () =>
      pg.db.selectFrom("captcha_uses").select("expires_at").where("signature", "=", challenge.signature!).execute();
    expect(await mine()).toEqual([{ expires_at: challenge.parameters.expiresAt! * 1000 }]);
    clock += CHALLENGE_TTL_MS + 1_000;
    await captcha.sweep();
    expect(await mine()).toEqual([]);
  });
});

describe("reCAPTCHA", () => {
  const recaptchaEnv = () =>
    parseEnv({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      CAPTCHA_PROVIDER: "recaptcha",
      RECAPTCHA_SITE_KEY: "site-key-0123456789",
      RECAPTCHA_SECRET: "secret-key-0123456789",
    });

  function withFetch(reply: () => Promise<Response>) {
    const stub = vi.fn<typeof fetch>(() => reply());
    return { stub, captcha: createCaptcha({ env: recaptchaEnv(), store, fetch: stub }) };
  }

  it("accepts a token Google confirms, sending secret, response and remote IP", async () => {
    const { stub, captcha } = withFetch(async () => Response.json({ success: true, hostname: "localhost" }));
    expect(await captcha.verify("token-abc", "203.0.113.7")).toEqual({ ok: true });
    expect(stub).toHaveBeenCalledTimes(1);
    const [url, init] = stub.mock.calls[0]!;
    expect(url).toBe(RECAPTCHA_VERIFY_URL);
    expect(init?.method).toBe("POST");
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    const body = new URLSearchParams(String(init?.body));
    expect(Object.fromEntries(body)).toEqual({ secret: "secret-key-0123456789", response: "token-abc", remoteip: "203.0.113.7" });
  });

  it("refuses a token solved on another site's page, or with no host named (the form then answers 400)", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      for (const reply of [{ success: true, hostname: "evil.example" }, { success: true, hostname: "localhost.evil.example" }, { success: true }]) {
        expect(await withFetch(async () => Response.json(reply)).captcha.verify("token-abc"), JSON.stringify(reply)).toEqual({ ok: false, reason: "invalid" });
      }
      expect(errors.mock.calls[0]![0]).toContain('"evil.example", not localhost');
      // SITE_URL's host, in any case, is ours.
      expect(await withFetch(async () => Response.json({ success: true, hostname: "LocalHost" })).captcha.verify("token-abc")).toEqual({ ok: true });
    } finally {
      errors.mockRestore();
    }
  });

  it("rejects a token Google refuses", async () => {
    const { captcha } = withFetch(async () => Response.json({ success: false, "error-codes": ["invalid-input-response"] }));
    expect(await captcha.verify("token-abc")).toEqual({ ok: false, reason: "invalid" });
  });

  it("reports a used or stale token as expired", async () => {
    const { captcha } = withFetch(async () => Response.json({ success: false, "error-codes": ["timeout-or-duplicate"] }));
    expect(await captcha.verify("token-abc")).toEqual({ ok: false, reason: "expired" });
  });

  it("reports network errors, HTTP errors and a bad secret as unavailable", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const replies: (() => Promise<Response>)[] = [
        () => Promise.reject(new TypeError("fetch failed")),
        () => Promise.reject(new DOMException("The operation timed out.", "TimeoutError")),
        async () => new Response("oops", { status: 502 }),
        async () => new Response("<html>", { status: 200 }),
        async () => Response.json({ success: false, "error-codes": ["invalid-input-secret"] }),
      ];
      for (const reply of replies) {
        expect(await withFetch(reply).captcha.verify("token-abc")).toEqual({ ok: false, reason: "unavailable" });
      }
    } finally {
      errors.mockRestore();
    }
  });

  it("does not call Google for a missing token", async () => {
    const { stub, captcha } = withFetch(async () => Response.json({ success: true }));
    expect(await captcha.verify(undefined)).toEqual({ ok: false, reason: "missing" });
    expect(await captcha.verify("")).toEqual({ ok: false, reason: "missing" });
    expect(stub).not.toHaveBeenCalled();
  });

  it("issues no challenges of its own", async () => {
    const { captcha } = withFetch(async () => Response.json({ success: true }));
    await expect(captcha.challenge()).rejects.toThrow();
  });
});

describe("captcha off", () => {
  it("accepts everything and issues no challenge", async () => {
    const captcha = createCaptcha({ env: parseEnv({ NODE_ENV: "development", DATA_DIR: dataDir, CAPTCHA_PROVIDER: "off" }), store });
    expect(await captcha.verify(undefined)).toEqual({ ok: true });
    await expect(captcha.challenge()).rejects.toThrow();
  });
});

describe("form helpers", () => {
  it("reads the provider's field", () => {
    expect(CAPTCHA_FIELD).toEqual({ altcha: "altcha", recaptcha: "g-recaptcha-response" });
    expect(captchaResponse({ altcha: " abc " }, "altcha")).toBe("abc");
    expect(captchaResponse({ "g-recaptcha-response": "tok" }, "recaptcha")).toBe("tok");
    expect(captchaResponse({ altcha: "abc" }, "recaptcha")).toBeUndefined();
    expect(captchaResponse({ altcha: ["a", "b"] }, "altcha")).toBeUndefined();
    expect(captchaResponse({ altcha: "" }, "altcha")).toBeUndefined();
    expect(captchaResponse({ altcha: "abc" }, "off")).toBeUndefined();
  });

  it("words the alert for each provider", () => {
    expect(captchaRequiredMessage("altcha")).toBe("Please complete the captcha");
    expect(captchaRequiredMessage("recaptcha")).toBe("Please complete the reCAPTCHA");
  });

  it("lists the CSP sources each provider needs", () => {
    expect(captchaCspSources("altcha")).toEqual({ script: [], frame: [], connect: [], worker: ["blob:"] });
    const recaptcha = captchaCspSources("recaptcha");
    expect(recaptcha.script).toEqual(["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"]);
    expect(recaptcha.frame).toContain("https://www.google.com/recaptcha/");
    expect(captchaCspSources("off")).toEqual({ script: [], frame: [], connect: [], worker: [] });
  });
});
