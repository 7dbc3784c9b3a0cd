import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { parseEnv } from "#app/lib/env.server";
import { createLogger } from "#app/lib/server/platform/logger.server";
import type { AppServices } from "#app/lib/server/platform/services.server";
import { createApp } from "#server/app";
import { startServices } from "#server/services";
import { E2E_ADMIN, TEST_SERVER_ENV } from "#tests/support/staff-sign-in";
import { HTTP_TEMPLATE_DATA_DIR, templateCopy } from "#tests/e2e/support/processes";

/**
 * The production build the HTTP tests serve (`node scripts/start.mjs --build-only` makes it; `npm run test:unit`
 * and `npm test` build it first when it is out of date). vitest.config.ts leaves tests/http out when it is missing.
 */
export const BUILD_DIR = path.resolve("build");

/** The mail and checkpoint threads the build writes next to the server, started as server/index.ts starts them. */
const THREADS = {
  smtpThread: pathToFileURL(path.join(BUILD_DIR, "node/smtp-thread.mjs")),
  checkpointThread: pathToFileURL(path.join(BUILD_DIR, "node/wal-checkpoints.mjs")),
};

/**
 * What every test app gets, as the browser tests' servers do (playwright.config.ts, tests/e2e/support/processes.ts):
 * production mode and the test staff account. A test's own `env` adds to or overrides it.
 */
const BASE_ENV: Record<string, string> = {
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  ADMIN_EMAIL: E2E_ADMIN.email,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  ...TEST_SERVER_ENV,
  // A test asks for the pages it checks: they are rendered when asked, not all at start (as a browser test's own
  // server, tests/e2e/support/processes.ts).
  WARM_PAGES_AT_START: "0",
};

/** The variables of the test process that reach the app: none of the site's own (a developer's .env is not read). */
const PROCESS_VARIABLES = ["PATH", "HOME", "TMPDIR", "TZ"] as const;

export interface RunningApp {
  /** http://127.0.0.1:<ephemeral port> */
  url: string;
  services: AppServices;
  /** The data folder (a fresh one of the app's own unless the caller gave one). */
  dataDir: string;
  /** The JSON lines the app logged (request lines, errors), parsed. */
  logLines: () => Record<string, unknown>[];
  /** Stops the server and the services, and removes the data folder when it is the app's own. */
  close: () => Promise<void>;
}

let build: Promise<ServerBuild> | undefined;
/** The React Router server build, loaded once per test file. */
function serverBuild(): Promise<ServerBuild> {
  build ??= import(pathToFileURL(path.join(BUILD_DIR, "server/index.js")).href) as Promise<ServerBuild>;
  return build;
}

/**
 * The production app in this process, as server/index.ts wires it (the environment, the services with their mail and
 * checkpoint threads, the build and its client folder), listening on an ephemeral port. Its data folder is a copy of
 * the run's template (tests/http/support/template.ts: migrated, seeded, the first staff account, every spec sheet),
 * as a new site is once it has started; `dataDir` serves an existing one.
 */
export async function startApp(env: Record<string, string> = {}, { dataDir }: { dataDir?: string } = {}): Promise<RunningApp> {
  const own = dataDir ? undefined : templateCopy("helios-http-", HTTP_TEMPLATE_DATA_DIR);
  const dir = dataDir ?? own!.dir;
  const fromProcess = Object.fromEntries(PROCESS_VARIABLES.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));
  const parsed = parseEnv({ ...fromProcess, ...BASE_ENV, DATA_DIR: dir, ...env });
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  const logger = await createLogger({ level: parsed.LOG_LEVEL, instance: parsed.INSTANCE_ID, destination });
  const running = await startServices(parsed, THREADS);
  let accepting = true;
  const app = createApp({
    env: parsed,
    build: await serverBuild(),
    clientDir: path.join(BUILD_DIR, "client"),
    services: running.services,
    logger,
    isReady: async () => ({ accepting, ...(await running.healthy()) }),
  });
  const server = await new Promise<ReturnType<typeof app.listen>>((resolve, reject) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    listening.on("error", reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    services: running.services,
    dataDir: dir,
    logLines: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    async close() {
      accepting = false;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await running.stop();
      own?.remove();
    },
  };
}
