import path from "node:path";
import Database from "better-sqlite3";
import { request } from "@playwright/test";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startApp, type RunningApp } from "./support/app";

/**
 * The quotas of held submissions (posts from a browser that could not run the captcha, decision 027), on a server of
 * its own that holds two per client and three in all, with client addresses from X-Forwarded-For. Posted as a browser
 * without JavaScript posts the contact page: URL-encoded, no captcha field.
 */
let server: RunningApp;

beforeAll(async () => {
  server = await startApp({ TRUST_PROXY: "1", HELD_PER_CLIENT: "2", HELD_SITE_LIMIT: "3" });
});

afterAll(async () => {
  await server?.close();
});

test("held posts beyond the per-client and the site-wide quota get 429 with a plain message and the form back, and nothing more is stored", async () => {
  const api = await request.newContext({ baseURL: server.url });
  const post = (client: string, first: string) =>
    api.post("/contact", {
      headers: { "X-Forwarded-For": client, Origin: server.url },
      form: { first_name: first, last_name: "Flood", _replyto: "flood@example.com", phone: "6045550111", message: "Hello", how_did_you_hear: "Google" },
    });

  for (const first of ["Ana", "Bea"]) {
    const held = await post("203.0.113.7", first);
    expect(held.status()).toBe(200);
    expect(await held.text()).toContain("a person will check it and confirm within one business day");
  }
  const mine = await post("203.0.113.7", "Cleo");
  expect(mine.status()).toBe(429);
  expect(mine.headers()["cache-control"]).toBe("private, no-store");
  const mineText = await mine.text();
  expect(mineText).toContain("We already have messages from your connection waiting for a person to check. Nothing was sent");
  expect(mineText).toContain('value="Cleo"');

  expect((await post("198.51.100.20", "Dora")).status()).toBe(200);
  const site = await post("192.0.2.33", "Eve");
  expect(site.status()).toBe(429);
  expect(await site.text()).toContain("We cannot take more messages from browsers without JavaScript just now");

  const db = new Database(path.join(server.dataDir, "helios.db"), { readonly: true });
  const stored = db.prepare("select first_name, status from submissions order by created_at").all();
  const notices = db.prepare("select recipient, subject from outbox").all();
  db.close();
  expect(stored).toEqual(["Ana", "Bea", "Dora"].map((first_name) => ({ first_name, status: "held" })));
  // One notice to staff for the hour, none to the address typed.
  expect(notices).toEqual([{ recipient: "info@helios-windows.example", subject: "Held for checking: Contact form" }]);
  await api.dispose();
});
