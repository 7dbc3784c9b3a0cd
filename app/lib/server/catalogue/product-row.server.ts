import { data } from "react-router";
import type { Store } from "../platform/database.server";
import { contentDb, type ContentRow } from "../content/content-store.server";

/** A product as stored (its row in `products`). */
export type ProductRow = ContentRow<"product">;

/** Longer than any product id or slug: such a value is answered "not found" without asking the database. */
const MAX_PRODUCT_KEY_LENGTH = 100;

/**
 * The product a staff address names, by its slug (what addresses use) or its id, unless deleted: the one reader of a
 * product row for every staff page of a product (details, pictures and files, energy, where it is shown).
 */
export async function findProductRow(store: Store, idOrSlug: string): Promise<ProductRow | undefined> {
  if (!idOrSlug || idOrSlug.length > MAX_PRODUCT_KEY_LENGTH) return undefined;
  const rows = await contentDb(store)
    .selectFrom("products")
    .selectAll()
    .where((eb) => eb.or([eb("slug", "=", idOrSlug), eb("id", "=", idOrSlug)]))
    .where("deleted_at", "is", null)
    .execute();
  // A slug wins over another product's id, as addresses use slugs.
  return rows.find((row) => row.slug === idOrSlug) ?? rows[0];
}

/**
 * The product a staff page's address names, or the page's 404 ("No product has this address."): what every product
 * editor page's loader and action start from.
 */
export async function loadProduct(store: Store, idOrSlug: string | undefined): Promise<ProductRow> {
  const row = idOrSlug ? await findProductRow(store, idOrSlug) : undefined;
  if (!row) throw data("No product has this address.", { status: 404 });
  return row;
}
