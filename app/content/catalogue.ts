import { aliases, landings, type Landing } from "./landings";
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
