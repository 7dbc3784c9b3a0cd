import { randomBytes } from "node:crypto";
import { expect, type APIRequestContext } from "@playwright/test";
import { solvedCaptcha } from "./captcha";
import { E2E_ADMIN } from "#tests/support/staff-sign-in";
import { freePort, startServer, tempDir, type ServerProcess } from "./processes";

/** A name no other test (or earlier run on the same data directory) has used. */
export function uniqueName(prefix: string): string {
  return `${prefix}${randomBytes(4).toString("hex")}`;
}

/**
 * An RSVP posted the way the hosted form service's clients post it, with a solved captcha and (unless `fields` give
 * one) an email of its own, since an event takes one reply per email; returns nothing (the id is staff-only).
 */
export async function postRsvp(request: APIRequestContext, fields: Record<string, string | number>, formId = "rsvp") {
  const response = await request.post(`/f/${formId}`, {
    data: {
      _replyto: `${uniqueName("guest-")}@example.com`,
      phone: "6045550100",
      guests: 2,
      last_name: "Guest",
      altcha: await solvedCaptcha(request),
      ...fields,
    },
  });
  expect(response.status()).toBe(200);
}

/**
 * Starts a production server of its own (fresh database, first account, client addresses from X-Forwarded-For).
 * `env` adds to or overrides its environment (ENABLE_TEST_ROUTES: "1" for a test that moves the content clock).
 */
export async function startStaffServer(env: Record<string, string> = {}): Promise<{ server: ServerProcess; dataDir: string; stop: () => Promise<void> }> {
  const data = tempDir("helios-staff-e2e-");
  const server = startServer(
    {
      DATA_DIR: data.dir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // One proxy: each test client says who it is with X-Forwarded-For, so the per-client limits can be told apart.
      TRUST_PROXY: "1",
      FORM_RATE_LIMIT: "10000",
      ALTCHA_COST: "200",
      ...env,
    },
    await freePort(),
  );
  await server.ready();
  return {
    server,
    dataDir: data.dir,
    async stop() {
      server.child.kill("SIGTERM");
      await server.exited;
      data.remove();
    },
  };
}
