import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * Staff passwords, and the fingerprints of configured shared keys (shared-secrets.server.ts), are hashed with scrypt
 * and stored as one self-describing string: `scrypt$N$r$p$salt$hash` (salt and hash in base64url), so the cost can
 * be raised later and old hashes still verify with the parameters they were made with.
 */
export const PASSWORD_SCHEME = "scrypt";
/** CPU/memory cost (N), block size (r) and parallelisation (p): 16 MB and about 50 ms per hash here. */
export const SCRYPT_COST = 16_384;
export const SCRYPT_BLOCK_SIZE = 8;
export const SCRYPT_PARALLELISM = 1;
export const SALT_BYTES = 16;
export const HASH_BYTES = 32;
/** The most a stored hash may ask for (N × r × 128 bytes of memory), so a tampered row cannot exhaust memory. */
const MAX_SCRYPT_MEMORY = 64 * 1024 * 1024;

function scryptAsync(password: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

const memoryFor = (cost: number, blockSize: number) => 128 * cost * blockSize;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const options = { N: SCRYPT_COST, r: SCRYPT_BLOCK_SIZE, p: SCRYPT_PARALLELISM };
  const hash = await scryptAsync(password, salt, HASH_BYTES, {
    ...options,
    maxmem: 2 * memoryFor(SCRYPT_COST, SCRYPT_BLOCK_SIZE),
  });
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
  if (!powerOfTwo || !Number.isInteger(blockSize) || blockSize < 1 || !Number.isInteger(parallelism) || parallelism < 1) {
    return undefined;
  }
  if (memoryFor(cost, blockSize) > MAX_SCRYPT_MEMORY || parallelism > 16) return undefined;
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
    maxmem: 2 * memoryFor(parsed.cost, parsed.blockSize),
  });
  return timingSafeEqual(derived, parsed.hash);
}
