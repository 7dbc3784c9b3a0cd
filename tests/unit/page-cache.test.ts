import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { isCacheablePath, PageCache } from "#server/page-cache";
import { requestGuards } from "#server/request-guards";

/** A content clock the test moves by hand: a generation that moves on with each change, and a time. */
function clock(next = Infinity) {
  return { generation: 1, time: 1_000, next, now() { return this.time; }, nextChangeAt() { return this.next; } };
}

function cacheOf(content: ReturnType<typeof clock>, respond: (url: string, n: number) => Response) {
  const renders: string[] = [];
  const cache = new PageCache({
    render: async (request) => {
      const url = new URL(request.url);
      renders.push(url.pathname + url.search);
      return respond(url.pathname, renders.length);
    },
    loadContext: () => ({ cspNonce: "" }),
    content,
    csp: { https: false },
  });
  return { cache, renders };
}

const html = (body: string, init: ResponseInit = {}) =>
  new Response(`<!DOCTYPE html><html><head><script>var n = 1;</script></head><body>${body.repeat(200)}</body></html>`, {
    ...init,
    headers: { "Content-Type": "text/html; charset=utf-8", ...(init.headers as Record<string, string>) },
  });

describe("the page cache", () => {
  it("renders a page once and serves it from memory, compressed, with its CSP hashes", async () => {
    const content = clock();
    const { cache, renders } = cacheOf(content, (_url, n) => html(`render ${n}`));
    const first = await cache.get("/about", "http://localhost");
    const again = await cache.get("/about", "http://localhost");
    expect(renders).toEqual(["/about"]);
    expect(again).toBe(first);
    expect(first.br!.length).toBeLessThan(first.identity.length);
    expect(first.gzip!.length).toBeLessThan(first.identity.length);
    expect(first.csp).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(first.headers).toContainEqual(["cache-control", "public, max-age=0, must-revalidate"]);
  });

  it("renders again when the content changes, and when the clock passes the next change", async () => {
    const content = clock(5_000);
    const { cache, renders } = cacheOf(content, (_url, n) => html(`render ${n}`));
    await cache.get("/rsvp", "http://localhost");
    content.generation = 2;
    expect((await cache.get("/rsvp", "http://localhost")).identity.toString()).toContain("render 2");
    content.time = 4_999;
    await cache.get("/rsvp", "http://localhost");
    expect(renders).toHaveLength(2);
    content.time = 5_000;
    expect((await cache.get("/rsvp", "http://localhost")).identity.toString()).toContain("render 3");
  });

  it("never keeps a page that is not for everyone: errors, private answers, cookies", async () => {
    const content = clock();
    const answers: Record<string, () => Response> = {
      "/missing": () => html("not found", { status: 404 }),
      "/private": () => html("mine", { headers: { "Cache-Control": "private, no-store" } }),
      "/cookie": () => html("with a cookie", { headers: { "Set-Cookie": "a=b" } }),
    };
    const { cache, renders } = cacheOf(content, (url) => answers[url]!());
    for (const url of Object.keys(answers)) {
      await cache.get(url, "http://localhost");
      await cache.get(url, "http://localhost");
    }
    expect(renders).toEqual(["/missing", "/missing", "/private", "/private", "/cookie", "/cookie"]);
    expect(cache.cachedUrls()).toEqual([]);
  });

  it("renders a page once for visitors who ask at the same moment", async () => {
    const content = clock();
    const { cache, renders } = cacheOf(content, (_url, n) => html(`render ${n}`));
    await Promise.all(Array.from({ length: 5 }, () => cache.get("/doors", "http://localhost")));
    expect(renders).toEqual(["/doors"]);
  });

  it("stays within its memory, dropping the least recently used page first", async () => {
    const content = clock();
    const renders: string[] = [];
    const cache = new PageCache({
      render: async (request) => {
        renders.push(new URL(request.url).pathname);
        return new Response("x".repeat(400), { headers: { "Content-Type": "application/octet-stream" } });
      },
      loadContext: () => ({ cspNonce: "" }),
      content,
      csp: { https: false },
      maxBytes: 1_000,
    });
    for (const url of ["/a", "/b", "/a", "/c"]) await cache.get(url, "http://localhost");
    expect(cache.cachedUrls()).toEqual(["/a", "/c"]);
  });

  it("leaves staff pages, forms' JSON, the captcha, uploads and assets to the app", () => {
    for (const path of ["/admin", "/admin/events", "/admin.data", "/f/rsvp", "/captcha/challenge", "/media/x-800.webp", "/assets/a.js", "/__test/clock"]) {
      expect(isCacheablePath(path), path).toBe(false);
    }
    for (const path of ["/", "/about", "/journal/a-post", "/journal/feed.xml", "/sitemap.xml", "/rsvp.data", "/administration-tips"]) {
      expect(isCacheablePath(path), path).toBe(true);
    }
  });
});

describe("the page cache and the address", () => {
  /** The cache behind a real HTTP server, as the app mounts it; the render says which address it was given. */
  async function served() {
    const content = clock();
    const { cache, renders } = cacheOf(content, (url, n) => html(`render ${n} of ${url}`));
    const app = express();
    app.use(requestGuards);
    app.use(cache.middleware());
    const server: Server = await new Promise((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
    const { port } = server.address() as AddressInfo;
    return { cache, renders, base: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  it("renders a page once whatever query a visitor adds that the page does not read, and keeps what it reads", async () => {
    const { cache, renders, base, close } = await served();
    try {
      for (let n = 1; n <= 40; n++) expect((await fetch(`${base}/about?x=${n}`)).status).toBe(200);
      expect(renders).toEqual(["/about"]);
      expect(cache.cachedUrls()).toEqual(["/about"]);
      await fetch(`${base}/journal?page=2&utm_source=a`);
      await fetch(`${base}/journal?utm_source=b&page=2&page=3`);
      await fetch(`${base}/projects?area=okanagan&x=1&family=doors`);
      expect(renders).toEqual(["/about", "/journal?page=2", "/projects?family=doors&area=okanagan"]);
      expect(cache.cachedUrls()).toEqual(["/about", "/journal?page=2", "/projects?family=doors&area=okanagan"]);
    } finally {
      await close();
    }
  });

  it("redirects a trailing slash within the site, and never renders another host's address", async () => {
    const { renders, base, close } = await served();
    try {
      const slash = await fetch(`${base}/about/?ref=x`, { redirect: "manual" });
      expect([slash.status, slash.headers.get("location")]).toEqual([301, "/about?ref=x"]);
      for (const path of ["//evil.example/", "//evil.example/about", "/%5Cevil.example/", "/%2F%2Fevil.example/"]) {
        const answer = await fetch(`${base}${path}`, { redirect: "manual" });
        expect([answer.status, answer.headers.get("location")], path).toEqual([404, null]);
      }
      expect(renders).toEqual([]);
    } finally {
      await close();
    }
  });
});
