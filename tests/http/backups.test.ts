import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { request, type APIRequestContext } from "@playwright/test";
import { afterAll, expect, test } from "vitest";
import { solvedCaptcha } from "#tests/e2e/support/captcha";
import { tempDir } from "#tests/e2e/support/processes";
import { uniqueName } from "#tests/e2e/support/staff";
import { signInApi } from "#tests/support/staff-sign-in";
import { startApp } from "./support/app";

/**
 * `npm run backup` and `npm run restore` (decision 028), run as the commands they are (child processes) around the
 * production app in this process. The server's own schedule and the warning staff see are in
 * tests/e2e/backups.spec.ts.
 */

const run = promisify(execFile);
/** Two commands, two app starts and two sign-ins: a minute on a busy 2-core machine. */
const COMMANDS_TIMEOUT_MS = 120_000;
/** As a staff server of the browser tests (tests/e2e/support/staff.ts): one proxy, generous limits, a cheap captcha. */
const STAFF_SERVER_ENV = { TRUST_PROXY: "1", FORM_RATE_LIMIT: "10000", ALTCHA_COST: "200" };

const clients: APIRequestContext[] = [];
afterAll(async () => Promise.all(clients.splice(0).map((client) => client.dispose())));

async function client(baseURL: string) {
  const context = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  clients.push(context);
  return context;
}

/** The page's text without its markup, as a reader sees it. */
const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/&#x27;|&#39;/g, "'").replace(/\s+/g, " ");

test("npm run backup while the server runs, then npm run restore into an empty folder, serve the same leads", async () => {
  const source = await startApp({ ...STAFF_SERVER_ENV, BACKUP_INTERVAL_HOURS: "0" });
  const restoredData = tempDir("helios-restored-");
  try {
    const visitor = await client(source.url);
    const name = uniqueName("Restored");
    const posted = await visitor.post("/f/contact", {
      data: { first_name: name, last_name: "Lead", _replyto: "restore@example.com", phone: "6045550111", message: "Before the backup", how_did_you_hear: "Google", altcha: await solvedCaptcha(visitor) },
    });
    expect(posted.status(), await posted.text()).toBe(200);
    const dataDir = source.dataDir;
    const backup = await run(process.execPath, ["--import", "tsx", "scripts/backup.ts"], { env: { ...process.env, DATA_DIR: dataDir } });
    const file = /Backup written and checked: (\S+)/.exec(backup.stdout)?.[1];
    expect(file).toBe(path.join(dataDir, "backups", readdirSync(path.join(dataDir, "backups"))[0]!));
    expect(backup.stdout).toMatch(/Rows: submissions 1, users 1, /);

    const restored = await run(process.execPath, ["--import", "tsx", "scripts/restore.ts", file!, "--yes"], { env: { ...process.env, DATA_DIR: restoredData.dir } });
    expect(restored.stdout).toContain("The backup holds 1 staff account; after the restore each can sign in, unless removed:\n  e2e-admin@helios.example: owner, no second factor\n");
    expect(restored.stdout).toContain(`Restored into ${path.join(restoredData.dir, "helios.db")}: submissions 1, users 1`);
    // Into a folder that has data now, only with --force.
    const again = await run(process.execPath, ["--import", "tsx", "scripts/restore.ts", file!, "--yes"], { env: { ...process.env, DATA_DIR: restoredData.dir } }).catch((error: { code: number; stderr: string }) => error);
    expect(again).toMatchObject({ code: 1, stderr: expect.stringContaining("already has data. To replace it, run again with --force") });

    const server = await startApp({ BACKUP_INTERVAL_HOURS: "0", TRUST_PROXY: "1", ALTCHA_COST: "200" }, { dataDir: restoredData.dir });
    try {
      const staff = await client(server.url);
      await signInApi(staff, server.url);
      expect(text(await (await staff.get("/admin/submissions")).text())).toContain(name);
    } finally {
      await server.close();
    }
  } finally {
    await source.close();
    restoredData.remove();
  }
}, COMMANDS_TIMEOUT_MS);
