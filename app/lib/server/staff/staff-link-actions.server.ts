import { setTimeout as sleep } from "node:timers/promises";
import type { z } from "zod";
import { CLOSED_LINK, FORGOT_SENT, FORGOT_THROTTLED, SIGN_IN_INSTEAD } from "#app/lib/admin/staff-link-messages";
import { ROLE_HOME, ROLE_NAMES, type StaffRole } from "#app/lib/admin/staff-roles";
import { fieldErrors, type FieldErrors, type RawFields } from "#app/lib/forms/fields";
import { acceptInvitationSchema, forgotPasswordSchema, resetPasswordSchema } from "#app/lib/forms/staff/link-forms";
import { hashPassword, PasswordHashBusyError } from "../platform/password-hash.server";
import type { AppServices } from "../platform/services.server";
import { NETWORK_CODE_LENGTH } from "./account-page.server";
import { recordAudit } from "../audit/audit-log.server";
import { CODE_PATH, pendingCodeCookie, requestClientHash, secureCookies, type Staff } from "./auth.server";
import { browserSummary } from "./browser-summary.server";
import { accountKey } from "./login-throttle.server";
import { createSession, sessionCookie } from "./sessions.server";
import { emailChangedMail, emailChangeMail, invitationMail, linkUrl, passwordChangedMail, resetMail } from "./staff-link-mails.server";
import {
  checkLink,
  issueEmailChange,
  type EmailChangeOutcome,
  issueInvitation,
  issueReset,
  LinkRefused,
  resendInvitation,
  useLink,
  type InvitationOutcome,
  type LinkCheck,
  type LinkKind,
} from "./staff-links.server";
import { addInvitedUser, findUserByEmail, resetPassword } from "./users.server";

/**
 * What the staff links do (decision 064): an owner sends an invitation; the invited person sets their name and
 * password and is signed in; "Forgot your password?" mails a reset link, and the link sets a new password, ends every
 * session of the account and mails the account that it changed.
 */

/** "Forgot your password?" answers no sooner than this after the post, whether a link was sent or not. */
export const FORGOT_ANSWER_MS = 400;
/**
 * The throttle of "Forgot your password?" (AppServices.staffLinkLimits, made by server/services.ts): requests for a
 * reset link from one client over FORGOT_WINDOW_SECONDS, whatever the addresses.
 */
export const FORGOT_PER_CLIENT = 5;
/** Requests for a reset link for one address (from every client), over FORGOT_WINDOW_SECONDS. */
export const FORGOT_PER_ACCOUNT = 3;
export const FORGOT_WINDOW_SECONDS = 60 * 60;

const BUSY = "The server is busy; please try again in a few seconds.";

export interface LinkRequestOrigin {
  clientIp?: string;
  userAgent?: string | null;
}

// Every function here reads the time from the site's clock (services.content.now()): the real time, which a test
// server's /__test/clock moves, so that a browser test sees a link expire without waiting for it.

/** The owner's invitation, mailed: see issueInvitation. */
export async function sendInvitation(
  services: AppServices,
  staff: Staff,
  invitation: { email: string; name: string; role: StaffRole },
  now = services.content.now(),
): Promise<InvitationOutcome> {
  const company = services.content.current().settings;
  const inviter = staff.name ?? staff.email;
  const outcome = await issueInvitation(
    services.store,
    { ...invitation, by: staff.email },
    (token, link) => invitationMail({ link, url: linkUrl(services.env.SITE_URL, "invitation", token), inviter, company, now }),
    now,
  );
  if (outcome.ok) services.wakeOutbox();
  return outcome;
}

/** An invitation sent again, with a new link: see resendInvitation. */
export async function sendInvitationAgain(services: AppServices, staff: Staff, id: string, now = services.content.now()): Promise<InvitationOutcome | undefined> {
  const company = services.content.current().settings;
  const inviter = staff.name ?? staff.email;
  const outcome = await resendInvitation(
    services.store,
    id,
    (token, link) => invitationMail({ link, url: linkUrl(services.env.SITE_URL, "invitation", token), inviter, company, now }),
    now,
  );
  if (outcome?.ok) services.wakeOutbox();
  return outcome;
}

export interface LinkAnswer {
  status: number;
  message: string;
  errors: FieldErrors;
  retryAfterSeconds?: number;
}

/**
 * "Forgot your password?": mails a reset link when the address is an active account's, and answers FORGOT_SENT either
 * way, no sooner than FORGOT_ANSWER_MS after the post (looking the account up, issuing the link and queueing its mail
 * take place within it). Throttled per client and per typed address (pseudonymised), which is counted whether an
 * account has it or not, so a refusal says nothing about an account either.
 */
export async function forgotPassword(
  services: AppServices,
  fields: RawFields,
  origin: LinkRequestOrigin,
  now = services.content.now(),
  /** The soonest the answer comes, whatever happened (a test of the throttle alone may give 0). */
  answerAfterMs = FORGOT_ANSWER_MS,
): Promise<LinkAnswer> {
  const started = performance.now();
  const parsed = forgotPasswordSchema.safeParse(fields);
  if (!parsed.success) return { status: 422, message: "No link was sent.", errors: fieldErrors(parsed.error) };
  const { email } = parsed.data;
  const { client, account } = services.staffLinkLimits;
  const byClient = await client.consume(requestClientHash(services, origin.clientIp));
  const byAccount = byClient.allowed ? await account.consume(accountKey(email, services.clientKey)) : byClient;
  if (!byAccount.allowed) return { status: 429, message: FORGOT_THROTTLED, errors: {}, retryAfterSeconds: byAccount.retryAfterSeconds };

  const user = await findUserByEmail(services.store, email);
  if (user) {
    const company = services.content.current().settings;
    const link = await issueReset(
      services.store,
      user,
      (token, row) => resetMail({ link: row, url: linkUrl(services.env.SITE_URL, "reset", token), company, now }),
      now,
    );
    if (link) {
      services.wakeOutbox();
      await recordAudit(services.store.db, { actor: { id: user.id, email: user.email }, action: "password-reset-asked", subject: "a link by email", at: now });
    }
  }
  const left = answerAfterMs - (performance.now() - started);
  if (left > 0) await sleep(left);
  return { status: 200, message: FORGOT_SENT, errors: {} };
}

export type LinkPage =
  | { state: "open"; email: string; role: StaffRole | null; name: string | null }
  | { state: "closed"; message: string; status: 404 | 410 };

function closed(kind: LinkKind, state: Exclude<LinkCheck["state"], "open">): Extract<LinkPage, { state: "closed" }> {
  return { state: "closed", message: CLOSED_LINK[kind][state], status: state === "unknown" ? 404 : 410 };
}

/** What a link's page shows: who it is for, or why it does not work. */
export async function linkPage(services: AppServices, kind: LinkKind, token: string, now = services.content.now()): Promise<LinkPage> {
  const check = await checkLink(services.store.db, kind, token, now);
  if (check.state !== "open") return closed(kind, check.state);
  return { state: "open", email: check.link.email, role: check.link.role, name: check.link.display_name };
}

export type LinkPost =
  | { ok: true; setCookie: string; to: string }
  | { ok: false; closed: Extract<LinkPage, { state: "closed" }> }
  | ({ ok: false; closed?: undefined } & LinkAnswer);

function parse<T extends z.ZodType>(schema: T, fields: RawFields): { data: z.output<T> } | { errors: FieldErrors } {
  const parsed = schema.safeParse(fields);
  return parsed.success ? { data: parsed.data } : { errors: fieldErrors(parsed.error) };
}

/** The new password's hash, or the answer when the server is too busy to make one now. */
async function hashOrBusy(password: string): Promise<{ hash: string } | LinkAnswer> {
  try {
    return { hash: await hashPassword(password) };
  } catch (error) {
    if (!(error instanceof PasswordHashBusyError)) throw error;
    return { status: 503, message: BUSY, errors: {}, retryAfterSeconds: 5 };
  }
}

/**
 * A session for the account that has just set its password, in this browser, and the audit log's entry. An account
 * with a second factor is asked for its code first: a link in a mailbox is not enough to pass it.
 */
async function signedIn(
  services: AppServices,
  user: { id: string; email: string },
  role: StaffRole,
  origin: LinkRequestOrigin,
  now: number,
  action: "invitation-accepted" | "password-reset",
): Promise<LinkPost> {
  const userId = user.id;
  await recordAudit(services.store.db, { actor: { id: user.id, email: user.email }, action, subject: action === "password-reset" ? "their own password" : `${user.email} (${ROLE_NAMES[role]})`, at: now });
  const factor = await services.store.db.selectFrom("users").select("totp_enabled_at").where("id", "=", userId).executeTakeFirst();
  if (factor?.totp_enabled_at != null) return { ok: true, setCookie: pendingCodeCookie(services, userId, now), to: CODE_PATH };
  const session = await createSession(services.store, userId, now, { browser: browserSummary(origin.userAgent), clientHash: requestClientHash(services, origin.clientIp) });
  const setCookie = sessionCookie(session.token, session.expiresAt, { secret: services.sessionSecret, secure: secureCookies(services) }, now);
  return { ok: true, setCookie, to: ROLE_HOME[role] };
}

/** The invited person's name and password: the account is made, the invitation used, and they are signed in. */
export async function acceptInvitation(services: AppServices, token: string, fields: RawFields, origin: LinkRequestOrigin, now = services.content.now()): Promise<LinkPost> {
  const check = await checkLink(services.store.db, "invitation", token, now);
  if (check.state !== "open") return { ok: false, closed: closed("invitation", check.state) };
  const failed = "Your account was not made yet.";
  const parsed = parse(acceptInvitationSchema, fields);
  if ("errors" in parsed) return { ok: false, status: 422, message: failed, errors: parsed.errors };
  const hashed = await hashOrBusy(parsed.data.new_password);
  if (!("hash" in hashed)) return { ok: false, ...hashed };
  const use = await useLink(
    services.store,
    "invitation",
    token,
    async (trx, link) => {
      const user = await addInvitedUser(trx, { email: link.email, passwordHash: hashed.hash, role: link.role ?? "sales", name: parsed.data.display_name }, now);
      if (!user) throw new LinkRefused(`There is already an account for ${link.email}. ${SIGN_IN_INSTEAD}`);
      return user;
    },
    now,
  );
  if (!use.ok) {
    if ("state" in use) return { ok: false, closed: closed("invitation", use.state) };
    return { ok: false, status: 409, message: use.refused, errors: {} };
  }
  return signedIn(services, use.value, use.value.role, origin, now, "invitation-accepted");
}

/**
 * A new password from a reset link: set, every session of the account ended, the account mailed that its password
 * changed (when, from which browser and network) in the same transaction, and this browser signed in.
 */
export async function resetWithLink(services: AppServices, token: string, fields: RawFields, origin: LinkRequestOrigin, now = services.content.now()): Promise<LinkPost> {
  const check = await checkLink(services.store.db, "reset", token, now);
  if (check.state !== "open") return { ok: false, closed: closed("reset", check.state) };
  const parsed = parse(resetPasswordSchema, fields);
  if ("errors" in parsed) return { ok: false, status: 422, message: "Your password was not changed.", errors: parsed.errors };
  const hashed = await hashOrBusy(parsed.data.new_password);
  if (!("hash" in hashed)) return { ok: false, ...hashed };
  const company = services.content.current().settings;
  const from = {
    browser: browserSummary(origin.userAgent),
    network: `code ${requestClientHash(services, origin.clientIp).slice(0, NETWORK_CODE_LENGTH)}`,
  };
  const use = await useLink(
    services.store,
    "reset",
    token,
    async (trx, link) => {
      const user = await trx.selectFrom("users").select(["id", "email", "role"]).where("id", "=", link.user_id ?? "").where("disabled_at", "is", null).executeTakeFirst();
      if (!user || !(await resetPassword(trx, user.id, hashed.hash))) throw new LinkRefused("This account was removed, so its password cannot be set. Ask an owner if you should have access.");
      await trx.insertInto("outbox").values(passwordChangedMail({ to: user.email, from, company, now })).execute();
      return user;
    },
    now,
  );
  if (!use.ok) {
    if ("state" in use) return { ok: false, closed: closed("reset", use.state) };
    return { ok: false, status: 410, message: use.refused, errors: {} };
  }
  services.wakeOutbox();
  return signedIn(services, use.value, use.value.role, origin, now, "password-reset");
}

/**
 * Your account's "Change your email" (its password already checked): a link to the new address, which changes the
 * account's email when opened (confirmEmailChange). Until then the account keeps its address.
 */
export async function requestEmailChange(services: AppServices, staff: Staff, newEmail: string, now = services.content.now()): Promise<EmailChangeOutcome> {
  const company = services.content.current().settings;
  const outcome = await issueEmailChange(
    services.store,
    { id: staff.userId },
    newEmail,
    (token, link) => emailChangeMail({ link, url: linkUrl(services.env.SITE_URL, "email", token), company, now }),
    now,
  );
  if (outcome.ok) {
    services.wakeOutbox();
    await recordAudit(services.store.db, { actor: { id: staff.userId, email: staff.email }, action: "email-change-asked", subject: outcome.link.email, at: now });
  }
  return outcome;
}

export type EmailConfirmation = { ok: true; email: string } | { ok: false; closed: Extract<LinkPage, { state: "closed" }> } | { ok: false; closed?: undefined; status: number; message: string };

/**
 * The new address's link, opened: the account's email becomes it (if no other account took it meanwhile and the
 * account was not removed), and the old address is told, in one transaction with the link's use. Sessions go on: the
 * person is who they were; they sign in with the new address from now on.
 */
export async function confirmEmailChange(services: AppServices, token: string, now = services.content.now()): Promise<EmailConfirmation> {
  const company = services.content.current().settings;
  const use = await useLink(
    services.store,
    "email",
    token,
    async (trx, link) => {
      const user = await trx.selectFrom("users").select(["id", "email"]).where("id", "=", link.user_id ?? "").where("disabled_at", "is", null).executeTakeFirst();
      if (!user) throw new LinkRefused("This account was removed, so its email cannot be changed. Ask an owner if you should have access.");
      const taken = await trx.selectFrom("users").select("id").where("email", "=", link.email).where("id", "!=", user.id).executeTakeFirst();
      if (taken) throw new LinkRefused(`Another staff account uses ${link.email} now, so it cannot be this account's too. Ask an owner.`);
      await trx.updateTable("users").set({ email: link.email }).where("id", "=", user.id).execute();
      await trx.insertInto("outbox").values(emailChangedMail({ to: user.email, newEmail: link.email, company, now })).execute();
      return user;
    },
    now,
  );
  if (!use.ok) {
    if ("state" in use) return { ok: false, closed: closed("email", use.state) };
    return { ok: false, status: 409, message: use.refused };
  }
  services.wakeOutbox();
  await recordAudit(services.store.db, { actor: { id: use.value.id, email: use.link.email }, action: "email-changed", subject: `${use.value.email} → ${use.link.email}`, at: now });
  return { ok: true, email: use.link.email };
}
