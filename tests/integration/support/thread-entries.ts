import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";
import { THREAD_ENTRIES } from "#scripts/lib/thread-entries.mjs";

const root = path.resolve(import.meta.dirname, "../../..");
/** Inside the project, so that the bundles' packages (nodemailer, better-sqlite3) resolve from its node_modules. */
const outDir = path.join(root, "node_modules/.cache/helios-tests");

type ThreadName = keyof typeof THREAD_ENTRIES;

const built = new Map<ThreadName, Promise<URL>>();

/**
 * A worker thread's entry bundled as the production build bundles it, for the tests that run the thread: worker
 * threads run plain JavaScript, not the test runner's TypeScript. Removed when the test process ends.
 */
export function builtThreadEntry(name: ThreadName): Promise<URL> {
  let entry = built.get(name);
  if (!entry) {
    entry = (async () => {
      mkdirSync(outDir, { recursive: true });
      const outfile = path.join(outDir, `${name}-${process.pid}.mjs`);
      await build({
        entryPoints: [path.join(root, THREAD_ENTRIES[name])],
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
