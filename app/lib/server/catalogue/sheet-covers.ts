import type { Product } from "#app/content/schema";

/**
 * An uploaded cover photo a spec sheet prints instead of the drawing (decision 038 as amended: the product record's
 * `coverImage`, decision 037). The catalogue imports no other server feature: the reader is assembled where the
 * services are (server/services.ts) and given to the sheets.
 */
export interface UploadedCover {
  /**
   * Names the photo's content in the sheet's key. A library image never changes (a new upload is a new id), so its id,
   * the variant read and its focal point are enough: changing or removing the cover, or moving its focal point, changes
   * the key on every instance.
   */
  key: string;
  /** The photo's bytes (an image sharp reads), read when a sheet is made; undefined when it is gone from the library since. */
  read(): Promise<Uint8Array | undefined>;
  /** The point the sheet's crop keeps in view (decision 050); the centre when absent. Part of `key`. */
  focal?: { x: number; y: number };
}

/** The uploaded cover a product shows now, or undefined: its sheet prints the drawing. Cheap: no I/O. */
export type SheetCoverReader = (product: Product) => UploadedCover | undefined;
