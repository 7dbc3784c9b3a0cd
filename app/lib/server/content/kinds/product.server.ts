import { randomUUID } from "node:crypto";
import { energy as shippedEnergy } from "#app/content/energy";
import { products } from "#app/content/products";
import type { Store } from "../../platform/database.server";
import { productColumns, productRecord, storedProduct } from "../product-rows.server";
import { SEED_ACTOR, seedKindOnce } from "../seed.server";
import { defineKind, kindImages } from "./definition.server";

type Row = Record<string, unknown>;
const rows = (value: unknown): Row[] => (Array.isArray(value) ? value.filter((row): row is Row => Boolean(row) && typeof row === "object") : []);

/**
 * The first start with the products table (a new database, or one from before products were kept in it) fills it
 * with the catalogue of app/content/products.ts, in its order, each record checked by the rules the build uses
 * (decision 034). Once per database, under the same lock as the rest of the seed: a database with any product or
 * product history is left alone, so a product staff later remove is never seeded back.
 */
export function seedProducts(store: Store, now = Date.now()): Promise<boolean> {
  return seedKindOnce(
    store,
    "product",
    () =>
      products.map((product, position) => {
        const columns = productColumns(product, position);
        const { errors } = storedProduct(columns, shippedEnergy);
        if (errors.length) throw new Error(`The catalogue cannot be seeded:\n${errors.join("\n")}`);
        return { id: randomUUID(), ...columns, created_at: now, updated_at: now, updated_by: SEED_ACTOR, deleted_at: null };
      }),
    now,
  );
}

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
