import type { Browser, Page } from "@playwright/test";
import { test as base } from "../fixtures";
import { signIn } from "../../support/staff-sign-in";
import { startStaffServer } from "./staff";

/**
 * The `test` of specs that change the site's content (projects, products, landings): each worker starts a production
 * server of its own, with its own database, and every page of the spec (the `page` fixture with its console checks
 * included) talks to it, so the shared server's pages stay as the other specs expect them.
 */
export const test = base.extend<object, { staffServer: Awaited<ReturnType<typeof startStaffServer>> }>({
  staffServer: [
    async ({}, use) => {
      const server = await startStaffServer();
      await use(server);
      await server.stop();
    },
    { scope: "worker", timeout: 90_000 },
  ],
  baseURL: async ({ staffServer }, use) => use(staffServer.server.url),
});

/** A page of the worker's own server without JavaScript, signed in as staff; its context is the caller's to close. */
export async function staffPageWithoutJavaScript(browser: Browser, staffServer: { server: { url: string } }): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: staffServer.server.url });
  const page = await context.newPage();
  await signIn(page);
  return page;
}
