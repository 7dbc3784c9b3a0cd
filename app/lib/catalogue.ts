import { aliases, landings, type Landing, type LandingCard } from "../content/landings";
import type { Product } from "../content/schema";

/** A product as a landing page links to it: its record and the URL of the link (an alias or its primary). */
export interface LinkedProduct {
  product: Product;
  to: string;
}

/**
 * The catalogue's lookups over one list of products: the live one of the content snapshot on the server (the
 * database's, decision 034), the seed of app/content/products.ts for the build's generators and the tests.
 * Landings and alias addresses are still the TypeScript files'.
 */
export interface Catalogue {
  readonly products: readonly Product[];
  productByPath(path: string): Product | undefined;
  productById(id: string): Product | undefined;
  landingByPath(path: string): Landing | undefined;
  /** The trail of pages above a catalogue page, for breadcrumbs ("Home / Doors / Swing Doors / SD95"). */
  breadcrumbTrail(path: string): { name: string; path: string }[];
  /** The distinct products a landing page's cards link to, in card order. */
  landingProducts(landing: Landing): LinkedProduct[];
  /** The product whose cover illustrates a card: the card's own, or the first one shown by the page it links to. */
  cardProduct(card: LandingCard): Product | undefined;
}

const landingsByPath = new Map(landings.map((landing) => [landing.path, landing]));

/** The primary path of a page that may be shown under an alias. */
export function primaryPath(path: string): string {
  return aliases[path] ?? path;
}

export function landingByPath(path: string): Landing | undefined {
  return landingsByPath.get(path);
}

/** One catalogue per list of products: the snapshot's list is built into lookups once, not on every page. */
const built = new WeakMap<readonly Product[], Catalogue>();

export function catalogueOf(products: readonly Product[]): Catalogue {
  const existing = built.get(products);
  if (existing) return existing;
  const byPath = new Map(products.map((product) => [product.path, product]));
  const byId = new Map(products.map((product) => [product.id, product]));
  const productByPath = (path: string) => byPath.get(primaryPath(path));
  const productById = (id: string) => byId.get(id);

  const cardProduct = (card: LandingCard, seen: ReadonlySet<string> = new Set()): Product | undefined => {
    if ("product" in card) return productById(card.product);
    const landing = landingByPath(card.page);
    if (!landing || seen.has(landing.path)) return undefined;
    const next = new Set([...seen, landing.path]);
    for (const section of landing.sections) {
      for (const inner of section.cards) {
        const product = cardProduct(inner, next);
        if (product) return product;
      }
    }
    return undefined;
  };

  const catalogue: Catalogue = {
    products,
    productByPath,
    productById,
    landingByPath,
    breadcrumbTrail(path) {
      const trail = [{ name: "Home", path: "/" }];
      const segments = path.split("/").filter(Boolean);
      for (let i = 1; i <= segments.length; i++) {
        const partial = `/${segments.slice(0, i).join("/")}`;
        const landing = landingByPath(partial);
        const product = landing ? undefined : productByPath(partial);
        const name = landing?.heading ?? product?.title;
        if (name) trail.push({ name, path: partial });
      }
      return trail;
    },
    landingProducts(landing) {
      const linked: LinkedProduct[] = [];
      for (const section of landing.sections) {
        for (const card of section.cards) {
          if (!("product" in card)) continue;
          const product = productById(card.product);
          if (product && !linked.some((entry) => entry.product.id === product.id)) linked.push({ product, to: card.to ?? product.path });
        }
      }
      return linked;
    },
    cardProduct: (card) => cardProduct(card),
  };
  built.set(products, catalogue);
  return catalogue;
}
