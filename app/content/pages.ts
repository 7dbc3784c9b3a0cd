import { aliases, landings } from "./landings";
import { pageMeta } from "./page-meta";
import { products } from "./products";

// Titles and descriptions live in page-meta.ts; pages import them from there, as this module pulls in the catalogue.
export { pageMeta };

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
