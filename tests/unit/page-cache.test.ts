import { describe, expect, it } from "vitest";
import { isCacheablePath, PageCache } from "../../server/page-cache";

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
