import { randomBytes } from "node:crypto";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../../admin/password-rules";
import { hashPassword } from "../platform/password-hash.server";

export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH };

/**
 * A hash of a random password nobody knows, made once per process: sign-in verifies against it when the account
 * does not exist, so a wrong email costs the same time as a wrong password.
 */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  // A failure (the hashing queue was full) is not kept: the next sign-in makes it.
  dummyHash ??= hashPassword(randomBytes(32).toString("base64url")).catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  });
  return dummyHash;
}

/** Why a new password is not acceptable, or undefined when it is. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `The password can be at most ${MAX_PASSWORD_LENGTH} characters long.`;
  if (password.trim() === "") return "The password cannot be only spaces.";
  return undefined;
}
