import { sendRsvpForm } from "./support/rsvp-form";
import { openRsvpEvent, waitForOpenRsvp } from "./support/events";
import { randomBytes } from "node:crypto";
import { request as playwrightRequest, type APIRequestContext, type Browser, type BrowserContext } from "@playwright/test";
import pg from "pg";
import { expect, FAILED_RESOURCE, test } from "./fixtures";
import { freePort, startServer, tempDir, type ServerProcess, SERVER_HOOK_TIMEOUT_MS } from "./support/processes";
import { uniqueName } from "./support/staff";
import { solvedCaptcha } from "./support/captcha";
import { racerBooking } from "./support/visit";
import { E2E_ADMIN, signIn } from "../support/staff-sign-in";
import { pacificDateOf, parsePacificDateTime } from "#app/lib/pacific-time";

/**
 * Two production servers on one PostgreSQL database, the documented way to grow, each with a DATA_DIR of its own:
 * a visitor whose requests alternate between them (as behind a load balancer) meets one site. The form limit and
 * the sign-in throttle count the visitor once, a staff session and a captcha work on either, and a third instance
 * configured with another key refuses to start instead of going its own way.
 */
const DATABASE_URL = process.env.TEST_DATABASE_URL;
test.skip(!DATABASE_URL, "needs PostgreSQL: set TEST_DATABASE_URL to a database server the test may create a database on (CI does)");
test.describe.configure({ mode: "serial", timeout: 90_000 });

const FORM_LIMIT = 4;
const WRONG = "The email or password is not right.";
const LOCKED = "Too many attempts, try again later";
/** Failed sign-ins from one client before it is refused (login-throttle.server.ts). */
const CLIENT_FAILURES = 10;
/** Failed sign-ins for one account from one client before that client is refused it. */
const ACCOUNT_FAILURES = 5;

let database: { name: string; url: string } | undefined;
const servers: ServerProcess[] = [];
const dataDirs: ReturnType<typeof tempDir>[] = [];
const contexts: BrowserContext[] = [];
const clients: APIRequestContext[] = [];
let a: ServerProcess;
let b: ServerProcess;

async function admin<T>(statement: string, url = DATABASE_URL!): Promise<pg.QueryResult<T & pg.QueryResultRow>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query<T & pg.QueryResultRow>(statement);
  } finally {
    await client.end();
  }
}

/** A production server on the shared database, with a DATA_DIR of its own (own key files, own SQLite file unused). */
async function startInstance(extra: Record<string, string> = {}): Promise<ServerProcess> {
  const data = tempDir("helios-two-e2e-");
  dataDirs.push(data);
  const server = startServer(
    {
      DATA_DIR: data.dir,
      DATABASE_URL: database!.url,
      // Each test client says who it is with X-Forwarded-For, as the load balancer in front would.
      TRUST_PROXY: "1",
      FORM_RATE_LIMIT: String(FORM_LIMIT),
      ALTCHA_COST: "200",
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ...extra,
    },
    await freePort(),
  );
  servers.push(server);
  return server;
}

test.beforeAll(async () => {
  test.setTimeout(SERVER_HOOK_TIMEOUT_MS);
  const name = `helios_e2e_${randomBytes(6).toString("hex")}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(DATABASE_URL!);
  url.pathname = `/${name}`;
  database = { name, url: url.toString() };
  // Both start at the same moment: they migrate, and agree on the keys, together.
  // With the test routes: the morning mail's test moves their clock.
  [a, b] = await Promise.all([startInstance({ ENABLE_TEST_ROUTES: "1" }), startInstance({ ENABLE_TEST_ROUTES: "1" })]);
  await Promise.all([a.ready(), b.ready()]);
  // The event is created on one instance; the other takes RSVPs for it once its content poll has seen it.
  await openRsvpEvent(a.url);
  await waitForOpenRsvp(b.url);
});

test.afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await Promise.all(clients.map((client) => client.dispose()));
  for (const server of servers) if (server.child.exitCode === null) server.child.kill("SIGTERM");
  await Promise.all(servers.map((server) => server.exited));
  for (const data of dataDirs) data.remove();
  if (database) await admin(`DROP DATABASE IF EXISTS ${database.name}`);
});

async function newPage(browser: Browser, options: { javaScriptEnabled?: boolean; ip?: string } = {}) {
  const context = await browser.newContext({
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    extraHTTPHeaders: options.ip ? { "x-forwarded-for": options.ip } : {},
  });
  contexts.push(context);
  return context.newPage();
}

/** A client of `server` seen as coming from `ip`. */
async function client(server: ServerProcess, ip: string) {
  const context = await playwrightRequest.newContext({
    baseURL: server.url,
    extraHTTPHeaders: { "x-forwarded-for": ip, origin: server.url },
  });
  clients.push(context);
  return context;
}

/** Posts the sign-in form; returns the status and the alert's text from the page sent back. */
async function attempt(from: APIRequestContext, email: string, password: string) {
  const response = await from.post("/admin/login", { form: { email, password }, maxRedirects: 0 });
  const alert = /<p role="alert"[^>]*>([^<]*)<\/p>/.exec(await response.text())?.[1];
  return { status: response.status(), alert };
}

test("the form limit counts a visitor once, whichever instance takes each post, and records one client", async ({ browser, expectConsoleError }) => {
  expectConsoleError(FAILED_RESOURCE(429));
  const page = await newPage(browser, { javaScriptEnabled: false, ip: "203.0.113.7" });
  const prefix = uniqueName("Limit");
  const send = async (server: ServerProcess, first: string) =>
    (await sendRsvpForm(page, `${server.url}/rsvp`, first)).response;

  for (let i = 0; i < FORM_LIMIT; i++) {
    const response = await send(i % 2 === 0 ? a : b, `${prefix}${i}`);
    expect(response.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Thank You" })).toBeVisible();
  }
  for (const server of [a, b]) {
    const response = await send(server, `${prefix}refused`);
    expect(response.status()).toBe(429);
    await expect(page.getByRole("alert").filter({ hasText: /Too many messages from your connection\. Please try again in \d+ minutes/ })).toBeVisible();
  }

  // Both instances recorded the visitor under the same pseudonym.
  const { rows } = await admin<{ hashes: string; posts: string }>(
    `SELECT count(DISTINCT client_hash) AS hashes, count(*) AS posts FROM submissions WHERE first_name LIKE '${prefix}%'`,
    database!.url,
  );
  expect({ hashes: Number(rows[0]!.hashes), posts: Number(rows[0]!.posts) }).toEqual({ hashes: 1, posts: FORM_LIMIT });
});

test("a staff member signed in on one instance is signed in on the other, and signing out ends it on both", async ({ browser }) => {
  const page = await newPage(browser);
  await page.goto(`${a.url}/admin/login`);
  await signIn(page, { at: "/admin/submissions" });
  // The cookie (host 127.0.0.1, path /admin) goes to both, as it would behind one address.
  await page.goto(`${b.url}/admin/submissions`);
  await expect(page).toHaveURL(`${b.url}/admin/submissions`);
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();

  // Signing out on B ends the session on A too: the cookie kept from before is no longer let in there.
  const cookies = await page.context().cookies();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("status")).toHaveText("You have signed out.");
  const kept = await newPage(browser);
  await kept.context().addCookies(cookies);
  await kept.goto(`${a.url}/admin/submissions`);
  await expect(kept).toHaveURL(`${a.url}/admin/login?next=%2Fadmin%2Fsubmissions`);
  await expect(kept.getByRole("form", { name: "Sign in" })).toBeVisible();
});

test("a captcha issued by one instance is accepted by the other, once: the used solution is refused there", async ({ browser }) => {
  const page = await newPage(browser);
  // The page comes from A, its challenge from B, as a load balancer may send them.
  await page.route("**/captcha/challenge", async (route) => route.fulfill({ response: await route.fetch({ url: `${b.url}/captcha/challenge` }) }));
  await page.goto(`${a.url}/contact`);
  const form = page.getByRole("form", { name: "Send us a message" });
  await form.getByLabel("First name").fill("Nikos");
  await form.getByLabel("Last name").fill("Andrade");
  await form.getByLabel("Email").fill("nikos@example.com");
  await form.getByLabel("Phone").fill("6045550123");
  await form.getByLabel("Message").fill("A quote for lift and slide doors, please.");
  await form.getByLabel("How did you hear about us?").selectOption("Referral");
  await expect(page.getByRole("status").filter({ hasText: "Verified" })).toBeAttached({ timeout: 15_000 });
  const solution = await form.locator('input[name="altcha"]').inputValue();
  expect(solution).not.toBe("");
  await form.getByRole("button", { name: "SEND MESSAGE" }).click();
  await expect(page.getByText("Your message has been sent successfully. We will get back to you shortly!")).toBeVisible();

  // The same solution, posted again to B (where it was issued), is refused.
  const replay = await (await client(b, "192.0.2.44")).post("/f/contact", {
    data: {
      first_name: "Nikos",
      last_name: "Andrade",
      _replyto: "nikos@example.com",
      phone: "6045550123",
      message: "The same again.",
      how_did_you_hear: "Referral",
      altcha: solution,
    },
  });
  expect(replay.status()).toBe(400);
  expect((await replay.json()).error).toContain("Please complete the captcha");
});

test("the sign-in throttle counts a client's failures on both instances together", async () => {
  const guesser = { a: await client(a, "198.51.100.20"), b: await client(b, "198.51.100.20") };
  for (let i = 0; i < CLIENT_FAILURES; i++) {
    const from = i % 2 === 0 ? guesser.a : guesser.b;
    expect(await attempt(from, `${uniqueName("spray")}@helios.example`, "password123456")).toEqual({ status: 401, alert: WRONG });
  }
  for (const from of [guesser.a, guesser.b]) {
    expect(await attempt(from, `${uniqueName("fresh")}@helios.example`, "password123456")).toEqual({ status: 429, alert: LOCKED });
  }
  // Another client is not affected.
  expect(await attempt(await client(b, "198.51.100.21"), `${uniqueName("fresh")}@helios.example`, "password123456")).toEqual({ status: 401, alert: WRONG });

  // One account's failures from one client count together too, whichever instance takes them; another client may
  // still try that account (it is slowed down, never locked, by many clients' failures).
  const account = `${uniqueName("target")}@helios.example`;
  const pair = { a: await client(a, "198.51.100.30"), b: await client(b, "198.51.100.30") };
  for (let i = 0; i < ACCOUNT_FAILURES; i++) {
    expect(await attempt(i % 2 === 0 ? pair.a : pair.b, account, `wrong password ${i}`)).toEqual({ status: 401, alert: WRONG });
  }
  expect(await attempt(pair.b, account, "any password at all")).toEqual({ status: 429, alert: LOCKED });
  expect(await attempt(await client(a, "198.51.100.31"), account, "any password at all")).toEqual({ status: 401, alert: WRONG });
});

test("an instance started with another key than the others refuses to start, in one line naming the variable", async () => {
  const third = await startInstance({ SESSION_SECRET: "a-session-secret-only-this-instance-has-0123" });
  expect(await third.exited).toBe(1);
  expect(third.output().trim()).toBe(
    "Invalid configuration: SESSION_SECRET is set, but the instances on this database share a generated key: unset it, or stop them all and run npm run secrets:reset -- SESSION_SECRET to use the value set",
  );
  // The others go on serving.
  expect((await fetch(`${a.url}/healthz`)).status).toBe(200);
  expect((await fetch(`${b.url}/healthz`)).status).toBe(200);
});

test("content published on one instance shows on the other within seconds, and its uploaded image is served by both", async () => {
  const staff = await client(a, "198.51.100.40");
  const signedIn = await staff.post("/admin/login", {
    form: { email: E2E_ADMIN.email, password: E2E_ADMIN.password, next: "/admin/submissions" },
    maxRedirects: 0,
  });
  expect(signedIn.status()).toBe(303);

  const text = `${uniqueName("Now open in Kelowna ")}: come and see us.`;
  const saved = await staff.post("/admin/announcements/new", { form: { intent: "save", text }, maxRedirects: 0 });
  expect(saved.status()).toBe(303);
  // Live at once on the instance that saved it, and on the other within its content poll: no rebuild, no restart.
  expect(await (await fetch(`${a.url}/contact`)).text()).toContain(text);
  await expect.poll(async () => (await (await fetch(`${b.url}/about`)).text()).includes(text), { timeout: 15_000 }).toBe(true);

  const sharp = (await import("sharp")).default;
  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#0b3c5d" } }).jpeg().toBuffer();
  const uploaded = await staff.post("/admin/media/upload", {
    headers: { accept: "application/json" },
    multipart: { file: { name: "showroom.jpg", mimeType: "image/jpeg", buffer: photo } },
  });
  expect(uploaded.status()).toBe(201);
  const [media] = ((await uploaded.json()) as { media: { id: string }[] }).media;
  for (const server of [a, b]) {
    const image = await fetch(`${server.url}/media/${media!.id}-800.webp`);
    expect(image.status, server.url).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).width).toBe(800);
  }
});

test("two visitors racing for the same showroom time, one on each instance, get one booking and one 409", async () => {
  const fromA = await client(a, "192.0.2.61");
  const fromB = await client(b, "192.0.2.62");
  const page = await (await fromA.get("/visit?showroom=surrey&purpose=general")).text();
  const date = /date=(\d{4}-\d{2}-\d{2})/.exec(page)![1]!;
  const times = await (await fromA.get(`/visit?showroom=surrey&purpose=general&date=${date}`)).text();
  const slot = /slot=(\d+)/.exec(times)![1]!;
  const visitor = (name: string, altcha: string) => racerBooking(slot, name, altcha);
  const [solvedA, solvedB] = await Promise.all([solvedCaptcha(fromA), solvedCaptcha(fromB)]);
  const answers = await Promise.all([fromA.post("/f/visit", { data: visitor("Ann", solvedA) }), fromB.post("/f/visit", { data: visitor("Ben", solvedB) })]);
  expect(answers.map((answer) => answer.status()).sort()).toEqual([200, 409]);
  const visits = await admin<{ count: string }>("select count(*) as count from visits where status = 'confirmed'", database!.url);
  expect(Number(visits.rows[0]!.count)).toBe(1);
});

test("the two instances, started together, took one scheduled backup between them (decision 028)", async () => {
  await expect.poll(async () => (await admin<{ ok: number }>("SELECT ok FROM backup_runs", database!.url)).rows).toEqual([{ ok: 1 }]);
  const taken = [a, b].map((server) => server.output().match(/Backup taken: \S+\.dump/g)?.length ?? 0);
  expect(taken.sort()).toEqual([0, 1]);
});

test("each owner's morning mail of due next actions goes out once at 08:00 Pacific, whichever instances look (decision 070)", async ({ request }) => {
  // A lead of the first account with a next action due tomorrow, as the pipeline stores it.
  const { rows } = await admin<{ id: string }>(`SELECT id FROM users WHERE email = '${E2E_ADMIN.email}'`, database!.url);
  const tomorrow = pacificDateOf(Date.now() + 24 * 60 * 60 * 1000);
  const name = uniqueName("Morning");
  await admin(
    `INSERT INTO submissions (id, kind, form_id, created_at, first_name, last_name, email, phone, client_hash, status, stage, owner_id, next_action, next_action_due)
     VALUES ('${randomBytes(8).toString("hex")}', 'contact', 'contact', ${Date.now()}, '${name}', 'Lead', 'morning@example.com', '6045550142', 'c', 'handled', 'contacted', '${rows[0]!.id}', 'Call back', '${tomorrow}')`,
    database!.url,
  );
  // Both instances' clocks at 08:00 tomorrow, Pacific; each looks at once (and their own minute ticks may too).
  const offsetMs = parsePacificDateTime(`${tomorrow}T08:00`)! - Date.now() + 1000;
  try {
    for (const server of [a, b]) expect((await request.post(`${server.url}/__test/clock`, { data: { offsetMs } })).status()).toBe(200);
    const answers = await Promise.all([a, b].map(async (server) => (await (await request.post(`${server.url}/__test/morning-mail`)).json()) as { queued: number }));
    expect(answers.reduce((sum, answer) => sum + answer.queued, 0)).toBeLessThanOrEqual(1);
    const mails = await admin<{ subject: string; body: string }>(`SELECT subject, body FROM outbox WHERE recipient = '${E2E_ADMIN.email}' AND subject LIKE 'Your leads for %'`, database!.url);
    expect(mails.rows).toHaveLength(1);
    expect(mails.rows[0]!.subject).toMatch(/: 1 next action due$/);
    expect(mails.rows[0]!.body.split(name)).toHaveLength(2);
    expect(mails.rows[0]!.body).toContain(`- Call back: ${name} Lead (Contact form, Contacted)`);
    // Asked again, on either, nothing more that day.
    for (const server of [b, a]) expect(await (await request.post(`${server.url}/__test/morning-mail`)).json()).toEqual({ queued: 0 });
  } finally {
    for (const server of [a, b]) await request.post(`${server.url}/__test/clock`, { data: { offsetMs: 0 } });
  }
});
