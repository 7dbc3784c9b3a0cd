/**
 * A page's editor form (decision 044), shared by its page and its server part. Browser-safe. The form is flat text
 * fields (the home and About pages have more than the others); they are read into the page's record, checked by the
 * one page schema (app/content/page-copy.schema.ts), and each of its problems is shown by the field it is about.
 */
import { z } from "#app/lib/zod";
import { shippedPages } from "#app/content/page-copy";
import { pageCopySchema, type PageCopy, type PageKey } from "#app/content/page-copy.schema";
import type { EditorForm } from "./content-kinds";

/** Any one field's text at most, before the schema's own limits (a forged post of megabytes stops here). */
const FIELD_MAX = 5_000;
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
};

const SEARCH_LABELS = {
  title: "Search title",
  description: "Search description",
  social_image: "Picture in link previews",
  social_image_alt: "Picture in link previews: what it shows",
};
const HOME_LABELS: Record<string, string> = {
  hero_heading: "Main heading",
  hero_lead: "Introduction under the heading",
  hero_image: "Photo behind the heading",
  hero_image_alt: "Photo behind the heading: what it shows",
  work_count: "Our Work: projects shown",
  ...Object.fromEntries(
    CARD_NAMES.flatMap((card, i) => [
      [cardField(i + 1, "name"), `${card} card: name`],
      [cardField(i + 1, "text"), `${card} card: text`],
    ]),
  ),
};
const ABOUT_LABELS: Record<string, string> = {
  story: "Our Story",
  ...Object.fromEntries(STEP_NAMES.map((step, i) => [stepField(i + 1), `Step ${i + 1}, ${step}`])),
  commitment_heading: "Commitment: heading",
  commitment_text: "Commitment: text",
};

export const PAGE_LABELS: Record<string, string> = { ...HOME_LABELS, ...ABOUT_LABELS, ...SEARCH_LABELS };
/** Each field of the form, the page's own first, the search entry last (the error summary's order). */
export const PAGE_FIELDS = [...Object.keys(HOME_LABELS), ...Object.keys(ABOUT_LABELS), ...Object.keys(SEARCH_LABELS)];
/** Fields a post may have: its own, the page it is, and the frame's few (intent, revision). */
export const PAGE_MAX_FIELDS = PAGE_FIELDS.length + 6;

/** A stored page's record as the form's values. */
export function pageValues(copy: PageCopy): Record<string, string> {
  const values: Record<string, string> = {
    page: copy.page,
    title: copy.title,
    description: copy.description,
    social_image: copy.socialImage ?? "",
    social_image_alt: copy.socialImageAlt,
  };
  if (copy.page === "home") {
    Object.assign(values, {
      hero_heading: copy.heroHeading,
      hero_lead: copy.heroLead,
      hero_image: copy.heroImage ?? "",
      hero_image_alt: copy.heroImageAlt,
      work_count: String(copy.workCount),
    });
    copy.collections.forEach((card, i) => {
      values[cardField(i + 1, "name")] = card.name;
      values[cardField(i + 1, "text")] = card.text;
    });
  }
  if (copy.page === "about") {
    values.story = copy.story.join("\n\n");
    copy.process.forEach((step, i) => (values[stepField(i + 1)] = step.text));
    values.commitment_heading = copy.commitment.heading;
    values.commitment_text = copy.commitment.text;
  }
  return values;
}

/** The form's values as the page's record (unchecked). */
function pageRecord(values: Record<string, string | undefined>): Record<string, unknown> {
  const text = (name: string) => (values[name] ?? "").trim();
  const image = (name: string) => text(name) || null;
  const search = { page: text("page"), title: text("title"), description: text("description"), socialImage: image("social_image"), socialImageAlt: text("social_image_alt") };
  if (search.page === "home") {
    const count = text("work_count");
    return {
      ...search,
      heroHeading: text("hero_heading"),
      heroLead: text("hero_lead"),
      heroImage: image("hero_image"),
      heroImageAlt: text("hero_image_alt"),
      workCount: /^\d{1,3}$/.test(count) ? Number(count) : Number.NaN,
      // A card's link and cover are the page's, not the form's.
      collections: shippedPages.home.collections.map((card, i) => ({ ...card, name: text(cardField(i + 1, "name")), text: text(cardField(i + 1, "text")) })),
    };
  }
  if (search.page === "about") {
    return {
      ...search,
      // Paragraphs are separated by an empty line; a line break inside one is a space.
      story: text("story")
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.replace(/\s*\n\s*/g, " ").trim())
        .filter(Boolean),
      process: STEP_NAMES.map((step, i) => ({ step, text: text(stepField(i + 1)) })),
      commitment: { heading: text("commitment_heading"), text: text("commitment_text") },
    };
  }
  return search;
}

const RECORD_FIELDS: Record<string, string> = {
  title: "title",
  description: "description",
  socialImage: "social_image",
  socialImageAlt: "social_image_alt",
  heroHeading: "hero_heading",
  heroLead: "hero_lead",
  heroImage: "hero_image",
  heroImageAlt: "hero_image_alt",
  workCount: "work_count",
  story: "story",
  page: "title",
};

/** The form field a problem of the record is about (the record's path, as the page schema names it). */
export function fieldOfPath(path: readonly PropertyKey[]): string {
  const [top, second, third] = path.map(String);
  if (top === "collections") return cardField(Number(second ?? 0) + 1, third === "text" ? "text" : "name");
  if (top === "process") return stepField(Number(second ?? 0) + 1);
  if (top === "commitment") return second === "heading" ? "commitment_heading" : "commitment_text";
  return RECORD_FIELDS[top ?? ""] ?? "title";
}

/** The editor's schema: every field as text, read into the page's record and checked by the page schema, each problem on its field. */
export const pageEditorSchema = z
  .object({ page: z.string().max(20).optional(), ...Object.fromEntries(PAGE_FIELDS.map((name) => [name, z.string().max(FIELD_MAX).optional()])) })
  .transform((values, context): PageCopy => {
    const checked = pageCopySchema.safeParse(pageRecord(values as Record<string, string | undefined>));
    if (!checked.success) {
      const seen = new Set<string>();
      for (const issue of checked.error.issues) {
        const field = fieldOfPath(issue.path);
        if (seen.has(field)) continue;
        seen.add(field);
        context.addIssue({ code: "custom", path: [field], message: issue.message });
      }
      return z.NEVER;
    }
    return checked.data;
  });

export const PAGE_FORM = {
  kind: "page",
  schema: pageEditorSchema,
  labels: PAGE_LABELS,
  order: PAGE_FIELDS,
} satisfies EditorForm<typeof pageEditorSchema>;
