import type { Kysely } from "kysely";
import { quoteCatalogue, type QuoteCatalogue } from "#app/lib/quote/catalogue";
import type { ContentDatabase } from "../content/content-schema";
import { storedProduct } from "../content/product-rows.server";
import { currentEnergy } from "../content/energy-figures.server";
import type { Database } from "../platform/db-schema";

/**
 * The catalogue staff's views of stored quote requests (page, PDF, CSV, mails) name products by: every stored product
 * that meets the rules, hidden ones too (a request made before a product was hidden still names it), in catalogue
 * order, read from the database when asked, so it follows every staff edit on every instance (decision 038). The
 * quote form and its post use the snapshot's (liveQuoteCatalogue).
 */
export async function storedQuoteCatalogue(db: Kysely<Database>): Promise<QuoteCatalogue> {
  const rows = await (db as unknown as Kysely<ContentDatabase>)
    .selectFrom("products")
    .selectAll()
    .where("deleted_at", "is", null)
    .orderBy("position")
    .orderBy("created_at")
    .execute();
  const energy = await currentEnergy(db);
  return quoteCatalogue(rows.flatMap((row) => storedProduct({ ...row, position: Number(row.position) }, energy).product ?? []), energy);
}
