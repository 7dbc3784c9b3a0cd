// `npm run dev`: the same Express app, with Vite serving modules and hot updates instead of the build.
import type { ServerBuild } from "react-router";
import { createServer } from "vite";

process.env.NODE_ENV = "development";
const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
// The server's own modules are loaded through Vite too, so that the modules they share with the pages read the
// site's public configuration (import.meta.env, as vite.config.ts defines it) the way the build gives it to them.
const load = <T>(path: string) => vite.ssrLoadModule(path) as Promise<T>;
const { exitOnEnvError, readEnv } = await load<typeof import("../app/lib/server/platform/env-startup.server")>(
  "/app/lib/server/platform/env-startup.server.ts",
);
const { createApp } = await load<typeof import("./app")>("/server/app.ts");
const { startServices } = await load<typeof import("./services")>("/server/services.ts");

const { createLogger, routeConsoleTo } = await load<typeof import("../app/lib/server/platform/logger.server")>(
  "/app/lib/server/platform/logger.server.ts",
);

const env = readEnv() ?? process.exit(1);
const logger = await createLogger({ level: env.LOG_LEVEL, format: env.LOG_FORMAT, instance: env.INSTANCE_ID });
routeConsoleTo(logger);
const running = await startServices(env).catch(exitOnEnvError);
const app = createApp({
  env,
  build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  before: [vite.middlewares],
  services: running.services,
  logger,
  isReady: () => running.healthy(),
});
app.listen(env.PORT, env.HOST, () => {
  console.log(`Development server on http://localhost:${env.PORT}`);
});
