import type { AppLoadContext } from "react-router";
import { catalogueOf, type Catalogue } from "#app/lib/catalogue";
import { requireServices } from "../platform/services.server";

/** The live catalogue: the products and landings of the content snapshot (the database's), as every public page reads them. */
export function liveCatalogue(context: AppLoadContext): Catalogue {
  const { products, landings } = requireServices(context).content.current();
  return catalogueOf(products, landings);
}
