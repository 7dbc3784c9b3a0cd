import { aliases, landings } from "./landings";
import { products } from "./products";

/** Titles and descriptions of the pages that are not catalogue records. */
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
  projects: {
    path: "/projects",
    title: "Projects",
    description:
      "Thirty homes, schools and buildings across British Columbia fitted with our windows, doors and curtain walls.",
  },
  contact: {
    path: "/contact",
    title: "Contact Us",
    description:
      "Ask a question, request a quote or book a showroom visit. Call, email or send us a message; we answer within one business day.",
  },
  rsvp: {
    path: "/rsvp",
    title: "RSVP: Experience Centre Grand Opening",
    description:
      "RSVP for the grand opening of the Helios Experience Centre in Kelowna, BC, on October 22nd, 2025, 6:00 PM - 9:00 PM.",
  },
} as const;

/** The three RSVP pages: identical but for the form they record. */
export const rsvpVariants = [
  { path: "/rsvp", formId: "rsvp" },
  { path: "/rsvp-cosentino", formId: "rsvp-cosentino" },
  { path: "/rsvp-livingspace", formId: "rsvp-livingspace" },
] as const;

/** Every primary public page, for the sitemap (aliases and staff pages are left out). */
export function publicPagePaths(): string[] {
  const paths = [
    pageMeta.home.path,
    pageMeta.about.path,
    ...landings.map((landing) => landing.path),
    ...products.map((product) => product.path),
    pageMeta.projects.path,
    pageMeta.contact.path,
    ...rsvpVariants.map((variant) => variant.path),
  ];
  return paths.filter((path) => !(path in aliases));
}
