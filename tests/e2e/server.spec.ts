import { request as httpRequest } from "node:http";
import { expect, test } from "./fixtures";
import { publicPagePaths } from "#app/content/pages";
import { products } from "#app/content/products";
import { freePort, startServer } from "./support/processes";
import { solvedCaptcha } from "./support/captcha";
import { E2E_ADMIN, signInApi } from "../support/staff-sign-in";

test.describe("static serving", () => {
  test("serves /about without a redirect and redirects /about/ to /about", async ({ request }) => {
    const about = await request.get("/about", { maxRedirects: 0 });
    expect(about.status()).toBe(200);
    expect(about.headers()["content-type"]).toContain("text/html");
    expect(about.headers()["cache-control"]).toContain("must-revalidate");
    const slash = await request.get("/about/?ref=x", { maxRedirects: 0 });
    expect(slash.status()).toBe(301);
    expect(slash.headers().location).toBe("/about?ref=x");
  });

  test("caches hashed assets immutably and answers conditional requests", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const response = await request.get(asset!);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const page = await request.get("/doors");
    const etag = page.headers().etag;
    const again = await request.get("/doors", { headers: { "If-None-Match": etag! } });
    expect(again.status()).toBe(304);
  });

  test("compresses pages with brotli or gzip", async () => {
    const encoding = await new Promise<string | undefined>((resolve, reject) => {
      const req = httpRequest(`${test.info().project.use.baseURL}/doors`, { headers: { "Accept-Encoding": "br" } }, (res) => {
        res.resume();
        resolve(res.headers["content-encoding"]);
      });
      req.on("error", reject);
      req.end();
    });
    expect(encoding).toBe("br");
  });

  test("answers HEAD wherever GET works", async ({ request }) => {
    for (const [path, status] of [["/", 200], ["/doors/swing/sd95", 200], ["/sitemap.xml", 200], ["/nope", 404], ["/healthz", 200]] as const) {
      const response = await request.head(path);
      expect(response.status(), path).toBe(status);
      expect((await response.body()).length).toBe(0);
    }
  });
});

/** A GET with the path sent exactly as written (a browser or fetch would turn "\\" into "/" first). */
function rawGet(baseURL: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; location?: string; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, location: res.headers.location, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** A Location that stays on the site: a path of it, which the browser resolves to this origin. */
function expectSameSite(location: string | undefined, baseURL: string, what: string) {
  expect(location, what).toMatch(/^\/(?![/\\])/);
  expect(new URL(location!, baseURL).origin, what).toBe(new URL(baseURL).origin);
}

test.describe("no redirect leaves the site", () => {
  test("an address that reads as another host's is a 404; a trailing slash on any kind of page stays on the site", async ({ baseURL }) => {
    const offSite = ["//evil.example/", "//evil.example", "///evil.example/", "/\\evil.example/", "/%5Cevil.example/", "/%5cevil.example/"];
    offSite.push("/%2F%2Fevil.example/", "//evil.example/%2e%2e", "/%09/evil.example/", "//evil.example/about", "//evil.example/admin/login");
    for (const path of offSite) {
      const answer = await rawGet(baseURL!, path);
      expect([answer.status, answer.location], path).toEqual([404, undefined]);
    }
    // A cached page, a file of the build, a page that does not exist, a journal post, the staff pages, a query kept.
    for (const [path, target] of [
      ["/about/", "/about"],
      ["/about//?ref=x", "/about?ref=x"],
      ["/favicon.ico/", "/favicon.ico"],
      ["/nothing-here/", "/nothing-here"],
      ["/journal/no-such-post/", "/journal/no-such-post"],
      ["/./evil.example/", "/evil.example"],
    ]) {
      const answer = await rawGet(baseURL!, path!);
      expect([answer.status, answer.location], path).toEqual([301, target]);
    }
    const staff = await rawGet(baseURL!, "/admin/");
    expectSameSite(staff.location, baseURL!, "/admin/");
  });

  test("signing in returns to a staff page only, whatever next= says", async ({ playwright, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const staff = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: origin } });
    try {
      const offSite = ["//evil.example", "https://evil.example/admin/x", "/\\evil.example", "%2F%2Fevil.example", "/%2F%2Fevil.example"];
      offSite.push("javascript:alert(1)", "/admin/..//evil.example", "/admin/%2e%2e//evil.example", "/admin/\t/evil.example", "http:evil.example");
      for (const next of offSite) {
        const response = await staff.post("/admin/login", { form: { email: E2E_ADMIN.email, password: E2E_ADMIN.password, next }, maxRedirects: 0 });
        expect([response.status(), response.headers().location], next).toEqual([303, "/admin/submissions"]);
      }
      const inside = await staff.post("/admin/login", { form: { email: E2E_ADMIN.email, password: E2E_ADMIN.password, next: "/admin/rsvps?x=1" }, maxRedirects: 0 });
      expect(inside.headers().location).toBe("/admin/rsvps?x=1");
      // Signed in, the sign-in page sends on at once: by a Location, or (client navigation) in the data.
      const cookie = (await staff.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join("; ");
      for (const next of offSite) {
        const query = `?next=${encodeURIComponent(next)}`;
        const page = await rawGet(baseURL!, `/admin/login${query}`, { cookie });
        expect([page.status, page.location], next).toEqual([302, "/admin/submissions"]);
        const data = await rawGet(baseURL!, `/admin/login.data${query}`, { cookie });
        expect(data.body, next).toContain("/admin/submissions");
        expect(data.body, next).not.toContain("evil");
      }
    } finally {
      await staff.dispose();
    }
  });
});

test.describe("security headers", () => {
  for (const path of ["/", "/contact", "/this-is-missing"]) {
    test(`${path} carries the CSP and hardening headers`, async ({ request }) => {
      const headers = (await request.get(path)).headers();
      const csp = headers["content-security-policy"]!;
      const scriptSrc = csp.split("; ").find((directive) => directive.startsWith("script-src"))!;
      expect(scriptSrc).toMatch(/^script-src 'self' ('sha256-|'nonce-)/);
      expect(scriptSrc).not.toContain("unsafe-inline");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["x-frame-options"]).toBe("DENY");
      expect(headers["x-powered-by"]).toBeUndefined();
    });
  }

  test("only the staff pages cut the opener tie: a public page stays in the tab's process", async ({ request }) => {
    for (const path of ["/", "/doors/swing/sd95", "/contact"]) {
      expect((await request.get(path)).headers()["cross-origin-opener-policy"], path).toBeUndefined();
    }
    for (const path of ["/admin/login", "/admin"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.headers()["cross-origin-opener-policy"], path).toBe("same-origin");
    }
  });

  test("a script of the build carries the headers a subresource needs and none of a document's", async ({ request }) => {
    const html = await (await request.get("/contact")).text();
    // The page's module script imports its files by URL.
    const src = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(src).toBeDefined();
    const headers = (await request.get(src!)).headers();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(headers["cache-control"]).toContain("immutable");
    for (const name of ["permissions-policy", "x-frame-options", "referrer-policy", "content-security-policy"]) {
      expect(headers[name], name).toBeUndefined();
    }
  });
});

test.describe("bad input gets a 4xx, never a 5xx", () => {
  test("malformed percent-encoding", async ({ request }) => {
    for (const path of ["/%E0%A4%A", "/doors/%", "/about?q=%E0%A4%A"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(400);
      expect(await response.text()).toContain("malformed");
    }
  });

  test("a catalogue address in other letters is the site's 404, not a server error", async ({ request }) => {
    for (const path of ["/Doors/Swing/SD95", "/DOORS", "/Windows/Alumil"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text()).toContain("Page not found");
    }
  });

  test("very long paths", async ({ request }) => {
    const response = await request.get(`/${"a".repeat(5000)}`);
    expect(response.status()).toBe(414);
  });

  test("unknown and unsupported methods", async ({ request }) => {
    for (const method of ["PUT", "DELETE", "PATCH", "PROPFIND"]) {
      const response = await request.fetch("/about", { method });
      expect(response.status(), method).toBe(405);
      expect(response.headers().allow).toContain("GET");
    }
    const post = await request.post("/about", { form: { a: "1" } });
    expect(post.status()).toBeGreaterThanOrEqual(400);
    expect(post.status()).toBeLessThan(500);
  });

  test("a missing asset is a plain 404", async ({ request }) => {
    const response = await request.get("/assets/missing-123.js");
    expect(response.status()).toBe(404);
  });
});

test.describe("resource routes", () => {
  test("sitemap.xml lists primary pages with absolute URLs, without aliases, share links or /admin", async ({ request }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.headers()["content-type"]).toContain("xml");
    const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(new Set(locs).size).toBe(locs.length);
    // The 31 pages made from the content files, /rsvp with its open event, the journal and its published posts, and
    // every project's page.
    for (const path of publicPagePaths(products)) expect(locs).toContain(path);
    expect(locs).toContain("/rsvp");
    expect(locs).toContain("/journal");
    expect(locs).toContain("/projects/lions-bay");
    expect(locs.filter((path) => !publicPagePaths(products).includes(path) && !/^\/(rsvp|journal|projects)(\/|$)/.test(path))).toEqual([]);
    // The partners' RSVP pages show /rsvp's event: they name /rsvp as canonical and are not listed.
    expect(locs).not.toContain("/rsvp-cosentino");
    expect(locs).not.toContain("/rsvp-livingspace");
    for (const alias of ["/doors/slider/s700", "/passive/sd95", "/passive/s91", "/passive/rehau", "/passive/m7"]) {
      expect(locs).not.toContain(alias);
    }
    expect(locs.filter((path) => path.startsWith("/admin"))).toEqual([]);
  });

  test("robots.txt allows the site, disallows /admin and names the sitemap", async ({ request }) => {
    const text = await (await request.get("/robots.txt")).text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  });

  test("healthz reports ready with each check, livez answers, and every answer names its request id", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok", checks: { accepting: true, database: true, migrations: true, mail: true } });
    const live = await request.get("/livez");
    expect(live.status()).toBe(200);
    expect(await live.json()).toEqual({ status: "ok" });
    expect(live.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    // This server trusts no proxy: an id a client sends is replaced, never echoed.
    const sent = await request.get("/livez", { headers: { "X-Request-Id": "client-chosen-id-0001" } });
    expect(sent.headers()["x-request-id"]).not.toBe("client-chosen-id-0001");
  });
});

test.describe("the server process", () => {
  test("stops with one clear line naming a bad PORT, SITE_URL, DATABASE_URL or SMTP_URL, never echoing a password", async () => {
    // Five processes loading the server bundle at once: seconds on a loaded 2-core machine.
    test.setTimeout(60_000);
    const servers: [string, ReturnType<typeof startServer>][] = [];
    for (const [variable, value] of [
      ["PORT", "not-a-port"],
      ["SITE_URL", "example.com"],
      // A password with an unencoded "/" or "#": before, node-postgres's stack trace, or the server started on a host
      // made of the password.
      ["DATABASE_URL", "postgres://helios:Zq9/secret@db.example:5432/helios"],
      ["SMTP_URL", "smtp://mailer:Zq9#secret@smtp.example:587"],
      ["SMTP_URL", "smtpx://mailer:Zq9-secret@smtp.example:587"],
    ] as const) {
      servers.push([variable, startServer({ [variable]: value }, await freePort())]);
    }
    // They start side by side: each stops at once, before it opens any store.
    for (const [variable, server] of servers) {
      expect(await server.exited).toBe(1);
      const lines = server.output().trim().split("\n");
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^Invalid configuration: ${variable} `));
      expect(lines[0]).not.toContain("Zq9");
    }
  });

  test("honours PORT, logs JSON lines with no token, staff query or personal data, and shuts down gracefully on SIGTERM", async ({
    playwright,
  }) => {
    test.setTimeout(60_000);
    const port = await freePort();
    const server = startServer(
      { DATA_DIR: "./data/e2e-sigterm", ENABLE_TEST_ROUTES: "1", ALTCHA_COST: "200", INSTANCE_ID: "web-1" },
      port,
    );
    // Within the guard for a loaded machine (SERVER_READY_TIMEOUT_MS), not a fixed 10 s.
    await server.ready();
    const base = `http://127.0.0.1:${port}`;
    expect(server.output()).toContain(`ready on http://127.0.0.1:${port}`);
    const response = await fetch(`${base}/healthz`);
    expect(response.status).toBe(200);
    // A visit's manage link (enough to cancel it), a staff search (names, emails), a token-looking value.
    const token = "Zq9MaNaGeLiNkToKeN_0123456789abcd";
    for (const path of [`/visit/manage/${token}`, `/visit/manage/${token}?done=moved`, "/admin/submissions?q=Jane+Zq9Doe&email=jane.zq9%40example.com", `/about?gclid=${token}`]) {
      await fetch(`${base}${path}`, { redirect: "manual" });
    }
    // A visitor's message, then a signed-in search of the inbox for it.
    const request = await playwright.request.newContext({ baseURL: base });
    const visitor = { first_name: "Zq9Ana", last_name: "Zq9Lopes", _replyto: "ana.zq9@example.com", phone: "6045559901", message: "Zq9 my bay window leaks" };
    const posted = await request.post("/f/contact", { data: { ...visitor, how_did_you_hear: "Google", altcha: await solvedCaptcha(request) } });
    expect(posted.status()).toBe(200);
    await signInApi(request, base);
    expect((await request.get("/admin/submissions?q=Zq9Lopes")).status()).toBe(200);
    // A failing page: its reference is the request id, and the log has its stack under that id.
    const failed = await request.get("/__test/error");
    expect(failed.status()).toBe(500);
    const reference = /<code id="request-reference">([^<]+)<\/code>/.exec(await failed.text())?.[1];
    expect(reference).toBe(failed.headers()["x-request-id"]);
    await request.dispose();

    const lines = () =>
      server
        .output()
        .trim()
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
    const requestLine = (path: string) => lines().find((line) => line.msg === "request" && line.path === path);
    await expect.poll(() => requestLine("/about?gclid=[masked]")?.status).toBe(200);
    expect(requestLine("/about?gclid=[masked]")).toMatchObject({ level: "info", method: "GET", instance: "web-1", reqId: expect.stringMatching(/^[0-9a-f-]{36}$/), ms: expect.any(Number) });
    expect(typeof requestLine("/about?gclid=[masked]")?.time).toBe("string");
    expect(requestLine("/visit/manage/[masked]")?.status).toBe(404);
    expect(requestLine("/admin/submissions?[omitted]")?.status).toBe(302);
    expect(requestLine("/f/contact")).toMatchObject({ method: "POST", status: 200 });
    await expect.poll(() => requestLine("/__test/error")?.status).toBe(500);
    const errors = lines().filter((line) => line.level === "error" && line.reqId === reference);
    expect(errors).toHaveLength(1);
    expect((errors[0]!.err as { stack?: string }).stack).toContain("This route fails on purpose");
    // Every line the server wrote is JSON; none holds the token, the search or what the visitor typed.
    const output = server.output();
    expect(output.trim().split("\n").filter((line) => !line.startsWith("{"))).toEqual([]);
    expect(output).not.toMatch(/zq9|6045559901|bay window/i);
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("SIGTERM received");
  });
});
