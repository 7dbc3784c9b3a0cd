import type { Product } from "../content/schema";
import { site } from "../content/site";
import { shippedSettings, siteDetails } from "../content/settings";
import { phoneParts, showroomPhone, WEEKDAYS } from "../content/settings-basics";
import type { CompanySettings, ShowroomSettings } from "../content/settings.schema";
import { absoluteUrl } from "./site-url";

/** schema.org's day names, Sunday first as the settings' weekdays. */
const SCHEMA_DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/**
 * A showroom's opening hours as schema.org OpeningHoursSpecification: one per span of each open weekday, and each
 * closed day as a day open from 00:00 to 00:00 (schema.org's way of saying closed), valid on that date only.
 */
export function openingHoursJsonLd(showroom: ShowroomSettings): Record<string, unknown>[] {
  const weekly = WEEKDAYS.flatMap((day, index) =>
    showroom.hours[day].map((span) => ({ "@type": "OpeningHoursSpecification", dayOfWeek: SCHEMA_DAYS[index], opens: span.from, closes: span.to })),
  );
  const closed = showroom.closedDays.map((date) => ({
    "@type": "OpeningHoursSpecification",
    opens: "00:00",
    closes: "00:00",
    validFrom: date,
    validThrough: date,
  }));
  return [...weekly, ...closed];
}

/**
 * The business as schema.org HomeAndConstructionBusiness (a LocalBusiness), for the home and contact pages, from the
 * live company details (decision 040): each showroom a LocalBusiness of its own with its address, phone and opening
 * hours.
 */
export function businessJsonLd(settings: CompanySettings = shippedSettings): Record<string, unknown> {
  const details = siteDetails(settings);
  return {
    "@context": "https://schema.org",
    "@type": "HomeAndConstructionBusiness",
    "@id": absoluteUrl("/#business"),
    name: details.name,
    description: site.description,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/favicon.svg"),
    image: absoluteUrl("/og/helios-default.png"),
    telephone: details.phone.e164,
    email: details.email,
    foundingDate: String(site.founded),
    address: postalAddress(details.address),
    areaServed: { "@type": "State", name: "British Columbia" },
    sameAs: [...details.social.map((profile) => profile.url), details.sister.url],
    department: settings.showrooms.map((showroom) => ({
      "@type": "LocalBusiness",
      "@id": absoluteUrl(`/#showroom-${showroom.id}`),
      name: `${details.name} ${showroom.name}`,
      telephone: phoneParts(showroomPhone(settings, showroom)).e164,
      address: postalAddress({ ...showroom.address, country: site.address.country }),
      ...(showroom.mapUrl ? { hasMap: showroom.mapUrl } : {}),
      openingHoursSpecification: openingHoursJsonLd(showroom),
    })),
  };
}

function postalAddress(address: { street: string; locality: string; region: string; postalCode: string; country: string }) {
  return {
    "@type": "PostalAddress",
    ...(address.street ? { streetAddress: address.street } : {}),
    addressLocality: address.locality,
    addressRegion: address.region,
    ...(address.postalCode ? { postalCode: address.postalCode } : {}),
    addressCountry: address.country,
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
