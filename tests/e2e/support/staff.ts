import { randomBytes } from "node:crypto";
import { rmSync, writeFileSync } from "node:fs";
import { expect, type APIRequestContext } from "@playwright/test";
import { solvedCaptcha } from "./captcha";
import { E2E_ADMIN, sessionCookie, TEMPLATE_SESSION_FILE } from "#tests/support/staff-sign-in";
import { freePort, startServer, TEMPLATE_DATA_DIR, tempDir, templateCopy, type ServerProcess } from "./processes";
import { products } from "#app/content/products";
import { specSheetUrl } from "#app/lib/spec-sheets";

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
 * Makes a template data folder (the browser tests' unless `dir` says another): a production server started on an
 * empty folder, signed in once when `sessionFile` is given (the session every copy shares), each product's spec sheet
 * made, stopped once it is ready.
 */
export async function makeTemplateDataDir(
  dir = TEMPLATE_DATA_DIR,
  { sessionFile = TEMPLATE_SESSION_FILE }: { sessionFile?: string | null } = {},
): Promise<void> {
  rmSync(dir, { recursive: true, force: true });
  if (sessionFile) rmSync(sessionFile, { force: true });
  const server = startServer({ DATA_DIR: dir }, await freePort());
  try {
    await server.ready();
    if (sessionFile) writeFileSync(sessionFile, JSON.stringify(await sessionCookie(server.url, E2E_ADMIN)));
    // Each product's spec sheet, made once here: a server started from a copy has them, as a server that has run
    // does, instead of typesetting all fourteen at its start or its first content change.
    for (const product of products) {
      const sheet = await fetch(`${server.url}${specSheetUrl(product.id)}`);
      if (!sheet.ok) throw new Error(`the template server answered ${sheet.status} for ${product.id}'s spec sheet`);
      await sheet.arrayBuffer();
    }
  } finally {
    server.child.kill("SIGTERM");
  }
  const code = await server.exited;
  if (code !== 0) throw new Error(`the template server stopped with ${code}: ${server.output()}`);
}

/**
 * Starts a production server of its own (a copy of the template database with its first account, client addresses
 * from X-Forwarded-For). `env` adds to or overrides its environment (ENABLE_TEST_ROUTES: "1" for a test that moves
 * the content clock); `fresh` starts it on an empty folder instead, for a test about the first start itself; `port` is
 * the port to listen on, for a test whose SITE_URL names it (passkeys need the site's own address).
 */
export async function startStaffServer(
  env: Record<string, string> = {},
  { fresh = false, port }: { fresh?: boolean; port?: number } = {},
): Promise<{ server: ServerProcess; dataDir: string; stop: () => Promise<void> }> {
  const data = fresh ? tempDir("helios-staff-e2e-") : templateCopy("helios-staff-e2e-");
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
    port ?? (await freePort()),
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
