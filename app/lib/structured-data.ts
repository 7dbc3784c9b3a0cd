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
