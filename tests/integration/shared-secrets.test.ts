import { runScript } from "#tests/support/run-script";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "#app/lib/env.server";
import type { Store } from "#app/lib/server/platform/database.server";
import { lowerHashCostForTests } from "#app/lib/server/platform/password-hash.server";
import {
  changedSharedSecrets,
  resetSharedSecret,
  resolveSharedSecret,
  resolveSharedSecrets,
  SHARED_SECRETS,
  type Reporter,
  type SharedSecretSpec,
} from "#app/lib/server/platform/shared-secrets.server";
import { DIALECTS, useTestStore } from "./support/test-stores";

const SESSION = SHARED_SECRETS.sessionSecret;
const CONFIGURED = "a-session-secret-set-on-every-instance-0123";
const OTHER = "another-session-secret-set-on-one-instance-45";
/** The reset command runs Node with tsx, which takes seconds on a busy machine. */
const SPAWN_TIMEOUT_MS = 60_000;

// A configured key's fingerprint is a password hash: these tests make and check dozens; hashing itself is checked at
// the real cost in tests/unit/passwords.test.ts.
lowerHashCostForTests(2 ** 14);

/** Instances' own DATA_DIRs (each may hold a key file from before). */
const extraDirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "helios-secrets-"));
  extraDirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of extraDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The EnvError a start is refused with (fails the test when the start is not refused). */
async function refusal(start: Promise<unknown>): Promise<EnvError> {
  const error = await start.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(EnvError);
  return error as EnvError;
}

function quietReporter(): Reporter & { lines: string[]; warnings: string[] } {
  const lines: string[] = [];
  const warnings: string[] = [];
  return { lines, warnings, log: (line) => lines.push(line), warn: (line) => warnings.push(line) };
}

describe.each(DIALECTS)("keys shared through the database ($dialect)", ({ dialect }) => {
  const testStore = useTestStore(dialect);

  const resolve = (store: Store, options: { configured?: string; dir?: string; spec?: SharedSecretSpec } = {}) =>
    resolveSharedSecret(store, options.spec ?? SESSION, { configured: options.configured, dataDir: options.dir ?? dataDir() });

  /** Several connections, like several instances (opened one after another: SQLite's migrations take no lock). */
  async function openMany(count: number): Promise<Store[]> {
    const stores: Store[] = [];
    for (let i = 0; i < count; i++) stores.push(await testStore.open());
    return stores;
  }

  async function row(store: Store, spec: SharedSecretSpec = SESSION) {
    return store.db.selectFrom("shared_secrets").selectAll().where("name", "=", spec.name).executeTakeFirst();
  }

  it("generates one key when none is set, and instances starting at the same moment all get it", async () => {
    const stores = await openMany(4);
    const resolved = await Promise.all(stores.map((store) => resolve(store)));
    const values = new Set(resolved.map((secret) => secret.value));
    expect(values.size).toBe(1);
    expect([...values][0]).toMatch(/^[0-9a-f]{64}$/);
    expect(resolved.filter((secret) => secret.source === "generated")).toHaveLength(1);
    expect(resolved.filter((secret) => secret.source === "database")).toHaveLength(3);

    // A later start, with a DATA_DIR of its own, gets the same key.
    const later = await testStore.open();
    expect((await resolve(later)).value).toBe(resolved[0]!.value);
  });

  it("every instance gets the same three keys, generated once (the captcha key only with ALTCHA)", async () => {
    const [one, two] = (await openMany(2)) as [Store, Store];
    const env = (dir: string, extra: Record<string, string> = {}) => parseEnv({ NODE_ENV: "test", DATA_DIR: dir, ...extra });
    const reporter = quietReporter();
    const [a, b] = await Promise.all([
      resolveSharedSecrets(one, env(dataDir()), reporter),
      resolveSharedSecrets(two, env(dataDir()), reporter),
    ]);
    expect(b).toMatchObject({ clientKey: a.clientKey, sessionSecret: a.sessionSecret, altchaKey: a.altchaKey });
    expect(new Set([a.clientKey, a.sessionSecret, a.altchaKey]).size).toBe(3);
    expect(reporter.lines.sort()).toEqual([
      "ALTCHA_HMAC_KEY is not set: generated a key, kept in the database for every instance",
      "CLIENT_HASH_KEY is not set: generated a key, kept in the database for every instance",
      "SESSION_SECRET is not set: generated a key, kept in the database for every instance",
    ]);

    const withRecaptcha = await resolveSharedSecrets(
      one,
      env(dataDir(), { CAPTCHA_PROVIDER: "recaptcha", RECAPTCHA_SITE_KEY: "site-key-0123", RECAPTCHA_SECRET: "secret-0123456" }),
      reporter,
    );
    expect(withRecaptcha.altchaKey).toBeUndefined();
  });

  it("carries over the key file of an earlier version, once, so cookies and client hashes stay valid", async () => {
    const first = dataDir();
    const fromBefore = "f".repeat(64);
    writeFileSync(path.join(first, SESSION.legacyFile), `${fromBefore}\n`);
    const store = await testStore.open();
    expect(await resolve(store, { dir: first })).toMatchObject({ value: fromBefore, source: "carried-over" });

    // A second instance upgraded with a key file of its own gets the shared key, and is told its file is not used.
    const second = dataDir();
    writeFileSync(path.join(second, SHARED_SECRETS.clientKey.legacyFile), "c".repeat(64));
    writeFileSync(path.join(second, SESSION.legacyFile), "e".repeat(64));
    const reporter = quietReporter();
    const secrets = await resolveSharedSecrets(await testStore.open(), parseEnv({ NODE_ENV: "test", DATA_DIR: second }), reporter);
    expect(secrets.sessionSecret).toBe(fromBefore);
    expect(secrets.clientKey).toBe("c".repeat(64)); // no instance had shared it yet: its file is carried over
    expect(reporter.warnings).toEqual([
      `SESSION_SECRET: ${path.join(second, SESSION.legacyFile)} is not the key the instances on this database share; the shared key is used (the file can be deleted)`,
    ]);
  });

  it("ignores a damaged key file and generates a key instead", async () => {
    const dir = dataDir();
    writeFileSync(path.join(dir, SESSION.legacyFile), "short\n");
    const resolved = await resolve(await testStore.open(), { dir });
    expect(resolved.source).toBe("generated");
    expect(resolved.value).toMatch(/^[0-9a-f]{64}$/);
  });

  it("keeps only a fingerprint of a configured key; another instance with the same value starts", async () => {
    const [one, two] = (await openMany(2)) as [Store, Store];
    const results = await Promise.all([resolve(one, { configured: CONFIGURED }), resolve(two, { configured: CONFIGURED })]);
    expect(results.map((secret) => secret.value)).toEqual([CONFIGURED, CONFIGURED]);
    expect(results.every((secret) => secret.source === "configured")).toBe(true);
    const stored = await row(one);
    expect(stored?.value).toBeNull();
    expect(stored?.fingerprint).toMatch(/^scrypt\$/);
    expect(stored?.fingerprint).not.toContain(CONFIGURED);
    expect(JSON.stringify(await one.db.selectFrom("shared_secrets").selectAll().execute())).not.toContain(CONFIGURED);
  });

  it("refuses to start with another configured value, or with none, naming the variable and never a value", async () => {
    const store = await testStore.open();
    await resolve(store, { configured: CONFIGURED });

    const differs = await refusal(resolve(await testStore.open(), { configured: OTHER }));
    expect(differs.variable).toBe("SESSION_SECRET");
    expect(differs.message).toBe(
      "Invalid configuration: SESSION_SECRET is not the value the instances on this database were started with: give every instance the same value (to change it, stop them all and run npm run secrets:reset -- SESSION_SECRET)",
    );

    const unset = await refusal(resolve(await testStore.open()));
    expect(unset.message).toBe(
      "Invalid configuration: SESSION_SECRET must be set: the instances on this database were started with it (to stop using it, stop them all and run npm run secrets:reset -- SESSION_SECRET)",
    );
    for (const error of [differs, unset]) {
      expect(error.message).not.toContain("\n");
      expect(error.message).not.toContain(CONFIGURED);
      expect(error.message).not.toContain(OTHER);
    }
    // The refused starts changed nothing.
    expect((await resolve(store, { configured: CONFIGURED })).value).toBe(CONFIGURED);
  });

  it("two instances starting at the same moment with different values: one starts, the other is refused", async () => {
    const [one, two] = (await openMany(2)) as [Store, Store];
    const outcomes = await Promise.allSettled([resolve(one, { configured: CONFIGURED }), resolve(two, { configured: OTHER })]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === "rejected") as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(EnvError);
    expect((refused.reason as EnvError).variable).toBe("SESSION_SECRET");
  });

  it("a value set where the instances share a generated key is refused, unless it is that key", async () => {
    const store = await testStore.open();
    const generated = await resolve(store);
    const refused = await refusal(resolve(store, { configured: CONFIGURED }));
    expect(refused.message).toBe(
      "Invalid configuration: SESSION_SECRET is set, but the instances on this database share a generated key: unset it, or stop them all and run npm run secrets:reset -- SESSION_SECRET to use the value set",
    );
    expect(await resolve(store, { configured: generated.value })).toMatchObject({ value: generated.value, source: "configured" });
  });

  it("after a reset the next start decides: a configured value, or a new key, never the old key file", async () => {
    const dir = dataDir();
    writeFileSync(path.join(dir, SESSION.legacyFile), "f".repeat(64));
    const store = await testStore.open();
    const before = await resolve(store, { dir });
    expect(before.source).toBe("carried-over");

    await resetSharedSecret(store, "SESSION_SECRET");
    expect(await changedSharedSecrets(store, { SESSION_SECRET: before.row })).toEqual(["SESSION_SECRET"]);
    const regenerated = await resolve(store, { dir });
    expect(regenerated.source).toBe("generated");
    expect(regenerated.value).not.toBe("f".repeat(64));

    await resetSharedSecret(store, "SESSION_SECRET");
    expect(await resolve(store, { configured: OTHER, dir })).toMatchObject({ value: OTHER, source: "configured" });
    await refusal(resolve(store, { configured: CONFIGURED, dir }));
    // Another key's row is untouched by a reset.
    const client = await resolve(store, { spec: SHARED_SECRETS.clientKey });
    await resetSharedSecret(store, "SESSION_SECRET");
    expect(await changedSharedSecrets(store, { CLIENT_HASH_KEY: client.row })).toEqual([]);
  });

  it("npm run secrets:reset forgets the named keys, and says what that does", { timeout: SPAWN_TIMEOUT_MS }, async () => {
    const store = await testStore.open();
    const generated = await resolve(store);
    const env = { DATA_DIR: testStore.dir, DATABASE_URL: testStore.databaseUrl() };

    const usage = await run(["SESSION_KEY"], env);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain("SESSION_KEY: not a shared key. Name the keys to reset: npm run secrets:reset -- CLIENT_HASH_KEY SESSION_SECRET ALTCHA_HMAC_KEY");

    // As `npm run secrets:reset` starts it (tsx); the refusal above runs its bundle (scriptCommand).
    const done = await run(["SESSION_SECRET"], env, true);
    expect(done.stderr).toBe("");
    expect(done.code).toBe(0);
    expect(done.stdout).toContain(
      "SESSION_SECRET reset: the next instance to start sets it, from its configuration or as a new generated key; every staff member is signed out.",
    );
    expect(done.stdout).not.toContain(generated.value);
    expect(await resolve(store, { configured: CONFIGURED })).toMatchObject({ value: CONFIGURED, source: "configured" });
  });
});

const run = (args: string[], env: Record<string, string | undefined>, asNpmRuns = false) => runScript("secrets-reset", args, { env, asNpmRuns });
