import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import type { AppLoadContext } from "react-router";
import { CACHE_REVALIDATE } from "../app/lib/cache-control";
import { whenContentQuiet, type ChangingContent } from "../app/lib/server/content/when-quiet.server";
import { pageCsp, type CspOptions } from "./security";
import { pageCacheKey } from "./page-query";
import { redirectWithoutTrailingSlash, searchOf } from "./trailing-slash";

/**
 * The served page cache: every public page is rendered once by the app (as prerendering would) and then served
 * from memory, precompressed, with an ETag and a Content-Security-Policy that hashes its inline scripts. An entry
 * is fresh while the owner content it was rendered from is current (the content service's generation) and until
 * the next instant the clock changes what it shows (an event closing, a post going live). A publish on any
 * instance therefore shows on every page within the content poll interval, with no rebuild and no restart.
 */

/** Memory the cached pages may take (all encodings together); the least recently used go first. */
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** Bodies smaller than this are not worth compressing. */
const COMPRESS_MIN_BYTES = 1024;
/** Brotli at a middle quality: a page compresses in a few milliseconds, within a few percent of the best size. */
const BROTLI_QUALITY = 6;
/** Paths the app answers per request, never from this cache (staff pages, forms' JSON, captcha, uploads, tests). */
/**
 * After a change of the owner content, how long the content must stay unchanged before the cached pages are rendered
 * again in the background: an owner saving five edits in a minute costs one re-render of the site (about 4 s of CPU
 * for its pages), not five. Until then a page a visitor asks for is rendered for them, as after a restart.
 */
export const WARM_AFTER_QUIET_MS = 10_000;
const UNCACHED_PATH = /^\/(?:admin|__test|captcha|f|media|assets)(?:$|[/.])/;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What the page cache needs of the owner content. */
export interface ContentClock {
  readonly generation: number;
  now(): number;
  nextChangeAt(now: number): number;
}

/** A page as the cache keeps it: its HTML (identity) and encodings, headers and policy. */
export interface CachedPage {
  status: number;
  headers: [string, string | string[]][];
  etag: string;
  csp?: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  generation: number;
  validUntil: number;
  bytes: number;
  cacheable: boolean;
}

export interface PageCacheOptions {
  /** Renders a request through the app (React Router's handler). */
  render: (request: Request, context: AppLoadContext) => Promise<Response>;
  /** The load context of a cached render: no per-request nonce, no client. */
  loadContext: () => AppLoadContext;
  content: ContentClock;
  csp: CspOptions;
  maxBytes?: number;
  /**
   * The origin pages are rendered at (SITE_URL's), whatever Host a visitor sent: a page kept for everyone is never
   * made from a request's own headers. Without it, the origin the request was made to.
   */
  origin?: string;
  /** Rewrites a rendered HTML page before it is stored (the inline stylesheet cut to the page: server/page-css.ts). */
  transformHtml?: (html: string) => string;
}

/** Responses that may be shared by every visitor: a 200 without cookies and not marked private. */
function isShareable(response: Response): boolean {
  if (response.status !== 200 || response.headers.has("set-cookie")) return false;
  const cacheControl = response.headers.get("cache-control") ?? "";
  return !/\b(private|no-store)\b/i.test(cacheControl);
}

function isCompressible(contentType: string): boolean {
  return /^(text\/|application\/(json|xml|atom\+xml|rss\+xml|javascript)|image\/svg)/i.test(contentType);
}

export function isCacheablePath(path: string): boolean {
  return !UNCACHED_PATH.test(path);
}

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly rendering = new Map<string, Promise<CachedPage>>();
  private bytes = 0;
  private readonly maxBytes: number;

  constructor(private readonly options: PageCacheOptions) {
    this.maxBytes = options.maxBytes ?? PAGE_CACHE_MAX_BYTES;
  }

  /** Express middleware: answers GET and HEAD for public paths from the cache, rendering what is missing or stale. */
  middleware() {
    return (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
      if ((req.method !== "GET" && req.method !== "HEAD") || !isCacheablePath(req.path)) return next();
      // One address per page: "/about/" is "/about".
      if (req.path.length > 1 && req.path.endsWith("/")) return redirectWithoutTrailingSlash(req, res);
      // The page as it reads the address: a query parameter it does not read is no reason to render it again.
      const key = pageCacheKey(req.path, searchOf(req.originalUrl));
      // A fresh page is sent at once; only a render waits.
      const fresh = this.fresh(key);
      if (fresh) return this.send(req, res, fresh);
      this.get(key, this.options.origin ?? `${req.protocol}://${req.get("host") ?? "localhost"}`)
        .then((page) => this.send(req, res, page))
        .catch(next);
    };
  }

  /** The cached page for a path when it is fresh, as the most recently used (the map's order is the eviction order). */
  private fresh(url: string): CachedPage | undefined {
    const cached = this.entries.get(url);
    if (!cached || !this.isFresh(cached)) return undefined;
    this.entries.delete(url);
    this.entries.set(url, cached);
    return cached;
  }

  /** The page for a path (with its query), from the cache when fresh. */
  async get(url: string, origin: string): Promise<CachedPage> {
    const cached = this.fresh(url);
    if (cached) return cached;
    const inFlight = this.rendering.get(url);
    if (inFlight) {
      const page = await inFlight;
      if (this.isFresh(page)) return page;
    }
    const render = this.render(url, origin).finally(() => this.rendering.delete(url));
    this.rendering.set(url, render);
    return render;
  }

  /** Renders the paths again in the background (after a publish), one at a time so visitors keep priority. */
  async warm(urls: Iterable<string>, origin: string): Promise<void> {
    for (const url of urls) {
      const cached = this.entries.get(url);
      if (cached && this.isFresh(cached)) continue;
      await new Promise((resolve) => setImmediate(resolve));
      await this.get(url, origin).catch((error: Error) => console.error(`Page cache: rendering ${url} failed: ${error.message}`));
    }
  }

  /**
   * Keeps the cache warm: at start (unless `atStart` is false), every page the sitemap lists; once the owner content has stopped changing for
   * `quietMs` (WARM_AFTER_QUIET_MS), the pages that were cached (without a query), so visitors rarely wait for a render.
   */
  watch(content: ChangingContent, origin: string, { atStart = true, quietMs = WARM_AFTER_QUIET_MS } = {}): void {
    whenContentQuiet(content, quietMs, () => void this.warm(this.cachedUrls().filter((url) => !url.includes("?")), origin));
    if (atStart) setImmediate(() => void this.warmFromSitemap(origin));
  }

  private async warmFromSitemap(origin: string): Promise<void> {
    try {
      const sitemap = await this.get("/sitemap.xml", origin);
      const paths = [...sitemap.identity.toString("utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
        const url = new URL(loc!.replaceAll("&amp;", "&"));
        return pageCacheKey(url.pathname, url.search);
      });
      await this.warm(paths, origin);
    } catch (error) {
      console.error(`Page cache: warming from the sitemap failed: ${(error as Error).message}`);
    }
  }

  /** The paths in the cache now, for warming them after a change. */
  cachedUrls(): string[] {
    return [...this.entries.keys()];
  }

  private isFresh(page: CachedPage): boolean {
    return page.cacheable && page.generation === this.options.content.generation && this.options.content.now() < page.validUntil;
  }

  private async render(url: string, origin: string): Promise<CachedPage> {
    const { content } = this.options;
    const generation = content.generation;
    const now = content.now();
    const response = await this.options.render(
      new Request(new URL(url, origin), { headers: { accept: "text/html,*/*", "user-agent": "HeliosPageCache/1" } }),
      this.options.loadContext(),
    );
    const contentType = response.headers.get("content-type") ?? "";
    const rendered = Buffer.from(await response.arrayBuffer());
    const { transformHtml } = this.options;
    const identity =
      transformHtml && contentType.startsWith("text/html") ? Buffer.from(transformHtml(rendered.toString("utf8"))) : rendered;
    const cacheable = isShareable(response);
    const headers: [string, string | string[]][] = [...response.headers.entries()].filter(
      ([name]) => !["content-length", "content-encoding", "set-cookie"].includes(name),
    );
    const cookies = response.headers.getSetCookie();
    if (cookies.length) headers.push(["set-cookie", cookies]);
    if (cacheable && !response.headers.has("cache-control")) headers.push(["cache-control", CACHE_REVALIDATE]);
    const compress = identity.length >= COMPRESS_MIN_BYTES && isCompressible(contentType);
    const [br, gz] = compress
      ? await Promise.all([
          brotli(identity, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
          gzipAsync(identity),
        ])
      : [undefined, undefined];
    const page: CachedPage = {
      status: response.status,
      headers,
      etag: `"${createHash("sha1").update(identity).digest("base64url").slice(0, 22)}"`,
      csp: contentType.startsWith("text/html") ? pageCsp(identity.toString("utf8"), this.options.csp) : undefined,
      identity,
      br,
      gzip: gz,
      generation,
      validUntil: content.nextChangeAt(now),
      bytes: identity.length + (br?.length ?? 0) + (gz?.length ?? 0),
      cacheable,
    };
    if (cacheable) this.store(url, page);
    return page;
  }

  private store(url: string, page: CachedPage): void {
    const previous = this.entries.get(url);
    if (previous) {
      this.bytes -= previous.bytes;
      this.entries.delete(url);
    }
    if (page.bytes > this.maxBytes) return;
    this.entries.set(url, page);
    this.bytes += page.bytes;
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(key);
      this.bytes -= entry.bytes;
    }
  }

  private send(req: ExpressRequest, res: ExpressResponse, page: CachedPage): void {
    const accept = String(req.headers["accept-encoding"] ?? "");
    const [body, encoding] =
      page.br && /\bbr\b/.test(accept) ? [page.br, "br"] : page.gzip && /\bgzip\b/.test(accept) ? [page.gzip, "gzip"] : [page.identity, undefined];
    res.statusCode = page.status;
    for (const [name, value] of page.headers) res.setHeader(name, value);
    if (page.csp) res.setHeader("Content-Security-Policy", page.csp);
    if (page.br || page.gzip) res.setHeader("Vary", "Accept-Encoding");
    if (page.cacheable) {
      res.setHeader("ETag", page.etag);
      if (req.headers["if-none-match"] === page.etag) {
        res.status(304).end();
        return;
      }
    }
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    if (req.method === "HEAD") res.end();
    else res.end(body);
  }
}
