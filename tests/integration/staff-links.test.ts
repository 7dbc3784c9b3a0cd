import { describe, expect, it, vi } from "vitest";
import { shippedSettings } from "#app/content/settings";
import { createRateLimiter } from "#app/lib/server/leads/rate-limit.server";
import type { Store } from "#app/lib/server/platform/database.server";
import { lowerHashCostForTests, verifyPassword } from "#app/lib/server/platform/password-hash.server";
import type { AppServices } from "#app/lib/server/platform/services.server";
import { createSession, listSessions } from "#app/lib/server/staff/sessions.server";
import { CLOSED_LINK, FORGOT_SENT, FORGOT_THROTTLED } from "#app/lib/admin/staff-link-messages";
import {
  acceptInvitation,
  FORGOT_PER_ACCOUNT,
  FORGOT_PER_CLIENT,
  FORGOT_WINDOW_SECONDS,
  forgotPassword,
  resetWithLink,
  sendInvitation,
} from "#app/lib/server/staff/staff-link-actions.server";
import {
  checkLink,
  INVITATION_TTL_MS,
  issueInvitation,
  issueReset,
  LINK_RETENTION_MS,
  linkTokenHash,
  listInvitations,
  MAX_PENDING_INVITATIONS,
  RESET_TTL_MS,
  resendInvitation,
  revokeInvitation,
  sweepStaffLinks,
  type LinkMail,
} from "#app/lib/server/staff/staff-links.server";
import type { Staff } from "#app/lib/server/staff/auth.server";
import { createUser, findUserByEmail, removeUser } from "#app/lib/server/staff/users.server";
import { staffServicesOf } from "./support/staff-services";
import { DIALECTS, useTestStore } from "./support/test-stores";

/**
 * The staff links (decision 064): invitations and password reset links, one use each, expiring, revocable and under a
 * quota, on SQLite and PostgreSQL. Expiry is tested with the `now` each function takes, not by waiting.
 */
lowerHashCostForTests(2 ** 14);

const SITE_URL = "https://www.helios-windows.example";
const PASSWORD = "correct horse battery";
const NEW_PASSWORD = "a new passphrase for staff";
const T0 = Date.UTC(2026, 10, 2, 18);
const HASHING = { timeout: 60_000 };

function servicesOf(store: Store): AppServices {
  return staffServicesOf(store, SITE_URL, {
    wakeOutbox: vi.fn(),
    content: { current: () => ({ settings: shippedSettings }) },
    staffLinkLimits: {
      client: createRateLimiter(null, { keyPrefix: "forgot-client", points: FORGOT_PER_CLIENT, durationSeconds: FORGOT_WINDOW_SECONDS }),
      account: createRateLimiter(null, { keyPrefix: "forgot-account", points: FORGOT_PER_ACCOUNT, durationSeconds: FORGOT_WINDOW_SECONDS }),
    },
  });
}

/** The mail of a link, for the store functions called directly: its token in the body, as the real mails have. */
const plainMail: LinkMail = (token, link) => ({
  id: `mail-${link.id}-${token.slice(0, 6)}`,
  submission_id: null,
  kind: "email",
  recipient: link.email,
  reply_to: null,
  subject: "A link",
  body: `Your link: ${token}`,
  // A link sent again keeps its created_at: its expiry tells the mails apart.
  created_at: link.expires_at,
  next_attempt_at: link.created_at,
});

async function mails(store: Store) {
  return store.db.selectFrom("outbox").selectAll().orderBy("created_at").orderBy("id").execute();
}

/** The token in the last mail to `to` (from the address of the link). */
async function lastToken(store: Store, to: string): Promise<string> {
  const rows = (await mails(store)).filter((row) => row.recipient === to);
  const match = /\/(?:invitation|reset-password)\/([A-Za-z0-9_-]{43})\b|Your link: ([A-Za-z0-9_-]{43})/.exec(rows.at(-1)?.body ?? "");
  return (match?.[1] ?? match?.[2])!;
}

async function owner(store: Store): Promise<Staff> {
  const user = await createUser(store, "owner@helios.example", PASSWORD, { role: "owner", name: "Olive Owner", now: T0 });
  return { id: "session", userId: user.id, email: user.email, role: "owner", name: "Olive Owner", secondFactor: false, expiresAt: T0 + 1, lastSeenAt: T0 };
}

describe.each(DIALECTS)("staff links on $dialect", ({ dialect }) => {
  const testStore = useTestStore(dialect);

  describe("invitations", () => {
    it("mails a link stored only as its hash, which makes the account once, then says it was used", HASHING, async () => {
      const store = await testStore.open();
      const services = servicesOf(store);
      const staff = await owner(store);
      const sent = await sendInvitation(services, staff, { email: " Sam@Helios.Example ", name: "Sam Sales", role: "sales" }, T0);
      expect(sent.ok).toBe(true);
      expect(services.wakeOutbox).toHaveBeenCalled();
      const [mail] = await mails(store);
      expect(mail).toMatchObject({ recipient: "sam@helios.example", subject: "Your invitation to the Helios Windows & Doors staff pages" });
      expect(mail!.body).toContain("Olive Owner invites you");
      expect(mail!.body).toContain(`${SITE_URL}/admin/invitation/`);
      const token = await lastToken(store, "sam@helios.example");
      const [row] = await store.db.selectFrom("staff_links").selectAll().execute();
      expect(row!.token_hash).toBe(linkTokenHash(token));
      expect(JSON.stringify(row)).not.toContain(token);

      const origin = { clientIp: "192.0.2.1", userAgent: "Mozilla/5.0 (Windows NT 10.0) Firefox/140.0" };
      const accepted = await acceptInvitation(services, token, { display_name: "Sam  Seller", new_password: NEW_PASSWORD, new_password_again: NEW_PASSWORD }, origin, T0 + 60_000);
      expect(accepted).toMatchObject({ ok: true, to: "/admin/submissions" });
      const user = await findUserByEmail(store, "sam@helios.example");
      expect(user).toMatchObject({ role: "sales", display_name: "Sam Seller" });
      expect(await verifyPassword(NEW_PASSWORD, user!.password_hash)).toBe(true);
      expect(await listSessions(store, user!.id, T0 + 60_000)).toHaveLength(1);

      const again = await acceptInvitation(services, token, { display_name: "Mallory", new_password: "another password here", new_password_again: "another password here" }, origin, T0 + 120_000);
      expect(again).toMatchObject({ ok: false, closed: { status: 410, message: CLOSED_LINK.invitation.used } });
      expect(await listInvitations(store)).toEqual([]);
    });

    it("only one of two posts of the same link makes the account", HASHING, async () => {
      const store = await testStore.open();
      const services = servicesOf(store);
      await sendInvitation(services, await owner(store), { email: "twice@helios.example", name: "Twice", role: "editor" }, T0);
      const token = await lastToken(store, "twice@helios.example");
      const fields = { display_name: "Twice", new_password: NEW_PASSWORD, new_password_again: NEW_PASSWORD };
      const results = await Promise.all([acceptInvitation(services, token, fields, {}, T0 + 1), acceptInvitation(services, token, fields, {}, T0 + 1)]);
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      expect(results.find((result) => !result.ok)).toMatchObject({ closed: { message: CLOSED_LINK.invitation.used } });
    });

    it("is refused for an email that has an account, and a new one replaces an earlier one to the same email", async () => {
      const store = await testStore.open();
      await createUser(store, "taken@helios.example", PASSWORD, { now: T0 });
      const invitation = { role: "editor" as const, name: "Eddie", by: "owner@helios.example" };
      expect(await issueInvitation(store, { ...invitation, email: "TAKEN@helios.example" }, plainMail, T0)).toEqual({ ok: false, reason: "account-exists" });
      const first = await issueInvitation(store, { ...invitation, email: "eddie@helios.example" }, plainMail, T0);
      const firstToken = await lastToken(store, "eddie@helios.example");
      const second = await issueInvitation(store, { ...invitation, email: "eddie@helios.example", role: "sales" }, plainMail, T0 + 1000);
      expect(first.ok && second.ok).toBe(true);
      expect((await checkLink(store.db, "invitation", firstToken, T0 + 2000)).state).toBe("revoked");
      expect((await listInvitations(store)).map((row) => row.role)).toEqual(["sales"]);
      // A reset link is not an invitation, nor the other way round.
      expect((await checkLink(store.db, "reset", await lastToken(store, "eddie@helios.example"), T0 + 2000)).state).toBe("unknown");
    });

    it("expires after 72 hours; sent again it has a new link for another 72 hours, and the earlier link no longer works", async () => {
      const store = await testStore.open();
      await issueInvitation(store, { email: "late@helios.example", role: "sales", name: "Late", by: "owner@helios.example" }, plainMail, T0);
      const token = await lastToken(store, "late@helios.example");
      expect((await checkLink(store.db, "invitation", token, T0 + INVITATION_TTL_MS - 1)).state).toBe("open");
      expect((await checkLink(store.db, "invitation", token, T0 + INVITATION_TTL_MS)).state).toBe("expired");
      const [listed] = await listInvitations(store);
      const resent = await resendInvitation(store, listed!.id, plainMail, T0 + INVITATION_TTL_MS + 10);
      expect(resent?.ok).toBe(true);
      const newToken = await lastToken(store, "late@helios.example");
      expect(newToken).not.toBe(token);
      expect((await checkLink(store.db, "invitation", token, T0 + INVITATION_TTL_MS + 20)).state).toBe("unknown");
      expect((await checkLink(store.db, "invitation", newToken, T0 + 2 * INVITATION_TTL_MS)).state).toBe("open");
    });

    it("is revoked by an owner: its link says so, and it can no longer be sent again", async () => {
      const store = await testStore.open();
      const { link } = (await issueInvitation(store, { email: "gone@helios.example", role: "sales", name: "Gone", by: "owner@helios.example" }, plainMail, T0)) as { link: { id: string } };
      const token = await lastToken(store, "gone@helios.example");
      expect(await revokeInvitation(store, link.id, T0 + 1)).toBe(true);
      expect(await revokeInvitation(store, link.id, T0 + 2)).toBe(false);
      expect((await checkLink(store.db, "invitation", token, T0 + 3)).state).toBe("revoked");
      expect(await resendInvitation(store, link.id, plainMail, T0 + 4)).toBeUndefined();
      expect(await listInvitations(store)).toEqual([]);
    });

    it(`keeps at most ${MAX_PENDING_INVITATIONS} waiting; an expired one leaves room`, async () => {
      const store = await testStore.open();
      const invite = (n: number, now: number) => issueInvitation(store, { email: `person${n}@helios.example`, role: "sales", name: `Person ${n}`, by: "owner@helios.example" }, plainMail, now);
      await invite(0, T0 - INVITATION_TTL_MS);
      for (let n = 1; n < MAX_PENDING_INVITATIONS; n++) expect((await invite(n, T0)).ok).toBe(true);
      expect((await invite(MAX_PENDING_INVITATIONS, T0)).ok).toBe(true);
      expect(await invite(MAX_PENDING_INVITATIONS + 1, T0)).toEqual({ ok: false, reason: "quota" });
      // The expired one sent again would make one too many.
      const expired = (await listInvitations(store)).find((row) => row.email === "person0@helios.example")!;
      expect(await resendInvitation(store, expired.id, plainMail, T0)).toEqual({ ok: false, reason: "quota" });
    });
  });

  describe("password reset links", () => {
    it("answer the same for an address with an account and one without, and mail only the account", async () => {
      const store = await testStore.open();
      const services = servicesOf(store);
      await createUser(store, "staff@helios.example", PASSWORD, { now: T0 });
      const known = await forgotPassword(services, { email: "Staff@helios.example" }, { clientIp: "192.0.2.1" }, T0);
      const unknown = await forgotPassword(services, { email: "nobody@helios.example" }, { clientIp: "192.0.2.2" }, T0);
      expect(known).toEqual({ status: 200, message: FORGOT_SENT, errors: {} });
      expect(unknown).toEqual(known);
      const sent = await mails(store);
      expect(sent.map((row) => row.recipient)).toEqual(["staff@helios.example"]);
      expect(sent[0]!.subject).toBe("Set a new password for the Helios Windows & Doors staff pages");
      expect(sent[0]!.body).toContain(`${SITE_URL}/admin/reset-password/`);
    });

    it("give a removed account no link", async () => {
      const store = await testStore.open();
      const services = servicesOf(store);
      const staff = await owner(store);
      const leaving = await createUser(store, "leaving@helios.example", PASSWORD, { role: "sales", now: T0 });
      expect(await removeUser(store, { targetId: leaving.id, actor: { id: staff.userId, email: staff.email } }, T0)).toBe("removed");
      expect(await forgotPassword(services, { email: "leaving@helios.example" }, { clientIp: "192.0.2.1" }, T0)).toMatchObject({ status: 200, message: FORGOT_SENT });
      expect(await mails(store)).toEqual([]);
    });

    it(`are throttled per address (${FORGOT_PER_ACCOUNT} an hour), known or not, and per client`, async () => {
      const store = await testStore.open();
      const services = servicesOf(store);
      await createUser(store, "staff@helios.example", PASSWORD, { now: T0 });
      for (const email of ["staff@helios.example", "nobody@helios.example"]) {
        // The answer's floor (FORGOT_ANSWER_MS) is the other test's: this one asks without it.
        for (let n = 0; n < FORGOT_PER_ACCOUNT; n++) expect((await forgotPassword(services, { email }, { clientIp: `198.51.100.${n}` }, T0, 0)).status).toBe(200);
        expect(await forgotPassword(services, { email }, { clientIp: "198.51.100.99" }, T0, 0)).toMatchObject({ status: 429, message: FORGOT_THROTTLED });
      }
      const client = { clientIp: "203.0.113.7" };
      const answers = [];
      for (let n = 0; n < 6; n++) answers.push((await forgotPassword(services, { email: `someone${n}@helios.example` }, client, T0, 0)).status);
      expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
      // One link per account at a time: the later requests replaced the earlier.
      expect(await store.db.selectFrom("staff_links").select("id").where("revoked_at", "is", null).execute()).toHaveLength(1);
    });

    it("set the password once, end every session, mail the account that it changed and sign this browser in", HASHING, async () => {
      const store = await testStore.open();
      const services = servicesOf(store);
      const user = await createUser(store, "staff@helios.example", PASSWORD, { role: "editor", now: T0 });
      await createSession(store, user.id, T0);
      await createSession(store, user.id, T0);
      await forgotPassword(services, { email: "staff@helios.example" }, { clientIp: "192.0.2.1" }, T0);
      const token = await lastToken(store, "staff@helios.example");
      const origin = { clientIp: "192.0.2.1", userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605 Version/18.0 Safari/605" };
      const fields = { new_password: NEW_PASSWORD, new_password_again: NEW_PASSWORD };
      const mismatch = await resetWithLink(services, token, { ...fields, new_password_again: "something else entirely" }, origin, T0 + 60_000);
      expect(mismatch).toMatchObject({ ok: false, status: 422, errors: { new_password_again: "The two passwords are not the same." } });
      const done = await resetWithLink(services, token, fields, origin, T0 + 60_000);
      expect(done).toMatchObject({ ok: true, to: "/admin/products" });
      const after = await findUserByEmail(store, "staff@helios.example");
      expect(await verifyPassword(NEW_PASSWORD, after!.password_hash)).toBe(true);
      // The two earlier sessions ended; the one left is this browser's, just made.
      const sessions = await listSessions(store, user.id, T0 + 60_000);
      expect(sessions).toHaveLength(1);
      expect(sessions[0]).toMatchObject({ createdAt: T0 + 60_000, browser: "Safari on macOS" });
      const notice = (await mails(store)).at(-1)!;
      expect(notice).toMatchObject({ recipient: "staff@helios.example", subject: "Your password for the Helios Windows & Doors staff pages was changed" });
      expect(notice.body).toContain("Browser: Safari on macOS");
      expect(notice.body).toContain(`Network: code ${sessions[0]!.clientHash!.slice(0, 6)}`);
      expect(notice.body).not.toContain("192.0.2.1");
      expect(await resetWithLink(services, token, fields, origin, T0 + 120_000)).toMatchObject({ ok: false, closed: { message: CLOSED_LINK.reset.used } });
    });

    it("expire after 30 minutes, and a newer link replaces an older one", async () => {
      const store = await testStore.open();
      const user = await createUser(store, "staff@helios.example", PASSWORD, { now: T0 });
      await issueReset(store, user, plainMail, T0);
      const first = await lastToken(store, user.email);
      expect((await checkLink(store.db, "reset", first, T0 + RESET_TTL_MS - 1)).state).toBe("open");
      expect((await checkLink(store.db, "reset", first, T0 + RESET_TTL_MS)).state).toBe("expired");
      await issueReset(store, user, plainMail, T0 + 1000);
      const second = await lastToken(store, user.email);
      expect((await checkLink(store.db, "reset", first, T0 + 2000)).state).toBe("revoked");
      expect((await checkLink(store.db, "reset", second, T0 + 2000)).state).toBe("open");
      const services = servicesOf(store);
      const late = await resetWithLink(services, second, { new_password: NEW_PASSWORD, new_password_again: NEW_PASSWORD }, {}, T0 + 1000 + RESET_TTL_MS);
      expect(late).toMatchObject({ ok: false, closed: { status: 410, message: CLOSED_LINK.reset.expired } });
    });

    it("do not work for an account removed after the link was sent", HASHING, async () => {
      const store = await testStore.open();
      const staff = await owner(store);
      const user = await createUser(store, "leaving@helios.example", PASSWORD, { now: T0 });
      await issueReset(store, user, plainMail, T0);
      const token = await lastToken(store, user.email);
      await removeUser(store, { targetId: user.id, actor: { id: staff.userId, email: staff.email } }, T0 + 1);
      const refused = await resetWithLink(servicesOf(store), token, { new_password: NEW_PASSWORD, new_password_again: NEW_PASSWORD }, {}, T0 + 2);
      expect(refused).toMatchObject({ ok: false, status: 410, message: expect.stringContaining("This account was removed") });
      // Taken back: nothing changed, the link itself was not used.
      expect((await checkLink(store.db, "reset", token, T0 + 3)).state).toBe("open");
    });
  });

  it("deletes links some days after they stopped working", async () => {
    const store = await testStore.open();
    const user = await createUser(store, "staff@helios.example", PASSWORD, { now: T0 });
    await issueReset(store, user, plainMail, T0);
    await issueInvitation(store, { email: "new@helios.example", role: "sales", name: "New", by: "owner@helios.example" }, plainMail, T0);
    expect(await sweepStaffLinks(store, T0 + RESET_TTL_MS + LINK_RETENTION_MS - 1)).toBe(0);
    expect(await sweepStaffLinks(store, T0 + RESET_TTL_MS + LINK_RETENTION_MS + 1)).toBe(1);
    expect(await sweepStaffLinks(store, T0 + INVITATION_TTL_MS + LINK_RETENTION_MS + 1)).toBe(1);
  });
});
