import { randomBytes } from "node:crypto";
import type { Focal, MediaFormat } from "#app/lib/media";
import type { MediaDb, MediaRow } from "./media-schema";
import { sharedVariantCache } from "./variant-cache.server";

/** 16 random bytes: unguessable, so a deleted or unpublished image cannot be found by trying names. */
const MEDIA_ID_BYTES = 16;

/** A new media id: 22 URL-safe characters (base64url). */
export function newMediaId(): string {
  return randomBytes(MEDIA_ID_BYTES).toString("base64url");
}

export interface VariantInfo {
  format: MediaFormat;
  width: number;
  height: number;
  size: number;
}

export interface EncodedVariant {
  format: MediaFormat;
  width: number;
  height: number;
  data: Buffer;
}

/** A processed upload, ready to store. */
export interface NewMedia {
  id: string;
  originalName: string;
  sourceType: string;
  width: number;
  height: number;
  sourceBytes: number;
  createdBy: string;
  variants: EncodedVariant[];
}

export type MediaItem = MediaRow & { variants: VariantInfo[] };

/**
 * Stores processed uploads, each row with all its variants, in one transaction: either every image of the upload is
 * there, complete, or none is.
 */
export async function insertMedia(db: MediaDb, items: readonly NewMedia[], now = Date.now()): Promise<void> {
  if (!items.length) return;
  await db.transaction().execute(async (trx) => {
    for (const item of items) {
      await trx
        .insertInto("media")
        .values({
          id: item.id,
          original_name: item.originalName,
          source_type: item.sourceType,
          width: item.width,
          height: item.height,
          source_bytes: item.sourceBytes,
          created_at: now,
          created_by: item.createdBy,
          deleted_at: null,
          focal_x: null,
          focal_y: null,
        })
        .execute();
      // One statement per variant: a few hundred KB each, well within any driver's parameter limits.
      for (const variant of item.variants) {
        await trx
          .insertInto("media_variants")
          .values({
            media_id: item.id,
            format: variant.format,
            width: variant.width,
            height: variant.height,
            size: variant.data.length,
            data: variant.data,
          })
          .execute();
      }
    }
  });
}

/** The library, newest first; deleted images only when asked (the staff "bin"). */
export async function listMedia(db: MediaDb, options: { includeDeleted?: boolean; limit?: number } = {}): Promise<MediaRow[]> {
  let query = db.selectFrom("media").selectAll().orderBy("created_at", "desc").orderBy("id");
  if (!options.includeDeleted) query = query.where("deleted_at", "is", null);
  if (options.limit) query = query.limit(options.limit);
  return query.execute();
}

/** One image with the sizes of its variants (not their bytes), deleted or not; undefined when unknown. */
export async function getMedia(db: MediaDb, id: string): Promise<MediaItem | undefined> {
  const row = await db.selectFrom("media").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const variants = await db
    .selectFrom("media_variants")
    .select(["format", "width", "height", "size"])
    .where("media_id", "=", id)
    .orderBy("format")
    .orderBy("width")
    .execute();
  return { ...row, variants };
}

/** Hides an image from the site and the library (kept, so it can be restored). True when it was visible. */
export async function softDeleteMedia(db: MediaDb, id: string, now = Date.now()): Promise<boolean> {
  const result = await db
    .updateTable("media")
    .set({ deleted_at: now })
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  sharedVariantCache.deleteMedia(id);
  return Number(result.numUpdatedRows) > 0;
}

/** Undoes softDeleteMedia. True when the image was deleted. */
export async function restoreMedia(db: MediaDb, id: string): Promise<boolean> {
  const result = await db
    .updateTable("media")
    .set({ deleted_at: null })
    .where("id", "=", id)
    .where("deleted_at", "is not", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface StoredVariant {
  size: number;
  /** Absent when only the size was asked for. */
  data?: Buffer;
}

/** One variant of a visible (not deleted) image; undefined when there is none. */
export async function readVariant(
  db: MediaDb,
  key: { id: string; format: MediaFormat; width: number },
  options: { withData?: boolean } = {},
): Promise<StoredVariant | undefined> {
  const base = db
    .selectFrom("media_variants as v")
    .innerJoin("media as m", "m.id", "v.media_id")
    .where("v.media_id", "=", key.id)
    .where("v.format", "=", key.format)
    .where("v.width", "=", key.width)
    .where("m.deleted_at", "is", null);
  if (!options.withData) {
    const row = await base.select("v.size").executeTakeFirst();
    return row ? { size: Number(row.size) } : undefined;
  }
  const row = await base.select(["v.size", "v.data"]).executeTakeFirst();
  if (!row) return undefined;
  const data = Buffer.isBuffer(row.data) ? row.data : Buffer.from(row.data);
  return { size: data.length, data };
}

/** Whether an image exists and is not deleted (a cheap check for cached variants). */
export async function isMediaVisible(db: MediaDb, id: string): Promise<boolean> {
  const row = await db.selectFrom("media").select("id").where("id", "=", id).where("deleted_at", "is", null).executeTakeFirst();
  return row !== undefined;
}

/** A stored image's focal point, or undefined when it has none (crops centre): never a value outside 0 to 1. */
export function rowFocal(row: { focal_x?: number | null; focal_y?: number | null }): Focal | undefined {
  const x = row.focal_x === null || row.focal_x === undefined ? NaN : Number(row.focal_x);
  const y = row.focal_y === null || row.focal_y === undefined ? NaN : Number(row.focal_y);
  if (!(x >= 0 && x <= 1 && y >= 0 && y <= 1)) return undefined;
  return { x, y };
}

/** Sets an image's focal point (decisions 050, 052). True when the image is in the library (not deleted). */
export async function setMediaFocal(db: MediaDb, id: string, focal: Focal): Promise<boolean> {
  const result = await db
    .updateTable("media")
    .set({ focal_x: focal.x, focal_y: focal.y })
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  // The previews around the old point are sent on to the new one from now on (decision 052).
  sharedVariantCache.deletePreviews(id);
  return Number(result.numUpdatedRows) > 0;
}
