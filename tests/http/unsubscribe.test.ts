import { afterAll, beforeAll, expect, test } from "vitest";
import { unsubscribeKeys, unsubscribeToken } from "#app/lib/server/leads/consent/unsubscribe-links.server";
import { startApp, type RunningApp } from "./support/app";

/**
 * The unsubscribe link (decision 074) over HTTP: opening it changes nothing (mail scanners follow links); the page's
 * button and a mail program's one-click post (RFC 8058, from anywhere, without cookies) both unsubscribe, once; a link
 * the site did not make is a 404 that writes nothing. And the privacy notice every form links to.
 */
let app: RunningApp;

beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app?.close());

const pathOf = (email: string) => `/unsubscribe/${unsubscribeToken(unsubscribeKeys(app.services.sessionSecret), email)}`;
const suppressions = () => app.services.store.db.selectFrom("email_suppressions").select(["email", "source"]).orderBy("email").execute();

test("opening the link only asks, and the page is kept by nobody", async () => {
  const response = await fetch(`${app.url}${pathOf("Ana@Example.com")}`);
  const html = await response.text();
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  expect(html).toContain("ana@example.com");
  expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Unsubscribe<\/button>/);
  expect(await suppressions()).toEqual([]);
});

test("a mail program's one-click post unsubscribes, from another origin and without cookies, once", async () => {
  const post = () =>
    fetch(`${app.url}${pathOf("ben@example.com")}`, {
      method: "POST",
      headers: { origin: "https://mail.example", "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
  const first = await post();
  expect(first.status).toBe(200);
  expect(await first.text()).toContain("You are unsubscribed.");
  expect((await post()).status).toBe(200);
  expect(await suppressions()).toEqual([{ email: "ben@example.com", source: "one-click" }]);
  // Opened again, the link says so.
  expect(await (await fetch(`${app.url}${pathOf("ben@example.com")}`)).text()).toContain("You are unsubscribed.");
});

test("the page's button unsubscribes, as a browser without JavaScript posts it", async () => {
  const response = await fetch(`${app.url}${pathOf("cleo@example.com")}`, {
    method: "POST",
    headers: { origin: app.url, "content-type": "application/x-www-form-urlencoded" },
    body: "",
  });
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain("You are unsubscribed.");
  expect(html).toContain("cleo@example.com");
  expect(await suppressions()).toContainEqual({ email: "cleo@example.com", source: "page" });
});

test("a link the site did not make is a 404 and writes nothing", async () => {
  const before = await suppressions();
  const forged = `${pathOf("dan@example.com").slice(0, -3)}AAA`;
  for (const path of [forged, "/unsubscribe/not-a-token", `/unsubscribe/${"A".repeat(500)}`]) {
    const opened = await fetch(`${app.url}${path}`);
    expect(opened.status).toBe(404);
    expect(await opened.text()).toContain("This unsubscribe link is not one we sent");
    const posted = await fetch(`${app.url}${path}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" });
    expect(posted.status).toBe(404);
  }
  expect(await suppressions()).toEqual(before);
});

test("the privacy notice is a public page with the company's address to ask at", async () => {
  const response = await fetch(`${app.url}/privacy`);
  const html = await response.text();
  expect(response.status).toBe(200);
  expect(html).toContain("<h1");
  expect(html).toMatch(/<h2[^>]*>What we keep<\/h2>/);
  expect(html).toMatch(/href="mailto:[^"]+@[^"]+"/);
  expect(html).not.toContain("{email}");
  const sitemap = await (await fetch(`${app.url}/sitemap.xml`)).text();
  expect(sitemap).toContain("/privacy</loc>");
});
