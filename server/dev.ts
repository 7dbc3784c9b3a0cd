// `npm run dev`: the same Express app, with Vite serving modules and hot updates instead of the build.
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { exitOnEnvError, readEnv } from "../app/lib/server/platform/env-startup.server";
import { createApp } from "./app";
import { startServices } from "./services";

process.env.NODE_ENV = "development";
const env = readEnv() ?? process.exit(1);
const running = await startServices(env).catch(exitOnEnvError);
const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const app = createApp({
  env,
  build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  before: [vite.middlewares],
  services: running.services,
  isReady: () => running.healthy(),
});
app.listen(env.PORT, env.HOST, () => {
  console.log(`Development server on http://localhost:${env.PORT}`);
});
