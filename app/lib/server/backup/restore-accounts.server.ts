import { createInterface } from "node:readline";
import type { BackupAccount } from "./schema-check.server";

/**
 * The accounts a backup brings, shown before a restore and confirmed by the person restoring (decision 063): a backup
 * from somewhere else could hold an account nobody here made, and after the restore it could sign in.
 */

/** The question, and the answer that restores; anything else (or nothing) does not. */
export const CONFIRM_QUESTION = "Restore with these accounts? [y/N] ";
const YES = /^\s*y(es)?\s*$/i;

/** An account's second factors in words: "authenticator app and 2 passkeys", or "no second factor". */
function secondFactorsOf(account: BackupAccount): string {
  const factors = [
    ...(account.secondFactor ? ["authenticator app"] : []),
    ...(account.passkeys > 0 ? [account.passkeys === 1 ? "1 passkey" : `${account.passkeys} passkeys`] : []),
  ];
  return factors.length ? factors.join(" and ") : "no second factor";
}

/** One line per account: email, name, role, removed or not, and its second factors (the app, passkeys). */
export function accountLines(accounts: BackupAccount[]): string[] {
  if (accounts.length === 0) return ["The backup holds no staff accounts (add one with npm run admin:create after the restore)."];
  const heading = `The backup holds ${accounts.length === 1 ? "1 staff account" : `${accounts.length} staff accounts`}; after the restore each can sign in, unless removed:`;
  return [
    heading,
    ...accounts.map((account) => {
      const name = account.displayName ? ` (${account.displayName})` : "";
      return `  ${account.email}${name}: ${account.role}${account.removed ? ", removed" : ""}, ${secondFactorsOf(account)}`;
    }),
  ];
}

export type Confirmation = "confirmed" | "declined" | "no-terminal";

export interface ConfirmOptions {
  /** --yes: confirmed without asking, for scripts. */
  yes: boolean;
  input: NodeJS.ReadableStream & { isTTY?: boolean };
  output: NodeJS.WritableStream;
}

/**
 * Asks on the terminal whether to restore with the accounts shown; --yes answers for a script. Without a terminal and
 * without --yes, nothing is asked and the answer is "no-terminal" (the caller says how to go on).
 */
export async function confirmAccounts({ yes, input, output }: ConfirmOptions): Promise<Confirmation> {
  if (yes) return "confirmed";
  if (!input.isTTY) return "no-terminal";
  const reader = createInterface({ input, output, terminal: true });
  try {
    const answer = await new Promise<string>((resolve) => {
      // Ctrl-D or Ctrl-C closes the reader: no answer is "no".
      reader.once("close", () => resolve(""));
      reader.question(CONFIRM_QUESTION, resolve);
    });
    return YES.test(answer) ? "confirmed" : "declined";
  } finally {
    reader.close();
  }
}
