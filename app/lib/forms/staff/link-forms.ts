import { z } from "#app/lib/zod";
import { MAX_PASSWORD_LENGTH, passwordProblem } from "#app/lib/admin/password-rules";
import { STAFF_ROLES } from "#app/lib/admin/staff-roles";
import { MAX_DISPLAY_NAME_LENGTH } from "./account-forms";

/**
 * The forms of the staff links (decision 064), one schema each for the browser and the server: an owner's invitation,
 * the invited person's name and password, a new password from a reset link, and "Forgot your password?".
 */

const EMAIL_MESSAGE = "Enter a valid email address, like name@example.com.";
const email = z.string({ message: EMAIL_MESSAGE }).trim().toLowerCase().max(254, EMAIL_MESSAGE).pipe(z.email(EMAIL_MESSAGE));
const NAME_MESSAGE = `A name of at most ${MAX_DISPLAY_NAME_LENGTH} characters.`;
const displayName = (required: string) =>
  z
    .string({ message: required })
    .transform((value) => value.replace(/\s+/g, " ").trim())
    .pipe(z.string().min(1, required).max(MAX_DISPLAY_NAME_LENGTH, NAME_MESSAGE));
const newPassword = z.string({ message: passwordProblem("") }).superRefine((value, context) => {
  const problem = passwordProblem(value);
  if (problem) context.addIssue({ code: "custom", message: problem });
});
const samePasswords = (value: { new_password: string; new_password_again: string }, context: z.RefinementCtx) => {
  if (value.new_password !== value.new_password_again) {
    context.addIssue({ code: "custom", path: ["new_password_again"], message: "The two passwords are not the same." });
  }
};

export const inviteSchema = z.object({
  email,
  invite_name: displayName("Enter their name, as their edits will be signed."),
  invite_role: z.enum(STAFF_ROLES, { message: "Choose a role: owner, editor or sales." }),
  invite_your_password: z
    .string({ message: "Enter your own password, to confirm it is you." })
    .min(1, "Enter your own password, to confirm it is you.")
    .max(MAX_PASSWORD_LENGTH, "Enter your own password, to confirm it is you."),
});

/** The invited person's name (the owner's guess, which they may correct) and their password. */
export const acceptInvitationSchema = z
  .object({
    display_name: displayName("Enter your name, as your edits will be signed."),
    new_password: newPassword,
    new_password_again: z.string().default(""),
  })
  .superRefine(samePasswords);

export const resetPasswordSchema = z
  .object({
    new_password: newPassword,
    new_password_again: z.string().default(""),
  })
  .superRefine(samePasswords);

export const forgotPasswordSchema = z.object({ email });

export const LINK_FORM_LABELS: Record<string, string> = {
  email: "Email",
  invite_name: "Their name",
  invite_role: "Their role",
  invite_your_password: "Your password",
  display_name: "Your name",
  new_password: "New password",
  new_password_again: "New password again",
};

export const INVITE_ORDER = ["email", "invite_name", "invite_role", "invite_your_password"] as const;
export const ACCEPT_ORDER = ["display_name", "new_password", "new_password_again"] as const;
export const RESET_ORDER = ["new_password", "new_password_again"] as const;
/** The invitation's page asks for the password in words for someone who has none yet. */
export const ACCEPT_LABELS: Record<string, string> = { ...LINK_FORM_LABELS, new_password: "Choose a password", new_password_again: "The password again" };
