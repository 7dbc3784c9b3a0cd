import type { AppLoadContext } from "react-router";
import { catalogueOf, type Catalogue } from "#app/lib/catalogue";
import { requireServices } from "../platform/services.server";

/** The live catalogue: the products of the content snapshot (the database's), as every public page reads them. */
export function liveCatalogue(context: AppLoadContext): Catalogue {
  return catalogueOf(requireServices(context).content.current().products);
}
