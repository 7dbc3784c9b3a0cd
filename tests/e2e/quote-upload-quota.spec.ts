import { request as http } from "node:http";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { request as playwrightRequest, type APIRequestContext } from "@playwright/test";
import { expect, FAILED_RESOURCE, test } from "./fixtures";
import { solvedCaptcha } from "./support/captcha";
import { fillOpening, fillQuoteDetails, openingControl } from "./support/quote";
import { freePort, startServer, templateCopy, tempDir, type ServerProcess, SERVER_HOOK_TIMEOUT_MS } from "./support/processes";

/**
 * A stranger cannot fill the disk with quote attachments (decision 022). A server of its own, with small quotas (20 MB
 * a client, 45 MB for the site) and one trusted proxy, so each client says who it is with X-Forwarded-For; the posts
 * are the no-JavaScript "Add another opening" button's, which needs no captcha.
 */
test.describe.configure({ mode: "serial", timeout: 90_000 });

const MB = 1024 * 1024;
const CLIENT_MESSAGE = "Too many files are waiting from your connection";
const BUDGET_MESSAGE = "We cannot take more files just now";

let server: ServerProcess;
let data: ReturnType<typeof tempDir>;
const clients: APIRequestContext[] = [];

test.beforeAll(async () => {
  test.setTimeout(SERVER_HOOK_TIMEOUT_MS);
  data = templateCopy("helios-upload-quota-");
  server = startServer(
    { DATA_DIR: data.dir, TRUST_PROXY: "1", FORM_RATE_LIMIT: "10000", ALTCHA_COST: "200", PENDING_UPLOADS_PER_CLIENT_MB: "20", PENDING_UPLOADS_BUDGET_MB: "45" },
    await freePort(),
  );
  await server.ready();
});

test.afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  server?.child.kill("SIGTERM");
  await server?.exited;
  data?.remove();
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
  await expect.poll(() => temporaryFiles() === 0 && checkpointed(dir)).toBe(true);
  return bytesUnder(dir);
}

async function client(ip: string) {
  const context = await playwrightRequest.newContext({ baseURL: server.url, extraHTTPHeaders: { "x-forwarded-for": ip } });
  clients.push(context);
  return context;
}

/**
 * A multipart "Add another opening" post of PDF files (`mb` MB each) from `ip`, sent as a script would: announcing
 * its length, or chunked (no Content-Length). It stops sending once it has the answer.
 */
function rawPost(ip: string, files: number[], { chunked = false, to = "/quote" } = {}): Promise<{ status: number; text: string }> {
  const boundary = "----flood";
  const head = (n: number) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="attachments"; filename="flood${n}.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.7\n`);
  const opening = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="row_action"\r\n\r\nadd\r\n`);
  const closing = Buffer.from(`--${boundary}--\r\n`);
  const pieces: (() => Buffer)[] = [() => opening];
  files.forEach((mb, n) => {
    pieces.push(() => head(n));
    for (let i = 0; i < mb; i++) pieces.push(() => Buffer.alloc(i === 0 ? MB - 9 : MB, 0x20));
    pieces.push(() => Buffer.from("\r\n"));
  });
  pieces.push(() => closing);
  const length = files.reduce((sum, mb, n) => sum + head(n).length + mb * MB - 9 + 2, opening.length + closing.length);
  return new Promise((resolve, reject) => {
    let answered = false;
    const headers = { "content-type": `multipart/form-data; boundary=${boundary}`, "x-forwarded-for": ip };
    const req = http(`${server.url}${to}`, {
      method: "POST",
      headers: chunked ? { ...headers, "transfer-encoding": "chunked" } : { ...headers, "content-length": String(length) },
    });
    req.on("response", (response) => {
      answered = true;
      let text = "";
      response.on("data", (chunk) => (text += chunk));
      response.on("end", () => {
        resolve({ status: response.statusCode ?? 0, text });
        req.destroy();
      });
    });
    req.on("error", (error) => (answered ? undefined : reject(error)));
    const next = () => {
      while (!answered && pieces.length) {
        if (!req.write(pieces.shift()!())) return void req.once("drain", next);
      }
      if (!answered) req.end();
    };
    next();
  });
}

test("a flood of large PDF files is refused with 429 per client (IPv6 by /64) and 507 for the site, before the disk grows", async () => {
  const before = await folderBytes(data.dir);

  // Five 14 MB files announce more than one client's 20 MB: refused as soon as the request's head is read, nothing
  // of them written (the server reads and drops the rest of the body, so that a browser still shows the answer).
  const five = await rawPost("203.0.113.10", [14, 14, 14, 14, 14]);
  expect(five.status).toBe(429);
  expect(five.text).toContain(CLIENT_MESSAGE);
  expect((await folderBytes(data.dir)) - before).toBeLessThan(MB);

  // 6 MB at a time, a client keeps three files (18 MB); the fourth post is refused.
  const one = [];
  for (let n = 1; n <= 4; n++) one.push(await rawPost("203.0.113.10", [6]));
  expect(one.map((answer) => answer.status)).toEqual([200, 200, 200, 429]);
  expect(one[2]!.text).toContain("flood0.pdf");

  // A body that announces nothing (chunked) is reserved as it comes and stopped at the client's quota; what it wrote
  // meanwhile is removed.
  const kept = await folderBytes(data.dir);
  const chunked = await rawPost("203.0.113.11", [40], { chunked: true });
  expect(chunked.status).toBe(429);
  expect(chunked.text).toContain(CLIENT_MESSAGE);
  expect((await folderBytes(data.dir)) - kept).toBeLessThan(MB);

  // Every address of one IPv6 /64 is the same client; another /64 is another.
  const sixes = [];
  for (let n = 1; n <= 5; n++) sixes.push((await rawPost(`2001:db8:5:6::${n.toString(16)}`, [6])).status);
  expect(sixes).toEqual([200, 200, 200, 429, 429]);
  expect((await rawPost("2001:db8:5:7::1", [6])).status).toBe(200);
  // 18 + 18 + 6 MB wait to be sent; the IPv4-mapped spelling of the first client is that client.
  expect((await rawPost("::ffff:203.0.113.10", [3])).status).toBe(429);

  // The site's 45 MB: a new client's 6 MB do not fit any more (507), nor does a chunked flood.
  const full = await rawPost("198.51.100.20", [6]);
  expect(full.status).toBe(507);
  expect(full.text).toContain(BUDGET_MESSAGE);
  expect((await rawPost("198.51.100.21", [40], { chunked: true })).status).toBe(507);
  // The form endpoint answers its refusal as JSON, as it answers everything.
  const api = await rawPost("198.51.100.23", [6], { to: "/f/quote" });
  expect([api.status, JSON.parse(api.text)]).toEqual([507, { ok: false, error: expect.stringContaining(BUDGET_MESSAGE) }]);

  // The data folder grew by the files kept (42 MB) and no more; no temporary file is left.
  const grown = (await folderBytes(data.dir)) - before;
  expect(grown).toBeGreaterThan(42 * MB);
  expect(grown).toBeLessThan(45 * MB);

  // A request without files is still taken while the budget is full: nothing a visitor writes is lost.
  const visitor = await client("198.51.100.22");
  const lead = await visitor.post("/f/quote", {
    multipart: {
      first_name: "Budget",
      last_name: "Full",
      _replyto: "budget@example.com",
      phone: "6045550123",
      project_location: "Kelowna",
      project_type: "new-build",
      timeline: "within-3-months",
      opening_1_product: "s91",
      opening_1_width: "1200",
      opening_1_height: "1500",
      opening_1_unit: "mm",
      opening_1_quantity: "1",
      how_did_you_hear: "Referral",
      message: "Drawings to follow by email.",
      altcha: await solvedCaptcha(visitor),
    },
  });
  expect([lead.status(), await lead.json()]).toEqual([200, { ok: true, next: "/" }]);
});

test("with scripts, a request whose files find no room says why on the form, everything typed kept", async ({ page, expectConsoleError }) => {
  expectConsoleError(FAILED_RESOURCE(507));
  // The budget is still full from the flood above.
  await page.goto(`${server.url}/quote`);
  const form = await fillQuoteDetails(page, "Roomless");
  await fillOpening(page, 1, { product: "s91", width: "1200", height: "1500" });
  const plans = { name: "plans.pdf", mimeType: "application/pdf", buffer: Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(6 * MB, 0x20)]) };
  await form.getByLabel("Attach files").setInputFiles([plans]);
  await expect(page.getByRole("status").filter({ hasText: "Verified" })).toBeAttached({ timeout: 15_000 });
  await form.getByRole("button", { name: "SEND QUOTE REQUEST" }).click();
  await expect(page.getByRole("alert").filter({ hasText: BUDGET_MESSAGE })).toBeVisible();
  await expect(form.getByLabel("First name")).toHaveValue("Roomless");
  await expect(openingControl(page, 1, "width")).toHaveValue("1200");
});
