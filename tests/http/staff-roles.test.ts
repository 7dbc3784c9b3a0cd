import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF_ROLES, STAFF_ROUTE_ROLES, type StaffRole } from "#app/lib/admin/staff-roles";
import { signValue } from "#app/lib/server/staff/cookie-signing.server";
import { createSession, SESSION_COOKIE } from "#app/lib/server/staff/sessions.server";
import { PRODUCT_FILE_UPLOAD_ROUTE } from "#app/lib/product-files";
import { MEDIA_UPLOAD_PATH } from "#server/uploads";
import { startApp, type RunningApp } from "./support/app";

/**
 * Every staff route, asked by each role (issue 41): a role the roles table does not allow gets 403 with who may use the
 * page, on a page, its client-side data request, a resource route and the server's own upload routes alike, and
 * whether it reads or posts; a role it allows is never refused. The accounts are made in the database with sessions
 * of their own (nobody signs in here: the sign-in page has its own tests).
 */
let app: RunningApp;
const cookies = {} as Record<StaffRole, string>;

beforeAll(async () => {
  app = await startApp();
  const { store, sessionSecret } = app.services;
  for (const role of STAFF_ROLES) {
    const id = randomUUID();
    // A hash no password matches: these accounts only ever use the session made here.
    await store.db.insertInto("users").values({ id, email: `${role}@roles.example`, password_hash: "none", created_at: Date.now(), role }).execute();
    const { token } = await createSession(store, id);
    cookies[role] = `${SESSION_COOKIE}=${signValue(token, sessionSecret)}`;
  }
});
afterAll(() => app?.close());

/** A path of the pattern: a parameter becomes an id that names nothing (a refusal comes before any lookup). */
const pathOf = (pattern: string) => pattern.replace(/:(\w+)/g, (_, name: string) => `no-such-${name}`);

async function ask(role: StaffRole, path: string, method: "GET" | "POST") {
  const response = await fetch(`${app.url}${path}`, {
    method,
    redirect: "manual",
    headers: { cookie: cookies[role], origin: app.url, ...(method === "POST" ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
    body: method === "POST" ? "intent=nothing" : undefined,
  });
  return { status: response.status, text: await response.text() };
}

/** The server's own staff routes take posts only (a read of them is any unknown address's 404). */
const POST_ONLY = new Set([MEDIA_UPLOAD_PATH, PRODUCT_FILE_UPLOAD_ROUTE]);

const guarded = Object.entries(STAFF_ROUTE_ROLES).filter((entry): entry is [string, readonly StaffRole[]] => entry[1] !== null);

describe("each staff route, asked by each role", () => {
  for (const [pattern, allowed] of guarded) {
    const path = pathOf(pattern);
    for (const role of STAFF_ROLES) {
      if (allowed.includes(role)) {
        it(`${role} may open ${pattern}`, async () => {
          // An upload without a file is refused for what it lacks, never for the role.
          expect((await ask(role, path, POST_ONLY.has(pattern) ? "POST" : "GET")).status).not.toBe(403);
        });
      } else {
        it(`${role} is refused ${pattern}, reading and posting`, async () => {
          const answers = [...(POST_ONLY.has(pattern) ? [] : [await ask(role, path, "GET")]), await ask(role, path, "POST")];
          // A page route that only reads or only takes posts answers the other method 405 before any check.
          for (const answer of answers) expect([403, 405], answer.text.slice(0, 200)).toContain(answer.status);
          const refused = answers.filter((answer) => answer.status === 403);
          expect(refused.length).toBeGreaterThan(0);
          for (const answer of refused) expect(answer.text).toContain("This page is for");
        });
      }
    }
  }

  it("refuses a page's client-side data request like the page", async () => {
    const data = await ask("editor", "/admin/settings.data", "GET");
    expect(data.status).toBe(403);
    expect(data.text).toContain("This page is for owners");
  });

  it("shows a refused page inside the staff header, with the role's own navigation and the way to its first page", async () => {
    const page = await ask("sales", "/admin/products", "GET");
    expect(page.status).toBe(403);
    expect(page.text).toContain("Not open to your role");
    expect(page.text).toContain("This page is for owners and editors. You are signed in as sales staff");
    expect(page.text).toContain('href="/admin/submissions"');
    expect(page.text).not.toContain('href="/admin/settings"');
  });
});
