import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { expect as pwExpect, request, type APIRequestContext } from "@playwright/test";
import { afterAll, beforeAll, expect, test } from "vitest";
import { solvedCaptcha } from "#tests/e2e/support/captcha";
import { MB, rawPost } from "#tests/e2e/support/upload-flood";
import { quoteRequestFields } from "#tests/e2e/support/quote";
import { startApp, type RunningApp } from "./support/app";

/**
 * A stranger cannot fill the disk with quote attachments (decision 022). The production app in this process, with
 * small quotas (20 MB a client, 45 MB for the site) and one trusted proxy, so each client says who it is with
 * X-Forwarded-For; the posts are the no-JavaScript "Add another opening" button's, which needs no captcha. What a
 * person sees on the form when their files find no room is in tests/e2e/quote-upload-quota.spec.ts.
 */

const CLIENT_MESSAGE = "Too many files are waiting from your connection";
const BUDGET_MESSAGE = "We cannot take more files just now";
/** Some 150 MB posted, and the data folder measured between posts: a minute on a busy 2-core machine. */
const FLOOD_TIMEOUT_MS = 180_000;

let server: RunningApp;
const clients: APIRequestContext[] = [];

beforeAll(async () => {
  server = await startApp({ TRUST_PROXY: "1", FORM_RATE_LIMIT: "10000", ALTCHA_COST: "200", PENDING_UPLOADS_PER_CLIENT_MB: "20", PENDING_UPLOADS_BUDGET_MB: "45" });
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await server?.close();
});

/** Bytes under a folder, its subfolders included. */
function bytesUnder(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const full = path.join(dir, entry.name);
    return sum + (entry.isDirectory() ? bytesUnder(full) : statSync(full).size);
  }, 0);
}

/** Folds the database's write-ahead log into it; false while another checkpoint (the server's) is under way. */
function checkpointed(dir: string): boolean {
  const db = new SQLite(path.join(dir, "helios.db"));
  try {
    return (db.pragma("wal_checkpoint(TRUNCATE)") as { busy: number }[])[0]?.busy === 0;
  } finally {
    db.close();
  }
}

/**
 * The data folder's size once it has settled: the temporary files of the last answered post removed (that happens
 * just after its answer) and the write-ahead log folded into the database (otherwise a checkpoint between two
 * measures grows the database file by pages that were already on disk in the log).
 */
async function folderBytes(dir: string): Promise<number> {
  const temporary = path.join(dir, "uploads-tmp");
  const temporaryFiles = () => (existsSync(temporary) ? readdirSync(temporary).length : 0);
  await pwExpect.poll(() => temporaryFiles() === 0 && checkpointed(dir)).toBe(true);
  return bytesUnder(dir);
}

async function client(ip: string) {
  const context = await request.newContext({ baseURL: server.url, extraHTTPHeaders: { "x-forwarded-for": ip } });
  clients.push(context);
  return context;
}

test("a flood of large PDF files is refused with 429 per client (IPv6 by /64) and 507 for the site, before the disk grows", async () => {
  const before = await folderBytes(server.dataDir);

  // Five 14 MB files announce more than one client's 20 MB: refused as soon as the request's head is read, nothing
  // of them written (the server reads and drops the rest of the body, so that a browser still shows the answer).
  const five = await rawPost(server.url, "203.0.113.10", [14, 14, 14, 14, 14]);
  expect(five.status).toBe(429);
  expect(five.text).toContain(CLIENT_MESSAGE);
  expect((await folderBytes(server.dataDir)) - before).toBeLessThan(MB);

  // 6 MB at a time, a client keeps three files (18 MB); the fourth post is refused.
  const one = [];
  for (let n = 1; n <= 4; n++) one.push(await rawPost(server.url, "203.0.113.10", [6]));
  expect(one.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
  expect(one[2]!.text).toContain("flood0.pdf");

  // A body that announces nothing (chunked) is reserved as it comes and stopped at the client's quota; what it wrote
  // meanwhile is removed.
  const kept = await folderBytes(server.dataDir);
  const chunked = await rawPost(server.url, "203.0.113.11", [40], { chunked: true });
  expect(chunked.status).toBe(429);
  expect(chunked.text).toContain(CLIENT_MESSAGE);
  expect((await folderBytes(server.dataDir)) - kept).toBeLessThan(MB);

  // Every address of one IPv6 /64 is the same client; another /64 is another.
  const sixes = [];
  for (let n = 1; n <= 5; n++) sixes.push((await rawPost(server.url, `2001:db8:5:6::${n.toString(16)}`, [6])).status);
  expect(sixes).toEqual([200, 200, 200, 429, 429]);
  expect((await rawPost(server.url, "2001:db8:5:7::1", [6])).status).toBe(200);
  // 18 + 18 + 6 MB wait to be sent; the IPv4-mapped spelling of the first client is that client.
  expect((await rawPost(server.url, "::ffff:203.0.113.10", [3])).status).toBe(429);

  // The site's 45 MB: a new client's 6 MB do not fit any more (507), nor does a chunked flood.
  const full = await rawPost(server.url, "198.51.100.20", [6]);
  expect(full.status).toBe(507);
  expect(full.text).toContain(BUDGET_MESSAGE);
  expect((await rawPost(server.url, "198.51.100.21", [40], { chunked: true })).status).toBe(507);
  // The form endpoint answers its refusal as JSON, as it answers everything.
  const api = await rawPost(server.url, "198.51.100.23", [6], { to: "/f/quote" });
  expect([api.status, JSON.parse(api.text)]).toEqual([507, { ok: false, error: expect.stringContaining(BUDGET_MESSAGE) }]);

  // The data folder grew by the files kept (42 MB) and no more; no temporary file is left.
  const grown = (await folderBytes(server.dataDir)) - before;
  expect(grown).toBeGreaterThan(42 * MB);
  expect(grown).toBeLessThan(45 * MB);

  // A request without files is still taken while the budget is full: nothing a visitor writes is lost.
  const visitor = await client("198.51.100.22");
  const lead = await visitor.post("/f/quote", {
    multipart: quoteRequestFields(
      { first: "Budget", last: "Full", email: "budget@example.com", phone: "6045550123" },
      { message: "Drawings to follow by email.", altcha: await solvedCaptcha(visitor) },
    ),
  });
  expect([lead.status(), await lead.json()]).toEqual([200, { ok: true, next: "/" }]);
}, FLOOD_TIMEOUT_MS);
