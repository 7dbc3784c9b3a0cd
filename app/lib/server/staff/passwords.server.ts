import { randomBytes } from "node:crypto";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordProblem } from "#app/lib/admin/password-rules";
import { hashPassword } from "../platform/password-hash.server";

export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordProblem };

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
