import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";
import { CACHE_IMMUTABLE, CACHE_PUBLIC_DAY, CACHE_REVALIDATE } from "../app/lib/cache-control";
import { pageCsp, type CspOptions } from "./security";
import { redirectWithoutTrailingSlash } from "./trailing-slash";

/** Files up to this size are held in memory; larger ones are streamed from disk. */
const MEMORY_LIMIT_BYTES = 1024 * 1024;

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".pdf": "application/pdf",
};

interface Variant {
  body?: Buffer;
  file: string;
  size: number;
}

export interface StaticFile {
  contentType: string;
  cacheControl: string;
  etag: string;
  /** Per-page Content-Security-Policy of a prerendered HTML page (hashes of its inline scripts). */
  csp?: string;
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
}

function walk(dir: string, base = dir, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, base, out);
    else out.push(path.relative(base, full));
  }
  return out;
}

function variant(file: string): Variant {
  const size = statSync(file).size;
  return { file, size, body: size <= MEMORY_LIMIT_BYTES ? readFileSync(file) : undefined };
}

/** URL path for a file under build/client: "about/index.html" -> "/about", "index.html" -> "/". */
function urlFor(relative: string): string {
  const posix = relative.split(path.sep).join("/");
  if (posix === "index.html") return "/";
  if (posix.endsWith("/index.html")) return `/${posix.slice(0, -"/index.html".length)}`;
  return `/${posix}`;
}

/**
 * Indexes build/client once at start: every file by its URL, with precompressed .br/.gz siblings,
 * an ETag, cache policy and (for prerendered pages) the page's CSP.
 */
export function indexStaticFiles(root: string, options: CspOptions): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const all = walk(root);
  const present = new Set(all);
  for (const relative of all) {
    if (relative.endsWith(".br") || relative.endsWith(".gz")) continue;
    const ext = path.extname(relative).toLowerCase();
    const full = path.join(root, relative);
    const identity = variant(full);
    const content = identity.body ?? readFileSync(full);
    const url = urlFor(relative);
    const isHtml = ext === ".html";
    const entry: StaticFile = {
      contentType: CONTENT_TYPES[ext] ?? "application/octet-stream",
      cacheControl: url.startsWith("/assets/")
        ? CACHE_IMMUTABLE
        : isHtml || ext === ".data" || ext === ".xml" || ext === ".txt" || ext === ".webmanifest"
          ? CACHE_REVALIDATE
          : CACHE_PUBLIC_DAY,
      etag: `"${createHash("sha1").update(content).digest("base64url").slice(0, 22)}"`,
      csp: isHtml ? pageCsp(content.toString("utf8"), options) : undefined,
      identity,
      br: present.has(`${relative}.br`) ? variant(`${full}.br`) : undefined,
      gzip: present.has(`${relative}.gz`) ? variant(`${full}.gz`) : undefined,
    };
    files.set(url, entry);
  }
  return files;
}

function pickVariant(file: StaticFile, acceptEncoding: string): [Variant, string | undefined] {
  if (file.br && /\bbr\b/.test(acceptEncoding)) return [file.br, "br"];
  if (file.gzip && /\bgzip\b/.test(acceptEncoding)) return [file.gzip, "gzip"];
  return [file.identity, undefined];
}

/** Serves GET and HEAD for indexed files; redirects "/about/" to "/about"; passes everything else on. */
export function staticFiles(files: Map<string, StaticFile>) {
  return function serveStatic(req: Request, res: Response, next: NextFunction) {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const pathname = req.path;
    if (pathname.length > 1 && pathname.endsWith("/") && files.has(pathname.replace(/\/+$/, "") || "/")) {
      return redirectWithoutTrailingSlash(req, res);
    }
    const file = files.get(pathname);
    if (!file || pathname.endsWith("/index.html")) return next();

    const [chosen, encoding] = pickVariant(file, String(req.headers["accept-encoding"] ?? ""));
    res.setHeader("Content-Type", file.contentType);
    res.setHeader("Cache-Control", file.cacheControl);
    res.setHeader("ETag", file.etag);
    if (file.br || file.gzip) res.setHeader("Vary", "Accept-Encoding");
    if (file.csp) res.setHeader("Content-Security-Policy", file.csp);
    if (req.headers["if-none-match"] === file.etag) {
      res.statusCode = 304;
      return res.end();
    }
    if (encoding) res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", chosen.size);
    if (req.method === "HEAD") return res.end();
    if (chosen.body) return res.end(chosen.body);
    res.sendFile(chosen.file, { headers: {}, etag: false, lastModified: false, cacheControl: false }, (error) => {
      if (error && !res.headersSent) next(error);
    });
  };
}
