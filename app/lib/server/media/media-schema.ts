import type { Kysely, Selectable } from "kysely";
import type { MediaFormat } from "#app/lib/media";

/**
 * The two tables of uploaded images (db/migrations/0004-owner-content.ts). Times are milliseconds since the epoch.
 * Add both to the main `Database` interface and `Store.db` plugs straight into every function here.
 */
export interface MediaTable {
  id: string;
  /** The file name as uploaded, for the staff library only (never in a URL). */
  original_name: string;
  /** The type read from the bytes: "jpeg" | "png" | "webp" | "avif" | "heic". */
  source_type: string;
  /** Size after EXIF orientation. */
  width: number;
  height: number;
  source_bytes: number;
  created_at: number;
  /** The staff member's email. */
  created_by: string;
  deleted_at: number | null;
  /** The focal point, 0 to 1 from the left and from the top (db/migrations/0026-media-focal-point.ts); null: the centre. */
  focal_x: number | null;
  focal_y: number | null;
}

export interface MediaVariantsTable {
  media_id: string;
  format: MediaFormat;
  width: number;
  height: number;
  size: number;
  /** The encoded file (SQLite blob, PostgreSQL bytea; a Buffer from both drivers). */
  data: Uint8Array;
}

export interface MediaDatabase {
  media: MediaTable;
  media_variants: MediaVariantsTable;
}

/** Any Kysely whose database has the media tables (the main Store's db once its Database lists them). */
export type MediaDb = Kysely<MediaDatabase>;

/** The part of the main Store the media code needs. */
export interface MediaStore {
  db: MediaDb;
}

export type MediaRow = Selectable<MediaTable>;
