import { site } from "./site";

/**
 * The content the owners edit in the staff area begins as this at the very first start (seeded into the database,
 * app/lib/server/content/seed.server.ts); from then on the database holds it and this file is not read again.
 */

/** The grand opening of the Experience Centre: the first event, bound to the three RSVP pages. */
export const grandOpening = {
  title: `Grand Opening of ${site.shortName}'s Experience Centre`,
  /** ISO 8601 with the Pacific (daylight) offset of that date. */
  startDate: "2025-10-22T18:00:00-07:00",
  endDate: "2025-10-22T21:00:00-07:00",
  venue: {
    name: `${site.showroom.name} and Experience Centre`,
    streetAddress: "",
    locality: site.showroom.locality,
    region: site.showroom.region,
  },
  description:
    "Join our family, our partners and friends for an evening in the new Experience Centre: walk through full-size doors and windows, meet the team and raise a glass with us.",
  /** The partners, each drawn as a typographic wordmark at build (scripts/images/partners.mjs). */
  partners: ["Alumil", "Living Space", "Astra Concepts", "Cosentino", "Western Living"],
  pages: ["rsvp", "rsvp-cosentino", "rsvp-livingspace"],
} as const;

/** The showroom line of the footer and the contact page, as it stood in 2025: it ends with fall 2025. */
export const seededAnnouncement = {
  text: site.showroom.line,
  link_url: null,
  link_label: null,
  starts_on: null,
  ends_on: "2025-12-20",
} as const;

/** Partners with a wordmark made at build; any other partner shows an uploaded mark or its name. */
export function hasBuiltInPartnerMark(name: string): boolean {
  return (grandOpening.partners as readonly string[]).includes(name);
}
