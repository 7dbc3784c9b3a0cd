import type { Product } from "../content/schema";
import { site } from "../content/site";
import { absoluteUrl } from "./site-url";

/** The business as schema.org HomeAndConstructionBusiness, for the home and contact pages. */
export function businessJsonLd(): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "HomeAndConstructionBusiness",
    "@id": absoluteUrl("/#business"),
    name: site.name,
    description: site.description,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/favicon.svg"),
    image: absoluteUrl("/og/helios-default.png"),
    telephone: site.phone.e164,
    email: site.email,
    foundingDate: String(site.founded),
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      addressCountry: site.address.country,
    },
    areaServed: { "@type": "State", name: "British Columbia" },
    sameAs: [site.social.url, site.sister.url],
  };
}

/** A breadcrumb trail (Home first, the current page last) as schema.org BreadcrumbList with absolute URLs. */
export function breadcrumbJsonLd(trail: readonly { name: string; path: string }[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

/**
 * A product as schema.org Product: its own name, the maker's brand, pictures, each specification with its unit, and its
 * spec sheet when there is one (`specSheetPath` null: a product whose sheet is not made yet names none).
 */
export function productJsonLd(product: Product, images: readonly string[], specSheetPath: string | null): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": absoluteUrl(`${product.path}#product`),
    name: product.manufacturer === product.title ? product.title : `${product.manufacturer} ${product.title}`,
    description: product.summary,
    url: absoluteUrl(product.path),
    image: images.map((path) => absoluteUrl(path)),
    brand: { "@type": "Brand", name: product.manufacturer },
    category: PRODUCT_CATEGORY[product.family],
    additionalProperty: product.specifications.map((spec) => ({
      "@type": "PropertyValue",
      name: spec.label,
      value: spec.value,
      ...(spec.unit ? { unitText: spec.unit } : {}),
    })),
    ...(specSheetPath
      ? { subjectOf: { "@type": "DigitalDocument", name: `${product.title} spec sheet`, encodingFormat: "application/pdf", url: absoluteUrl(specSheetPath) } }
      : {}),
  };
}

const PRODUCT_CATEGORY: Record<Product["family"], string> = {
  doors: "Doors",
  windows: "Windows",
  "curtain-walls": "Curtain walls",
};

/** What a project's structured data says of it (the page's loader data, reshaped). */
export interface ProjectJsonLdInput {
  name: string;
  description: string;
  path: string;
  /** Site-relative paths of its images, the main one first. */
  images: readonly string[];
  year: number;
  place: string;
  products: readonly { name: string; path: string }[];
}

/**
 * A finished project as schema.org CreativeWork: the work the business made at a place in a year, with its pictures,
 * and the catalogue products it used as mentions (each a Product with the address of its page).
 */
export function projectJsonLd(project: ProjectJsonLdInput): Record<string, unknown> {
  const url = absoluteUrl(project.path);
  return {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    "@id": `${url}#project`,
    name: project.name,
    description: project.description,
    url,
    mainEntityOfPage: url,
    image: project.images.map((path) => absoluteUrl(path)),
    dateCreated: String(project.year),
    locationCreated: {
      "@type": "Place",
      name: project.place,
      address: { "@type": "PostalAddress", addressLocality: project.place, addressRegion: "BC", addressCountry: "CA" },
    },
    creator: { "@type": "Organization", "@id": absoluteUrl("/#business"), name: site.name, url: absoluteUrl("/") },
    mentions: project.products.map((product) => ({ "@type": "Product", name: product.name, url: absoluteUrl(product.path) })),
  };
}
