import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { CAPTCHA_PROVIDER } from "../app/lib/captcha-config";
import { exitOnEnvError, readEnv } from "../app/lib/server/platform/env-startup.server";
import { createLogger, routeConsoleTo } from "../app/lib/server/platform/logger.server";
import { createApp } from "./app";
import { startServices } from "./services";

/** How long an idle keep-alive connection stays open: beyond a proxy's 60 s, see where it is set. */
const IDLE_KEEP_ALIVE_MS = 65_000;

/** The entries of the mail and checkpoint threads, built next to the server (scripts/build.mjs). */
const SMTP_THREAD_FILE = "./smtp-thread.mjs";
const CHECKPOINT_THREAD_FILE = "./wal-checkpoints.mjs";
/** How long in-flight requests get to finish after SIGTERM before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const env = readEnv() ?? process.exit(1);
  // From here on every line the process writes is a JSON line (or, with LOG_FORMAT=pretty, a readable one).
  const logger = await createLogger({ level: env.LOG_LEVEL, format: env.LOG_FORMAT, instance: env.INSTANCE_ID });
  routeConsoleTo(logger);

  // The captcha widget is baked into the build: the server must verify the same kind.
  if (env.CAPTCHA_PROVIDER !== CAPTCHA_PROVIDER) {
    console.error(
      `Invalid configuration: CAPTCHA_PROVIDER is ${env.CAPTCHA_PROVIDER} but the build was made for ${CAPTCHA_PROVIDER}; run npm start (or npm run build) to rebuild`,
    );
    process.exit(1);
  }

  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  // A shared key that disagrees with the other instances' is a configuration error: one line, naming it.
  // Mail and SQLite checkpoints are handled in threads of their own, built next to this file.
  const threads = {
    smtpThread: new URL(SMTP_THREAD_FILE, import.meta.url),
    checkpointThread: new URL(CHECKPOINT_THREAD_FILE, import.meta.url),
  };
  const running = await startServices(env, threads).catch(exitOnEnvError);
  let ready = true;
  const app = createApp({
    env,
    build,
    clientDir: path.join(buildDir, "client"),
    services: running.services,
    logger,
    isReady: async () => ({ accepting: ready, ...(await running.healthy()) }),
  });

  const server = app.listen(env.PORT, env.HOST, () => {
    const shownHost = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;
    console.log(`Helios site ready on http://${shownHost}:${env.PORT} (SITE_URL ${env.SITE_URL})`);
  });
  server.on("error", (error: NodeJS.ErrnoException) => {
    console.error(
      error.code === "EADDRINUSE"
        ? `Port ${env.PORT} is already in use: set PORT to another port.`
        : `Server error: ${error.message}`,
    );
    process.exit(1);
  });
  // Slow or stalled clients do not hold sockets forever.
  server.headersTimeout = 20_000;
  server.requestTimeout = 30_000;
  // An idle keep-alive connection is closed after IDLE_KEEP_ALIVE_MS. It is longer than a reverse proxy's own idle
  // timeout (nginx keeps upstream connections 60 s), so the proxy, not the server, closes an idle connection: a
  // server that closes first races the proxy's next request on that connection, which then fails (a 502, or a
  // reset for any client that reuses connections).
  server.keepAliveTimeout = IDLE_KEEP_ALIVE_MS;

  const shutdown = (signal: string) => {
    if (!ready) return;
    ready = false;
    console.log(`${signal} received: finishing in-flight requests`);
    server.close(async () => {
      await running.stop().catch((error: Error) => console.error(`Shutdown: ${error.message}`));
      console.log("Server closed");
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(0);
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
