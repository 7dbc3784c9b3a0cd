import type { z } from "zod";
import { fieldErrors, type FieldErrors, type RawFields } from "#app/lib/forms/fields";
import type { AuditAction } from "#app/lib/admin/audit";
import { ROLE_NAMES } from "#app/lib/admin/staff-roles";
import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import {
  addPasskeySchema,
  BY_PASSKEY,
  changeEmailSchema,
  changePasswordSchema,
  MAX_PASSKEYS_PER_ACCOUNT,
  removePasskeySchema,
  renamePasskeySchema,
  changeRoleSchema,
  confirmSecondFactorSchema,
  displayNameSchema,
  removeAccountSchema,
  secondFactorPasswordSchema,
  secondFactorPolicySchema,
} from "#app/lib/forms/staff/account-forms";
import { setSecondFactorRoles } from "./staff-policy.server";
import { inviteSchema } from "#app/lib/forms/staff/link-forms";
import { confirmSecondFactor, removeSecondFactor, renewRecoveryCodes, startSecondFactor } from "./second-factor.server";
import type { AppServices } from "../platform/services.server";
import { refusal, type Staff } from "./auth.server";
import { checkPassword } from "./password-check.server";
import { deleteOtherSessions, deleteUserSession } from "./sessions.server";
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import {
  addPasskey,
  authenticationOptions,
  checkPasskey,
  countPasskeys,
  parseCredential,
  registrationOptions,
  relyingParty,
  removePasskey,
  renamePasskey,
} from "./passkeys.server";
import {
  ceremonyCookie,
  clearedCeremonyCookie,
  confirmationCookie,
  confirmedUntil,
  PASSKEY_CONFIRMATION_TTL_MS,
  readCeremony,
} from "./passkey-cookie.server";
import { recordAudit } from "../audit/audit-log.server";
import { requestEmailChange, sendInvitation, sendInvitationAgain } from "./staff-link-actions.server";
import { MAX_PENDING_INVITATIONS, revokeInvitation } from "./staff-links.server";
import { findUserById, removeUser, setDisplayName, setPassword, setRole } from "./users.server";

/** The forms of Your account (password, name, sessions, second factor) and Accounts (invite, invitations, role, remove), by the `intent` each posts. */
export type AccountForm = "password" | "email" | "name" | "sessions" | "factor" | "passkey" | "confirm" | "invite" | "invitations" | "role" | "remove" | "policy";

export interface AccountResult {
  form: AccountForm;
  ok: boolean;
  message: string;
  errors: FieldErrors;
  /** What was typed into a form's non-secret fields, kept after an error (never a password). */
  values?: Record<string, string>;
  /** New recovery codes, shown this once (only their hashes are kept). */
  recoveryCodes?: string[];
  /**
   * The options the browser makes a new passkey with (its password was right), as JSON text (the library's own
   * format); the page's script goes on with them.
   */
  passkeyOptions?: string;
  /** The passkey a rename or a removal was about, so that its row shows the outcome. */
  passkeyId?: string;
}

export interface AccountAnswer {
  result: AccountResult;
  status: number;
  retryAfterSeconds?: number;
  /** Cookies to set with the answer (a passkey's challenge, a confirmation with a passkey). */
  setCookies?: string[];
}

interface ActionInput {
  /** The post itself: a passkey's registration reads its challenge's cookie (Your account passes it). */
  request?: Request;
  services: AppServices;
  staff: Staff;
  clientIp?: string;
  fields: RawFields;
}

/** The audit log's entry for what the staff member did on these pages. */
const audit = (input: ActionInput, action: AuditAction, subject: string) =>
  recordAudit(input.services.store.db, { actor: { id: input.staff.userId, email: input.staff.email }, action, subject, link: "/admin/accounts" });

const answer = (result: AccountResult, status = result.ok ? 200 : 422, retryAfterSeconds?: number): AccountAnswer => ({ result, status, retryAfterSeconds });
const text = (value: unknown) => (typeof value === "string" ? value : "");

function parse<T extends z.ZodType>(schema: T, fields: RawFields): { data: z.output<T> } | { errors: FieldErrors } {
  const parsed = schema.safeParse(fields);
  return parsed.success ? { data: parsed.data } : { errors: fieldErrors(parsed.error) };
}

/** The answer when a form says a passkey confirmed it and the confirmation is gone (its minutes ran out). */
const CONFIRMATION_RAN_OUT = `Your confirmation with a passkey lasts ${PASSKEY_CONFIRMATION_TTL_MS / 60_000} minutes and ran out: confirm again, or reload the page to enter your password.`;

/**
 * The staff member's own password, asked for again: checked like a sign-in (same throttle, same timing). Undefined
 * when right; otherwise the answer to send, with the message by the password field. On Your account (`byPasskey`),
 * a form sent after a confirmation with a passkey (decision 067) needs no password: the confirmation of this session
 * is checked instead.
 */
async function confirmOwnPassword(
  input: ActionInput,
  password: string,
  form: AccountForm,
  field: string,
  failed: string,
  values?: Record<string, string>,
  byPasskey = false,
): Promise<AccountAnswer | undefined> {
  if (byPasskey && text(input.fields[BY_PASSKEY]) === "1") {
    if (input.request && confirmedUntil(input.request, input.services, input.staff.id) !== undefined) return undefined;
    return answer({ form, ok: false, message: CONFIRMATION_RAN_OUT, errors: {}, values }, 401);
  }
  const check = await checkPassword(input.services, { email: input.staff.email, password, clientIp: input.clientIp });
  if (check.ok && check.user.id === input.staff.userId) return undefined;
  if (!check.ok && check.reason !== "wrong") {
    const { status, message, retryAfterSeconds } = refusal(check);
    return answer({ form, ok: false, message, errors: {}, values }, status, retryAfterSeconds);
  }
  const wrong = field === "current_password" ? "This is not your current password." : "This is not your password.";
  return answer({ form, ok: false, message: failed, errors: { [field]: wrong }, values });
}

async function changePassword(input: ActionInput): Promise<AccountAnswer> {
  const failed = "The password was not changed.";
  const parsed = parse(changePasswordSchema, input.fields);
  if ("errors" in parsed) return answer({ form: "password", ok: false, message: failed, errors: parsed.errors });
  const refused = await confirmOwnPassword(input, parsed.data.current_password, "password", "current_password", failed, undefined, true);
  if (refused) return refused;
  await setPassword(input.services.store, input.staff.userId, parsed.data.new_password);
  await deleteOtherSessions(input.services.store, input.staff.userId, input.staff.id);
  await audit(input, "password-changed", "Their own account");
  return answer({ form: "password", ok: true, message: "Your password has been changed. Any other sessions of yours were signed out.", errors: {} });
}

/**
 * A new email for one's own account: the password (or a passkey's confirmation) first, then a link to the new address;
 * the email changes only when the link is opened, so a typo or a stolen session cannot move the account to an address
 * its owner does not read.
 */
async function changeEmail(input: ActionInput): Promise<AccountAnswer> {
  const failed = "Your email was not changed.";
  const values = { new_email: text(input.fields.new_email).trim().slice(0, 254) };
  const parsed = parse(changeEmailSchema, input.fields);
  if ("errors" in parsed) return answer({ form: "email", ok: false, message: failed, errors: parsed.errors, values });
  if (parsed.data.new_email === input.staff.email) {
    return answer({ form: "email", ok: false, message: failed, errors: { new_email: "This is already your email." }, values });
  }
  const refused = await confirmOwnPassword(input, parsed.data.email_your_password, "email", "email_your_password", failed, values, true);
  if (refused) return refused;
  const outcome = await requestEmailChange(input.services, input.staff, parsed.data.new_email);
  if (outcome.ok) {
    return answer({
      form: "email",
      ok: true,
      message: `A link is on its way to ${outcome.link.email}. Your email changes when you open it, within an hour; until then you sign in with ${input.staff.email}.`,
      errors: {},
    });
  }
  if (outcome.reason === "account-exists") {
    return answer({ form: "email", ok: false, message: failed, errors: { new_email: "Another staff account uses this address." }, values });
  }
  return answer({ form: "email", ok: false, message: "Too many changes of email are waiting to be confirmed: please try again later.", errors: {}, values }, 409);
}

async function invite(input: ActionInput): Promise<AccountAnswer> {
  const failed = "No invitation was sent.";
  const values = {
    email: text(input.fields.email).trim().slice(0, 254),
    invite_name: text(input.fields.invite_name).slice(0, 200),
    invite_role: text(input.fields.invite_role).slice(0, 20),
  };
  const parsed = parse(inviteSchema, input.fields);
  if ("errors" in parsed) return answer({ form: "invite", ok: false, message: failed, errors: parsed.errors, values });
  const refused = await confirmOwnPassword(input, parsed.data.invite_your_password, "invite", "invite_your_password", failed, values);
  if (refused) return refused;
  const { email, invite_name, invite_role } = parsed.data;
  const outcome = await sendInvitation(input.services, input.staff, { email, name: invite_name, role: invite_role });
  if (outcome.ok) {
    await audit(input, "invitation-sent", `${outcome.link.email} (${ROLE_NAMES[invite_role]})`);
    return answer({
      form: "invite",
      ok: true,
      message: `Invitation sent to ${outcome.link.email} (${ROLE_NAMES[invite_role]}). Their link works once, for 72 hours.`,
      errors: {},
    });
  }
  if (outcome.reason === "account-exists") return answer({ form: "invite", ok: false, message: failed, errors: { email: `There is already an account for ${email}.` }, values });
  return answer({ form: "invite", ok: false, message: TOO_MANY_INVITATIONS, errors: {}, values }, 409);
}

const TOO_MANY_INVITATIONS = `${MAX_PENDING_INVITATIONS} invitations are already waiting: revoke some, or wait until they are accepted or expire.`;

/** Resend or revoke one of the invitations listed (no password asked: neither gives anyone more than was given). */
async function invitations(input: ActionInput): Promise<AccountAnswer> {
  const id = text(input.fields.invitation).slice(0, 100);
  const gone = "That invitation was already accepted or revoked.";
  if (text(input.fields.invitation_action) === "revoke") {
    if (!(await revokeInvitation(input.services.store, id))) return answer({ form: "invitations", ok: false, message: gone, errors: {} }, 404);
    await audit(input, "invitation-revoked", `Invitation ${id}`);
    return answer({ form: "invitations", ok: true, message: "The invitation was revoked: its link no longer works.", errors: {} });
  }
  const outcome = await sendInvitationAgain(input.services, input.staff, id);
  if (!outcome) return answer({ form: "invitations", ok: false, message: gone, errors: {} }, 404);
  if (outcome.ok) {
    await audit(input, "invitation-sent", `${outcome.link.email} (sent again)`);
    return answer({ form: "invitations", ok: true, message: `The invitation was sent again to ${outcome.link.email}, with a new link for 72 hours; the earlier link no longer works.`, errors: {} });
  }
  const message = outcome.reason === "account-exists" ? "That email has an account now: there is nothing to invite to. Revoke the invitation." : TOO_MANY_INVITATIONS;
  return answer({ form: "invitations", ok: false, message, errors: {} }, 409);
}

async function removeAccount(input: ActionInput): Promise<AccountAnswer> {
  const failed = "No account was removed.";
  const values = { account: text(input.fields.account).slice(0, 100) };
  const parsed = parse(removeAccountSchema, input.fields);
  if ("errors" in parsed) return answer({ form: "remove", ok: false, message: failed, errors: parsed.errors, values });
  const target = await findUserById(input.services.store, parsed.data.account);
  if (!target) return answer({ form: "remove", ok: false, message: failed, errors: { account: "That account does not exist, or was already removed." } });
  if (target.id === input.staff.userId) {
    return answer({ form: "remove", ok: false, message: failed, errors: { account: "You cannot remove your own account; a colleague can." }, values });
  }
  const refused = await confirmOwnPassword(input, parsed.data.remove_your_password, "remove", "remove_your_password", failed, values);
  if (refused) return refused;
  const outcome = await removeUser(input.services.store, { targetId: target.id, actor: { id: input.staff.userId, email: input.staff.email } });
  if (outcome === "removed") {
    await audit(input, "account-removed", target.email);
    return answer({
      form: "remove",
      ok: true,
      message: `The account of ${target.email} was removed: its sessions have ended and it can no longer sign in.`,
      errors: {},
    });
  }
  if (outcome === "not-active") return answer({ form: "remove", ok: false, message: NO_LONGER_OWNER, errors: {} }, 403);
  if (outcome === "last-owner") return answer({ form: "remove", ok: false, message: failed, errors: { account: LAST_OWNER }, values }, 409);
  return answer({ form: "remove", ok: false, message: failed, errors: { account: "That account does not exist, or was already removed." } });
}

const NO_LONGER_OWNER = "Your own account was removed or is no longer an owner's meanwhile.";
const LAST_OWNER = "This is the only owner's account: make another account an owner first, so the site always has one.";

async function changeRole(input: ActionInput): Promise<AccountAnswer> {
  const failed = "No role was changed.";
  const values = { role_account: text(input.fields.role_account).slice(0, 100), new_role: text(input.fields.new_role).slice(0, 20) };
  const parsed = parse(changeRoleSchema, input.fields);
  if ("errors" in parsed) return answer({ form: "role", ok: false, message: failed, errors: parsed.errors, values });
  const target = await findUserById(input.services.store, parsed.data.role_account);
  if (!target) return answer({ form: "role", ok: false, message: failed, errors: { role_account: "That account does not exist, or was removed." }, values });
  const refused = await confirmOwnPassword(input, parsed.data.role_your_password, "role", "role_your_password", failed, values);
  if (refused) return refused;
  const outcome = await setRole(input.services.store, { targetId: target.id, role: parsed.data.new_role, actorId: input.staff.userId });
  if (outcome === "changed") {
    await audit(input, "role-changed", `${target.email}: ${ROLE_NAMES[target.role]} → ${ROLE_NAMES[parsed.data.new_role]}`);
    const whose = target.id === input.staff.userId ? "Your account" : `The account of ${target.email}`;
    return answer({ form: "role", ok: true, message: `${whose} is now ${ROLE_NAMES[parsed.data.new_role]}.`, errors: {} });
  }
  if (outcome === "not-active") return answer({ form: "role", ok: false, message: NO_LONGER_OWNER, errors: {} }, 403);
  if (outcome === "last-owner") return answer({ form: "role", ok: false, message: failed, errors: { new_role: LAST_OWNER }, values }, 409);
  return answer({ form: "role", ok: false, message: failed, errors: { role_account: "That account does not exist, or was removed." }, values });
}

/** The second factor: start setting up the app, confirm it with a code, turn it off, or renew the recovery codes. */
async function secondFactor(input: ActionInput): Promise<AccountAnswer> {
  const { store, sessionSecret } = input.services;
  const me = { id: input.staff.userId, email: input.staff.email };
  const step = text(input.fields.step);
  if (step === "start") {
    await startSecondFactor(store, me, sessionSecret);
    return answer({ form: "factor", ok: true, message: "Scan the code with your authenticator app, then enter the code it shows.", errors: {} });
  }
  if (step === "confirm") {
    const failed = "The second factor is not on yet.";
    const parsed = parse(confirmSecondFactorSchema, input.fields);
    if ("errors" in parsed) return answer({ form: "factor", ok: false, message: failed, errors: parsed.errors });
    const refused = await confirmOwnPassword(input, parsed.data.totp_your_password, "factor", "totp_your_password", failed, undefined, true);
    if (refused) return refused;
    const codes = await confirmSecondFactor(store, me.id, parsed.data.totp_code, sessionSecret);
    if (!codes) return answer({ form: "factor", ok: false, message: failed, errors: { totp_code: "This code does not match: enter the code your app shows now." } });
    await audit(input, "second-factor-on", "Authenticator app");
    return answer({ form: "factor", ok: true, message: "Your second factor is on. Keep these recovery codes somewhere safe: each signs you in once without the app.", errors: {}, recoveryCodes: codes });
  }
  if (step === "off" || step === "renew") {
    const failed = step === "off" ? "The second factor is still on." : "The recovery codes were not changed.";
    const parsed = parse(secondFactorPasswordSchema, input.fields);
    if ("errors" in parsed) return answer({ form: "factor", ok: false, message: failed, errors: parsed.errors });
    const refused = await confirmOwnPassword(input, parsed.data.factor_your_password, "factor", "factor_your_password", failed, undefined, true);
    if (refused) return refused;
    if (step === "off") {
      await removeSecondFactor(store, me.id);
      await audit(input, "second-factor-off", "Authenticator app");
      return answer({ form: "factor", ok: true, message: "Your second factor is off: your password alone signs you in.", errors: {} });
    }
    const codes = await renewRecoveryCodes(store, me.id);
    await audit(input, "recovery-codes-renewed", "Recovery codes");
    return answer({ form: "factor", ok: true, message: "New recovery codes: the old ones no longer work. Keep these somewhere safe.", errors: {}, recoveryCodes: codes });
  }
  return answer({ form: "factor", ok: false, message: "That action is not known.", errors: {} }, 400);
}

const PASSKEY_LIMIT = `You have ${MAX_PASSKEYS_PER_ACCOUNT} passkeys already, the most an account may have: remove one first.`;

/**
 * Passkeys: "options" checks the password and the limit and answers the options the browser makes a passkey with (their
 * challenge in a short-lived cookie bound to this account and session); "register" verifies what the browser made and
 * keeps it under its name; "rename"; "remove" asks for the password.
 */
async function passkeys(input: ActionInput): Promise<AccountAnswer> {
  const { services, staff } = input;
  const step = text(input.fields.step);
  const rp = relyingParty(services.env.SITE_URL);
  const bound = `${staff.userId}~${staff.id}`;
  if (step === "options") {
    const failed = "No passkey was added.";
    const values = { passkey_name: text(input.fields.passkey_name).slice(0, 200) };
    const parsed = parse(addPasskeySchema, input.fields);
    if ("errors" in parsed) return answer({ form: "passkey", ok: false, message: failed, errors: parsed.errors, values });
    const refused = await confirmOwnPassword(input, parsed.data.passkey_your_password, "passkey", "passkey_your_password", failed, values, true);
    if (refused) return refused;
    if ((await countPasskeys(services.store, staff.userId)) >= MAX_PASSKEYS_PER_ACCOUNT) return answer({ form: "passkey", ok: false, message: PASSKEY_LIMIT, errors: {}, values }, 409);
    const options = await registrationOptions(services.store, rp, { id: staff.userId, email: staff.email, name: staff.name });
    return {
      ...answer({ form: "passkey", ok: true, message: "Follow your browser’s steps to make the passkey.", errors: {}, values, passkeyOptions: JSON.stringify(options) }),
      setCookies: [ceremonyCookie(services, "register", { challenge: options.challenge, bound })],
    };
  }
  if (step === "register") {
    const failed = "No passkey was added.";
    const values = { passkey_name: text(input.fields.passkey_name).slice(0, 200) };
    const name = addPasskeySchema.shape.passkey_name.safeParse(input.fields.passkey_name);
    if (!name.success) return answer({ form: "passkey", ok: false, message: failed, errors: { passkey_name: name.error.issues[0]!.message }, values });
    const ceremony = input.request ? readCeremony(input.request, services, "register") : undefined;
    const response = parseCredential<RegistrationResponseJSON>(text(input.fields.credential));
    const cleared = clearedCeremonyCookie(services);
    if (!ceremony || ceremony.bound !== bound) {
      return { ...answer({ form: "passkey", ok: false, message: "The time to make the passkey ran out: add it again.", errors: {}, values }, 409), setCookies: [cleared] };
    }
    const outcome = response ? await addPasskey(services.store, rp, { userId: staff.userId, name: name.data, challenge: ceremony.challenge, response }) : ({ ok: false, reason: "refused" } as const);
    if (outcome.ok) {
      await audit(input, "passkey-added", `“${outcome.name}”`);
      return { ...answer({ form: "passkey", ok: true, message: `The passkey “${outcome.name}” was added: it signs you in without your password.`, errors: {} }), setCookies: [cleared] };
    }
    const message =
      outcome.reason === "limit"
        ? PASSKEY_LIMIT
        : outcome.reason === "exists"
          ? "This passkey is already on an account."
          : "The passkey your browser made was not accepted. Add it again.";
    return { ...answer({ form: "passkey", ok: false, message, errors: {}, values }, outcome.reason === "refused" ? 400 : 409), setCookies: [cleared] };
  }
  if (step === "rename") {
    const passkeyId = text(input.fields.passkey).slice(0, 100);
    const values = { passkey_new_name: text(input.fields.passkey_new_name).slice(0, 200) };
    const parsed = parse(renamePasskeySchema, input.fields);
    if ("errors" in parsed) return answer({ form: "passkey", ok: false, message: "The passkey was not renamed.", errors: parsed.errors, values, passkeyId });
    const before = await renamePasskey(services.store, staff.userId, parsed.data.passkey, parsed.data.passkey_new_name);
    if (before === undefined) return answer({ form: "passkey", ok: false, message: PASSKEY_GONE, errors: {}, passkeyId }, 404);
    await audit(input, "passkey-renamed", `“${before}” → “${parsed.data.passkey_new_name}”`);
    return answer({ form: "passkey", ok: true, message: `The passkey is now named “${parsed.data.passkey_new_name}”.`, errors: {}, passkeyId });
  }
  if (step === "remove") {
    const failed = "The passkey was not removed.";
    const passkeyId = text(input.fields.passkey).slice(0, 100);
    const parsed = parse(removePasskeySchema, input.fields);
    if ("errors" in parsed) return answer({ form: "passkey", ok: false, message: failed, errors: parsed.errors, passkeyId });
    const refused = await confirmOwnPassword(input, parsed.data.passkey_remove_password, "passkey", "passkey_remove_password", failed, undefined, true);
    if (refused) return { ...refused, result: { ...refused.result, passkeyId } };
    const name = await removePasskey(services.store, staff.userId, parsed.data.passkey);
    if (name === undefined) return answer({ form: "passkey", ok: false, message: PASSKEY_GONE, errors: {}, passkeyId }, 404);
    await audit(input, "passkey-removed", `“${name}”`);
    return answer({ form: "passkey", ok: true, message: `The passkey “${name}” was removed: it no longer signs you in.`, errors: {} });
  }
  return answer({ form: "passkey", ok: false, message: "That action is not known.", errors: {} }, 400);
}

const PASSKEY_GONE = "That passkey was already removed.";

/**
 * Confirming it is them with a passkey, instead of typing the password (decision 067): "options" answers the options
 * for the account's own passkeys (their challenge in a cookie bound to this account and session); "check" verifies the
 * answer, and this session is then confirmed for PASSKEY_CONFIRMATION_TTL_MS (a signed cookie). Changing the password
 * or the second factor on Your account then asks for no password.
 */
async function confirmWithPasskey(input: ActionInput): Promise<AccountAnswer> {
  const { services, staff } = input;
  const rp = relyingParty(services.env.SITE_URL);
  const bound = `${staff.userId}~${staff.id}`;
  if (text(input.fields.step) === "options") {
    if ((await countPasskeys(services.store, staff.userId)) === 0) return answer({ form: "confirm", ok: false, message: "You have no passkey: enter your password.", errors: {} }, 409);
    const options = await authenticationOptions(services.store, rp, staff.userId);
    return {
      ...answer({ form: "confirm", ok: true, message: "", errors: {}, passkeyOptions: JSON.stringify(options) }),
      setCookies: [ceremonyCookie(services, "confirm", { challenge: options.challenge, bound })],
    };
  }
  const ceremony = input.request ? readCeremony(input.request, services, "confirm") : undefined;
  const response = parseCredential<AuthenticationResponseJSON>(text(input.fields.credential));
  const cleared = clearedCeremonyCookie(services);
  if (!ceremony || ceremony.bound !== bound || !response) {
    return { ...answer({ form: "confirm", ok: false, message: "The time to use your passkey ran out: try again.", errors: {} }, 401), setCookies: [cleared] };
  }
  const checked = await checkPasskey(services.store, rp, { challenge: ceremony.challenge, response, userId: staff.userId });
  if (!checked.ok) return { ...answer({ form: "confirm", ok: false, message: "Your passkey was not accepted: try again, or enter your password.", errors: {} }, 401), setCookies: [cleared] };
  return {
    ...answer({
      form: "confirm",
      ok: true,
      message: `Confirmed with your passkey “${checked.passkey.name}”: for ${PASSKEY_CONFIRMATION_TTL_MS / 60_000} minutes, the changes on this page need no password.`,
      errors: {},
    }),
    setCookies: [cleared, confirmationCookie(services, staff.id)],
  };
}

/** The owners' rule: which roles must have a second factor before anything else. */
async function changePolicy(input: ActionInput): Promise<AccountAnswer> {
  const failed = "The rule was not changed.";
  const parsed = parse(secondFactorPolicySchema, input.fields);
  if ("errors" in parsed) return answer({ form: "policy", ok: false, message: failed, errors: parsed.errors });
  const refused = await confirmOwnPassword(input, parsed.data.password, "policy", "policy_your_password", failed);
  if (refused) return refused;
  const { roles } = parsed.data;
  await setSecondFactorRoles(input.services.store, roles);
  const named = roles.map((role) => ROLE_NAMES[role]).join(", ");
  await audit(input, "policy-changed", roles.length ? `A second factor is required for: ${named}` : "No role must use a second factor");
  return answer({
    form: "policy",
    ok: true,
    message: roles.length
      ? `A second factor is now required for: ${named}. Those without one are taken to set it up at their next page.`
      : "No role must use a second factor now (anyone may still set one up).",
    errors: {},
  });
}

async function changeName(input: ActionInput): Promise<AccountAnswer> {
  const parsed = parse(displayNameSchema, input.fields);
  const values = { display_name: text(input.fields.display_name).slice(0, 200) };
  if ("errors" in parsed) return answer({ form: "name", ok: false, message: "Your name was not changed.", errors: parsed.errors, values });
  await setDisplayName(input.services.store, input.staff.userId, parsed.data.display_name);
  await audit(input, "name-changed", parsed.data.display_name);
  return answer({ form: "name", ok: true, message: `Your edits are now signed ${parsed.data.display_name}.`, errors: {} });
}

/** Signs out one other session of the staff member's own, or all of them but this one. */
async function endSessions(input: ActionInput): Promise<AccountAnswer> {
  const { store } = input.services;
  const which = text(input.fields.session);
  if (which === "others") {
    const ended = await deleteOtherSessions(store, input.staff.userId, input.staff.id);
    await audit(input, "sessions-ended", "All their other sessions");
    return answer({ form: "sessions", ok: true, message: ended === 1 ? "1 other session was signed out." : `${ended} other sessions were signed out.`, errors: {} });
  }
  if (!which || which === input.staff.id) {
    return answer({ form: "sessions", ok: false, message: "To end this session, use Sign out at the top of the page.", errors: {} }, 400);
  }
  const ended = await deleteUserSession(store, input.staff.userId, which.slice(0, 100));
  if (ended) await audit(input, "sessions-ended", "One of their sessions");
  return ended
    ? answer({ form: "sessions", ok: true, message: "That session was signed out.", errors: {} })
    : answer({ form: "sessions", ok: false, message: "That session had already ended.", errors: {} }, 404);
}

type Actions = Partial<Record<AccountForm, (input: ActionInput) => Promise<AccountAnswer>>>;

/** Your account: any staff member's own password, name and sessions. */
const OWN_ACCOUNT: Actions = { password: changePassword, email: changeEmail, name: changeName, sessions: endSessions, factor: secondFactor, passkey: passkeys, confirm: confirmWithPasskey };
/** Accounts (owners only, by the roles table): colleagues' accounts and roles. */
const ACCOUNTS: Actions = { invite, invitations, role: changeRole, remove: removeAccount, policy: changePolicy };

function run(actions: Actions, fallback: AccountForm, input: ActionInput): Promise<AccountAnswer> {
  const intent = text(input.fields.intent);
  const action = Object.hasOwn(actions, intent) ? actions[intent as AccountForm] : undefined;
  if (!action) return Promise.resolve(answer({ form: fallback, ok: false, message: "That action is not known.", errors: {} }, 400));
  return action(input);
}

/** Runs the Your account form named by `intent`. */
export function ownAccountAction(input: ActionInput): Promise<AccountAnswer> {
  return run(OWN_ACCOUNT, "password", input);
}

/** Runs the Accounts form named by `intent`. */
export function accountsAction(input: ActionInput): Promise<AccountAnswer> {
  return run(ACCOUNTS, "invite", input);
}
