import { z } from "#app/lib/zod";
import { MAX_PASSWORD_LENGTH, passwordProblem } from "#app/lib/admin/password-rules";
import { STAFF_ROLES } from "#app/lib/admin/staff-roles";

/**
 * The forms of the Your account and Accounts pages: one schema each for the browser and the server (the invitation's
 * is in link-forms.ts). Inviting a colleague, removing an account, changing a role and changing one's password all ask
 * for the staff member's own password again (checked by the server, under the sign-in throttle), so a session left
 * open or stolen is not enough to do them.
 */

/** The longest display name kept (it signs edits and greets in mails). */
export const MAX_DISPLAY_NAME_LENGTH = 80;
const NAME_MESSAGE = `A name of at most ${MAX_DISPLAY_NAME_LENGTH} characters.`;
const displayName = (required: string) =>
  z
    .string({ message: required })
    .transform((value) => value.replace(/\s+/g, " ").trim())
    .pipe(z.string().min(1, required).max(MAX_DISPLAY_NAME_LENGTH, NAME_MESSAGE));
const ROLE_MESSAGE = "Choose a role: owner, editor or sales.";
const role = z.enum(STAFF_ROLES, { message: ROLE_MESSAGE });

const CONFIRM_MESSAGE = "Enter your own password, to confirm it is you.";

/** The staff member's own password, asked for again before a change to accounts. */
const ownPassword = (message: string) => z.string({ message }).min(1, message).max(MAX_PASSWORD_LENGTH, message);

/**
 * The hidden field of a Your account form sent after its staff member confirmed it was them with a passkey (decision
 * 067): the password is then not asked, and the server checks the confirmation instead.
 */
export const BY_PASSKEY = "by_passkey";

/** A password asked again on Your account, for which a recent confirmation with a passkey may stand (BY_PASSKEY). */
const ownPasswordOrPasskey = (message: string) => z.string({ message }).max(MAX_PASSWORD_LENGTH, message).default("");
const byPasskey = z.string().optional();

/** The password is needed unless the form says a passkey confirmed it was them (checked by the server). */
function passwordOrPasskey(field: string, message: string) {
  return (value: Record<string, unknown>, context: { addIssue: (issue: { code: "custom"; path: string[]; message: string }) => void }) => {
    if (value[BY_PASSKEY] !== "1" && !value[field]) context.addIssue({ code: "custom", path: [field], message });
  };
}

const newPassword = z.string({ message: passwordProblem("") }).superRefine((value, context) => {
  const problem = passwordProblem(value);
  if (problem) context.addIssue({ code: "custom", message: problem });
});

export const changePasswordSchema = z
  .object({
    current_password: ownPasswordOrPasskey("Enter your current password."),
    new_password: newPassword,
    new_password_again: z.string().default(""),
    by_passkey: byPasskey,
  })
  .superRefine((value, context) => {
    passwordOrPasskey("current_password", "Enter your current password.")(value, context);
    if (value.new_password !== value.new_password_again) {
      context.addIssue({ code: "custom", path: ["new_password_again"], message: "The two new passwords are not the same." });
    }
  });

export const displayNameSchema = z.object({
  display_name: displayName("Enter the name your edits are signed with."),
});

/** Turning the second factor on: a code from the app, and the staff member's own password. */
export const confirmSecondFactorSchema = z
  .object({
    totp_code: z
      .string({ message: "Enter the 6-digit code your app shows." })
      .transform((value) => value.replace(/\s+/g, ""))
      .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code your app shows.")),
    totp_your_password: ownPasswordOrPasskey(CONFIRM_MESSAGE),
    by_passkey: byPasskey,
  })
  .superRefine(passwordOrPasskey("totp_your_password", CONFIRM_MESSAGE));

const EMAIL_MESSAGE = "Enter a valid email address, like name@example.com.";

/** A new email for one's account: the address (mailed a link to confirm it) and one's own password. */
export const changeEmailSchema = z
  .object({
    new_email: z.string({ message: EMAIL_MESSAGE }).trim().toLowerCase().max(254, EMAIL_MESSAGE).pipe(z.email(EMAIL_MESSAGE)),
    email_your_password: ownPasswordOrPasskey(CONFIRM_MESSAGE),
    by_passkey: byPasskey,
  })
  .superRefine(passwordOrPasskey("email_your_password", CONFIRM_MESSAGE));

/** Turning the second factor off, or new recovery codes: the staff member's own password. */
export const secondFactorPasswordSchema = z
  .object({ factor_your_password: ownPasswordOrPasskey(CONFIRM_MESSAGE), by_passkey: byPasskey })
  .superRefine(passwordOrPasskey("factor_your_password", CONFIRM_MESSAGE));

/** Passkeys an account may have at most (decision 067). */
export const MAX_PASSKEYS_PER_ACCOUNT = 10;
/** The longest name of a passkey ("Work laptop", "Ana's phone"). */
export const MAX_PASSKEY_NAME_LENGTH = 60;
const passkeyName = z
  .string({ message: "Give the passkey a name, such as “Work laptop”." })
  .transform((value) => value.replace(/\s+/g, " ").trim())
  .pipe(
    z
      .string()
      .min(1, "Give the passkey a name, such as “Work laptop”.")
      .max(MAX_PASSKEY_NAME_LENGTH, `A name of at most ${MAX_PASSKEY_NAME_LENGTH} characters.`),
  );
const passkeyId = z.string({ message: "Choose the passkey." }).trim().min(1, "Choose the passkey.").max(100, "Choose the passkey.");

/** Adding a passkey: its name, and the staff member's own password (asked before the browser makes the passkey). */
export const addPasskeySchema = z
  .object({ passkey_name: passkeyName, passkey_your_password: ownPasswordOrPasskey(CONFIRM_MESSAGE), by_passkey: byPasskey })
  .superRefine(passwordOrPasskey("passkey_your_password", CONFIRM_MESSAGE));

/** Renaming one of one's passkeys. */
export const renamePasskeySchema = z.object({
  passkey: passkeyId,
  passkey_new_name: passkeyName,
});

/** Removing one of one's passkeys: the staff member's own password. */
export const removePasskeySchema = z
  .object({ passkey: passkeyId, passkey_remove_password: ownPasswordOrPasskey(CONFIRM_MESSAGE), by_passkey: byPasskey })
  .superRefine(passwordOrPasskey("passkey_remove_password", CONFIRM_MESSAGE));

/** A box per role ("require_owner"…): ticked, that role must have a second factor. */
export const requireBoxName = (staffRole: (typeof STAFF_ROLES)[number]) => `require_${staffRole}`;

/** The owners' rule: which roles must have a second factor (a box per role, none ticked: none must), and the password. */
export const secondFactorPolicySchema = z
  .object({
    require_owner: z.string().optional(),
    require_editor: z.string().optional(),
    require_sales: z.string().optional(),
    policy_your_password: ownPassword("Enter your own password, to confirm it is you."),
  })
  .transform((value) => ({
    roles: STAFF_ROLES.filter((staffRole) => value[`require_${staffRole}` as const] === "on"),
    password: value.policy_your_password,
  }));

export const changeRoleSchema = z.object({
  role_account: z.string({ message: "Choose the account." }).trim().min(1, "Choose the account.").max(100),
  new_role: role,
  role_your_password: ownPassword("Enter your own password, to confirm it is you."),
});

export const removeAccountSchema = z.object({
  account: z.string({ message: "Choose the account to remove." }).trim().min(1, "Choose the account to remove.").max(100),
  remove_your_password: ownPassword("Enter your own password, to confirm it is you."),
});

export const ACCOUNT_FORM_LABELS: Record<string, string> = {
  current_password: "Current password",
  new_password: "New password",
  new_password_again: "New password again",
  display_name: "Your name",
  new_email: "New email",
  email_your_password: "Your password",
  totp_code: "Code from the app",
  totp_your_password: "Your password",
  factor_your_password: "Your password",
  passkey_name: "Name of the passkey",
  passkey_your_password: "Your password",
  passkey_new_name: "New name",
  passkey_remove_password: "Your password",
  policy_your_password: "Your password",
  role_account: "Account",
  new_role: "New role",
  role_your_password: "Your password",
  account: "Account to remove",
  remove_your_password: "Your password",
};

export const CHANGE_PASSWORD_ORDER = ["current_password", "new_password", "new_password_again"] as const;
export const DISPLAY_NAME_ORDER = ["display_name"] as const;
export const CHANGE_EMAIL_ORDER = ["new_email", "email_your_password"] as const;
export const CONFIRM_SECOND_FACTOR_ORDER = ["totp_code", "totp_your_password"] as const;
export const SECOND_FACTOR_PASSWORD_ORDER = ["factor_your_password"] as const;
export const ADD_PASSKEY_ORDER = ["passkey_name", "passkey_your_password"] as const;
export const RENAME_PASSKEY_ORDER = ["passkey_new_name"] as const;
export const REMOVE_PASSKEY_ORDER = ["passkey_remove_password"] as const;
export const SECOND_FACTOR_POLICY_ORDER = ["policy_your_password"] as const;
export const CHANGE_ROLE_ORDER = ["role_account", "new_role", "role_your_password"] as const;
export const REMOVE_ACCOUNT_ORDER = ["account", "remove_your_password"] as const;
