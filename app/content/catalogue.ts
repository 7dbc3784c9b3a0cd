import { catalogueOf } from "../lib/catalogue";
import { landings } from "./landings";
import { products } from "./products";

/**
 * The catalogue as app/content/products.ts and landings.ts seed it, for the build's generators and the tests. Pages
 * never read it: they read the live catalogue of the content snapshot (the database's;
 * app/lib/server/content/catalogue.server.ts, decisions 034 and 039), which a test checks
 * (tests/unit/catalogue-readers.test.ts).
 */
export const seedCatalogue = catalogueOf(products, landings);

export const { productByPath, productById, landingByPath, breadcrumbTrail, landingProducts, cardProduct, primaryPath, aliases } = seedCatalogue;
export type { LinkedProduct } from "../lib/catalogue";
