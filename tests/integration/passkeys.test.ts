import { describe, expect, it } from "vitest";
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { MAX_PASSKEYS_PER_ACCOUNT } from "#app/lib/forms/staff/account-forms";
import type { Store } from "#app/lib/server/platform/database.server";
import { passkeySignIn, pendingCodeCookie, PASSKEY_REFUSED, startPasskeySignIn } from "#app/lib/server/staff/auth.server";
import {
  addPasskey,
  authenticationOptions,
  checkPasskey,
  listPasskeys,
  PASSKEY_CEREMONY_TTL_MS,
  registrationOptions,
  relyingParty,
  removePasskey,
  renamePasskey,
  sweepPasskeyChallenges,
} from "#app/lib/server/staff/passkeys.server";
import { findSession } from "#app/lib/server/staff/sessions.server";
import { MAX_FAILURES_PER_ACCOUNT_AND_CLIENT } from "#app/lib/server/staff/login-throttle.server";
import { ownAccountAction } from "#app/lib/server/staff/account-actions.server";
import type { Staff } from "#app/lib/server/staff/auth.server";
import { SoftPasskey } from "#tests/support/soft-authenticator";
import { staffServicesOf } from "./support/staff-services";
import { DIALECTS, useTestStore } from "./support/test-stores";

/**
 * Passkeys (decision 067) on SQLite and PostgreSQL, with a passkey made in the test (real ES256 signatures): register,
 * list, rename, remove; the per-account limit; a sign-in's challenge works once; the counter; the site's origin only;
 * a removed account; and the sign-in itself (session, audit log, second step bound to its account).
 */

const SITE_URL = "https://www.helios-windows.example";
const ORIGIN = new URL(SITE_URL).origin;
const RP = relyingParty(SITE_URL);
const T0 = Date.UTC(2026, 10, 2, 18);
const ANA = { id: "ana-id", email: "ana@helios.example", name: "Ana Ruiz" };
const BO = { id: "bo-id", email: "bo@helios.example", name: null };

const servicesOf = (store: Store) => staffServicesOf(store, SITE_URL);

async function withAccounts(store: Store) {
  for (const account of [ANA, BO]) {
    await store.db.insertInto("users").values({ id: account.id, email: account.email, password_hash: "none", created_at: T0, role: "owner" }).execute();
  }
}

/** Registers a new software passkey on `account` through the store, as Your account does. */
async function register(store: Store, account: typeof ANA | typeof BO, name: string, passkey = new SoftPasskey(), now = T0) {
  const options = await registrationOptions(store, RP, account);
  const outcome = await addPasskey(store, RP, { userId: account.id, name, challenge: options.challenge, response: passkey.register(options, { origin: ORIGIN }) }, now);
  return { passkey, outcome, options };
}

/** A request carrying the cookies of Set-Cookie lines. */
function requestWith(...setCookies: string[]): Request {
  const cookie = setCookies.map((line) => line.split(";")[0]).join("; ");
  return new Request(`${SITE_URL}/admin/login`, { method: "POST", headers: { cookie } });
}

describe.each(DIALECTS)("passkeys on $dialect", ({ dialect }) => {
  const testStore = useTestStore(dialect);

  it("are registered with user verification and a discoverable key, listed, renamed and removed; the account's own are excluded", async () => {
    const store = await testStore.open();
    await withAccounts(store);
    const { passkey, outcome, options } = await register(store, ANA, "Work laptop");
    expect(outcome).toMatchObject({ ok: true, name: "Work laptop" });
    expect(options.rp).toEqual({ id: "www.helios-windows.example", name: "Helios staff" });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "required" });
    expect(options.user.name).toBe(ANA.email);
    expect(options.excludeCredentials).toEqual([]);
    const again = await registrationOptions(store, RP, ANA);
    expect(again.excludeCredentials).toEqual([{ id: passkey.id, type: "public-key", transports: ["internal"] }]);

    const [listed] = await listPasskeys(store, ANA.id);
    expect(listed).toEqual({ id: expect.any(String), name: "Work laptop", createdAt: T0, lastUsedAt: null, backedUp: false });
    // Someone else's passkey is neither renamed nor removed.
    expect(await renamePasskey(store, BO.id, listed!.id, "Mine now")).toBeUndefined();
    expect(await removePasskey(store, BO.id, listed!.id)).toBeUndefined();
    expect(await renamePasskey(store, ANA.id, listed!.id, "Old laptop")).toBe("Work laptop");
    expect(await removePasskey(store, ANA.id, listed!.id)).toBe("Old laptop");
    expect(await listPasskeys(store, ANA.id)).toEqual([]);
  });

  it("refuses a registration made at another origin or for another RP ID, and the same passkey twice", async () => {
    const store = await testStore.open();
    await withAccounts(store);
    const options = await registrationOptions(store, RP, ANA);
    const phished = new SoftPasskey().register(options, { origin: "https://helios-windows.example.evil" });
    expect(await addPasskey(store, RP, { userId: ANA.id, name: "Phished", challenge: options.challenge, response: phished }, T0)).toEqual({ ok: false, reason: "refused" });
    const otherRp = new SoftPasskey().register(options, { origin: ORIGIN, rpId: "evil.example" });
    expect(await addPasskey(store, RP, { userId: ANA.id, name: "Other", challenge: options.challenge, response: otherRp }, T0)).toEqual({ ok: false, reason: "refused" });
    const { passkey } = await register(store, ANA, "Phone");
    const twice = await register(store, BO, "Phone again", passkey);
    expect(twice.outcome).toEqual({ ok: false, reason: "exists" });
    // Nothing of the refused ones was kept.
    expect((await listPasskeys(store, ANA.id)).map((row) => row.name)).toEqual(["Phone"]);
  });

  it(`keeps at most ${MAX_PASSKEYS_PER_ACCOUNT} passkeys per account`, async () => {
    const store = await testStore.open();
    await withAccounts(store);
    for (let index = 0; index < MAX_PASSKEYS_PER_ACCOUNT; index++) expect((await register(store, ANA, `Key ${index}`)).outcome.ok).toBe(true);
    expect((await register(store, ANA, "One too many")).outcome).toEqual({ ok: false, reason: "limit" });
    expect(await listPasskeys(store, ANA.id)).toHaveLength(MAX_PASSKEYS_PER_ACCOUNT);
    expect((await register(store, BO, "Bo's")).outcome.ok).toBe(true);
  });

  it("signs in once per challenge, at the site's origin only, with the user verified; nothing is kept for a refused one", async () => {
    const store = await testStore.open();
    await withAccounts(store);
    const { passkey } = await register(store, ANA, "Laptop");
    const used = () => store.db.selectFrom("passkey_challenges").select("challenge_hash").orderBy("challenge_hash").execute();
    // The registration's challenge is used up too.
    const afterRegistration = await used();
    expect(afterRegistration).toHaveLength(1);
    const options = await authenticationOptions(store, RP);
    expect(options).toMatchObject({ rpId: RP.id, userVerification: "required", allowCredentials: [] });

    const wrongOrigin = passkey.signIn(options, { origin: "https://evil.example" });
    expect(await checkPasskey(store, RP, { challenge: options.challenge, response: wrongOrigin }, T0)).toMatchObject({ ok: false, user: { id: ANA.id } });
    const unverified = passkey.signIn(options, { origin: ORIGIN, userVerified: false });
    expect((await checkPasskey(store, RP, { challenge: options.challenge, response: unverified }, T0)).ok).toBe(false);
    const otherChallenge = passkey.signIn({ ...options, challenge: "c29tZXRoaW5nIGVsc2U" }, { origin: ORIGIN });
    expect((await checkPasskey(store, RP, { challenge: options.challenge, response: otherChallenge }, T0)).ok).toBe(false);
    // Refusals store nothing: no challenge is used up before a verified answer.
    expect(await used()).toEqual(afterRegistration);

    const answer = passkey.signIn(options, { origin: ORIGIN });
    expect(await checkPasskey(store, RP, { challenge: options.challenge, response: answer }, T0 + 1)).toEqual({
      ok: true,
      user: { id: ANA.id, email: ANA.email, role: "owner" },
      passkey: { id: expect.any(String), name: "Laptop" },
    });
    expect((await listPasskeys(store, ANA.id))[0]!.lastUsedAt).toBe(T0 + 1);
    // The same answer, or a new signature of the same challenge, does not sign in again.
    expect((await checkPasskey(store, RP, { challenge: options.challenge, response: answer }, T0 + 2)).ok).toBe(false);
    expect((await checkPasskey(store, RP, { challenge: options.challenge, response: passkey.signIn(options, { origin: ORIGIN }) }, T0 + 2)).ok).toBe(false);
    // Used challenges are swept once they would have expired anyway.
    expect(await sweepPasskeyChallenges(store, T0 + PASSKEY_CEREMONY_TTL_MS)).toBe(1);
    expect(await sweepPasskeyChallenges(store, T0 + 1 + PASSKEY_CEREMONY_TTL_MS - 1)).toBe(0);
    expect(await sweepPasskeyChallenges(store, T0 + 1 + PASSKEY_CEREMONY_TTL_MS)).toBe(1);
  });

  it("checks the counter of an authenticator that keeps one; a removed account's passkey signs in no more", async () => {
    const store = await testStore.open();
    await withAccounts(store);
    const { passkey } = await register(store, ANA, "Security key", new SoftPasskey({ counter: 5 }));
    const first = await authenticationOptions(store, RP);
    expect((await checkPasskey(store, RP, { challenge: first.challenge, response: passkey.signIn(first, { origin: ORIGIN }) }, T0)).ok).toBe(true);
    // A copy of the key that has not counted on (a clone) is refused.
    const second = await authenticationOptions(store, RP);
    passkey.counter -= 1;
    expect((await checkPasskey(store, RP, { challenge: second.challenge, response: passkey.signIn(second, { origin: ORIGIN }) }, T0)).ok).toBe(false);
    passkey.counter += 5;
    expect((await checkPasskey(store, RP, { challenge: second.challenge, response: passkey.signIn(second, { origin: ORIGIN }) }, T0)).ok).toBe(true);

    await store.db.updateTable("users").set({ disabled_at: T0, disabled_by: "owner@helios.example" }).where("id", "=", ANA.id).execute();
    const third = await authenticationOptions(store, RP);
    expect(await checkPasskey(store, RP, { challenge: third.challenge, response: passkey.signIn(third, { origin: ORIGIN }) }, T0)).toEqual({ ok: false });
  });

  /** Ana with a passkey "Laptop", and the options of a sign-in with a passkey alone (their cookie in `started`). */
  async function anaSigningIn() {
    const store = await testStore.open();
    await withAccounts(store);
    const services = servicesOf(store);
    const { passkey } = await register(store, ANA, "Laptop");
    const started = (await startPasskeySignIn(requestWith(), services, false, T0))!;
    const options = JSON.parse(JSON.stringify(started.options)) as PublicKeyCredentialRequestOptionsJSON;
    return { store, services, passkey, started, options };
  }

  it("opens a session that counts as having a second factor, logs it, and logs a refused passkey against its account", async () => {
    const { store, services, passkey, started, options } = await anaSigningIn();

    const refused = await passkeySignIn(requestWith(started.setCookie), services, { credential: JSON.stringify(passkey.signIn(options, { origin: "https://evil.example" })), secondStep: false }, T0);
    expect(refused).toMatchObject({ ok: false, status: 401, message: PASSKEY_REFUSED });
    const answer = JSON.stringify(passkey.signIn(options, { origin: ORIGIN }));
    const signedIn = await passkeySignIn(requestWith(started.setCookie), services, { credential: answer, secondStep: false }, T0 + 1);
    if (!signedIn.ok) throw new Error(signedIn.message);
    const token = decodeURIComponent(signedIn.setCookies[0]!.split(";")[0]!.split("=")[1]!).split(".")[0]!;
    expect(await findSession(store, token, T0 + 2)).toMatchObject({ email: ANA.email, secondFactor: true });
    // Replayed with its cookie, the same answer is refused.
    expect(await passkeySignIn(requestWith(started.setCookie), services, { credential: answer, secondStep: false }, T0 + 3)).toMatchObject({ ok: false, status: 401 });
    // Without the cookie of its options, nothing is checked.
    expect(await passkeySignIn(requestWith(), services, { credential: answer, secondStep: false }, T0 + 3)).toMatchObject({ ok: false, status: 401 });

    const log = await store.db.selectFrom("audit_log").select(["actor_email", "action", "subject"]).orderBy("at").execute();
    expect(log).toEqual([
      { actor_email: ANA.email, action: "sign-in-failed", subject: "with the passkey “Laptop”, which was refused" },
      { actor_email: ANA.email, action: "sign-in", subject: "with the passkey “Laptop”" },
      { actor_email: ANA.email, action: "sign-in-failed", subject: "with the passkey “Laptop”, which was refused" },
    ]);
  });

  it(`is under the sign-in throttle: after ${MAX_FAILURES_PER_ACCOUNT_AND_CLIENT} refusals of one passkey from one client, even the right answer waits`, async () => {
    const { store, services, passkey, started, options } = await anaSigningIn();
    const post = (origin: string, clientIp: string) =>
      passkeySignIn(requestWith(started.setCookie), services, { credential: JSON.stringify(passkey.signIn(options, { origin })), secondStep: false, clientIp }, T0 + 1);
    for (let tried = 0; tried < MAX_FAILURES_PER_ACCOUNT_AND_CLIENT; tried++) expect((await post("https://evil.example", "192.0.2.7")).ok).toBe(false);
    expect(await post(ORIGIN, "192.0.2.7")).toMatchObject({ ok: false, status: 429 });
    // Another client is not held back by them.
    expect((await post(ORIGIN, "192.0.2.8")).ok).toBe(true);
  });

  it("as the second step after a password, takes only the passkeys of the account whose password was right", async () => {
    const store = await testStore.open();
    await withAccounts(store);
    const services = servicesOf(store);
    const { passkey: anas } = await register(store, ANA, "Ana's laptop");
    const { passkey: bos } = await register(store, BO, "Bo's phone");
    const afterPassword = pendingCodeCookie(services, ANA.id, T0);
    const started = (await startPasskeySignIn(requestWith(afterPassword), services, true, T0))!;
    const options = JSON.parse(JSON.stringify(started.options)) as PublicKeyCredentialRequestOptionsJSON;
    expect(options.allowCredentials).toEqual([{ id: anas.id, type: "public-key", transports: ["internal"] }]);
    const request = () => requestWith(afterPassword, started.setCookie);
    const wrongAccount = await passkeySignIn(request(), services, { credential: JSON.stringify(bos.signIn(options, { origin: ORIGIN })), secondStep: true }, T0 + 1);
    expect(wrongAccount.ok).toBe(false);
    const signedIn = await passkeySignIn(request(), services, { credential: JSON.stringify(anas.signIn(options, { origin: ORIGIN })), secondStep: true }, T0 + 1);
    expect(signedIn).toMatchObject({ ok: true, role: "owner" });
    // An account without a passkey has no passkey step.
    await store.db.deleteFrom("passkeys").where("user_id", "=", BO.id).execute();
    expect(await startPasskeySignIn(requestWith(pendingCodeCookie(services, BO.id, T0)), services, true, T0)).toBeUndefined();
  });

  it("a confirmation with a passkey stands in for the password on Your account, for the session that made it only", async () => {
    const store = await testStore.open();
    await withAccounts(store);
    const services = servicesOf(store);
    await register(store, ANA, "Laptop");
    const { passkey } = await register(store, ANA, "Phone", new SoftPasskey(), T0 + 1);
    const [laptop] = await listPasskeys(store, ANA.id);
    const staff: Staff = { id: "session-of-ana", userId: ANA.id, email: ANA.email, role: "owner", name: ANA.name, secondFactor: true, expiresAt: Date.now() + 3_600_000, lastSeenAt: Date.now() };
    const act = (fields: Record<string, string>, ...cookies: string[]) => ownAccountAction({ request: requestWith(...cookies), services, staff, fields });

    const asked = await act({ intent: "confirm", step: "options" });
    const options = JSON.parse(asked.result.passkeyOptions!) as PublicKeyCredentialRequestOptionsJSON;
    expect(options.allowCredentials).toHaveLength(2);
    const checked = await act({ intent: "confirm", step: "check", credential: JSON.stringify(passkey.signIn(options, { origin: ORIGIN })) }, ...asked.setCookies!);
    expect(checked.result).toMatchObject({ ok: true, message: expect.stringMatching(/^Confirmed with your passkey “Phone”: for 5 minutes/) });
    const confirmed = checked.setCookies!.find((cookie) => cookie.startsWith("helios_staff_confirmed="))!;

    const remove = { intent: "passkey", step: "remove", passkey: laptop!.id, by_passkey: "1" };
    // Without the confirmation, or with another session's, the form is refused and nothing changes.
    expect((await act(remove)).status).toBe(401);
    const otherSession = await ownAccountAction({ request: requestWith(confirmed), services, staff: { ...staff, id: "another-session" }, fields: remove });
    expect(otherSession.result.message).toMatch(/^Your confirmation with a passkey lasts 5 minutes and ran out/);
    expect(await listPasskeys(store, ANA.id)).toHaveLength(2);
    // Without it and without a password, the field asks for the password.
    expect((await act({ intent: "passkey", step: "remove", passkey: laptop!.id })).result.errors).toEqual({ passkey_remove_password: "Enter your own password, to confirm it is you." });

    expect((await act(remove, confirmed)).result).toMatchObject({ ok: true, message: "The passkey “Laptop” was removed: it no longer signs you in." });
    expect((await listPasskeys(store, ANA.id)).map((row) => row.name)).toEqual(["Phone"]);
    expect(await store.db.selectFrom("audit_log").select(["action", "subject"]).where("action", "like", "passkey-%").orderBy("at").execute()).toEqual([
      { action: "passkey-removed", subject: "“Laptop”" },
    ]);
  });
});
