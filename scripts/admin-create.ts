// `npm run admin:create`: adds a staff account to the store the server uses (DATABASE_URL, or DATA_DIR's SQLite file).
// It asks for the email and, hidden, the password twice, so no password lands in the shell history or the process
// list. On a terminal it prompts; otherwise it refuses unless run with --stdin, which reads three lines instead
// (email, password, password again): for provisioning from a secret store, e.g.
//   printf '%s\n%s\n%s\n' "$EMAIL" "$PASSWORD" "$PASSWORD" | npm run admin:create -- --stdin
import { createInterface } from "node:readline";
import { migrate, openStore, type Store } from "../app/lib/server/platform/database.server";
import { readEnv } from "../app/lib/server/platform/env-startup.server";
import { passwordProblem } from "../app/lib/server/staff/passwords.server";
import { AccountError, createUser, emailProblem, findUserByEmail, normaliseEmail } from "../app/lib/server/staff/users.server";

const STDIN_FLAG = "--stdin";
/** On a terminal, a mistyped email or password may be entered again this many times in all. */
const TRIES = 3;

const EXIT_OK = 0;
const EXIT_FAILED = 1;
const EXIT_USAGE = 2;
const EXIT_INTERRUPTED = 130;

class Cancelled extends Error {}
class Refused extends Error {}

interface Prompter {
  /** Whether a person answers (mistakes may be corrected) or lines are read from a pipe. */
  interactive: boolean;
  ask(question: string, options?: { hidden?: boolean }): Promise<string>;
  close(): void;
}

/**
 * Prompts on a terminal in raw mode, echoing what is typed except for hidden answers (nothing is shown for a
 * password, not even stars). Understands Enter, Backspace, Ctrl-U (clear), Ctrl-C and Ctrl-D (cancel).
 */
function terminalPrompter(input: NodeJS.ReadStream, output: NodeJS.WriteStream): Prompter {
  let pending = "";
  let wake: (() => void) | undefined;
  const onData = (chunk: string) => {
    pending += chunk;
    wake?.();
  };
  input.setEncoding("utf8");
  input.setRawMode(true);
  input.on("data", onData);
  input.resume();

  const nextChar = async (): Promise<string> => {
    while (!pending) await new Promise<void>((resolve) => (wake = resolve));
    const [char] = pending; // one code point, not half a surrogate pair
    pending = pending.slice(char!.length);
    return char!;
  };

  return {
    interactive: true,
    async ask(question, { hidden = false } = {}) {
      output.write(question);
      const typed: string[] = [];
      for (;;) {
        const char = await nextChar();
        if (char === "\r" || char === "\n") {
          if (char === "\r" && pending.startsWith("\n")) pending = pending.slice(1);
          output.write("\n");
          return typed.join("");
        }
        if (char === "\u0003" || (char === "\u0004" && typed.length === 0)) {
          output.write("\n");
          throw new Cancelled();
        }
        if (char === "\u007f" || char === "\b") {
          if (typed.pop() !== undefined && !hidden) output.write("\b \b");
        } else if (char === "\u0015") {
          if (!hidden) output.write("\b \b".repeat(typed.length));
          typed.length = 0;
        } else if (char === "\u001b") {
          // An escape sequence (arrow keys): skip it.
          const next = await nextChar();
          if (next === "[" || next === "O") while (!/[A-Za-z~]/.test(await nextChar()));
        } else if (char >= " ") {
          typed.push(char);
          if (!hidden) output.write(char);
        }
      }
    },
    close() {
      input.off("data", onData);
      input.setRawMode(false);
      input.pause();
    },
  };
}

/** Reads answers as lines from a pipe (--stdin); nothing is echoed. */
function linePrompter(input: NodeJS.ReadableStream): Prompter {
  const lines = createInterface({ input, crlfDelay: Infinity, terminal: false })[Symbol.asyncIterator]();
  return {
    interactive: false,
    async ask(question) {
      const next = await lines.next();
      if (next.done) throw new Refused(`Expected three lines on standard input (email, password, password again); it ended before "${question.replace(/:\s*$/, "")}".`);
      return next.value;
    },
    close() {
      void lines.return?.();
    },
  };
}

async function askEmail(prompter: Prompter, store: Store): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const email = normaliseEmail(await prompter.ask("Email: "));
    const problem = emailProblem(email) ?? ((await findUserByEmail(store, email)) ? `There is already an account for ${email}.` : undefined);
    if (!problem) return email;
    // A duplicate is refused outright: the script never changes an existing account.
    if (!prompter.interactive || attempt >= TRIES || problem.startsWith("There is already")) throw new Refused(problem);
    process.stderr.write(`${problem}\n`);
  }
}

async function askPassword(prompter: Prompter): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const password = await prompter.ask("Password (not shown): ", { hidden: true });
    let problem = passwordProblem(password);
    if (!problem && (await prompter.ask("Password again: ", { hidden: true })) !== password) {
      problem = "The two passwords are not the same.";
    }
    if (!problem) return password;
    if (!prompter.interactive || attempt >= TRIES) throw new Refused(problem);
    process.stderr.write(`${problem} Try again.\n`);
  }
}

async function main(argv: string[] = process.argv.slice(2)): Promise<number> {
  const env = readEnv();
  if (!env) return EXIT_FAILED;

  const fromPipe = argv.includes(STDIN_FLAG);
  if (!process.stdin.isTTY && !fromPipe) {
    process.stderr.write(
      "npm run admin:create asks for the password on a terminal, and standard input is not one.\n" +
        `Run it in a terminal, or pass ${STDIN_FLAG} and send three lines: the email, the password and the password again:\n` +
        `  printf '%s\\n%s\\n%s\\n' "$EMAIL" "$PASSWORD" "$PASSWORD" | npm run admin:create -- ${STDIN_FLAG}\n`,
    );
    return EXIT_USAGE;
  }

  const store = openStore({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR_ABSOLUTE });
  const prompter = fromPipe ? linePrompter(process.stdin) : terminalPrompter(process.stdin, process.stdout);
  try {
    await migrate(store.db, store.dialect);
    if (prompter.interactive) {
      const where = env.DATABASE_URL ? "the PostgreSQL database of DATABASE_URL" : `${env.DATA_DIR_ABSOLUTE}`;
      process.stdout.write(`New staff account in ${where}\n`);
    }
    const email = await askEmail(prompter, store);
    const password = await askPassword(prompter);
    const user = await createUser(store, email, password);
    process.stdout.write(`Staff account created for ${user.email}, an owner (it may do everything). Sign in at ${env.SITE_URL}/admin\n`);
    return EXIT_OK;
  } catch (error) {
    if (error instanceof Cancelled) {
      process.stderr.write("Cancelled: no account was created.\n");
      return EXIT_INTERRUPTED;
    }
    if (error instanceof Refused || error instanceof AccountError) {
      process.stderr.write(`${error.message} No account was created.\n`);
      return EXIT_FAILED;
    }
    throw error;
  } finally {
    prompter.close();
    await store.close();
  }
}

process.exitCode = await main();
