/**
 * Brand and contact details: the one file an owner edits to change who the site speaks for.
 * Every page, the footer, structured data, emails and spec sheets read these values.
 */
export const site = {
  name: "Helios Windows & Doors",
  shortName: "HELIOS",
  tagline: "Family-built windows, doors and curtain walls since 2006",
  description:
    "Family-run maker and installer of aluminium and uPVC windows, doors, curtain walls and passive-house systems in British Columbia since 2006.",
  founded: 2006,
  installingSince: 2012,
  phone: {
    display: "(604) 555-0142",
    href: "tel:+16045550142",
    e164: "+16045550142",
  },
  email: "info@helios-windows.example",
  address: {
    street: "Unit 100 – 19000 Example Way",
    locality: "Surrey",
    region: "BC",
    country: "CA",
    /** One line, as shown in the footer and on the contact page. */
    display: "Unit 100 – 19000 Example Way, Surrey, BC",
  },
  showroom: {
    name: "Okanagan Showroom",
    locality: "Kelowna",
    region: "BC",
    /**
     * The showroom news the site first shipped with. The footer and the contact page now carry the announcement staff
     * edit (/admin/announcements); this line only seeds it at the very first start, ending with fall 2025.
     */
    line: "Our all-new Okanagan Showroom in Kelowna, BC, opens fall 2025.",
  },
  sister: {
    name: "Helios Living",
    description: "Custom aluminium partitions and pergolas",
    url: "https://helios-living.example",
  },
  social: {
    name: "Instagram",
    handle: "@helios.windows.example",
    url: "https://www.instagram.com/helios.windows.example",
  },
} as const;

export type Site = typeof site;
