/**
 * The names of the pages' islands (app/components/Island.tsx), in a module of their own: the island scripts name
 * what they hydrate without importing the components, which they load apart (app/islands/hydrate-islands.tsx).
 */
export const GALLERY_ISLAND = "gallery";
export const RSVP_ISLAND = "invitation";
export const CONTACT_FORM_ISLAND = "contact-form";
export const VISIT_ISLAND = "visit";
export const HOME_ISLANDS = { intro: "intro", work: "work", testimonials: "testimonials" } as const;
export const QUOTE_ISLAND = "quote";
