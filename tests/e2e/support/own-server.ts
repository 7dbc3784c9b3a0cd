import type { Browser, Page } from "@playwright/test";
import { test as base } from "../fixtures";
import { signIn } from "../../support/staff-sign-in";
import { startStaffServer } from "./staff";

type StaffServer = Awaited<ReturnType<typeof startStaffServer>>;

/**
 * The servers of a worker's spec files that change the site's content: each file gets a production server of its own,
 * started from the template data folder (as seeded, with the test routes), so a file starts from the seeded site
 * whatever the file before it changed, and the shared server's pages stay as the other specs expect them. A file's
 * server is stopped when the worker moves on to another file, and at the worker's end.
 */
export class FileServers {
  #current: { file: string; running: StaffServer } | undefined;

  /** The server of `file`, started when the worker comes to that file. */
  async forFile(file: string): Promise<StaffServer> {
    if (this.#current?.file === file) return this.#current.running;
    await this.stop();
    const running = await startStaffServer({ ENABLE_TEST_ROUTES: "1" });
    this.#current = { file, running };
    return running;
  }

  #running(): StaffServer {
    if (!this.#current) throw new Error("No server yet: a beforeAll hook calls staffServer.forFile(test.info().file) first");
    return this.#current.running;
  }

  /** The current file's server process (its url). */
  get server() {
    return this.#running().server;
  }

  /** The current file's data folder (its outbox log, its calendar files). */
  get dataDir() {
    return this.#running().dataDir;
  }

  async stop() {
    const running = this.#current?.running;
    this.#current = undefined;
    await running?.stop();
  }
}

/**
 * The `test` of specs that change the site's content (products, pages, energy figures, the content clock): every
 * page of the spec (the `page` fixture with its console checks included) talks to the file's own server. A
 * `beforeAll` hook that needs the server first calls `await staffServer.forFile(test.info().file)`.
 */
export const test = base.extend<{ fileServer: StaffServer }, { staffServer: FileServers }>({
  staffServer: [
    async ({}, use) => {
      const servers = new FileServers();
      await use(servers);
      await servers.stop();
    },
    { scope: "worker", timeout: 90_000 },
  ],
  fileServer: async ({ staffServer }, use, testInfo) => use(await staffServer.forFile(testInfo.file)),
  baseURL: async ({ fileServer }, use) => use(fileServer.server.url),
});

/**
 * A page of the file's own server without JavaScript, signed in as staff and on the staff page `at` (loaded once, by
 * `signIn`); its context is the caller's to close.
 */
export async function staffPageWithoutJavaScript(browser: Browser, staffServer: { server: { url: string } }, at: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: staffServer.server.url });
  const page = await context.newPage();
  await signIn(page, { at });
  return page;
}
