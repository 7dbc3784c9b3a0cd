import { existsSync, readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/**
 * tests/http serve the production build in this process (tests/http/support/app.ts): without one they are left out,
 * with a line saying how to run them (`npm run test:unit` and `npm test` build first; decision 060).
 */
const hasBuild = existsSync("build/server/index.js") && existsSync("build/node/smtp-thread.mjs");
if (!hasBuild) {
  console.warn("tests/http left out: there is no production build. Run npm run test:unit (it builds first) or node scripts/start.mjs --build-only.");
}

/**
 * Test files share their workers' modules (`isolate: false`): each file importing the app's modules afresh took a
 * third of the unit tests' time, and 60 of the integration and HTTP tests' 100 s of processor time. Nothing a file
 * needs lives in a module: every integration and HTTP file holds stores, servers, data folders and ports of its own,
 * and the app's caches are kept per store. A file that mocks a module (`vi.mock`), asks for another environment than
 * node, or says `// vitest: isolated` (it reads process-wide state another file changes) runs isolated.
 */
const NEEDS_ISOLATION = /\bvi\.mock\(|@vitest-environment\s|^\/\/ vitest: isolated\b/m;
const testFiles = (dir: string) =>
  readdirSync(dir)
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${dir}/${file}`);
const candidateFiles = [...testFiles("tests/unit"), ...testFiles("tests/integration"), ...(hasBuild ? testFiles("tests/http") : [])];
const isolatedFiles = candidateFiles.filter((file) => NEEDS_ISOLATION.test(readFileSync(file, "utf8")));
const sharedFiles = candidateFiles.filter((file) => !isolatedFiles.includes(file));

// Unit tests: no React Router plugin, just the modules.
export default defineConfig({
  define: {
    "import.meta.env.VITE_SITE_URL": JSON.stringify("https://www.helios-windows.example"),
    "import.meta.env.VITE_CAPTCHA_PROVIDER": JSON.stringify("altcha"),
    "import.meta.env.VITE_RECAPTCHA_SITE_KEY": JSON.stringify(""),
    "import.meta.env.VITE_GA_ID": JSON.stringify(""),
    "import.meta.env.VITE_ADS_CONVERSION": JSON.stringify(""),
  },
  test: {
    testTimeout: 20_000,
    // One file per core. Vitest's default leaves one core free (a single worker on a 2-core machine), but most files
    // wait on a database, a child process or a server in this process, and each file has its own stores (SQLite
    // files, a PostgreSQL database of its own), data folders and ports.
    maxWorkers: availableParallelism(),
    // tests/http start the app (migrations, the seed, the first account's password hash) in their hooks.
    hookTimeout: 60_000,
    // The app logs its start (migrations, keys, the first backup) and its errors: shown for a failing test only.
    silent: "passed-only",
    environment: "node",
    // Once per run: what the store tests make once per worker is named from the run and removed at its end
    // (tests/integration/support/test-run.ts), and the data folder the HTTP tests' apps start from is made
    // (tests/http/support/template.ts). Vitest runs the global setup for the root project and again for each project
    // (which inherit it), so the files do their work for the root only: the values it provides reach every project.
    globalSetup: ["tests/integration/support/test-run.ts", ...(hasBuild ? ["tests/http/support/template.ts"] : [])],
    projects: [
      { extends: true, test: { name: "shared", include: sharedFiles, isolate: false } },
      { extends: true, test: { name: "isolated", include: isolatedFiles } },
    ],
  },
});
