import type { AppLoadContext } from "react-router";
import type { Product } from "#app/content/schema";
import { catalogueOf, isListedAt, type Catalogue } from "#app/lib/catalogue";
import { landingOfPath } from "#app/lib/catalogue-roots";
import { requireServices } from "../platform/services.server";
import type { HiddenProduct } from "./snapshot.server";

/** The live catalogue: the products and landings of the content snapshot (the database's), as every public page reads them. */
export function liveCatalogue(context: AppLoadContext): Catalogue {
  const { products, landings } = requireServices(context).content.current();
  return catalogueOf(products, landings);
}

/** Products a hidden product's page offers instead, at most. */
const RELATED_SHOWN = 4;

/** What a catalogue address that is not a live product's page answers (decision 036). */
export type ProductAddress =
  | { kind: "product"; product: Product }
  /** An earlier address of a product (or of an alias's product): 301 to its current one, on this site. */
  | { kind: "moved"; to: string }
  /** A hidden product's page: 410, with its landing and related products. */
  | { kind: "gone"; product: HiddenProduct; landing: { path: string; heading: string } | null; related: { title: string; path: string; subtitle: string }[] }
  | { kind: "none" };

/**
 * A catalogue address as the product module reads it: a live product (its own address or an alias), an earlier
 * address (collapsed to the current one by the snapshot), a hidden product's, or none (404).
 */
export function productAddress(context: AppLoadContext, pathname: string): ProductAddress {
  const snapshot = requireServices(context).content.current();
  const catalogue = catalogueOf(snapshot.products, snapshot.landings);
  const product = catalogue.productByPath(pathname);
  if (product) return { kind: "product", product };
  const redirects = snapshot.productRedirects ?? new Map<string, string>();
  // A hidden product's own address, or an address a landing lists it under (decision 039).
  const hidden = (snapshot.hiddenProducts ?? []).find((candidate) => candidate.path === pathname || isListedAt(snapshot.landings, candidate, pathname));
  if (hidden) return goneProduct(catalogue, hidden);
  // An alias whose product moved answers with the product's new address.
  const moved = redirects.get(pathname) ?? redirects.get(catalogue.primaryPath(pathname));
  if (moved && moved.startsWith("/") && !moved.startsWith("//") && moved !== pathname) return { kind: "moved", to: moved };
  return { kind: "none" };
}

function goneProduct(catalogue: Catalogue, product: HiddenProduct): ProductAddress {
  const landing = catalogue.landingByPath(landingOfPath(product.path));
  const onLanding = landing ? catalogue.landingProducts(landing).map((entry) => entry.product) : [];
  const sameFamily = catalogue.products.filter((candidate) => candidate.family === product.family);
  const related = [...new Set([...onLanding, ...sameFamily])].filter((candidate) => candidate.id !== product.id).slice(0, RELATED_SHOWN);
  return {
    kind: "gone",
    product,
    landing: landing ? { path: landing.path, heading: landing.heading } : null,
    related: related.map((candidate) => ({ title: candidate.title, path: candidate.path, subtitle: candidate.subtitle })),
  };
}
