import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer as createNetServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { E2E_ADMIN, TEST_SERVER_ENV } from "#tests/support/staff-sign-in";

/**
 * How long a test's own server may take to answer /healthz: migrations, the first staff account and the seed run
 * first, which takes seconds on a loaded 2-core machine. A guard against a server that never starts, not a wait.
 */
export const SERVER_READY_TIMEOUT_MS = 45_000;
/**
 * The budget of a `beforeAll` hook that starts a server of its own (and seeds it): room for a slow start on a busy
 * machine. Playwright gives a file's hooks the default test timeout, not its describe's, so each such hook sets it.
 */
export const SERVER_HOOK_TIMEOUT_MS = 2 * SERVER_READY_TIMEOUT_MS;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export function tempDir(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A data folder migrated, seeded and given the first staff account once, before the browser tests (global.setup.ts):
 * each server of a test's own starts from a copy of it, as a fresh site would be, without running the migrations,
 * the seed and the first account's password hash again.
 */
export const TEMPLATE_DATA_DIR = path.resolve("data/e2e-template");

/** The database and its files come from the template; its backups and logs do not (a new site has none). */
const fromTemplate = (source: string) => !/[\\/](backups|[^\\/]*\.log)$/.test(source);

/**
 * The same, for the HTTP tests' apps (tests/http/support/app.ts), made by Vitest's global setup: its own folder, since
 * the two runners may make theirs at the same time.
 */
export const HTTP_TEMPLATE_DATA_DIR = path.resolve("data/http-template");

/**
 * A temporary data folder holding a copy of a template (or empty, when the setup that makes the template has not
 * run): a server started on it is a freshly seeded site with the first staff account.
 */
export function templateCopy(prefix: string, template = TEMPLATE_DATA_DIR): { dir: string; remove: () => void } {
  const data = tempDir(prefix);
  if (existsSync(template)) cpSync(template, data.dir, { recursive: true, filter: fromTemplate });
  return data;
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  exited: Promise<number | null>;
  output: () => string;
  /** Resolves once /healthz answers 200. */
  ready: () => Promise<void>;
}

/**
 * Starts the production server (build/node/server.mjs) as a process of its own, with the test staff account (so a
 * test can set up the owner content it needs through the staff pages) unless `env` says otherwise.
 */
export function startServer(env: Record<string, string>, port: number): ServerProcess {
  const child = spawn(process.execPath, ["build/node/server.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ...TEST_SERVER_ENV,
      // A few pages are asked of each such server: they are rendered when asked, not all at start (the shared
      // server, playwright.config.ts, keeps the warming at start).
      WARM_PAGES_AT_START: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  return {
    child,
    port,
    url,
    exited,
    output: () => output,
    async ready() {
      const deadline = Date.now() + SERVER_READY_TIMEOUT_MS;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
        try {
          if ((await fetch(`${url}/healthz`)).ok) return;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`server not ready: ${output}`);
    },
  };
}
