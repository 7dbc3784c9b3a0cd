import { readdirSync } from "node:fs";
import path from "node:path";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signIn, signInApi } from "../support/staff-sign-in";
import { startStaffServer } from "./support/staff";

/**
 * Backups against the production build (decision 028): the server's own schedule with a short interval and an off-site
 * command that fails, and the warning staff see. `npm run backup` / `npm run restore` around a running server are
 * checked without a browser in tests/http/backups.test.ts.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

/** Backups are taken every 1.8 s here (the schedule is looked at as often). */
const SHORT_INTERVAL_HOURS = "0.0005";
const WARNING = "Backups need attention: The last backup was taken, but its off-site copy (BACKUP_COMMAND) failed: the command exited with 4: remote unreachable.";

const clients: APIRequestContext[] = [];
test.afterAll(async () => Promise.all(clients.splice(0).map((client) => client.dispose())));

async function client(baseURL: string) {
  const context = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  clients.push(context);
  return context;
}

/** The page's text without its markup, as a reader sees it. */
const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, " ");

test("the schedule keeps BACKUP_KEEP files and a failing off-site command is shown on every staff page", async ({ page }) => {
  const staff = await startStaffServer({
    BACKUP_INTERVAL_HOURS: SHORT_INTERVAL_HOURS,
    BACKUP_KEEP: "2",
    BACKUP_COMMAND: "echo 'remote unreachable' >&2; exit 4",
  });
  try {
    await expect.poll(() => staff.server.output().match(/Backup taken: /g)?.length ?? 0, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
    await expect.poll(() => staff.server.output().match(/off-site copy of .* failed/g)?.length ?? 0).toBeGreaterThanOrEqual(3);
    const api = await client(staff.server.url);
    await signInApi(api, staff.server.url);
    for (const page of ["/admin/submissions", "/admin/account"]) {
      expect(text(await (await api.get(page)).text())).toContain(WARNING);
    }
    const backups = text(await (await api.get("/admin/backups")).text());
    expect(backups).toContain("The last good backup was taken");
    expect(backups).toContain("Failed: the command exited with 4: remote unreachable");
    expect(backups).toContain("Taken and checked");
    // A new backup is in place for a moment before the oldest goes: the folder settles at BACKUP_KEEP files.
    await expect.poll(() => readdirSync(path.join(staff.dataDir, "backups")).filter((name) => name.startsWith("helios-")).length).toBe(2);

    // In the browser: the warning on a staff page, and the Backups page it links to.
    await page.goto(`${staff.server.url}/admin/login`);
    await signIn(page, { at: "/admin/submissions" });
    await expect(page.getByRole("alert")).toHaveText(`${WARNING} See the backups`);
    await page.getByRole("alert").getByRole("link", { name: "See the backups" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Backups" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Backups" })).toHaveAttribute("aria-current", "page");
    // Backups go on every two seconds: the newest row may be one still running, so the failure is looked for in any row.
    await expect(page.getByRole("cell", { name: "Failed: the command exited with 4: remote unreachable" }).first()).toBeVisible();
  } finally {
    // The page goes first: a server stopping under an open page resets the browser's kept-alive connections.
    await page.close();
    await staff.stop();
  }
});
