import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { MemoryGate } from "./memory-gate.server";

/**
 * Staff passwords, and the fingerprints of configured shared keys (shared-secrets.server.ts), are hashed with scrypt
 * and stored as one self-describing string: `scrypt$N$r$p$salt$hash` (salt and hash in base64url), so the cost can
 * be raised later and old hashes still verify with the parameters they were made with.
 */
export const PASSWORD_SCHEME = "scrypt";
/**
 * CPU/memory cost (N), block size (r) and parallelisation (p): OWASP's floor for scrypt, N=2^17, r=8, p=1, which is
 * 128 MB and about 350 ms per hash on a 2-core host. Hashes made with a lower cost still verify, and a staff
 * member's is remade at this cost on their next sign-in (needsRehash).
 */
export const SCRYPT_COST = 2 ** 17;
/**
 * The cost new hashes are made at, and that a stored hash is remade to on sign-in: SCRYPT_COST, always, outside the
 * tests. Tests of what surrounds hashing (accounts, sessions, throttles, the sign-in pages) lower it, so that each of
 * their hundreds of hashes is not 128 MB and a third of a second: a Vitest file by lowerHashCostForTests, a test
 * server by TEST_PASSWORD_HASH_COST (accepted only with ENABLE_TEST_ROUTES, env.server.ts). tests/unit/passwords.test.ts
 * checks hashing itself at the real cost.
 *
 * Kept on the global object, not in this module: the server's bundle and the React Router build each have a copy of
 * this module (the server makes the first account, the sign-in page's action checks it), and both must hash alike.
 */
const HASH_COST = Symbol.for("helios.passwordHashCost");
type HashCostHolder = { [HASH_COST]?: number };
const hashCost = (): number => (globalThis as HashCostHolder)[HASH_COST] ?? SCRYPT_COST;
/** The lowest cost a test may ask for (2^10: 1 MB, still scrypt). */
export const LOWEST_TEST_HASH_COST = 2 ** 10;

export function isHashCost(cost: number): boolean {
  return Number.isInteger(cost) && cost >= LOWEST_TEST_HASH_COST && cost <= SCRYPT_COST && (cost & (cost - 1)) === 0;
}

function setHashCost(cost: number): void {
  if (!isHashCost(cost)) throw new Error(`A password hash cost is a power of two from ${LOWEST_TEST_HASH_COST} to ${SCRYPT_COST}.`);
  (globalThis as HashCostHolder)[HASH_COST] = cost;
}

/** A Vitest file's lower cost (throws outside Vitest). */
export function lowerHashCostForTests(cost: number): void {
  if (!process.env.VITEST) throw new Error("The password hash cost is lowered only in the unit and integration tests.");
  setHashCost(cost);
}

/** A test server's lower cost, from its validated configuration: only a server with the test routes may have one. */
export function applyTestHashCost(env: { TEST_PASSWORD_HASH_COST?: number; ENABLE_TEST_ROUTES: boolean }): void {
  if (env.TEST_PASSWORD_HASH_COST === undefined) return;
  if (!env.ENABLE_TEST_ROUTES) throw new Error("TEST_PASSWORD_HASH_COST is for test servers only (with ENABLE_TEST_ROUTES).");
  setHashCost(env.TEST_PASSWORD_HASH_COST);
}
export const SCRYPT_BLOCK_SIZE = 8;
export const SCRYPT_PARALLELISM = 1;
export const SALT_BYTES = 16;
export const HASH_BYTES = 32;
const memoryFor = (cost: number, blockSize: number) => 128 * cost * blockSize;
/** The most a stored hash may ask for (N × r × 128 bytes of memory), so a tampered row cannot exhaust memory. */
const MAX_SCRYPT_MEMORY = memoryFor(SCRYPT_COST, SCRYPT_BLOCK_SIZE);
/** A stored hash's largest block size (r) and parallelisation (p): scrypt's extra buffers stay within the slack. */
const MAX_BLOCK_SIZE = 64;
const MAX_PARALLELISM = 16;
/** Room above N × r × 128 bytes for scrypt's own small buffers (OpenSSL counts them against maxmem). */
const SCRYPT_MEMORY_SLACK = 1024 * 1024;
/**
 * Memory all hashes of this process may hold at once: one hash at the current cost (older, cheaper hashes share it).
 * With the server's own ~300 MB this keeps a flood of sign-ins inside its memory budget.
 */
export const HASHING_MEMORY_BUDGET = MAX_SCRYPT_MEMORY;
/** Hashes that may wait for memory; a flood beyond them is answered "busy" at once (PasswordHashBusyError). */
export const MAX_WAITING_HASHES = 32;

/** Too many passwords are waiting to be hashed: the caller answers 503 with Retry-After and counts nothing. */
export class PasswordHashBusyError extends Error {
  constructor() {
    super("The server is busy checking other passwords; try again in a few seconds.");
    this.name = "PasswordHashBusyError";
  }
}

const gate = new MemoryGate(HASHING_MEMORY_BUDGET, MAX_WAITING_HASHES, () => new PasswordHashBusyError());

/** Hashes waiting for memory now (diagnostics and tests). */
export function hashesWaiting(): number {
  return gate.queued;
}

/** One scrypt run, through the memory gate, with maxmem set to what its parameters need. */
async function scryptAsync(password: string, salt: Buffer, length: number, options: { N: number; r: number; p: number }): Promise<Buffer> {
  const memory = memoryFor(options.N, options.r);
  const full: ScryptOptions = { ...options, maxmem: memory + SCRYPT_MEMORY_SLACK };
  return gate.run(memory, () =>
    new Promise<Buffer>((resolve, reject) => {
      scrypt(password.normalize("NFC"), salt, length, full, (error, key) => (error ? reject(error) : resolve(key)));
    }),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const options = { N: hashCost(), r: SCRYPT_BLOCK_SIZE, p: SCRYPT_PARALLELISM };
  const hash = await scryptAsync(password, salt, HASH_BYTES, options);
  return [PASSWORD_SCHEME, options.N, options.r, options.p, salt.toString("base64url"), hash.toString("base64url")].join("$");
}

interface ParsedHash {
  cost: number;
  blockSize: number;
  parallelism: number;
  salt: Buffer;
  hash: Buffer;
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function parseHash(encoded: string): ParsedHash | undefined {
  const parts = encoded.split("$");
  if (parts.length !== 6 || parts[0] !== PASSWORD_SCHEME) return undefined;
  const [cost, blockSize, parallelism] = parts.slice(1, 4).map(Number) as [number, number, number];
  const [salt, hash] = parts.slice(4) as [string, string];
  const powerOfTwo = Number.isInteger(cost) && cost > 1 && (cost & (cost - 1)) === 0;
  if (!powerOfTwo || !Number.isInteger(blockSize) || blockSize < 1 || blockSize > MAX_BLOCK_SIZE || !Number.isInteger(parallelism) || parallelism < 1) {
    return undefined;
  }
  if (memoryFor(cost, blockSize) > MAX_SCRYPT_MEMORY || parallelism > MAX_PARALLELISM) return undefined;
  if (!BASE64URL.test(salt) || !BASE64URL.test(hash)) return undefined;
  return { cost, blockSize, parallelism, salt: Buffer.from(salt, "base64url"), hash: Buffer.from(hash, "base64url") };
}

/** True when the password matches the stored hash; false for a wrong password or an unreadable hash. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parsed = parseHash(encoded);
  if (!parsed || parsed.hash.length < 16) return false;
  const derived = await scryptAsync(password, parsed.salt, parsed.hash.length, {
    N: parsed.cost,
    r: parsed.blockSize,
    p: parsed.parallelism,
  });
  return timingSafeEqual(derived, parsed.hash);
}

/** True when a stored hash was made with other parameters than today's (a lower cost): remake it after a sign-in. */
export function needsRehash(encoded: string): boolean {
  const parsed = parseHash(encoded);
  if (!parsed) return false;
  return parsed.cost !== hashCost() || parsed.blockSize !== SCRYPT_BLOCK_SIZE || parsed.parallelism !== SCRYPT_PARALLELISM || parsed.hash.length !== HASH_BYTES;
}
