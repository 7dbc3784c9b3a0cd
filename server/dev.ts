// `npm run dev`: the same Express app, with Vite serving modules and hot updates instead of the build.
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { EnvError, getEnv } from "../app/lib/env.server";
import { createApp } from "./app";
import { startServices } from "./services";

process.env.NODE_ENV = "development";
let env;
try {
  env = getEnv();
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const running = await startServices(env).catch((error: unknown) => {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
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
