import { testimonials } from "#app/content/testimonials";
import { testimonialSchema, type Testimonial } from "#app/content/testimonials.schema";
import type { ShownTestimonial } from "#app/lib/people";
import type { Store } from "../../platform/database.server";
import type { TestimonialsTable } from "../content-schema";
import { publishedInOrder } from "../published-rows.server";
import { seededRow, seedKindOnce } from "../seed.server";
import { defineKind, snapshotPart } from "./definition.server";

/**
 * The testimonials of the home carousel in the owners' hands (decision 041): the quote, who said it, their company or
 * label, an optional project of the gallery, and shown or hidden, in staff's order. The words are checked by the
 * build's rules (testimonials.schema.ts) on a save (the editor part, testimonial-editor.server.ts) and again when the
 * snapshot is read (here).
 */

type Bookkeeping = "id" | "created_at" | "updated_at" | "updated_by" | "deleted_at";
export type TestimonialColumns = Omit<TestimonialsTable, Bookkeeping>;

/** A shipped testimonial's columns (app/content/testimonials.ts): shown, linking no project. */
export function testimonialColumns(testimonial: Testimonial, position: number): TestimonialColumns {
  return { author: testimonial.author, label: testimonial.label, text: testimonial.text, project_slug: null, status: "published", position };
}

/** The build's rules for one testimonial, as a stored row would show: its problems, none when it may be shown. */
export function testimonialProblems(row: Pick<TestimonialsTable, "id" | "author" | "label" | "text">): string[] {
  const parsed = testimonialSchema.safeParse({ id: row.id, author: row.author, label: row.label, text: row.text });
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

/**
 * A stored, shown testimonial for the carousel; its project is linked only while that project is on the site. An
 * earlier address of the project (a testimonial restored from before a rename) links the project's current one.
 */
export function toShownTestimonial(
  row: TestimonialsTable,
  projects: ReadonlyMap<string, string>,
  redirects: ReadonlyMap<string, string> = new Map(),
): ShownTestimonial | undefined {
  const problems = testimonialProblems(row);
  if (problems.length) {
    console.error(`A stored testimonial is left out of the site (${row.id}):\n${problems.join("\n")}`);
    return undefined;
  }
  const slug = row.project_slug && !projects.has(row.project_slug) ? redirects.get(row.project_slug) : row.project_slug;
  const name = slug ? projects.get(slug) : undefined;
  return {
    id: row.id,
    author: row.author,
    label: row.label,
    text: row.text,
    ...(name && slug ? { project: { slug, name } } : {}),
  };
}

/** The first start with the testimonials table fills it with the six shipped testimonials, in their order, all shown. */
export function seedTestimonials(store: Store, now = Date.now()): Promise<boolean> {
  return seedKindOnce(
    store,
    "testimonial",
    () => testimonials.map((testimonial, position) => ({ ...seededRow(now), ...testimonialColumns(testimonial, position) })),
    now,
  );
}

/** The testimonial kind: many, made and deleted in the editor, in staff's order; no images; the home carousel reads the shown ones. */
export const testimonial = defineKind({
  kind: "testimonial",
  records: "many",
  creatable: true,
  delete: "editor",
  ordered: true,
  images: "none",
  seed: seedTestimonials,
  snapshot: snapshotPart({
    field: "testimonials",
    read: (db) => publishedInOrder(db, "testimonials"),
    show: (rows, { projects, projectRedirects }): ShownTestimonial[] =>
      rows.map((row) => toShownTestimonial(row, projects, projectRedirects)).filter((shown) => shown !== undefined),
    empty: [] as ShownTestimonial[],
  }),
});
