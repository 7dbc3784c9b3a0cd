import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { E2E_ADMIN } from "#tests/support/staff-sign-in";
import { startApp, type RunningApp } from "./support/app";

/**
 * The audit log over HTTP, as an owner reads it (issue 41): sign-ins and their failures, with the browser family and
 * a network code from the request itself, never the raw address; the CSV of the same entries.
 */
let app: RunningApp;
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";

beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.close());

async function signIn(password: string): Promise<string | undefined> {
  const response = await fetch(`${app.url}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: app.url, "content-type": "application/x-www-form-urlencoded", "user-agent": FIREFOX },
    body: new URLSearchParams({ email: E2E_ADMIN.email, password, next: "/admin/audit" }),
  });
  return response.headers.getSetCookie().find((cookie) => cookie.startsWith("helios_staff="))?.split(";")[0];
}

describe("the audit log", () => {
  it("shows a failed and a good sign-in with who, when, the browser and a network code, and gives them as CSV", async () => {
    expect(await signIn("not the password at all")).toBeUndefined();
    const cookie = await signIn(E2E_ADMIN.password);
    expect(cookie).toBeDefined();

    const page = await (await fetch(`${app.url}/admin/audit?kind=access`, { headers: { cookie: cookie! } })).text();
    expect(page).toContain("Showing 1–2 of 2 entries, newest first.");
    expect(page).toMatch(/Signed in<!-- --> <!-- -->to the staff area/);
    expect(page).toMatch(/Sign-in failed<!-- --> <!-- -->with a wrong password/);
    expect(page).toMatch(/Firefox on Linux, network [\w-]{6}</);
    expect(page).not.toContain("127.0.0.1");

    const csv = await (await fetch(`${app.url}/admin/audit.csv?kind=access`, { headers: { cookie: cookie! } })).text();
    const lines = csv.trim().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z,e2e-admin@helios\.example,Signing in and out,Signed in,to the staff area,,[\w-]+,Firefox on Linux$/);
    // Exporting the log is itself in the log.
    const exports = await (await fetch(`${app.url}/admin/audit?kind=exports`, { headers: { cookie: cookie! } })).text();
    expect(exports).toContain("Audit log CSV");
  });
});
