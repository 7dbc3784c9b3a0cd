import { products } from "#app/content/products";
import { quoteCatalogue, type QuoteCatalogue } from "#app/lib/quote/catalogue";

/** The quote's compact catalogue of the seed's products, as the live one is right after the first start. */
export const SEED_QUOTE_CATALOGUE: QuoteCatalogue = quoteCatalogue(products);
