import type { NextFunction, Request, RequestHandler, Response } from "express";
import { CACHE_IMMUTABLE } from "#app/lib/cache-control";
import { parseMediaFileName, type MediaFormat } from "#app/lib/media";
import type { MediaStore } from "./media-schema";
import { isMediaVisible, readVariant } from "./media-store.server";
import { MEDIA_CACHE_RECHECK_MS, sharedVariantCache, type VariantCache } from "./variant-cache.server";

export const MEDIA_CONTENT_TYPES: Record<MediaFormat, string> = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" };

export interface MediaRequest {
  method: string;
  /** The last path segment, "{id}-{width}.{avif|webp|jpg}". */
  fileName: string;
  ifNoneMatch?: string;
}

export interface MediaResponse {
  status: 200 | 302 | 304 | 404;
  headers: Record<string, string>;
  /** Absent for HEAD and 304. */
  body?: Buffer | string;
}

export interface MediaServerOptions {
  store: MediaStore;
  /** Defaults to the process's shared cache (which softDeleteMedia clears of a deleted image). */
  cache?: VariantCache;
  now?: () => number;
}

const NOT_FOUND: MediaResponse = {
  status: 404,
  headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  body: "Not Found\n",
};

/** Whether an If-None-Match header names this ETag (a list, weak or not, or "*"). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const value = tag.trim();
    return value === "*" || value === etag || value === `W/${etag}`;
  });
}

/**
 * Answers GET and HEAD /media/{id}-{width}.{ext} from the database, through a small in-memory cache. A URL never
 * changes content (a new upload is a new id), so answers are cacheable for a year and the ETag is the name itself.
 * Unknown, malformed and deleted images are a plain 404 that no one caches.
 */
export function createMediaServer(options: MediaServerOptions) {
  const { store } = options;
  const cache = options.cache ?? sharedVariantCache;
  const now = options.now ?? Date.now;

  async function serve(request: MediaRequest): Promise<MediaResponse> {
    const key = parseMediaFileName(request.fileName);
    if (!key) return NOT_FOUND;
    const etag = `"${request.fileName}"`;
    const found = (size: number, body?: Buffer): MediaResponse => {
      const headers: Record<string, string> = {
        "Cache-Control": CACHE_IMMUTABLE,
        ETag: etag,
        "Content-Type": MEDIA_CONTENT_TYPES[key.format],
        "X-Content-Type-Options": "nosniff",
      };
      if (matches(request.ifNoneMatch, etag)) return { status: 304, headers: { "Cache-Control": CACHE_IMMUTABLE, ETag: etag } };
      headers["Content-Length"] = String(size);
      return { status: 200, headers, body: request.method === "HEAD" ? undefined : body };
    };

    const cached = cache.get(request.fileName);
    if (cached) {
      if (now() - cached.checkedAt < MEDIA_CACHE_RECHECK_MS) return found(cached.data.length, cached.data);
      if (await isMediaVisible(store.db, key.id)) {
        cached.checkedAt = now();
        return found(cached.data.length, cached.data);
      }
      cache.deleteMedia(key.id);
      return NOT_FOUND;
    }

    // A revalidation or a HEAD needs the size only, not the bytes.
    const sizeOnly = request.method === "HEAD" || matches(request.ifNoneMatch, etag);
    const variant = await readVariant(store.db, key, { withData: !sizeOnly });
    if (!variant) return NOT_FOUND;
    if (variant.data) cache.set(request.fileName, { data: variant.data, checkedAt: now() });
    return found(variant.size, variant.data);
  }

  return { serve, cache };
}

export type MediaServer = ReturnType<typeof createMediaServer>;

/** Express: mount as `app.get("/media/:file", createMediaHandler({ store }))` (GET routes answer HEAD too). */
export function createMediaHandler(options: MediaServerOptions & { server?: MediaServer }): RequestHandler {
  return fileAnswerHandler(options.server ?? createMediaServer(options));
}

/**
 * Express: answers GET and HEAD of `:file` (or the path's last part) with what a media server serves for that file
 * name: the images' variants, and the link previews (og-image.server.ts).
 */
export function fileAnswerHandler(server: { serve(request: MediaRequest): Promise<MediaResponse> }): RequestHandler {
  return async function serveFile(req: Request, res: Response, next: NextFunction) {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const param = req.params?.file;
    const fileName = typeof param === "string" ? param : (req.path.split("/").pop() ?? "");
    try {
      const answer = await server.serve({ method: req.method, fileName, ifNoneMatch: req.get("if-none-match") });
      res.status(answer.status).set(answer.headers);
      if (answer.body === undefined) res.end();
      else res.end(answer.body);
    } catch (error) {
      next(error);
    }
  };
}
