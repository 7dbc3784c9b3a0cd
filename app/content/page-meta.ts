import { site } from "./site";

/**
 * Titles and descriptions of the pages that are not catalogue records. Kept apart from pages.ts (the sitemap's list,
 * which needs every product and landing) so a page importing its title does not download the catalogue. They are the
 * seed of each page's search entry (app/content/page-copy.ts, decision 044): the live ones are the owners'.
 */
export const pageMeta = {
  home: {
    path: "/",
    title: "Family-built windows, doors and curtain walls since 2006",
    description:
      "Aluminium and uPVC windows, doors, curtain walls and passive-house systems, made and installed by a family-run team in British Columbia since 2006.",
  },
  about: {
    path: "/about",
    title: "About Us",
    description:
      "A family-run maker and installer of windows and doors in British Columbia since 2006, with Greek roots: craft, proportion and light.",
  },
  energy: {
    path: "/energy-and-rebates",
    title: "Energy and Rebates",
    description:
      "How our windows and doors stand against the BC minimum, ENERGY STAR and Passive House, and when a replacement may qualify for the CleanBC rebate.",
  },
  projects: {
    path: "/projects",
    title: "Projects",
    description:
      "Homes, schools and buildings across British Columbia fitted with our windows, doors and curtain walls.",
  },
  quote: {
    path: "/quote",
    title: "Request a Quote",
    description:
      "Send us your window and door schedule, opening by opening, in mm or inches: we price the job and answer within one business day.",
  },
  visit: {
    path: "/visit",
    title: "Book a Showroom Visit",
    description:
      "Book a visit to our Surrey or Okanagan showroom in a free time: see doors and windows full size and design a custom door with us.",
  },
  journal: {
    path: "/journal",
    title: "Journal",
    description: `News from ${site.name}: projects, products, events and what we learn building windows and doors in British Columbia.`,
  },
  contact: {
    path: "/contact",
    title: "Contact Us",
    description:
      "Ask a question, request a quote or book a showroom visit. Call, email or send us a message; we answer within one business day.",
  },
  privacy: {
    path: "/privacy",
    title: "Privacy",
    description:
      "What we keep when you write to us, book a visit or ask for a quote, why, for how long, who sees it, and how to get a copy or have it erased.",
  },
} as const;
