import { spawn } from "node:child_process";
import { existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { buildSync } from "esbuild";

/** What an `npm run` script printed and how it ended. */
export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Inside the project, so that the bundles' imports of packages resolve to its node_modules. */
const BUNDLE_DIR = path.resolve("node_modules/.cache/script-bundles");
const bundles = new Map<string, string>();

/** Removes the bundles of test processes that have ended. */
function removeBundlesOfEndedProcesses(): void {
  if (!existsSync(BUNDLE_DIR)) return;
  for (const name of readdirSync(BUNDLE_DIR)) {
    const pid = Number(/-(\d+)\.mjs$/.exec(name)?.[1]);
    if (pid && pid !== process.pid && !isRunning(pid)) rmSync(path.join(BUNDLE_DIR, name), { force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * One of the project's TypeScript scripts bundled (esbuild, the packages left as imports), once per test process:
 * Node started with tsx compiles every module the script imports, about a second of processor time on every start,
 * and a run of the store tests starts the scripts dozens of times. The bundle runs the same code and starts in a
 * tenth of that. Named by the process, so that two Vitest workers never write the same file (Vitest ends its workers
 * without their exit handlers: the next run removes them).
 */
function scriptBundle(script: string): string {
  let file = bundles.get(script);
  if (!file) {
    removeBundlesOfEndedProcesses();
    file = path.join(BUNDLE_DIR, `${script}-${process.pid}.mjs`);
    buildSync({
      entryPoints: [path.resolve(`scripts/${script}.ts`)],
      outfile: file,
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      packages: "external",
      logLevel: "warning",
    });
    bundles.set(script, file);
  }
  return file;
}

/**
 * The command that runs a script: `node --import tsx scripts/<name>.ts`, exactly as its `npm run` command does, when
 * `asNpmRuns`; otherwise its bundle (scriptBundle). Each script's tests keep at least one run as npm runs it.
 */
export function scriptCommand(script: string, { asNpmRuns = false } = {}): string[] {
  return asNpmRuns ? [process.execPath, "--import", "tsx", `scripts/${script}.ts`] : [process.execPath, scriptBundle(script)];
}

/**
 * Runs one of the project's TypeScript scripts (scriptCommand), in production mode, with no terminal: standard input
 * is `input` then closed (a closed pipe when none), as from a provisioning script.
 */
export function runScript(
  script: string,
  args: string[],
  options: { env?: Record<string, string | undefined>; input?: string; asNpmRuns?: boolean } = {},
): Promise<ScriptRun> {
  return new Promise((resolve, reject) => {
    const [command, ...commandArgs] = scriptCommand(script, { asNpmRuns: options.asNpmRuns });
    const child = spawn(command!, [...commandArgs, ...args], {
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
