import { productRecord } from "../product-rows.server";
import { seedProducts } from "../seed.server";
import { defineKind, kindImages } from "./definition.server";

type Row = Record<string, unknown>;
const rows = (value: unknown): Row[] => (Array.isArray(value) ? value.filter((row): row is Row => Boolean(row) && typeof row === "object") : []);

/** The catalogue's products (decisions 034, 036, 037): many, in catalogue order, their pictures from the library. */
export const product = defineKind({
  kind: "product",
  records: "many",
  creatable: true,
  delete: "editor",
  ordered: true,
  images: kindImages({
    read: (db) => db.selectFrom("products").selectAll().where("deleted_at", "is", null).execute(),
    uses(product) {
      const record = productRecord(product);
      const href = `/admin/products/${product.slug}/pictures`;
      return [
        { id: record.coverImage, what: `Cover of the product “${product.title}”`, href },
        ...[...rows(record.renders), ...rows(record.typologies), ...rows(record.sections)].map((entry) => ({
          id: entry.image,
          what: `Picture of the product “${product.title}”`,
          href,
        })),
      ];
    },
  }),
  seed: seedProducts,
  // Checked against the energy figures, with their addresses, hidden ones, images and files: snapshot.server.ts.
  snapshot: { core: ["products", "productRedirects", "hiddenProducts", "productImages", "productFiles"] },
});
