import { randomBytes, timingSafeEqual } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { EnvError, type Env } from "#app/lib/env.server";
import type { Store } from "./database.server";
import type { SharedSecretsTable } from "./db-schema";
import { hashPassword, verifyPassword } from "./password-hash.server";

/**
 * The keys that every instance on one database must agree on. Each is resolved once at start, the same way on SQLite
 * and PostgreSQL, from one row of `shared_secrets`:
 *
 * - set by configuration: the value is used and only its fingerprint (salted scrypt, as for passwords) is recorded,
 *   so an instance started with another value, or with none, refuses to start instead of going its own way;
 * - not set: the key stored in the database is used; the first start stores one, carried over from the key file
 *   that versions before the shared keys kept in DATA_DIR (so cookies, captchas and client hashes stay valid), or
 *   newly generated. Instances starting at the same moment insert with ON CONFLICT DO NOTHING and read the row back,
 *   so they end up with the same key.
 *
 * Changing a key means stopping every instance and running `npm run secrets:reset -- VARIABLE` (README).
 */
export type SharedSecretVariable = "CLIENT_HASH_KEY" | "SESSION_SECRET" | "ALTCHA_HMAC_KEY";

export interface SharedSecretSpec {
  /** The row's name in shared_secrets. */
  name: string;
  /** The variable that sets it by configuration. */
  variable: SharedSecretVariable;
  /** The file in DATA_DIR that held the generated key before it was shared through the database. */
  legacyFile: string;
  /** What changing it does, for the reset command. */
  effectOfChange: string;
}

export const SHARED_SECRETS = {
  clientKey: {
    name: "client-key",
    variable: "CLIENT_HASH_KEY",
    legacyFile: "client-key.key",
    effectOfChange: "form limits and sign-in throttles count afresh, and new submissions get other client hashes",
  },
  sessionSecret: {
    name: "session-secret",
    variable: "SESSION_SECRET",
    legacyFile: "session-secret.key",
    effectOfChange: "every staff member is signed out",
  },
  altchaKey: {
    name: "altcha-hmac-key",
    variable: "ALTCHA_HMAC_KEY",
    legacyFile: "altcha-hmac.key",
    effectOfChange: "a captcha solved before the change must be solved again",
  },
} as const satisfies Record<string, SharedSecretSpec>;

export const SHARED_SECRET_VARIABLES: readonly SharedSecretVariable[] = Object.values(SHARED_SECRETS).map((spec) => spec.variable);

/** Random bytes in a generated key (stored as hex). */
export const GENERATED_KEY_BYTES = 32;
/** A key file shorter than this is damaged and is not carried over. */
const MIN_KEY_FILE_LENGTH = 32;
/** Reads and writes of one row before giving up: each round lost to another instance means its row now exists. */
const MAX_ROUNDS = 3;

export const RESET_COMMAND = "npm run secrets:reset --";

/** Where a resolved key came from. */
export type SecretSource = "configured" | "database" | "carried-over" | "generated";

export interface ResolvedSecret {
  value: string;
  source: SecretSource;
  /** The row as this instance agreed with it, to notice a later change (see checkSharedSecrets). */
  row: Pick<SharedSecretsTable, "value" | "fingerprint">;
}

export interface ResolveOptions {
  /** The value set by configuration, if any. */
  configured: string | undefined;
  /** Where a key file from before may be (DATA_DIR). */
  dataDir: string;
  now?: () => number;
}

type Row = Pick<SharedSecretsTable, "value" | "fingerprint">;

function readRow(store: Store, name: string): Promise<Row | undefined> {
  return store.db.selectFrom("shared_secrets").select(["value", "fingerprint"]).where("name", "=", name).executeTakeFirst();
}

function isDecided(row: Row | undefined): row is Row {
  return row !== undefined && (row.value !== null || row.fingerprint !== null);
}

/** The key kept in DATA_DIR by earlier versions, if there is a usable one. */
export function readKeyFile(dataDir: string, spec: SharedSecretSpec): string | undefined {
  try {
    const value = readFileSync(path.join(dataDir, spec.legacyFile), "utf8").trim();
    return value.length >= MIN_KEY_FILE_LENGTH ? value : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The value this instance may use under the row's terms, or an EnvError naming the variable. */
async function agree(spec: SharedSecretSpec, row: Row, configured: string | undefined): Promise<string> {
  const reset = `${RESET_COMMAND} ${spec.variable}`;
  if (row.fingerprint !== null) {
    if (configured === undefined) {
      throw new EnvError(
        spec.variable,
        `must be set: the instances on this database were started with it (to stop using it, stop them all and run ${reset})`,
      );
    }
    if (!(await verifyPassword(configured, row.fingerprint))) {
      throw new EnvError(
        spec.variable,
        `is not the value the instances on this database were started with: give every instance the same value (to change it, stop them all and run ${reset})`,
      );
    }
    return configured;
  }
  const stored = row.value!;
  if (configured === undefined || sameText(configured, stored)) return configured ?? stored;
  throw new EnvError(
    spec.variable,
    `is set, but the instances on this database share a generated key: unset it, or stop them all and run ${reset} to use the value set`,
  );
}

/** What this instance would store if the row is still to be decided. */
async function propose(
  spec: SharedSecretSpec,
  configured: string | undefined,
  keyFileDir: string | undefined,
): Promise<Row & { source: SecretSource }> {
  if (configured !== undefined) return { value: null, fingerprint: await hashPassword(configured), source: "configured" };
  const carried = keyFileDir === undefined ? undefined : readKeyFile(keyFileDir, spec);
  if (carried !== undefined) return { value: carried, fingerprint: null, source: "carried-over" };
  return { value: randomBytes(GENERATED_KEY_BYTES).toString("hex"), fingerprint: null, source: "generated" };
}

/** Resolves one shared key (see the top of this file); throws an EnvError when this instance disagrees. */
export async function resolveSharedSecret(store: Store, spec: SharedSecretSpec, options: ResolveOptions): Promise<ResolvedSecret> {
  const now = options.now ?? Date.now;
  let written: SecretSource | undefined;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const row = await readRow(store, spec.name);
    if (isDecided(row)) {
      const value = await agree(spec, row, options.configured);
      const source = written ?? (options.configured !== undefined ? "configured" : "database");
      return { value, source, row: { value: row.value, fingerprint: row.fingerprint } };
    }
    // A key file is carried over only into a database that never had the row: after a reset it would bring back
    // the very key that was being replaced.
    const proposal = await propose(spec, options.configured, row === undefined ? options.dataDir : undefined);
    const at = now();
    let changed: bigint;
    if (row === undefined) {
      const result = await store.db
        .insertInto("shared_secrets")
        .values({ name: spec.name, value: proposal.value, fingerprint: proposal.fingerprint, created_at: at, updated_at: at })
        .onConflict((oc) => oc.column("name").doNothing())
        .executeTakeFirst();
      changed = result.numInsertedOrUpdatedRows ?? 0n;
    } else {
      const result = await store.db
        .updateTable("shared_secrets")
        .set({ value: proposal.value, fingerprint: proposal.fingerprint, updated_at: at })
        .where("name", "=", spec.name)
        .where("value", "is", null)
        .where("fingerprint", "is", null)
        .executeTakeFirst();
      changed = result.numUpdatedRows;
    }
    // Whoever wrote first decides; everyone, the writer included, then reads the row back.
    if (changed > 0n) written = proposal.source;
  }
  throw new Error(`Could not settle ${spec.variable} in the database: it kept changing while this instance started`);
}

export interface SharedSecrets {
  clientKey: string;
  sessionSecret: string;
  /** Only when the captcha is ALTCHA. */
  altchaKey: string | undefined;
  /** Each key's row as it was agreed with, by variable. */
  agreed: Partial<Record<SharedSecretVariable, Row>>;
}

export interface Reporter {
  log(line: string): void;
  warn(line: string): void;
}

/** Resolves every key this instance needs, and says in the log what it generated or carried over. */
export async function resolveSharedSecrets(
  store: Store,
  env: Env,
  reporter: Reporter = { log: console.log, warn: console.warn },
): Promise<SharedSecrets> {
  const agreed: SharedSecrets["agreed"] = {};
  const resolve = async (spec: SharedSecretSpec, configured: string | undefined): Promise<string> => {
    const resolved = await resolveSharedSecret(store, spec, { configured, dataDir: env.DATA_DIR_ABSOLUTE });
    agreed[spec.variable] = resolved.row;
    const file = path.join(env.DATA_DIR_ABSOLUTE, spec.legacyFile);
    if (resolved.source === "generated") {
      reporter.log(`${spec.variable} is not set: generated a key, kept in the database for every instance`);
    } else if (resolved.source === "carried-over") {
      reporter.log(`${spec.variable} is not set: the key of ${file} is now kept in the database for every instance`);
    } else if (resolved.source === "database") {
      const own = readKeyFile(env.DATA_DIR_ABSOLUTE, spec);
      if (own !== undefined && !sameText(own, resolved.value)) {
        reporter.warn(`${spec.variable}: ${file} is not the key the instances on this database share; the shared key is used (the file can be deleted)`);
      }
    }
    return resolved.value;
  };
  // One at a time, so the first disagreement is the one reported.
  const clientKey = await resolve(SHARED_SECRETS.clientKey, env.CLIENT_HASH_KEY);
  const sessionSecret = await resolve(SHARED_SECRETS.sessionSecret, env.SESSION_SECRET);
  const altchaKey = env.CAPTCHA_PROVIDER === "altcha" ? await resolve(SHARED_SECRETS.altchaKey, env.ALTCHA_HMAC_KEY) : undefined;
  return { clientKey, sessionSecret, altchaKey, agreed };
}

/**
 * The keys whose row changed since this instance agreed with it (a reset, and another instance started since):
 * this instance must be restarted to use the same key as the others. Called periodically; the caller logs.
 */
export async function changedSharedSecrets(store: Store, agreed: SharedSecrets["agreed"]): Promise<SharedSecretVariable[]> {
  const changed: SharedSecretVariable[] = [];
  for (const spec of Object.values(SHARED_SECRETS)) {
    const then = agreed[spec.variable];
    if (!then) continue;
    const row = await readRow(store, spec.name);
    if (row?.value !== then.value || row?.fingerprint !== then.fingerprint) changed.push(spec.variable);
  }
  return changed;
}

/**
 * Forgets a shared key: the next instance to start decides it afresh, from its configuration or by generating one
 * (never from a key file). Run with every instance stopped.
 */
export async function resetSharedSecret(store: Store, variable: SharedSecretVariable, now = Date.now()): Promise<void> {
  const spec = Object.values(SHARED_SECRETS).find((candidate) => candidate.variable === variable);
  if (!spec) throw new Error(`${variable} is not a shared key`);
  await store.db
    .insertInto("shared_secrets")
    .values({ name: spec.name, value: null, fingerprint: null, created_at: now, updated_at: now })
    .onConflict((oc) => oc.column("name").doUpdateSet({ value: null, fingerprint: null, updated_at: now }))
    .execute();
}
