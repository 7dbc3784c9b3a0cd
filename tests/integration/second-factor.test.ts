import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import type { Store } from "#app/lib/server/platform/database.server";
import {
  checkSecondFactor,
  confirmSecondFactor,
  decryptSecret,
  pendingSecondFactor,
  RECOVERY_CODE_COUNT,
  recoveryCodesLeft,
  removeSecondFactor,
  startSecondFactor,
} from "#app/lib/server/staff/second-factor.server";
import { DIALECTS, useTestStore } from "./support/test-stores";

const SECRET = "session-secret-for-tests-0123456789abcdef";
const T0 = Date.UTC(2026, 10, 2, 18);
const ANA = { id: "ana-id", email: "ana@helios.example" };
const codeAt = (secret: string, at: number) => new TOTP({ secret: Secret.fromBase32(secret.replace(/\s+/g, "")), digits: 6, period: 30 }).generate({ timestamp: at });

async function withAna(store: Store) {
  await store.db.insertInto("users").values({ ...ANA, password_hash: "none", created_at: T0, role: "owner" }).execute();
}

describe.each(DIALECTS)("the second factor on $dialect", ({ dialect }) => {
  const testStore = useTestStore(dialect);

  it("is on only once a code from the app confirms it; the secret is kept encrypted; recovery codes are shown once", async () => {
    const store = await testStore.open();
    await withAna(store);
    const setup = await startSecondFactor(store, ANA, SECRET);
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/Helios%20staff:ana%40helios\.example\?/);
    expect(setup.qrSvg).toMatch(/^<svg/);
    expect(await pendingSecondFactor(store, ANA, SECRET)).toEqual(setup);
    const stored = await store.db.selectFrom("users").select("totp_pending_secret").where("id", "=", ANA.id).executeTakeFirstOrThrow();
    expect(stored.totp_pending_secret).not.toContain(setup.secret.replace(/\s+/g, ""));
    expect(decryptSecret(stored.totp_pending_secret!, "another secret entirely, 0123456789")).toBeUndefined();

    expect(await confirmSecondFactor(store, ANA.id, "000000", SECRET, T0)).toBeUndefined();
    const codes = await confirmSecondFactor(store, ANA.id, codeAt(setup.secret, T0), SECRET, T0);
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    expect(await store.db.selectFrom("recovery_codes").select("code_hash").where("user_id", "=", ANA.id).execute()).not.toContainEqual({ code_hash: codes![0] });
    expect(await recoveryCodesLeft(store, ANA.id)).toBe(RECOVERY_CODE_COUNT);
  });

  it("accepts a code once, and only a later one after it; a recovery code once, typed any way; nothing once turned off", async () => {
    const store = await testStore.open();
    await withAna(store);
    const { secret } = await startSecondFactor(store, ANA, SECRET);
    const codes = (await confirmSecondFactor(store, ANA.id, codeAt(secret, T0), SECRET, T0))!;
    // The code that confirmed the setup cannot sign in: it was used.
    expect(await checkSecondFactor(store, ANA.id, codeAt(secret, T0), SECRET, T0 + 1000)).toBe("wrong");
    const later = T0 + 60_000;
    const [first, second] = await Promise.all([
      checkSecondFactor(store, ANA.id, codeAt(secret, later), SECRET, later),
      checkSecondFactor(store, ANA.id, codeAt(secret, later), SECRET, later),
    ]);
    expect([first, second].sort()).toEqual(["app", "wrong"]);
    // A code from a phone a step behind is accepted when its step is still new; one two steps off is not.
    expect(await checkSecondFactor(store, ANA.id, codeAt(secret, later + 60_000), SECRET, later + 90_000)).toBe("app");
    expect(await checkSecondFactor(store, ANA.id, codeAt(secret, later + 200_000), SECRET, later + 300_000)).toBe("wrong");

    expect(await checkSecondFactor(store, ANA.id, codes[0]!.toUpperCase().replace("-", " "), SECRET, later)).toBe("recovery");
    expect(await checkSecondFactor(store, ANA.id, codes[0]!, SECRET, later)).toBe("wrong");
    expect(await recoveryCodesLeft(store, ANA.id)).toBe(RECOVERY_CODE_COUNT - 1);

    await removeSecondFactor(store, ANA.id);
    expect(await checkSecondFactor(store, ANA.id, codes[1]!, SECRET, later)).toBe("wrong");
    expect(await checkSecondFactor(store, ANA.id, codeAt(secret, later + 600_000), SECRET, later + 600_000)).toBe("wrong");
  });
});
