/** Shortest password a staff account may be given (ADMIN_PASSWORD, npm run admin:create, the account page). */
export const MIN_PASSWORD_LENGTH = 12;
/** Longest accepted password: anything longer is not a password a person types, and would only cost hashing time. */
export const MAX_PASSWORD_LENGTH = 1024;

/** Why a new password is not acceptable, or undefined when it is (the account forms, the server and the CLI). */
export function passwordProblem(password: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `The password can be at most ${MAX_PASSWORD_LENGTH} characters long.`;
  if (password.trim() === "") return "The password cannot be only spaces.";
  return undefined;
}
