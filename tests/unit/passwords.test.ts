// vitest: isolated. It checks hashing at the real cost, which a test server in the same worker lowers for its process.
import { randomBytes, scryptSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { MemoryGate } from "#app/lib/server/platform/memory-gate.server";
import {
  hashPassword,
  hashesWaiting,
  needsRehash,
  SCRYPT_COST,
  verifyPassword,
} from "#app/lib/server/platform/password-hash.server";
import { dummyPasswordHash, MIN_PASSWORD_LENGTH, passwordProblem } from "#app/lib/server/staff/passwords.server";

describe("password hashing", () => {
  it("stores scrypt at N=2^17 (OWASP's floor) with its parameters, a random salt and the hash, and verifies", async () => {
    expect(SCRYPT_COST).toBeGreaterThanOrEqual(2 ** 17);
    const hash = await hashPassword("correct horse battery");
    expect(needsRehash(hash)).toBe(false);
    expect(hash).toMatch(new RegExp(`^scrypt\\$${SCRYPT_COST}\\$8\\$1\\$[A-Za-z0-9_-]{22}\\$[A-Za-z0-9_-]{43}$`));
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse batterY", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("salts every hash differently", async () => {
    const [a, b] = await Promise.all([hashPassword("same password here"), hashPassword("same password here")]);
    expect(a).not.toBe(b);
  });

  it("treats the Unicode forms of one password alike", async () => {
    const hash = await hashPassword("caf\u00e9 au lait please");
    expect(await verifyPassword("cafe\u0301 au lait please", hash)).toBe(true);
  });

  it("verifies with the parameters stored in the hash, so the cost can be raised later", async () => {
    const salt = randomBytes(16);
    const older = `scrypt$1024$8$1$${salt.toString("base64url")}$${scryptSync("correct horse battery", salt, 32, { N: 1024 }).toString("base64url")}`;
    expect(await verifyPassword("correct horse battery", older)).toBe(true);
    expect(await verifyPassword("correct horse battery", older.replace("$1024$", "$2048$"))).toBe(false);
    expect(needsRehash(older)).toBe(true);
    expect(needsRehash("not a hash")).toBe(false);
  });

  it("hashes one password at full cost at a time: the next waits its turn", async () => {
    const dummy = await dummyPasswordHash();
    const both = Promise.all([hashPassword("correct horse battery"), verifyPassword("correct horse battery", dummy)]);
    expect(hashesWaiting()).toBe(1);
    await both;
    expect(hashesWaiting()).toBe(0);
  });

  it.each([
    ["another scheme", "bcrypt$10$abc"],
    ["too few parts", "scrypt$16384$8$1$abc"],
    ["N not a power of two", "scrypt$1000$8$1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g"],
    ["memory beyond the cap", "scrypt$1048576$8$1$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g"],
    ["a huge block size", "scrypt$2$1048576$16$c2FsdHNhbHRzYWx0c2FsdA$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g"],
    ["not base64url", "scrypt$16384$8$1$salt!$hash!"],
    ["empty", ""],
  ])("refuses an unreadable stored hash (%s) without throwing", async (_label, stored) => {
    expect(await verifyPassword("anything at all", stored)).toBe(false);
  });

  it("keeps one dummy hash per process, which no password matches", async () => {
    const dummy = await dummyPasswordHash();
    expect(await dummyPasswordHash()).toBe(dummy);
    expect(await verifyPassword("", dummy)).toBe(false);
  });

  it("asks for a minimum length in new passwords", () => {
    expect(MIN_PASSWORD_LENGTH).toBe(12);
    expect(passwordProblem("short")).toMatch(/at least 12 characters/);
    expect(passwordProblem("            ")).toMatch(/only spaces/);
    expect(passwordProblem("x".repeat(1025))).toMatch(/at most 1024/);
    expect(passwordProblem("twelve chars")).toBeUndefined();
  });
});

describe("the memory gate", () => {
  it("keeps the memory of running tasks within its budget, first come first served", async () => {
    const gate = new MemoryGate(100, 2, () => new Error("full"));
    const running = new Set<string>();
    let peak = 0;
    const started: string[] = [];
    const task = (name: string, bytes: number) =>
      gate.run(bytes, async () => {
        started.push(name);
        running.add(name);
        peak = Math.max(peak, [...running].length);
        await new Promise((resolve) => setImmediate(resolve));
        running.delete(name);
        return name;
      });
    const results = await Promise.allSettled([task("a", 60), task("b", 60), task("c", 30), task("d", 10)]);
    expect(results.map((result) => (result.status === "fulfilled" ? result.value : (result.reason as Error).message))).toEqual(["a", "b", "c", "full"]);
    // b waited for a (60 + 60 > 100); c, queued behind b, ran with it (60 + 30).
    expect(started).toEqual(["a", "b", "c"]);
    expect(peak).toBe(2);
    expect(gate.queued).toBe(0);
  });
});
