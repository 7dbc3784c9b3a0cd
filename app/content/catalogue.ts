import { catalogueOf } from "../lib/catalogue";
import { products } from "./products";

/**
 * The catalogue as app/content/products.ts seeds it, for the build's generators and the tests. Pages never read it:
 * they read the live catalogue of the content snapshot (the database's; app/lib/server/content/catalogue.server.ts,
 * decision 034), which a test checks (tests/unit/catalogue-readers.test.ts).
 */
export const seedCatalogue = catalogueOf(products);

export const { productByPath, productById, landingByPath, breadcrumbTrail, landingProducts, cardProduct } = seedCatalogue;
export { primaryPath, type LinkedProduct } from "../lib/catalogue";
