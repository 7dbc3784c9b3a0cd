import type { RequestHandler } from "express";
import { CACHE_IMMUTABLE } from "#app/lib/cache-control";
import { focalCrop, MEDIA_OG_ASPECT, MEDIA_OG_BASE, mediaOgFileName, mediaOgSize, ogPoint, parseOgFileName } from "#app/lib/media";
import { makeOgCrop } from "./image-variants.server";
import { fileAnswerHandler, type MediaResponse } from "./media-handler.server";
import type { MediaStore } from "./media-schema";
import { getMedia, isMediaVisible, readVariant, rowFocal } from "./media-store.server";
import { MEDIA_CACHE_RECHECK_MS, OG_CACHE_PREFIX, sharedVariantCache, type VariantCache } from "./variant-cache.server";

/**
 * Answers GET and HEAD /media/og/{id}-{x}-{y}.jpg (decision 052): an image's link preview, the 1200:630 crop around
 * the point x, y (whole percents), made from its largest stored WebP the first time it is asked for and kept in the
 * process's variant cache. Only the image's current point is made: an address with another point (a preview shared
 * before the point moved) is sent on to the current one, uncached, so no one can have a crop made for every point.
 * The address names the point, so an answer is cacheable for a year like every other image file.
 */

const NOT_FOUND: MediaResponse = {
  status: 404,
  headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  body: "Not Found\n",
};

export interface OgImageServerOptions {
  store: MediaStore;
  cache?: VariantCache;
  now?: () => number;
}

export function createOgImageServer(options: OgImageServerOptions) {
  const { store } = options;
  const cache = options.cache ?? sharedVariantCache;
  const now = options.now ?? Date.now;
  /** Crops being made, by file name: requests that arrive together share one. */
  const making = new Map<string, Promise<Buffer | undefined>>();

  async function make(fileName: string, id: string, point: { x: number; y: number }, source: { width: number; height: number }, webpWidth: number) {
    const variant = await readVariant(store.db, { id, format: "webp", width: webpWidth }, { withData: true });
    if (!variant?.data) return undefined;
    const focal = { x: point.x / 100, y: point.y / 100 };
    const data = await makeOgCrop(variant.data, (width, height) => focalCrop(width, height, MEDIA_OG_ASPECT, focal), mediaOgSize(source, point));
    cache.set(`${OG_CACHE_PREFIX}${fileName}`, { data, checkedAt: now() });
    return data;
  }

  async function serve(request: { method: string; fileName: string; ifNoneMatch?: string }): Promise<MediaResponse> {
    const key = parseOgFileName(request.fileName);
    if (!key) return NOT_FOUND;
    const etag = `"og/${request.fileName}"`;
    const found = (body: Buffer): MediaResponse => {
      if (request.ifNoneMatch?.split(",").some((tag) => [etag, `W/${etag}`, "*"].includes(tag.trim()))) {
        return { status: 304, headers: { "Cache-Control": CACHE_IMMUTABLE, ETag: etag } };
      }
      const headers = { "Cache-Control": CACHE_IMMUTABLE, ETag: etag, "Content-Type": "image/jpeg", "X-Content-Type-Options": "nosniff", "Content-Length": String(body.length) };
      return { status: 200, headers, body: request.method === "HEAD" ? undefined : body };
    };

    const cached = cache.get(`${OG_CACHE_PREFIX}${request.fileName}`);
    if (cached && (now() - cached.checkedAt < MEDIA_CACHE_RECHECK_MS || (await isMediaVisible(store.db, key.id)))) {
      cached.checkedAt = now();
      return found(cached.data);
    }

    const item = await getMedia(store.db, key.id);
    if (!item || item.deleted_at !== null) {
      cache.deleteMedia(key.id);
      return NOT_FOUND;
    }
    const current = mediaOgFileName(item.id, ogPoint(rowFocal(item)));
    if (current !== request.fileName) {
      return { status: 302, headers: { Location: `${MEDIA_OG_BASE}/${current}`, "Cache-Control": "no-store" } };
    }
    const webp = item.variants.filter((variant) => variant.format === "webp").sort((a, b) => b.width - a.width)[0];
    if (!webp) return NOT_FOUND;
    let pending = making.get(request.fileName);
    if (!pending) {
      pending = make(request.fileName, item.id, key.point, { width: Number(item.width), height: Number(item.height) }, Number(webp.width)).finally(() =>
        making.delete(request.fileName),
      );
      making.set(request.fileName, pending);
    }
    const data = await pending;
    return data ? found(data) : NOT_FOUND;
  }

  return { serve, cache };
}

/** Express: mount as `app.get("/media/og/:file", createOgImageHandler({ store }))` (GET routes answer HEAD too). */
export function createOgImageHandler(options: OgImageServerOptions): RequestHandler {
  return fileAnswerHandler(createOgImageServer(options));
}
