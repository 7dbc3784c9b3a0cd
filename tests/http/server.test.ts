import { request as httpRequest } from "node:http";
import { request, type APIRequestContext } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { publicPagePaths } from "#app/content/pages";
import { products } from "#app/content/products";
import { openRsvpEvent } from "#tests/e2e/support/events";
import { startApp, type RunningApp } from "./support/app";

/**
 * The server's HTTP answers (static files, redirects, headers, bad input, resource routes), from the production app
 * in this process, set up as the browser tests' shared server is (test routes, generous limits, an open event).
 */
let app: RunningApp;
let api: APIRequestContext;
let baseURL: string;

beforeAll(async () => {
  app = await startApp({ ENABLE_TEST_ROUTES: "1", FORM_RATE_LIMIT: "10000", HELD_PER_CLIENT: "10000", ALTCHA_COST: "200" });
  baseURL = app.url;
  api = await request.newContext({ baseURL });
  await openRsvpEvent(baseURL);
});

afterAll(async () => {
  await api?.dispose();
  await app?.close();
});
import { E2E_ADMIN } from "#tests/support/staff-sign-in";

describe("static serving", () => {
  test("serves /about without a redirect and redirects /about/ to /about", async () => {
    const about = await api.get("/about", { maxRedirects: 0 });
    expect(about.status()).toBe(200);
    expect(about.headers()["content-type"]).toContain("text/html");
    expect(about.headers()["cache-control"]).toContain("must-revalidate");
    const slash = await api.get("/about/?ref=x", { maxRedirects: 0 });
    expect(slash.status()).toBe(301);
    expect(slash.headers().location).toBe("/about?ref=x");
  });

  test("caches hashed assets immutably and answers conditional requests", async () => {
    const html = await (await api.get("/")).text();
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const response = await api.get(asset!);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const page = await api.get("/doors");
    const etag = page.headers().etag;
    const again = await api.get("/doors", { headers: { "If-None-Match": etag! } });
    expect(again.status()).toBe(304);
  });

  test("compresses pages with brotli or gzip", async () => {
    const encoding = await new Promise<string | undefined>((resolve, reject) => {
      const req = httpRequest(`${baseURL}/doors`, { headers: { "Accept-Encoding": "br" } }, (res) => {
        res.resume();
        resolve(res.headers["content-encoding"]);
      });
      req.on("error", reject);
      req.end();
    });
    expect(encoding).toBe("br");
  });

  test("answers HEAD wherever GET works", async () => {
    for (const [path, status] of [["/", 200], ["/doors/swing/sd95", 200], ["/sitemap.xml", 200], ["/nope", 404], ["/healthz", 200]] as const) {
      const response = await api.head(path);
      expect(response.status(), path).toBe(status);
      expect((await response.body()).length).toBe(0);
    }
  });
});

/** Eleven sign-ins, each a 128 MB scrypt hash: seconds each on a busy 2-core machine. */
const SIGN_INS_TIMEOUT_MS = 90_000;

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

describe("no redirect leaves the site", () => {
  test("an address that reads as another host's is a 404; a trailing slash on any kind of page stays on the site", async () => {
    const offSite = ["//evil.example/", "//evil.example", "///evil.example/", "/\\evil.example/", "/%5Cevil.example/", "/%5cevil.example/"];
    offSite.push("/%2F%2Fevil.example/", "//evil.example/%2e%2e", "/%09/evil.example/", "//evil.example/about", "//evil.example/admin/login");
    for (const path of offSite) {
      const answer = await rawGet(baseURL, path);
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
      const answer = await rawGet(baseURL, path!);
      expect([answer.status, answer.location], path).toEqual([301, target]);
    }
    const staff = await rawGet(baseURL, "/admin/");
    expectSameSite(staff.location, baseURL, "/admin/");
  });

  test("signing in returns to a staff page only, whatever next= says", async () => {
    const origin = new URL(baseURL).origin;
    const staff = await request.newContext({ baseURL, extraHTTPHeaders: { Origin: origin } });
    try {
      const offSite = ["//evil.example", "https://evil.example/admin/x", "/\\evil.example", "%2F%2Fevil.example", "/%2F%2Fevil.example"];
      offSite.push("javascript:alert(1)", "/admin/..//evil.example", "/admin/%2e%2e//evil.example", "/admin/\t/evil.example", "http:evil.example");
      for (const next of offSite) {
        const response = await staff.post("/admin/login", { form: { email: E2E_ADMIN.email, password: E2E_ADMIN.password, next }, maxRedirects: 0 });
        expect([response.status(), response.headers().location], next).toEqual([303, "/admin/overview"]);
      }
      const inside = await staff.post("/admin/login", { form: { email: E2E_ADMIN.email, password: E2E_ADMIN.password, next: "/admin/rsvps?x=1" }, maxRedirects: 0 });
      expect(inside.headers().location).toBe("/admin/rsvps?x=1");
      // Signed in, the sign-in page sends on at once: by a Location, or (client navigation) in the data.
      const cookie = (await staff.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join("; ");
      for (const next of offSite) {
        const query = `?next=${encodeURIComponent(next)}`;
        const page = await rawGet(baseURL, `/admin/login${query}`, { cookie });
        expect([page.status, page.location], next).toEqual([302, "/admin/overview"]);
        const data = await rawGet(baseURL, `/admin/login.data${query}`, { cookie });
        expect(data.body, next).toContain("/admin/overview");
        expect(data.body, next).not.toContain("evil");
      }
    } finally {
      await staff.dispose();
    }
  }, SIGN_INS_TIMEOUT_MS);
});

describe("security headers", () => {
  for (const path of ["/", "/contact", "/this-is-missing"]) {
    test(`${path} carries the CSP and hardening headers`, async () => {
      const headers = (await api.get(path)).headers();
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

  test("only the staff pages cut the opener tie: a public page stays in the tab's process", async () => {
    for (const path of ["/", "/doors/swing/sd95", "/contact"]) {
      expect((await api.get(path)).headers()["cross-origin-opener-policy"], path).toBeUndefined();
    }
    for (const path of ["/admin/login", "/admin"]) {
      const response = await api.get(path, { maxRedirects: 0 });
      expect(response.headers()["cross-origin-opener-policy"], path).toBe("same-origin");
    }
  });

  test("a script of the build carries the headers a subresource needs and none of a document's", async () => {
    const html = await (await api.get("/contact")).text();
    // The page's module script imports its files by URL.
    const src = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(src).toBeDefined();
    const headers = (await api.get(src!)).headers();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(headers["cache-control"]).toContain("immutable");
    for (const name of ["permissions-policy", "x-frame-options", "referrer-policy", "content-security-policy"]) {
      expect(headers[name], name).toBeUndefined();
    }
  });
});

describe("bad input gets a 4xx, never a 5xx", () => {
  test("malformed percent-encoding", async () => {
    for (const path of ["/%E0%A4%A", "/doors/%", "/about?q=%E0%A4%A"]) {
      const response = await api.get(path);
      expect(response.status(), path).toBe(400);
      expect(await response.text()).toContain("malformed");
    }
  });

  test("a catalogue address in other letters is the site's 404, not a server error", async () => {
    for (const path of ["/Doors/Swing/SD95", "/DOORS", "/Windows/Alumil"]) {
      const response = await api.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text()).toContain("Page not found");
    }
  });

  test("very long paths", async () => {
    const response = await api.get(`/${"a".repeat(5000)}`);
    expect(response.status()).toBe(414);
  });

  test("unknown and unsupported methods", async () => {
    for (const method of ["PUT", "DELETE", "PATCH", "PROPFIND"]) {
      const response = await api.fetch("/about", { method });
      expect(response.status(), method).toBe(405);
      expect(response.headers().allow).toContain("GET");
    }
    const post = await api.post("/about", { form: { a: "1" } });
    expect(post.status()).toBeGreaterThanOrEqual(400);
    expect(post.status()).toBeLessThan(500);
  });

  test("a missing asset is a plain 404", async () => {
    const response = await api.get("/assets/missing-123.js");
    expect(response.status()).toBe(404);
  });
});

describe("resource routes", () => {
  test("sitemap.xml lists primary pages with absolute URLs, without aliases, share links or /admin", async () => {
    const response = await api.get("/sitemap.xml");
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

  test("robots.txt allows the site, disallows /admin and names the sitemap", async () => {
    const text = await (await api.get("/robots.txt")).text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/admin$/m);
    expect(text).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  });

  test("healthz reports ready with each check, livez answers, and every answer names its request id", async () => {
    const response = await api.get("/healthz");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok", checks: { accepting: true, database: true, migrations: true, mail: true } });
    const live = await api.get("/livez");
    expect(live.status()).toBe(200);
    expect(await live.json()).toEqual({ status: "ok" });
    expect(live.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    // This server trusts no proxy: an id a client sends is replaced, never echoed.
    const sent = await api.get("/livez", { headers: { "X-Request-Id": "client-chosen-id-0001" } });
    expect(sent.headers()["x-request-id"]).not.toBe("client-chosen-id-0001");
  });
});

