import { spawn } from "node:child_process";

/** What an `npm run` script printed and how it ended. */
export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs one of the project's TypeScript scripts as its `npm run` command does (`node --import tsx scripts/<name>.ts`),
 * in production mode, with no terminal: standard input is `input` then closed (a closed pipe when none), as from a
 * provisioning script.
 */
export function runScript(
  script: string,
  args: string[],
  options: { env?: Record<string, string | undefined>; input?: string } = {},
): Promise<ScriptRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], {
      env: { ...process.env, NODE_ENV: "production", ...options.env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.input);
  });
}
