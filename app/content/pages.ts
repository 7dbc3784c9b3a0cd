import { aliases, landings } from "./landings";
import { pageMeta } from "./page-meta";
import { products } from "./products";

// The sitemap's list of pages. Titles and descriptions live in page-meta.ts, which pages import directly: this module
// pulls in the whole catalogue.

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
