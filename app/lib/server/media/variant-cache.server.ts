import { parseMediaFileName, parseOgFileName } from "#app/lib/media";

/** Keys of link-preview crops (og-image.server.ts) start with this; other keys are variant file names. */
export const OG_CACHE_PREFIX = "og/";

/** The image a cache key belongs to. */
function imageOf(key: string): string | undefined {
  return key.startsWith(OG_CACHE_PREFIX) ? parseOgFileName(key.slice(OG_CACHE_PREFIX.length))?.id : parseMediaFileName(key)?.id;
}

/** Recently served variants kept in memory: hot images (a journal cover) skip the database. */
export const MEDIA_CACHE_BYTES = 32 * 1024 * 1024;
/**
 * A cached variant is served without asking the database for this long; then the image is checked to still be
 * visible, so a deletion on another instance takes effect here within this time.
 */
export const MEDIA_CACHE_RECHECK_MS = 60_000;

export interface CachedVariant {
  data: Buffer;
  /** When the image was last seen visible in the database. */
  checkedAt: number;
}

/** A least-recently-used map bounded by the total size of its values. */
export class VariantCache {
  private readonly entries = new Map<string, CachedVariant>();
  private bytes = 0;
  readonly maxBytes: number;

  constructor(maxBytes = MEDIA_CACHE_BYTES) {
    this.maxBytes = maxBytes;
  }

  get size(): number {
    return this.bytes;
  }

  get(key: string): CachedVariant | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Re-insert: a Map iterates in insertion order, so the first key is always the least recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: CachedVariant): void {
    this.delete(key);
    // One huge file must not flush everything else.
    if (entry.data.length > this.maxBytes / 4) return;
    this.entries.set(key, entry);
    this.bytes += entry.data.length;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= value.data.length;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.data.length;
  }

  /** Forgets every variant of one image, its link previews too (after it is deleted here). Keys are file names. */
  deleteMedia(id: string): void {
    for (const key of [...this.entries.keys()]) if (imageOf(key) === id) this.delete(key);
  }

  /** Forgets one image's link previews (its focal point moved here: an old address is sent on to the new one). */
  deletePreviews(id: string): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(OG_CACHE_PREFIX) && imageOf(key) === id) this.delete(key);
  }
}

/**
 * The process's cache, shared by every media handler here, so deleting an image (softDeleteMedia) forgets its cached
 * variants at once on this instance; other instances notice within MEDIA_CACHE_RECHECK_MS.
 */
export const sharedVariantCache = new VariantCache(MEDIA_CACHE_BYTES);
