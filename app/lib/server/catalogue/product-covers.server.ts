import type { Product } from "#app/content/schema";
import { mediaOgWidth, type Focal, type MediaRef } from "#app/lib/media";
import { productPictures } from "#app/lib/product-pictures";
import type { MediaDb } from "../media/media-schema";
import { readVariant } from "../media/media-store.server";

/**
 * The uploaded cover photo a product's spec sheet prints (decision 038 as amended): the library image its record's
 * `coverImage` names, if the snapshot found it live, read as its stored whole-image JPEG (at most MEDIA_OG_WIDTH
 * wide). Shaped as the catalogue's SheetCoverReader (app/lib/server/catalogue/sheet-covers.ts), which
 * this feature may not import: server/services.ts hands it to the sheets.
 */
export function productCoverReader(db: MediaDb, images: () => ReadonlyMap<string, MediaRef> | undefined) {
  return (product: Product): { key: string; read(): Promise<Uint8Array | undefined>; focal?: Focal } | undefined => {
    const cover = productPictures(product, images()).cover;
    if (!cover) return undefined;
    const width = cover.variants?.find((variant) => variant.format === "jpeg")?.width ?? mediaOgWidth(cover.width);
    const focal = cover.focal;
    return {
      key: `${cover.id}-${width}${focal ? `@${focal.x},${focal.y}` : ""}.jpg`,
      ...(focal ? { focal } : {}),
      // A deleted image's variants are not read (readVariant): undefined, and the sheet prints the drawing.
      read: async () => (await readVariant(db, { id: cover.id, format: "jpeg", width }, { withData: true }))?.data,
    };
  };
}
