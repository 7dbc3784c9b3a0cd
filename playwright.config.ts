import { defineConfig, devices } from "@playwright/test";
import { E2E_ADMIN, TEST_SERVER_ENV } from "./tests/support/staff-sign-in";
import { LAUNCH_WITHOUT_IMAGES } from "./tests/e2e/support/browser";

/** The browser tests run against the production build, served by our own server on this port. */
const PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

// One instant for the whole run, read by the workers (they inherit the runner's environment): the open event made in
// the setup and the date the RSVP tests expect on its pages are then the same day, even when the run crosses midnight.
process.env.E2E_RUN_STARTED_AT ??= String(Date.now());

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL: BASE_URL,
    // A trace records every action's page and screen: about a fifth of the suite's time. Off unless asked for
    // (PW_TRACE=1 npx playwright test …), to look into a failure; a failed test keeps its screenshot either way.
    trace: process.env.PW_TRACE ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    // No images, unless a spec about them asks (tests/e2e/support/browser.ts).
    launchOptions: LAUNCH_WITHOUT_IMAGES,
  },
  projects: [
    { name: "setup", testMatch: /global\.setup\.ts/ },
    {
      name: "chromium",
      dependencies: ["setup"],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    // A fresh database for every run, as on a clean clone: the owner content a run sets up is its own.
    command: `node -e "require('node:fs').rmSync('data/e2e', { recursive: true, force: true })" && node build/node/server.mjs`,
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      ...TEST_SERVER_ENV,
      DATA_DIR: "./data/e2e",
      // Many tests post from one address; the limit itself is tested on a server of its own.
      FORM_RATE_LIMIT: "10000",
      // Held posts (sent without JavaScript) from that one address; the quota itself is tested on a server of its own.
      HELD_PER_CLIENT: "10000",
      // A cheap proof of work, so the captcha solves at once in tests.
      ALTCHA_COST: "200",
      // The first staff account, made at start while the test database has none.
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
  },
});
