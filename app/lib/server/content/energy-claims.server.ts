import type { Energy } from "#app/content/energy.schema";
import { levelField } from "#app/lib/admin/energy-figures-form";
import type { Store } from "../platform/database.server";
import { contentDb } from "./content-store.server";
import { currentEnergy } from "./energy-figures.server";
import { storedProduct } from "./product-rows.server";

/** How many products a refusal names before "and N more". */
const NAMED_PRODUCTS = 3;

/**
 * Whether new energy figures would put stored products' energy claims out of line (decision 043): a product that
 * meets the rules with the figures as stored and fails them with the new ones (its certified U-value above a level's
 * new figure, or a Step Code recommendation the new BC minimum no longer allows). Such a change is refused (422) on the
 * level's figure, naming the products: saving it would take them off the site. Products already out of line are not
 * counted against the change.
 */
export async function productClaimConflicts(store: Store, proposed: Energy): Promise<{ status: number; errors: Record<string, string> } | undefined> {
  const db = contentDb(store);
  const current = await currentEnergy(db);
  const rows = await db.selectFrom("products").selectAll().where("deleted_at", "is", null).orderBy("position").execute();
  const errors: Record<string, string[]> = {};
  for (const row of rows) {
    const columns = { ...row, position: Number(row.position) };
    if (storedProduct(columns, current).errors.length) continue;
    const lines = storedProduct(columns, proposed).errors;
    if (!lines.length) continue;
    const level = proposed.levels.find((candidate) => lines.some((line) => line.includes(`the ${candidate.name} figure`))) ?? proposed.levels[0]!;
    (errors[levelField(level.id, "max_u")] ??= []).push(row.title);
  }
  if (!Object.keys(errors).length) return undefined;
  const message = (titles: string[]) => {
    const named = titles.slice(0, NAMED_PRODUCTS).join(", ");
    const more = titles.length > NAMED_PRODUCTS ? ` and ${titles.length - NAMED_PRODUCTS} more` : "";
    return `At this figure, the energy records or Step Code of ${named}${more} would claim more than it allows, which would take them off the site. Correct those products first, then save.`;
  };
  return { status: 422, errors: Object.fromEntries(Object.entries(errors).map(([field, titles]) => [field, message(titles)])) };
}
