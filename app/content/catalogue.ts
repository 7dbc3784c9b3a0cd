import { aliases, landings, type Landing, type LandingCard } from "./landings";
import { products } from "./products";
import type { Product } from "./schema";

const productsByPath = new Map(products.map((product) => [product.path, product]));
const productsById = new Map(products.map((product) => [product.id, product]));
const landingsByPath = new Map(landings.map((landing) => [landing.path, landing]));

/** The primary path of a page that may be shown under an alias. */
export function primaryPath(path: string): string {
  return aliases[path] ?? path;
}

export function productByPath(path: string): Product | undefined {
  return productsByPath.get(primaryPath(path));
}

export function productById(id: string): Product | undefined {
  return productsById.get(id);
}

export function landingByPath(path: string): Landing | undefined {
  return landingsByPath.get(path);
}

/** The trail of pages above a catalogue page, for breadcrumbs ("Home / Doors / Swing Doors / SD95"). */
export function breadcrumbTrail(path: string): { name: string; path: string }[] {
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
}

/** A product as a landing page links to it: its record and the URL of the link (an alias or its primary). */
export interface LinkedProduct {
  product: Product;
  to: string;
}

/** The distinct products a landing page's cards link to, in card order. */
export function landingProducts(landing: Landing): LinkedProduct[] {
  const linked: LinkedProduct[] = [];
  for (const section of landing.sections) {
    for (const card of section.cards) {
      if (!("product" in card)) continue;
      const product = productById(card.product);
      if (product && !linked.some((entry) => entry.product.id === product.id)) linked.push({ product, to: card.to ?? product.path });
    }
  }
  return linked;
}

/** The product whose cover illustrates a card: the card's own, or the first one shown by the page it links to. */
export function cardProduct(card: LandingCard, seen: ReadonlySet<string> = new Set()): Product | undefined {
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
}
