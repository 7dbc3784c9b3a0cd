import { landings as seedLandings, type Landing, type LandingCard } from "../content/landings";
import type { Product } from "../content/schema";

/** A product as a landing page links to it: its record and the URL of the link (an alias or its primary). */
export interface LinkedProduct {
  product: Product;
  to: string;
}

/**
 * The catalogue's lookups over one list of products and one of landings: the live ones of the content snapshot on the
 * server (the database's, decisions 034 and 039), the seed of app/content/ for the build's generators and the tests.
 */
export interface Catalogue {
  readonly products: readonly Product[];
  readonly landings: readonly Landing[];
  /** Alias addresses ("/passive/s91") to the primary address of the product they show (decision 039). */
  readonly aliases: ReadonlyMap<string, string>;
  /** The one lookup of a product page: its primary address or an alias of it. */
  productByPath(path: string): Product | undefined;
  /** The primary path of a page that may be shown under an alias. */
  primaryPath(path: string): string;
  productById(id: string): Product | undefined;
  landingByPath(path: string): Landing | undefined;
  /** The trail of pages above a catalogue page, for breadcrumbs ("Home / Doors / Swing Doors / SD95"). */
  breadcrumbTrail(path: string): { name: string; path: string }[];
  /** The distinct products a landing page's cards link to, in card order. */
  landingProducts(landing: Landing): LinkedProduct[];
  /** Where a landing's card for a product links: the product's address under the landing when it is listed there. */
  cardLink(landing: Landing, product: Product): string;
  /** The product whose cover illustrates a card: the card's own, or the first one shown by the page it links to. */
  cardProduct(card: LandingCard): Product | undefined;
}

/** The address a product has when listed under a landing: the landing's address and the last part of its own. */
export function aliasPath(landingPath: string, productPath: string): string {
  return `${landingPath}/${productPath.split("/").pop()}`;
}

/**
 * Whether `path` is an address a landing lists this product under, whether or not the product is live (a hidden
 * product's alias answers as its own address does). The live ones are in Catalogue.aliases.
 */
export function isListedAt(landings: readonly Landing[], product: { id: string; path: string }, path: string): boolean {
  return landings.some((landing) => landing.alsoListed?.includes(product.id) && aliasPath(landing.path, product.path) === path);
}

/** One catalogue per pair of lists: the snapshot's lists are built into lookups once, not on every page. */
const built = new WeakMap<readonly Product[], WeakMap<readonly Landing[], Catalogue>>();

/**
 * The catalogue of these products and landings. A card or listing of a product the list does not hold (hidden, a
 * draft, or failing the content rules) is left out, never an error.
 */
export function catalogueOf(products: readonly Product[], landings: readonly Landing[] = seedLandings): Catalogue {
  const byLandings = built.get(products) ?? new WeakMap<readonly Landing[], Catalogue>();
  built.set(products, byLandings);
  const existing = byLandings.get(landings);
  if (existing) return existing;
  const byPath = new Map(products.map((product) => [product.path, product]));
  const byId = new Map(products.map((product) => [product.id, product]));
  const landingsByPath = new Map(landings.map((landing) => [landing.path, landing]));
  const aliases = new Map<string, string>();
  for (const landing of landings) {
    for (const id of landing.alsoListed ?? []) {
      const product = byId.get(id);
      const alias = product ? aliasPath(landing.path, product.path) : undefined;
      if (product && alias && !byPath.has(alias) && !landingsByPath.has(alias)) aliases.set(alias, product.path);
    }
  }
  const primaryPath = (path: string) => aliases.get(path) ?? path;
  const productByPath = (path: string) => byPath.get(primaryPath(path));
  const productById = (id: string) => byId.get(id);
  const landingByPath = (path: string) => landingsByPath.get(path);
  const cardLink = (landing: Landing, product: Product) =>
    landing.alsoListed?.includes(product.id) && aliases.has(aliasPath(landing.path, product.path)) ? aliasPath(landing.path, product.path) : product.path;

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
    landings,
    aliases,
    productByPath,
    primaryPath,
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
          if (product && !linked.some((entry) => entry.product.id === product.id)) linked.push({ product, to: cardLink(landing, product) });
        }
      }
      return linked;
    },
    cardLink,
    cardProduct: (card) => cardProduct(card),
  };
  byLandings.set(landings, catalogue);
  return catalogue;
}
