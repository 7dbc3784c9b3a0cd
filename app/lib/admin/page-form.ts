/**
 * A page's editor form (decision 044), shared by its page and its server part. Browser-safe. The form is flat text
 * fields (the home and About pages have more than the others), each declared once in the field map below
 * (field-map.ts, decision 057); they are read into the page's record, checked by the one page schema
 * (app/content/page-copy.schema.ts), and each of its problems is shown by the field it is about.
 */
import { shippedPages } from "#app/content/page-copy";
import { isPageKey, pageCopySchema, type PageCopy, type PageKey } from "#app/content/page-copy.schema";
import { recordForm, toValues, type FieldSpec } from "./field-map";

/** The About page's process steps, in their fixed order. */
export const STEP_NAMES = ["Design", "Build", "Install"] as const;
/** The home page's three collection cards, in their fixed order. */
export const CARD_NAMES = ["Doors", "Windows", "Curtain walls"] as const;

export const cardField = (n: number, part: "name" | "text") => `collection_${n}_${part}`;
export const stepField = (n: number) => `step_${n}_text`;

/** What staff call each page. */
export const PAGE_NAMES: Record<PageKey, string> = {
  home: "Home",
  about: "About Us",
  energy: "Energy and Rebates",
  projects: "Projects",
  journal: "Journal",
  quote: "Request a Quote",
  visit: "Book a Showroom Visit",
  contact: "Contact Us",
  privacy: "Privacy",
};

const image = { fromText: (text: string) => text || null };

/** The search entry's fields, every page's (a problem no field holds, or of the page itself, shows by the title). */
const SEARCH_FIELDS: FieldSpec[] = [
  { name: "title", label: "Search title", path: ["title"], errorsOf: [[]] },
  { name: "description", label: "Search description", path: ["description"] },
  { name: "social_image", label: "Picture in link previews", path: ["socialImage"], ...image },
  { name: "social_image_alt", label: "Picture in link previews: what it shows", path: ["socialImageAlt"] },
];
const HOME_FIELDS: FieldSpec[] = [
  { name: "hero_heading", label: "Main heading", path: ["heroHeading"] },
  { name: "hero_lead", label: "Introduction under the heading", path: ["heroLead"] },
  { name: "hero_image", label: "Photo behind the heading", path: ["heroImage"], ...image },
  { name: "hero_image_alt", label: "Photo behind the heading: what it shows", path: ["heroImageAlt"] },
  { name: "work_count", label: "Our Work: projects shown", path: ["workCount"], fromText: (text) => (/^\d{1,3}$/.test(text) ? Number(text) : Number.NaN) },
  ...CARD_NAMES.flatMap((card, i): FieldSpec[] => [
    { name: cardField(i + 1, "name"), label: `${card} card: name`, path: ["collections", i, "name"] },
    { name: cardField(i + 1, "text"), label: `${card} card: text`, path: ["collections", i, "text"] },
  ]),
];
const ABOUT_FIELDS: FieldSpec[] = [
  {
    name: "story",
    label: "Our Story",
    path: ["story"],
    toText: (story) => ((story ?? []) as string[]).join("\n\n"),
    // Paragraphs are separated by an empty line; a line break inside one is a space.
    fromText: (text) =>
      text
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.replace(/\s*\n\s*/g, " ").trim())
        .filter(Boolean),
  },
  ...STEP_NAMES.map((step, i): FieldSpec => ({ name: stepField(i + 1), label: `Step ${i + 1}, ${step}`, path: ["process", i, "text"] })),
  { name: "commitment_heading", label: "Commitment: heading", path: ["commitment", "heading"] },
  { name: "commitment_text", label: "Commitment: text", path: ["commitment", "text"], errorsOf: [["commitment"]] },
];
const PRIVACY_FIELDS: FieldSpec[] = [{ name: "body", label: "The notice", path: ["body"] }];
/** The page the form is of: a hidden field, its problems by the title. */
const PAGE_FIELD: FieldSpec = { name: "page", path: ["page"], errorsOn: "title" };

/** The fields of a page's record: its own, then the search entry's. */
function pageFields(page: string | undefined): FieldSpec[] {
  const own = page === "home" ? HOME_FIELDS : page === "about" ? ABOUT_FIELDS : page === "privacy" ? PRIVACY_FIELDS : [];
  return [PAGE_FIELD, ...own, ...SEARCH_FIELDS];
}

/** A stored page's record as the form's values. */
export const pageValues = (copy: PageCopy) => toValues(pageFields(copy.page), copy);

/** The form: each field, the page's own first, the search entry last (the error summary's order). */
export const PAGE_FORM = recordForm({
  kind: "page",
  fields: [PAGE_FIELD, ...HOME_FIELDS, ...ABOUT_FIELDS, ...PRIVACY_FIELDS, ...SEARCH_FIELDS],
  fieldsFor: (values) => pageFields(isPageKey(values.page ?? "") ? values.page : undefined),
  // A card's link and cover are the page's, not the form's; a step's name is its place's.
  base: (values) =>
    values.page === "home"
      ? { collections: shippedPages.home.collections.map((card) => ({ ...card })) }
      : values.page === "about"
        ? { process: STEP_NAMES.map((step) => ({ step })) }
        : {},
  schema: pageCopySchema,
  // The privacy notice is the longest field (PRIVACY_BODY.max).
  fieldMax: 10_000,
});
