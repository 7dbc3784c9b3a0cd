import type { z } from "zod";
import { fieldErrors, type FieldErrors, type RawFields } from "#app/lib/forms/fields";
import { addAccountSchema, changePasswordSchema, removeAccountSchema } from "#app/lib/forms/staff/account-forms";
import type { AppServices } from "../platform/services.server";
import { refusal, type Staff } from "./auth.server";
import { checkPassword } from "./password-check.server";
import { deleteOtherSessions, deleteUserSession } from "./sessions.server";
import { AccountError, createUser, findUserById, removeUser, setPassword } from "./users.server";

/** The Account page's forms, named by the `intent` each posts. */
export type AccountForm = "password" | "add" | "remove" | "sessions";

export interface AccountResult {
  form: AccountForm;
  ok: boolean;
  message: string;
  errors: FieldErrors;
  /** What was typed into a form's non-secret fields, kept after an error (never a password). */
  values?: Record<string, string>;
}

export interface AccountAnswer {
  result: AccountResult;
  status: number;
  retryAfterSeconds?: number;
}

interface ActionInput {
  services: AppServices;
  staff: Staff;
  clientIp?: string;
  fields: RawFields;
}

const answer = (result: AccountResult, status = result.ok ? 200 : 422, retryAfterSeconds?: number): AccountAnswer => ({ result, status, retryAfterSeconds });
const text = (value: unknown) => (typeof value === "string" ? value : "");

function parse<T extends z.ZodType>(schema: T, fields: RawFields): { data: z.output<T> } | { errors: FieldErrors } {
  const parsed = schema.safeParse(fields);
  return parsed.success ? { data: parsed.data } : { errors: fieldErrors(parsed.error) };
}

/**
 * The staff member's own password, asked for again: checked like a sign-in (same throttle, same timing). Undefined
 * when right; otherwise the answer to send, with the message by the password field.
 */
async function confirmOwnPassword(
  input: ActionInput,
  password: string,
  form: AccountForm,
  field: string,
  failed: string,
  values?: Record<string, string>,
): Promise<AccountAnswer | undefined> {
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
  const refused = await confirmOwnPassword(input, parsed.data.current_password, "password", "current_password", failed);
  if (refused) return refused;
  await setPassword(input.services.store, input.staff.userId, parsed.data.new_password);
  await deleteOtherSessions(input.services.store, input.staff.userId, input.staff.id);
  return answer({ form: "password", ok: true, message: "Your password has been changed. Any other sessions of yours were signed out.", errors: {} });
}

async function addAccount(input: ActionInput): Promise<AccountAnswer> {
  const failed = "The account was not added.";
  const values = { email: text(input.fields.email).trim().slice(0, 254) };
  const parsed = parse(addAccountSchema, input.fields);
  if ("errors" in parsed) return answer({ form: "add", ok: false, message: failed, errors: parsed.errors, values });
  const refused = await confirmOwnPassword(input, parsed.data.add_your_password, "add", "add_your_password", failed, values);
  if (refused) return refused;
  try {
    const user = await createUser(input.services.store, parsed.data.email, parsed.data.account_password);
    return answer({
      form: "add",
      ok: true,
      message: `Account added for ${user.email}. Give them the password in person or by phone, not by email.`,
      errors: {},
    });
  } catch (error) {
    if (!(error instanceof AccountError)) throw error;
    const field = error.field === "email" ? "email" : "account_password";
    return answer({ form: "add", ok: false, message: failed, errors: { [field]: error.message }, values });
  }
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
    return answer({
      form: "remove",
      ok: true,
      message: `The account of ${target.email} was removed: its sessions have ended and it can no longer sign in.`,
      errors: {},
    });
  }
  if (outcome === "not-active") return answer({ form: "remove", ok: false, message: "Your own account was removed meanwhile.", errors: {} }, 403);
  return answer({ form: "remove", ok: false, message: failed, errors: { account: "That account does not exist, or was already removed." } });
}

/** Signs out one other session of the staff member's own, or all of them but this one. */
async function endSessions(input: ActionInput): Promise<AccountAnswer> {
  const { store } = input.services;
  const which = text(input.fields.session);
  if (which === "others") {
    const ended = await deleteOtherSessions(store, input.staff.userId, input.staff.id);
    return answer({ form: "sessions", ok: true, message: ended === 1 ? "1 other session was signed out." : `${ended} other sessions were signed out.`, errors: {} });
  }
  if (!which || which === input.staff.id) {
    return answer({ form: "sessions", ok: false, message: "To end this session, use Sign out at the top of the page.", errors: {} }, 400);
  }
  const ended = await deleteUserSession(store, input.staff.userId, which.slice(0, 100));
  return ended
    ? answer({ form: "sessions", ok: true, message: "That session was signed out.", errors: {} })
    : answer({ form: "sessions", ok: false, message: "That session had already ended.", errors: {} }, 404);
}

const ACTIONS: Record<AccountForm, (input: ActionInput) => Promise<AccountAnswer>> = {
  password: changePassword,
  add: addAccount,
  remove: removeAccount,
  sessions: endSessions,
};

/** Runs the Account page form named by `intent`. */
export function accountAction(input: ActionInput): Promise<AccountAnswer> {
  const intent = text(input.fields.intent);
  const run = Object.hasOwn(ACTIONS, intent) ? ACTIONS[intent as AccountForm] : undefined;
  if (!run) return Promise.resolve(answer({ form: "password", ok: false, message: "That action is not known.", errors: {} }, 400));
  return run(input);
}
