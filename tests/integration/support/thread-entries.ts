import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "../../..");
/** Inside the project, so that the bundles' packages (nodemailer, better-sqlite3) resolve from its node_modules. */
const outDir = path.join(root, "node_modules/.cache/helios-tests");

/** The entries of the server's worker threads, as scripts/build.mjs names them. */
const ENTRIES = {
  "smtp-thread": "app/lib/server/leads/smtp-thread-entry.server.ts",
  "wal-checkpoints": "app/lib/server/platform/wal-checkpoint-entry.server.ts",
} as const;

const built = new Map<keyof typeof ENTRIES, Promise<URL>>();

/**
 * A worker thread's entry bundled as the production build bundles it, for the tests that run the thread: worker
 * threads run plain JavaScript, not the test runner's TypeScript. Removed when the test process ends.
 */
export function builtThreadEntry(name: keyof typeof ENTRIES): Promise<URL> {
  let entry = built.get(name);
  if (!entry) {
    entry = (async () => {
      mkdirSync(outDir, { recursive: true });
      const outfile = path.join(outDir, `${name}-${process.pid}.mjs`);
      await build({
        entryPoints: [path.join(root, ENTRIES[name])],
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
    built.set(name, entry);
  }
  return entry;
}
