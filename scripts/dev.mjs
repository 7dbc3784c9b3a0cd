// `npm run dev`: brand imagery and images first (cached; spec sheets are made at run time), then the development server with hot reloading.
import { spawn } from "node:child_process";
import path from "node:path";
import { generateBrandAssets } from "./generate-brand-assets.mjs";
import { generateImages } from "./generate-images.mjs";
import { generateSocialImages } from "./generate-social-images.mjs";

const root = path.resolve(import.meta.dirname, "..");
await generateBrandAssets();
await generateImages();
await generateSocialImages();
const child = spawn(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), path.join(root, "server/dev.ts")], {
  stdio: "inherit",
  // Readable log lines for a person at the terminal, unless LOG_FORMAT says otherwise.
  env: { LOG_FORMAT: "pretty", ...process.env, NODE_ENV: "development" },
});
child.on("exit", (code) => process.exit(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
