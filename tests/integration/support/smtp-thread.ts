import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "../../..");
/** Inside the project, so that the bundle's packages (nodemailer) resolve from its node_modules. */
const outDir = path.join(root, "node_modules/.cache/helios-tests");

let built: Promise<URL> | undefined;

/**
 * The mail thread's entry bundled as the production build bundles it (scripts/build.mjs), for the tests that send
 * through the thread: worker threads run plain JavaScript, not the test runner's TypeScript.
 */
export function builtSmtpThread(): Promise<URL> {
  built ??= (async () => {
    mkdirSync(outDir, { recursive: true });
    const outfile = path.join(outDir, `smtp-thread-${process.pid}.mjs`);
    await build({
      entryPoints: [path.join(root, "app/lib/server/leads/smtp-thread-entry.server.ts")],
      outfile,
      bundle: true,
      platform: "node",
      target: "node20",
      format: "esm",
      packages: "external",
      logLevel: "warning",
    });
    process.once("exit", () => rmSync(outfile, { force: true }));
    return pathToFileURL(outfile);
  })();
  return built;
}
