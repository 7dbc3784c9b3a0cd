import { existsSync, readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/**
 * tests/http serve the production build in this process (tests/http/support/app.ts): without one they are left out,
 * with a line saying how to run them (`npm run test:unit` and `npm test` build first; decision 060).
 */
const HTTP_TESTS = "tests/http/**/*.test.{ts,tsx}";
const hasBuild = existsSync("build/server/index.js") && existsSync("build/node/smtp-thread.mjs");
if (!hasBuild) {
  console.warn("tests/http left out: there is no production build. Run npm run test:unit (it builds first) or node scripts/start.mjs --build-only.");
}

/**
 * Unit files share their workers' modules (`isolate: false`): each file importing the app's modules afresh took a
 * third of the unit tests' time. A file that mocks a module (`vi.mock`) or asks for another environment than node runs
 * isolated, with the integration and HTTP tests, whose files hold stores, servers and data folders of their own.
 */
const UNIT_DIR = "tests/unit";
const NEEDS_ISOLATION = /\bvi\.mock\(|@vitest-environment\s/;
const unitFiles = readdirSync(UNIT_DIR).filter((file) => /\.test\.tsx?$/.test(file));
const isolatedUnitFiles = unitFiles.filter((file) => NEEDS_ISOLATION.test(readFileSync(`${UNIT_DIR}/${file}`, "utf8")));
const sharedUnitFiles = unitFiles.filter((file) => !isolatedUnitFiles.includes(file));

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
    projects: [
      { extends: true, test: { name: "unit", include: sharedUnitFiles.map((file) => `${UNIT_DIR}/${file}`), isolate: false } },
      {
        extends: true,
        test: {
          name: "isolated",
          include: [
            ...isolatedUnitFiles.map((file) => `${UNIT_DIR}/${file}`),
            "tests/integration/**/*.test.{ts,tsx}",
            ...(hasBuild ? [HTTP_TESTS] : []),
          ],
          // The data folder the HTTP tests' apps start from, made once per run (tests/http/support/template.ts).
          globalSetup: hasBuild ? ["tests/http/support/template.ts"] : [],
        },
      },
    ],
  },
});
