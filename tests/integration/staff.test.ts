import { describe, expect, it, vi } from "vitest";
import { parseEnv } from "#app/lib/env.server";
import type { FormId } from "#app/lib/forms/form-ids";
import type { Store } from "#app/lib/server/platform/database.server";
import {
  countNew,
  EXPORT_BATCH_SIZE,
  exportSubmissions,
  getSubmission,
  listSubmissions,
  setSubmissionStatus,
  submissionHistory,
} from "#app/lib/server/leads/inbox.server";
import { randomBytes, scrypt, scryptSync } from "node:crypto";
import {
  ACCOUNT_DELAY_BASE_MS,
  ACCOUNT_DELAY_DOUBLES_EVERY,
  ACCOUNT_SLOWDOWN_AFTER,
  accountDelayMs,
  accountKey,
  claimAttempt,
  LOGIN_ATTEMPT_RETENTION_MS,
  LOGIN_WINDOW_MS,
  markSucceeded,
  MAX_ACCOUNT_DELAY_MS,
  MAX_FAILURES_PER_ACCOUNT_AND_CLIENT,
  MAX_FAILURES_PER_CLIENT,
  sweepLoginAttempts,
  TOO_MANY_ATTEMPTS,
  type ThrottleKeys,
} from "#app/lib/server/staff/login-throttle.server";
import { lowerHashCostForTests, verifyPassword } from "#app/lib/server/platform/password-hash.server";

import type { AppServices } from "#app/lib/server/platform/services.server";
import {
  createSession,
  deleteOtherSessions,
  deleteSession,
  deleteUserSession,
  findSession,
  listSessions,
  SESSION_TOUCH_INTERVAL_MS,
  SESSION_TTL_MS,
  sessionIdFor,
  sweepSessions,
  touchSession,
} from "#app/lib/server/staff/sessions.server";
import { signIn, WRONG_CREDENTIALS } from "#app/lib/server/staff/auth.server";
import { storeSubmission, type SubmissionFields } from "#app/lib/server/leads/submissions.server";
import {
  AccountError,
  countUsers,
  createUser,
  ensureFirstStaff,
  findUserByEmail,
  listUsers,
  removeUser,
  setDisplayName,
  setRole,
  staffNames,
} from "#app/lib/server/staff/users.server";
import { DIALECTS, useTestStore } from "./support/test-stores";
import type { EventItem } from "#app/lib/content/types";
import { eventEditorSchema } from "#app/lib/forms/staff/event-editor";
import { toEventItem } from "#app/lib/server/content/content-rows.server";
import type { EventsTable } from "#app/lib/server/content/content-schema";
import { setDeleted } from "#app/lib/server/content/content-store.server";
import { saveEvent } from "#app/lib/server/content/kinds/event-editor.server";
import { eventsForStaff, rsvpOverview } from "#app/lib/server/content/staff-content.server";

/**
 * Accounts, sessions and throttles, not hashing (tests/unit/passwords.test.ts): hashes at 2^14, an eighth of the real
 * cost, so the file's hundred hashes take seconds, not a minute.
 */
const TEST_HASH_COST = 2 ** 14;
lowerHashCostForTests(TEST_HASH_COST);

// Every scrypt the code runs, counted (and run): a sign-in's cost is its number of hashes and their parameters, not a
// time a busy machine would blur.
vi.mock("node:crypto", async (importOriginal) => {
  const real = await importOriginal<typeof import("node:crypto")>();
  return { ...real, scrypt: vi.fn(real.scrypt) };
});

const PASSWORD = "correct horse battery";
/** Tests that check many passwords: each is one scrypt of 128 MB, one at a time, seconds each on a busy machine. */
const HASHING_TESTS = { timeout: 60_000 };
const T0 = Date.UTC(2025, 9, 22, 18);

function services(store: Store): AppServices {
  return {
    env: parseEnv({ SITE_URL: "https://www.helios-windows.example", DATA_DIR: "/tmp/unused" }),
    store,
    clientKey: "client-key-for-tests-0123456789abcdef",
    sessionSecret: "session-secret-for-tests-0123456789abcdef",
  } as AppServices;
}

const RSVP: SubmissionFields = { first_name: "Eleni", last_name: "Marsh", email: "eleni@example.com", phone: "6045550199", guests: 3 };

async function submit(store: Store, formId: FormId, fields: Partial<SubmissionFields> = {}, meta: { now?: number; spam?: boolean; event?: EventItem } = {}) {
  const base: SubmissionFields = formId === "contact" ? { ...RSVP, guests: undefined, message: "Hello", how_did_you_hear: "Google" } : RSVP;
  return storeSubmission(store, { ...base, ...fields }, { formId, clientHash: "c", ...meta }, () => []);
}

describe.each(DIALECTS)("staff accounts, sessions and the inbox on $dialect", ({ dialect }) => {
  const testStore = useTestStore(dialect);

  describe("accounts", () => {
    it("creates an account once per email, whatever its case", async () => {
      const store = await testStore.open();
      const user = await createUser(store, " Staff@Helios.Example ", PASSWORD, { now: T0 });
      expect(user.email).toBe("staff@helios.example");
      expect(user.password_hash).toMatch(/^scrypt\$/);
      await expect(createUser(store, "STAFF@helios.example", PASSWORD)).rejects.toThrow(AccountError);
      await expect(createUser(store, "other@helios.example", "short")).rejects.toThrow(/at least 12/);
      await expect(createUser(store, "not-an-email", PASSWORD)).rejects.toThrow(/valid email/);
      expect((await listUsers(store)).map((row) => row.email)).toEqual(["staff@helios.example"]);
    });

    it("makes the first account from ADMIN_EMAIL at start, only while there is none, logging neither its email nor its password", async () => {
      const store = await testStore.open();
      const lines: string[] = [];
      const log = (line: string) => lines.push(line);
      expect(await ensureFirstStaff(store, { ADMIN_EMAIL: "staff@helios.example", ADMIN_PASSWORD: PASSWORD }, log)).toBe("staff@helios.example");
      expect(await ensureFirstStaff(store, { ADMIN_EMAIL: "second@helios.example", ADMIN_PASSWORD: PASSWORD }, log)).toBeUndefined();
      expect(await ensureFirstStaff(store, {}, log)).toBeUndefined();
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^Staff account [0-9a-f-]{36} created from ADMIN_EMAIL/);
      expect(lines.join("\n")).not.toContain("@");
      expect(lines.join("\n")).not.toContain(PASSWORD);
      expect(await findUserByEmail(store, "second@helios.example")).toBeUndefined();
    });

    it("makes it once when two instances start together on one database", async () => {
      const [a, b] = [await testStore.open(), await testStore.open()];
      const env = { ADMIN_EMAIL: "staff@helios.example", ADMIN_PASSWORD: PASSWORD };
      const made = await Promise.all([ensureFirstStaff(a, env, () => {}), ensureFirstStaff(b, env, () => {})]);
      expect(made.filter(Boolean).length).toBeLessThanOrEqual(2);
      expect(await listUsers(a)).toHaveLength(1);
    });
  });

  describe("sessions", () => {
    it("stores a hash of the token, finds the live session and forgets it after 12 hours", async () => {
      const store = await testStore.open();
      const user = await createUser(store, "staff@helios.example", PASSWORD);
      const { token, expiresAt } = await createSession(store, user.id, T0);
      expect(expiresAt).toBe(T0 + SESSION_TTL_MS);
      const rows = await store.db.selectFrom("sessions").selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.id).toBe(sessionIdFor(token));
      expect(rows[0]!.id).not.toContain(token);

      expect(await findSession(store, token, T0 + 1000)).toMatchObject({ userId: user.id, email: "staff@helios.example" });
      expect(await findSession(store, "another-token", T0)).toBeUndefined();
      expect(await findSession(store, token, T0 + SESSION_TTL_MS)).toBeUndefined();

      expect(await sweepSessions(store, T0 + SESSION_TTL_MS - 1)).toBe(0);
      expect(await sweepSessions(store, T0 + SESSION_TTL_MS)).toBe(1);
      expect(await store.db.selectFrom("sessions").selectAll().execute()).toEqual([]);
    });

    it("ends one session on sign-out, or all others after a password change", async () => {
      const store = await testStore.open();
      const user = await createUser(store, "staff@helios.example", PASSWORD);
      const [a, b, c] = [await createSession(store, user.id, T0), await createSession(store, user.id, T0), await createSession(store, user.id, T0)];
      await deleteSession(store, sessionIdFor(a.token));
      expect(await findSession(store, a.token, T0)).toBeUndefined();
      await deleteOtherSessions(store, user.id, sessionIdFor(b.token));
      expect(await findSession(store, b.token, T0)).toBeDefined();
      expect(await findSession(store, c.token, T0)).toBeUndefined();
    });
  });

  describe("removing accounts", HASHING_TESTS, () => {
    it("removes a colleague's account, ending its sessions at once; never one's own, never by a removed account", async () => {
      const store = await testStore.open();
      const [ana, bo] = [await createUser(store, "ana@helios.example", PASSWORD, { now: T0 }), await createUser(store, "bo@helios.example", PASSWORD, { now: T0 + 1 })];
      const boSession = await createSession(store, bo.id, T0);
      const actor = (user: typeof ana) => ({ id: user.id, email: user.email });
      expect(await removeUser(store, { targetId: ana.id, actor: actor(ana) }, T0)).toBe("yourself");
      expect(await removeUser(store, { targetId: bo.id, actor: actor(ana) }, T0 + 10)).toBe("removed");
      expect(await findSession(store, boSession.token, T0 + 20)).toBeUndefined();
      expect(await store.db.selectFrom("sessions").select("id").where("user_id", "=", bo.id).execute()).toEqual([]);
      expect(await findUserByEmail(store, "bo@helios.example")).toBeUndefined();
      expect((await listUsers(store)).map((user) => user.email)).toEqual(["ana@helios.example"]);
      expect(await countUsers(store)).toBe(1);
      expect(await store.db.selectFrom("users").select(["disabled_at", "disabled_by"]).where("id", "=", bo.id).executeTakeFirst()).toEqual({
        disabled_at: T0 + 10,
        disabled_by: "ana@helios.example",
      });
      // A removed account cannot sign in, with the same answer as an unknown one; nor remove anyone.
      expect(await signIn(services(store), { email: "bo@helios.example", password: PASSWORD, clientIp: "10.0.0.9" })).toMatchObject({ status: 401, message: WRONG_CREDENTIALS });
      expect(await removeUser(store, { targetId: ana.id, actor: actor(bo) }, T0 + 30)).toBe("not-active");
      expect(await removeUser(store, { targetId: bo.id, actor: actor(ana) }, T0 + 30)).toBe("not-found");
      // Adding the email again brings the account back, with the new password.
      const back = await createUser(store, "BO@helios.example", "a new password for bo", { now: T0 + 40 });
      expect(back.id).toBe(bo.id);
      expect((await signIn(services(store), { email: "bo@helios.example", password: "a new password for bo", clientIp: "10.0.0.9" })).ok).toBe(true);
      await expect(createUser(store, "bo@helios.example", PASSWORD)).rejects.toThrow(/already an account/);
    });

    it("never leaves the site without an account when two staff remove each other at the same moment", async () => {
      // Two instances on PostgreSQL; on SQLite (one server process, one connection) two requests at once.
      const a = await testStore.open();
      const b = dialect === "postgres" ? await testStore.open() : a;
      const [ana, bo] = [await createUser(a, "ana@helios.example", PASSWORD), await createUser(a, "bo@helios.example", PASSWORD)];
      const outcomes = await Promise.all([
        removeUser(a, { targetId: bo.id, actor: { id: ana.id, email: ana.email } }),
        removeUser(b, { targetId: ana.id, actor: { id: bo.id, email: bo.email } }),
      ]);
      expect(outcomes.sort()).toEqual(["not-active", "removed"]);
      expect(await countUsers(a)).toBe(1);
    });
  });

  describe("roles and names", HASHING_TESTS, () => {
    const owners = async (store: Store) =>
      (await listUsers(store)).filter((user) => user.role === "owner").map((user) => user.email);

    it("makes owners unless told; an owner changes roles, and the last owner can be neither demoted nor removed", async () => {
      const store = await testStore.open();
      const ana = await createUser(store, "ana@helios.example", PASSWORD);
      const bo = await createUser(store, "bo@helios.example", PASSWORD, { role: "sales", name: "  Bo   Lind " });
      expect([ana.role, bo.role, bo.display_name]).toEqual(["owner", "sales", "Bo Lind"]);
      expect(await staffNames(store)).toEqual({ "bo@helios.example": "Bo Lind" });

      // Sales cannot change roles, even its own; the only owner cannot give up the role or be removed.
      expect(await setRole(store, { targetId: bo.id, role: "owner", actorId: bo.id })).toBe("not-active");
      expect(await setRole(store, { targetId: ana.id, role: "editor", actorId: ana.id })).toBe("last-owner");
      expect(await removeUser(store, { targetId: ana.id, actor: { id: bo.id, email: bo.email } })).toBe("not-active");
      expect(await owners(store)).toEqual(["ana@helios.example"]);

      // With a second owner, the first may step down; the second is then the last.
      expect(await setRole(store, { targetId: bo.id, role: "owner", actorId: ana.id })).toBe("changed");
      expect(await setRole(store, { targetId: ana.id, role: "editor", actorId: ana.id })).toBe("changed");
      expect(await setRole(store, { targetId: bo.id, role: "sales", actorId: bo.id })).toBe("last-owner");
      expect(await setRole(store, { targetId: bo.id, role: "editor", actorId: ana.id })).toBe("not-active");
      expect(await owners(store)).toEqual(["bo@helios.example"]);
      const session = await createSession(store, ana.id);
      expect(await findSession(store, session.token)).toMatchObject({ role: "editor", name: null });
      await setDisplayName(store, ana.id, " Ana Ruiz ");
      expect(await findSession(store, session.token)).toMatchObject({ role: "editor", name: "Ana Ruiz" });
    });

    it("keeps an owner when two owners demote each other at the same moment", async () => {
      const a = await testStore.open();
      const b = dialect === "postgres" ? await testStore.open() : a;
      const [ana, bo] = [await createUser(a, "ana@helios.example", PASSWORD), await createUser(a, "bo@helios.example", PASSWORD)];
      const outcomes = await Promise.all([
        setRole(a, { targetId: bo.id, role: "sales", actorId: ana.id }),
        setRole(b, { targetId: ana.id, role: "sales", actorId: bo.id }),
      ]);
      expect(outcomes.sort()).toEqual(["changed", "not-active"]);
      expect(await owners(a)).toHaveLength(1);
    });
  });

  describe("seeing and ending one's sessions", () => {
    it("lists a member's live sessions with browser, network and last use, and ends only their own", async () => {
      const store = await testStore.open();
      const [ana, bo] = [await createUser(store, "ana@helios.example", PASSWORD), await createUser(store, "bo@helios.example", PASSWORD)];
      const here = await createSession(store, ana.id, T0, { browser: "Firefox on Linux", clientHash: "net-a" });
      const phone = await createSession(store, ana.id, T0 + 1000, { browser: "Safari on iPhone", clientHash: "net-b" });
      const boSession = await createSession(store, bo.id, T0);
      const session = (await findSession(store, here.token, T0 + 5000))!;
      await touchSession(store, session, T0 + SESSION_TOUCH_INTERVAL_MS - 1);
      await touchSession(store, session, T0 + SESSION_TOUCH_INTERVAL_MS + 5);
      expect(await listSessions(store, ana.id, T0 + SESSION_TOUCH_INTERVAL_MS + 10)).toEqual([
        { id: sessionIdFor(here.token), createdAt: T0, lastSeenAt: T0 + SESSION_TOUCH_INTERVAL_MS + 5, expiresAt: here.expiresAt, browser: "Firefox on Linux", clientHash: "net-a" },
        { id: sessionIdFor(phone.token), createdAt: T0 + 1000, lastSeenAt: T0 + 1000, expiresAt: phone.expiresAt, browser: "Safari on iPhone", clientHash: "net-b" },
      ]);
      expect(await deleteUserSession(store, ana.id, sessionIdFor(boSession.token))).toBe(false);
      expect(await findSession(store, boSession.token, T0)).toBeDefined();
      expect(await deleteUserSession(store, ana.id, sessionIdFor(phone.token))).toBe(true);
      expect(await findSession(store, phone.token, T0 + 2000)).toBeUndefined();
    });
  });

  describe("sign-in throttling", () => {
    const keys = (account: string, client = "client-1"): ThrottleKeys => ({ account: accountKey(account, "k"), client });

    async function fail(store: Store, k: ThrottleKeys, now: number) {
      const claim = await claimAttempt(store, k, now);
      expect(claim.allowed).toBe(true);
      return claim;
    }

    it("refuses one client an account after 5 failures in 15 minutes, until the oldest leaves the window; other clients still try", async () => {
      const store = await testStore.open();
      const k = keys("staff@helios.example");
      for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT_AND_CLIENT; i++) await fail(store, k, T0 + i * 60_000);
      const locked = await claimAttempt(store, k, T0 + 5 * 60_000);
      expect(locked).toEqual({ allowed: false, retryAfterSeconds: (LOGIN_WINDOW_MS - 5 * 60_000) / 1000 });
      // Another client trying the same account is not refused, nor slowed down; the same client may try another account.
      expect(await claimAttempt(store, { ...k, client: "client-2" }, T0 + 6 * 60_000)).toMatchObject({ allowed: true, delayMs: 0 });
      expect((await claimAttempt(store, keys("other@helios.example"), T0 + 6 * 60_000)).allowed).toBe(true);
      // Refused attempts are not recorded, so the refusal lifts on time.
      expect((await claimAttempt(store, k, T0 + LOGIN_WINDOW_MS)).allowed).toBe(true);
    });

    it("treats an unknown account exactly like a known one (keys come from the typed email, not the account)", async () => {
      const store = await testStore.open();
      expect(accountKey(" Nobody@Example.com", "k")).toBe(accountKey("nobody@example.com", "k"));
      const k = keys("nobody@example.com");
      for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT_AND_CLIENT; i++) await fail(store, k, T0);
      expect((await claimAttempt(store, k, T0 + 1)).allowed).toBe(false);
      const stored = await store.db.selectFrom("login_attempts").select("account_key").execute();
      expect(stored.every((row) => !row.account_key.includes("nobody"))).toBe(true);
    });

    it("clears an account's count from a client when it signs in there, but not the client's", async () => {
      const store = await testStore.open();
      const k = keys("staff@helios.example");
      for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT_AND_CLIENT - 1; i++) await fail(store, k, T0);
      const ok = await claimAttempt(store, k, T0 + 1);
      if (!ok.allowed) throw new Error("expected to be allowed");
      await markSucceeded(store, ok.attemptId);
      for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT_AND_CLIENT; i++) await fail(store, k, T0 + 2);
      // 4 + 5 failures: the pair is refused again, and the client (9 failures) has one left for other accounts.
      expect((await claimAttempt(store, k, T0 + 3)).allowed).toBe(false);
      await fail(store, keys("another@example.com"), T0 + 4);
      expect((await claimAttempt(store, keys("yet-another@example.com"), T0 + 5)).allowed).toBe(false);
    });

    it("refuses a client after 10 failures in 15 minutes, across accounts", async () => {
      const store = await testStore.open();
      for (let i = 0; i < MAX_FAILURES_PER_CLIENT; i++) await fail(store, keys(`user${i}@example.com`, "guesser"), T0 + i);
      const locked = await claimAttempt(store, keys("fresh@example.com", "guesser"), T0 + 100);
      expect(locked.allowed).toBe(false);
      expect((await claimAttempt(store, keys("fresh@example.com", "someone-else"), T0 + 100)).allowed).toBe(true);
      expect((await claimAttempt(store, keys("fresh@example.com", "guesser"), T0 + LOGIN_WINDOW_MS)).allowed).toBe(true);
    });

    it("slows an account down, never refusing it, when many clients fail for it; a clean client still gets in", async () => {
      expect(accountDelayMs(ACCOUNT_SLOWDOWN_AFTER - 1)).toBe(0);
      expect(accountDelayMs(ACCOUNT_SLOWDOWN_AFTER)).toBe(ACCOUNT_DELAY_BASE_MS);
      expect(accountDelayMs(ACCOUNT_SLOWDOWN_AFTER + ACCOUNT_DELAY_DOUBLES_EVERY)).toBe(2 * ACCOUNT_DELAY_BASE_MS);
      expect(accountDelayMs(10_000)).toBe(MAX_ACCOUNT_DELAY_MS);
      const store = await testStore.open();
      const account = "staff@helios.example";
      // Four failures from each of many addresses: none of them is refused, the account only slows down.
      let client = 0;
      for (let i = 0; i < ACCOUNT_SLOWDOWN_AFTER + ACCOUNT_DELAY_DOUBLES_EVERY; i++) {
        if (i % (MAX_FAILURES_PER_ACCOUNT_AND_CLIENT - 1) === 0) client++;
        await fail(store, keys(account, `bot-${client}`), T0 + i);
      }
      const clean = await claimAttempt(store, keys(account, "owner-laptop"), T0 + 1000);
      expect(clean).toMatchObject({ allowed: true, delayMs: 2 * ACCOUNT_DELAY_BASE_MS });
      // Other accounts are not slowed down.
      expect(await claimAttempt(store, keys("other@helios.example", "owner-laptop"), T0 + 1000)).toMatchObject({ allowed: true, delayMs: 0 });
      // The failures leave the window, and so does the delay.
      expect(await claimAttempt(store, keys(account, "owner-laptop"), T0 + 1001 + LOGIN_WINDOW_MS)).toMatchObject({ allowed: true, delayMs: 0 });
    });

    it("never lets concurrent tries past the limit", async () => {
      const store = await testStore.open();
      const k = keys("staff@helios.example");
      const claims = await Promise.all(Array.from({ length: 12 }, () => claimAttempt(store, k, T0)));
      const allowed = claims.filter((claim) => claim.allowed).length;
      expect(allowed).toBeLessThanOrEqual(MAX_FAILURES_PER_ACCOUNT_AND_CLIENT);
      // Refused tries leave no record behind: only the allowed ones count towards the limit.
      expect(await store.db.selectFrom("login_attempts").select("id").execute()).toHaveLength(allowed);
    });

    it("sweeps attempts older than a day", async () => {
      const store = await testStore.open();
      await fail(store, keys("a@example.com"), T0);
      await fail(store, keys("a@example.com"), T0 + LOGIN_ATTEMPT_RETENTION_MS);
      expect(await sweepLoginAttempts(store, T0 + LOGIN_ATTEMPT_RETENTION_MS + 1)).toBe(1);
    });
  });

  describe("signing in", HASHING_TESTS, () => {
    it("creates a session for the right password and refuses a wrong one or an unknown email alike", async () => {
      const store = await testStore.open();
      await createUser(store, "staff@helios.example", PASSWORD);
      const s = services(store);
      const ok = await signIn(s, { email: "Staff@helios.example", password: PASSWORD, clientIp: "10.0.0.1", userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0" });
      expect(ok.ok).toBe(true);
      if (ok.ok) expect(ok.setCookie).toMatch(/^helios_staff=[^;]+; Path=\/admin; Max-Age=43200; HttpOnly; Secure; SameSite=Lax$/);
      expect(await store.db.selectFrom("sessions").select(["browser", "client_hash"]).execute()).toEqual([
        { browser: "Firefox on Linux", client_hash: expect.stringMatching(/^[\w-]{22}$/) },
      ]);
      expect(await signIn(s, { email: "staff@helios.example", password: "wrong password!", clientIp: "10.0.0.1" })).toEqual({
        ok: false,
        status: 401,
        message: WRONG_CREDENTIALS,
      });
      expect(await signIn(s, { email: "nobody@helios.example", password: PASSWORD, clientIp: "10.0.0.1" })).toEqual({
        ok: false,
        status: 401,
        message: WRONG_CREDENTIALS,
      });
      expect((await signIn(s, { email: "", password: "", clientIp: "10.0.0.1" })).ok).toBe(false);
    });

    it("after 5 failures from one client, refuses that client with 429 (known or unknown account alike) and lets the right password in from another", async () => {
      const store = await testStore.open();
      await createUser(store, "staff@helios.example", PASSWORD);
      const s = services(store);
      for (const email of ["staff@helios.example", "nobody@helios.example"]) {
        for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT_AND_CLIENT; i++) {
          expect((await signIn(s, { email, password: "wrong password!", clientIp: `10.0.0.2-${email}` }, T0)).ok).toBe(false);
        }
        const result = await signIn(s, { email, password: PASSWORD, clientIp: `10.0.0.2-${email}` }, T0 + 1000);
        expect(result).toMatchObject({ ok: false, status: 429, message: TOO_MANY_ATTEMPTS });
      }
      expect(TOO_MANY_ATTEMPTS).toBe("Too many attempts, try again later");
      expect((await signIn(s, { email: "staff@helios.example", password: PASSWORD, clientIp: "10.0.0.3" }, T0 + 1000)).ok).toBe(true);
      expect(await signIn(s, { email: "nobody@helios.example", password: PASSWORD, clientIp: "10.0.0.3" }, T0 + 1000)).toMatchObject({ status: 401 });
      expect((await signIn(s, { email: "staff@helios.example", password: PASSWORD, clientIp: "10.0.0.2-staff@helios.example" }, T0 + LOGIN_WINDOW_MS)).ok).toBe(true);
    });

    it("remakes a hash of an older, cheaper cost at today's on the next sign-in", async () => {
      const store = await testStore.open();
      const user = await createUser(store, "staff@helios.example", PASSWORD);
      const salt = randomBytes(16);
      const older = `scrypt$1024$8$1$${salt.toString("base64url")}$${scryptSync(PASSWORD, salt, 32, { N: 1024 }).toString("base64url")}`;
      await store.db.updateTable("users").set({ password_hash: older }).where("id", "=", user.id).execute();
      const s = services(store);
      expect((await signIn(s, { email: "staff@helios.example", password: "wrong password!", clientIp: "10.0.0.4" })).ok).toBe(false);
      expect((await findUserByEmail(store, "staff@helios.example"))!.password_hash).toBe(older);
      expect((await signIn(s, { email: "staff@helios.example", password: PASSWORD, clientIp: "10.0.0.4" })).ok).toBe(true);
      const remade = (await findUserByEmail(store, "staff@helios.example"))!.password_hash;
      expect(remade).toMatch(new RegExp(`^scrypt\\$${TEST_HASH_COST}\\$8\\$1\\$`));
      expect(await verifyPassword(PASSWORD, remade)).toBe(true);
      expect((await signIn(s, { email: "staff@helios.example", password: PASSWORD, clientIp: "10.0.0.4" })).ok).toBe(true);
    });

    it("takes as long for an unknown email as for a wrong password: one scrypt either way, at the same cost", async () => {
      const store = await testStore.open();
      await createUser(store, "staff@helios.example", PASSWORD);
      const s = services(store);
      const hashed = vi.mocked(scrypt);
      // The scrypt runs of one refused sign-in: their cost (N) each.
      const costsOf = async (email: string, ip: string) => {
        hashed.mockClear();
        expect(await signIn(s, { email, password: "wrong password!", clientIp: ip })).toMatchObject({ ok: false, status: 401 });
        return hashed.mock.calls.map((call) => (call[3] as { N: number }).N);
      };
      // The first unknown email also makes the process's dummy hash (once, at the same cost).
      await costsOf("warm-up@helios.example", "w");
      expect(await costsOf("staff@helios.example", "k")).toEqual([TEST_HASH_COST]);
      expect(await costsOf("nobody@helios.example", "u")).toEqual([TEST_HASH_COST]);
    });
  });

  describe("the inbox", () => {
    it("lists newest first, without spam unless asked, filtered by kind, form, status and text, in pages", async () => {
      const store = await testStore.open();
      const contact = await submit(store, "contact", { first_name: "Nikos", last_name: "Andrade", message: "Lift and slide, 100% glass" }, { now: T0 });
      const cosentino = await submit(store, "rsvp-cosentino", { first_name: "Eleni", company: "Marsh_Design" }, { now: T0 + 1 });
      const living = await submit(store, "rsvp-livingspace", { first_name: "Theo", email: "theo@example.com" }, { now: T0 + 2 });
      const spam = await submit(store, "rsvp", { first_name: "Bot" }, { now: T0 + 3, spam: true });

      const ids = async (query: Parameters<typeof listSubmissions>[1]) => (await listSubmissions(store, query)).rows.map((row) => row.id);
      expect(await ids({ page: 1 })).toEqual([living.id, cosentino.id, contact.id]);
      expect(await ids({ status: "spam", page: 1 })).toEqual([spam.id]);
      expect(await ids({ kind: "rsvp", page: 1 })).toEqual([living.id, cosentino.id]);
      expect(await ids({ kind: "contact", page: 1 })).toEqual([contact.id]);
      expect(await ids({ form: "rsvp-cosentino", page: 1 })).toEqual([cosentino.id]);
      expect(await ids({ q: "NIKOS", page: 1 })).toEqual([contact.id]);
      expect(await ids({ q: "eleni marsh", page: 1 })).toEqual([cosentino.id]);
      expect(await ids({ q: "theo@example", page: 1 })).toEqual([living.id]);
      expect(await ids({ q: "100%", page: 1 })).toEqual([contact.id]);
      // "_" and "%" are literal: "a_s" would otherwise match "Marsh" and "Andrade's".
      expect(await ids({ q: "a_s", page: 1 })).toEqual([]);
      expect(await ids({ q: "marsh_design", page: 1 })).toEqual([cosentino.id]);
      expect(await ids({ q: "lift glass", page: 1 })).toEqual([contact.id]);

      await setSubmissionStatus(store, contact.id, "handled", "staff@helios.example", T0 + 10);
      expect(await ids({ status: "handled", page: 1 })).toEqual([contact.id]);
      expect(await ids({ status: "new", page: 1 })).toEqual([living.id, cosentino.id]);
      expect(await countNew(store)).toBe(2);
    });

    it("pages through many submissions", async () => {
      const store = await testStore.open();
      for (let i = 0; i < 30; i++) await submit(store, "rsvp", { first_name: `Guest${i}` }, { now: T0 + i });
      const first = await listSubmissions(store, { page: 1 });
      expect(first).toMatchObject({ total: 30, page: 1, pageCount: 2 });
      expect(first.rows).toHaveLength(25);
      expect(first.rows[0]!.first_name).toBe("Guest29");
      const second = await listSubmissions(store, { page: 2 });
      expect(second.rows.map((row) => row.first_name)).toEqual(["Guest4", "Guest3", "Guest2", "Guest1", "Guest0"]);
      expect((await listSubmissions(store, { page: 99 })).page).toBe(2);
    });

    it("records who marked a submission handled or new again, and when", async () => {
      const store = await testStore.open();
      const row = await submit(store, "rsvp", {}, { now: T0 });
      expect(await setSubmissionStatus(store, row.id, "handled", "ana@helios.example", T0 + 1)).toBe(true);
      expect(await setSubmissionStatus(store, row.id, "handled", "ana@helios.example", T0 + 2)).toBe(false);
      expect(await getSubmission(store, row.id)).toMatchObject({ status: "handled", handled_by: "ana@helios.example", handled_at: T0 + 1 });
      expect(await setSubmissionStatus(store, row.id, "new", "bo@helios.example", T0 + 3)).toBe(true);
      expect(await getSubmission(store, row.id)).toMatchObject({ status: "new", handled_by: null, handled_at: null });
      expect((await submissionHistory(store, row.id)).map((event) => [event.action, event.actor, event.created_at])).toEqual([
        ["handled", "ana@helios.example", T0 + 1],
        ["new", "bo@helios.example", T0 + 3],
      ]);
      expect(await setSubmissionStatus(store, "no-such-id", "handled", "ana@helios.example")).toBe(false);
    });

    it("sums RSVPs up per event and page, confirmed and waiting, without spam; older RSVPs without an event apart", async () => {
      const store = await testStore.open();
      const event = (fields: Record<string, string>) =>
        eventEditorSchema.parse({ venue_name: "Okanagan Showroom", locality: "Kelowna", region: "BC", description: "Doors.", ...fields });
      const item = (row: EventsTable) => toEventItem(row, { confirmed: 0, waitlist: 0 }, new Map());
      const spring = await saveEvent(
        store,
        undefined,
        event({ title: "Spring Open House", starts_at: "2027-04-17T18:00", ends_at: "2027-04-17T21:00", capacity: "3", page_rsvp: "on", "page_rsvp-cosentino": "on" }),
        "ana@helios.example",
      );
      const autumn = await saveEvent(
        store,
        undefined,
        event({ title: "Autumn Evening", starts_at: "2027-10-14T18:00", ends_at: "2027-10-14T21:00", "page_rsvp-livingspace": "on" }),
        "ana@helios.example",
      );
      const quiet = await saveEvent(store, undefined, event({ title: "Quiet Day", starts_at: "2027-06-01T10:00", ends_at: "2027-06-01T16:00" }), "ana@helios.example");
      await setDeleted(store, "event", quiet.id, true, { actor: "ana@helios.example", now: T0 });

      await submit(store, "rsvp", { guests: 2 }, { event: item(spring) });
      // Another guest: an event takes one reply per email.
      await submit(store, "rsvp-cosentino", { guests: 2, email: "bo@example.com" }, { event: item(spring) });
      await submit(store, "rsvp-cosentino", { guests: 9 }, { event: item(spring), spam: true });
      const handled = await submit(store, "rsvp-livingspace", { guests: 5 }, { event: item(autumn) });
      await setSubmissionStatus(store, handled.id, "handled", "ana@helios.example");
      await submit(store, "rsvp", { guests: 4 });
      await submit(store, "rsvp", { guests: undefined });
      await submit(store, "contact");
      await setDeleted(store, "event", autumn.id, true, { actor: "ana@helios.example", now: T0 + 1000 });

      const overview = await rsvpOverview(store, Date.UTC(2027, 0, 1));
      // Latest first; a deleted event with RSVPs stays, one without is left out; RSVPs without an event come last.
      expect(overview.groups.map((group) => [group.event?.title ?? null, group.event?.deleted ?? null])).toEqual([
        ["Autumn Evening", true],
        ["Spring Open House", false],
        [null, null],
      ]);
      const [, springGroup, older] = overview.groups;
      expect(springGroup!.event).toMatchObject({ capacity: 3, state: "upcoming", confirmedGuests: 2, waitlistGuests: 2 });
      expect(springGroup!.rsvps.total).toEqual({ replies: 2, newReplies: 2, confirmedGuests: 2, waitlistGuests: 2, waitlistReplies: 1 });
      expect(springGroup!.rsvps.pages).toEqual([
        { formId: "rsvp", label: "RSVP", replies: 1, newReplies: 1, confirmedGuests: 2, waitlistGuests: 0, waitlistReplies: 0 },
        { formId: "rsvp-cosentino", label: "RSVP (Cosentino)", replies: 1, newReplies: 1, confirmedGuests: 0, waitlistGuests: 2, waitlistReplies: 1 },
      ]);
      expect(overview.groups[0]!.rsvps.pages).toEqual([
        { formId: "rsvp-livingspace", label: "RSVP (Living Space)", replies: 1, newReplies: 0, confirmedGuests: 5, waitlistGuests: 0, waitlistReplies: 0 },
      ]);
      // A reply without a guest count is one guest.
      expect(older!.rsvps.total).toEqual({ replies: 2, newReplies: 2, confirmedGuests: 5, waitlistGuests: 0, waitlistReplies: 0 });
      expect(overview.total).toEqual({ replies: 5, newReplies: 4, confirmedGuests: 12, waitlistGuests: 2, waitlistReplies: 1 });

      // The inbox and the export narrow to one event's RSVPs.
      expect((await listSubmissions(store, { event: spring.id, page: 1 })).total).toBe(2);
      expect((await listSubmissions(store, { event: spring.id, status: "spam", page: 1 })).total).toBe(1);
      expect((await listSubmissions(store, { event: "none", page: 1 })).rows.map((row) => row.guests ?? 0).sort()).toEqual([0, 4]);

      // The events list: ahead first, the deleted ones apart, with guests counted the same way.
      const list = await eventsForStaff(store, Date.UTC(2027, 0, 1));
      expect(list.events.map((line) => [line.title, line.confirmedGuests, line.waitlistGuests, line.pages.map((page) => page.page)])).toEqual([
        ["Spring Open House", 2, 2, ["rsvp", "rsvp-cosentino"]],
      ]);
      expect(list.deleted.map((line) => line.title)).toEqual(["Autumn Evening", "Quiet Day"]);
    });

    it("exports every row of a filter in batches, newest first, even rows sharing a time", async () => {
      const store = await testStore.open();
      const count = EXPORT_BATCH_SIZE + 7;
      const rows = Array.from({ length: count }, (_, i) => ({
        id: `id-${String(i).padStart(4, "0")}`,
        kind: "rsvp" as const,
        form_id: "rsvp",
        created_at: T0 + Math.floor(i / 3),
        first_name: `G${i}`,
        last_name: "X",
        email: "g@example.com",
        phone: "6045550000",
        message: null,
        how_did_you_hear: null,
        company: null,
        guests: 1,
        handled_at: null,
        handled_by: null,
        client_hash: "c",
        user_agent: null,
      }));
      for (let i = 0; i < rows.length; i += 100) await store.db.insertInto("submissions").values(rows.slice(i, i + 100)).execute();
      await submit(store, "contact");
      const exported: string[] = [];
      for await (const row of exportSubmissions(store, { kind: "rsvp" })) exported.push(row.id);
      expect(exported).toHaveLength(count);
      expect(new Set(exported).size).toBe(count);
      expect(exported[0]).toBe(`id-${String(count - 1).padStart(4, "0")}`);
      expect(exported.at(-1)).toBe("id-0000");
    });
  });
});
