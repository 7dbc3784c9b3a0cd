import { TextField } from "#app/components/forms/Field";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "#app/lib/admin/password-rules";
import type { FieldErrors } from "#app/lib/forms/fields";

/** What the new password field says about a strong one. */
export const NEW_PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters. A few unrelated words make a strong one.`;

/** A new password and the same again, as every form that sets one asks for it (the labels are the form's own). */
export function NewPasswordFields({ labels, errors, hint = NEW_PASSWORD_HINT }: { labels: Record<string, string>; errors: FieldErrors; hint?: string }) {
  return (
    <>
      <TextField name="new_password" type="password" label={labels.new_password!} hint={hint} autoComplete="new-password" minLength={MIN_PASSWORD_LENGTH} limit={MAX_PASSWORD_LENGTH} error={errors.new_password} />
      <TextField name="new_password_again" type="password" label={labels.new_password_again!} autoComplete="new-password" limit={MAX_PASSWORD_LENGTH} error={errors.new_password_again} />
    </>
  );
}
