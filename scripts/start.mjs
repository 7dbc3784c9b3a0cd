// `npm start`: builds when there is no build or the sources (or SITE_URL) changed since, then serves it.
// `--build-only` stops after the build (the browser tests use it).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { buildIsFresh, root } from "./lib/sources.mjs";

if (!buildIsFresh()) {
  console.log("The build is missing or out of date: building…");
  const result = spawnSync(process.execPath, [path.join(root, "scripts/build.mjs")], { stdio: "inherit", cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (process.argv.includes("--build-only")) process.exit(0);

process.env.NODE_ENV ||= "production";
await import(path.join(root, "build/node/server.mjs"));
