import { spawn, spawnSync } from "node:child_process";
import { runScript, scriptCommand, type ScriptRun } from "#tests/support/run-script";
import { describe, expect, it } from "vitest";
import { openStore } from "#app/lib/server/platform/database.server";
import { verifyPassword } from "#app/lib/server/platform/password-hash.server";
import { createUser, findUserByEmail } from "#app/lib/server/staff/users.server";
import { DIALECTS, useTestStore } from "./support/test-stores";

const PASSWORD = "long enough passphrase";
const HAS_SCRIPT = spawnSync("script", ["--version"]).status === 0;
/** Each test starts Node with tsx, which takes seconds on a busy machine. */
const SPAWN_TIMEOUT_MS = 60_000;

/** Runs `npm run admin:create` (its command) with the given arguments, standard input and store. */
const run = (args: string[], input: string | undefined, env: Record<string, string | undefined>, asNpmRuns = false): Promise<ScriptRun> =>
  runScript("admin-create", args, { env, input, asNpmRuns });

describe.each(DIALECTS)("npm run admin:create on $dialect", { timeout: SPAWN_TIMEOUT_MS }, ({ dialect }) => {
  const testStore = useTestStore(dialect);
  const storeEnv = () => ({ DATA_DIR: testStore.dir, DATABASE_URL: testStore.databaseUrl() });

  async function userOf(email: string) {
    const store = openStore({ databaseUrl: testStore.databaseUrl(), dataDir: testStore.dir });
    try {
      return await findUserByEmail(store, email);
    } finally {
      await store.close();
    }
  }

  it("creates an account from three lines on standard input with --stdin", async () => {
    // As `npm run admin:create` starts it (tsx); the other tests run its bundle (scriptCommand).
    const result = await run(["--stdin"], `New@Helios.example\n${PASSWORD}\n${PASSWORD}\n`, storeEnv(), true);
    expect(result.stderr).not.toMatch(/error/i);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("Staff account created for new@helios.example");
    expect(result.stdout + result.stderr).not.toContain(PASSWORD);
    const user = await userOf("new@helios.example");
    expect(user).toBeDefined();
    expect(await verifyPassword(PASSWORD, user!.password_hash)).toBe(true);
  });

  it("refuses an email that already has an account, changing nothing", async () => {
    const store = await testStore.open();
    const existing = await createUser(store, "staff@helios.example", "the original password");
    const result = await run(["--stdin"], `STAFF@helios.example\n${PASSWORD}\n${PASSWORD}\n`, storeEnv());
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("There is already an account for staff@helios.example. No account was created.");
    expect((await userOf("staff@helios.example"))!.password_hash).toBe(existing.password_hash);
  });

});

describe("npm run admin:create without a terminal", { timeout: SPAWN_TIMEOUT_MS }, () => {
  const testStore = useTestStore("sqlite");

  it.each([
    ["a short password", `a@helios.example\nshort\nshort\n`, "at least 12 characters"],
    ["two different passwords", `a@helios.example\n${PASSWORD}\n${PASSWORD}!\n`, "The two passwords are not the same"],
    ["an invalid email", `not an email\n${PASSWORD}\n${PASSWORD}\n`, "valid email address"],
    ["missing lines", `a@helios.example\n`, "Expected three lines"],
  ])("refuses %s", async (_label, input, message) => {
    const result = await run(["--stdin"], input, { DATA_DIR: testStore.dir });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(message);
    expect(result.stderr).toContain("No account was created.");
    const store = await testStore.open();
    expect(await findUserByEmail(store, "a@helios.example")).toBeUndefined();
  });
  it("refuses to read a password from a pipe unless asked to with --stdin, and says how", async () => {
    const result = await run([], `x@helios.example\n${PASSWORD}\n${PASSWORD}\n`, { DATA_DIR: "/nonexistent/never-created" });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("asks for the password on a terminal");
    expect(result.stderr).toContain("--stdin");
  });

  it("stops with the configuration error when the environment is invalid", async () => {
    const result = await run(["--stdin"], "", { DATABASE_URL: "mysql://nope" });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Invalid configuration: DATABASE_URL");
  });
});

describe.skipIf(!HAS_SCRIPT)("npm run admin:create on a terminal", { timeout: SPAWN_TIMEOUT_MS }, () => {
  const testStore = useTestStore("sqlite");

  it("prompts for the email (echoed) and the password twice (not echoed), with Backspace working", async () => {
    // `script` runs the command on a pseudo-terminal, as a person at a terminal would.
    const command = scriptCommand("admin-create").map((part) => `'${part}'`).join(" ");
    const child = spawn("script", ["-qfec", command, "/dev/null"], {
      env: { ...process.env, NODE_ENV: "production", DATA_DIR: testStore.dir },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    const waitFor = async (text: string) => {
      const deadline = Date.now() + 15_000;
      while (!output.includes(text)) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${JSON.stringify(text)} in ${JSON.stringify(output)}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    };
    // Each answer is typed only once its prompt is shown, when the terminal is in raw mode (no echo by the tty).
    await waitFor("Email: ");
    child.stdin.write("tty@helios.example\r");
    await waitFor("Password (not shown): ");
    child.stdin.write(`${PASSWORD}x\u007f\r`);
    await waitFor("Password again: ");
    child.stdin.write(`${PASSWORD}\r`);
    await waitFor("Sign in at");
    child.stdin.end();
    expect(await exited).toBe(0);
    expect(output).toContain("Email: tty@helios.example");
    expect(output).not.toContain(PASSWORD);
    const store = openStore({ dataDir: testStore.dir });
    try {
      const user = await findUserByEmail(store, "tty@helios.example");
      expect(await verifyPassword(PASSWORD, user!.password_hash)).toBe(true);
    } finally {
      await store.close();
    }
  });
});
