import { testimonials } from "#app/content/testimonials";
import { testimonialSchema, type Testimonial } from "#app/content/testimonials.schema";
import { TESTIMONIAL_FORM } from "#app/lib/admin/testimonial-form";
import type { ShownTestimonial } from "#app/lib/people";
import type { Store } from "../../platform/database.server";
import { stringValues } from "../../platform/request-body.server";
import type { TestimonialsTable } from "../content-schema";
import { contentDb, listInOrder, listItemRows, saveItem, updateItemFields } from "../content-store.server";
import type { ServerContentKind } from "../editor-page.server";
import { lastPosition } from "../ordered-list.server";
import { seededRow, seedKindOnce } from "../seed.server";
import { defineKind, snapshotPart } from "./definition.server";

/**
 * The testimonials of the home carousel in the owners' hands (decision 041): the quote, who said it, their company or
 * label, an optional project of the gallery, and shown or hidden, in staff's order. The words are checked by the
 * build's rules (testimonials.schema.ts) on a save and again when the snapshot is read.
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

/** The projects a testimonial may name: every project in the list (a hidden one is not linked until it is shown). */
export async function projectChoices(store: Store): Promise<{ value: string; label: string }[]> {
  const rows = await listInOrder(store, "project");
  return rows.map((row) => ({ value: row.slug, label: `${row.name} (${row.place})` }));
}

/** The testimonials in order, and the deleted ones (to bring back). */
export async function testimonialsForStaff(store: Store) {
  const [live, removed] = await Promise.all([listInOrder(store, "testimonial"), listItemRows(store, "testimonial", { deleted: true })]);
  return { live, removed };
}

/** A testimonial's status from the list's Hide and Show. */
export async function setTestimonialStatus(store: Store, id: string, status: "published" | "hidden", actor: string): Promise<void> {
  await updateItemFields(store, "testimonial", id, { status }, { actor });
}

const SUMMARY_LENGTH = 60;

/** A version in a testimonial's history: who said it, shown or hidden, and the start of the quote. */
export function describeTestimonial(snapshot: Record<string, unknown>): string {
  const text = String(snapshot.text ?? "");
  const short = text.length > SUMMARY_LENGTH ? `${text.slice(0, SUMMARY_LENGTH - 1).trimEnd()}…` : text;
  return `${String(snapshot.author ?? "")} (${snapshot.status === "hidden" ? "hidden" : "shown"}): “${short}”`;
}

const NO_PROJECT = "That project is not in the gallery any more: choose another, or none.";

async function projectExists(store: Store, slug: string): Promise<boolean> {
  const row = await contentDb(store).selectFrom("projects").select("id").where("slug", "=", slug).where("deleted_at", "is", null).executeTakeFirst();
  return Boolean(row);
}

/** A testimonial's own page (/admin/testimonials/:id, /admin/testimonials/new) on the content kind frame (030). */
export const testimonialKind: ServerContentKind<"testimonial", typeof TESTIMONIAL_FORM.schema> = {
  form: TESTIMONIAL_FORM,
  toValues: (row): Record<string, string> =>
    row
      ? { text: row.text, author: row.author, label: row.label, project: row.project_slug ?? "", status: row.status }
      : { status: "published" },
  fromPosted(fields) {
    const { text = "", author = "", label = "", project = "", status = "" } = stringValues(fields);
    return { text, author, label, project, status };
  },
  describe: describeTestimonial,
  async check(input, _values, store) {
    if (input.project && !(await projectExists(store, input.project))) return { status: 422, errors: { project: NO_PROJECT } };
    return undefined;
  },
  async save(store, id, input, actor) {
    const fields = { text: input.text, author: input.author, label: input.label, project_slug: input.project || null, status: input.status };
    if (id) return updateItemFields(store, "testimonial", id, fields, { actor });
    return saveItem(store, "testimonial", undefined, { ...fields, position: await lastPosition(store, "testimonial") }, { actor });
  },
};

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
  editor: testimonialKind,
  images: "none",
  seed: seedTestimonials,
  snapshot: snapshotPart({
    field: "testimonials",
    read: (db) =>
      db
        .selectFrom("testimonials")
        .selectAll()
        .where("deleted_at", "is", null)
        .where("status", "=", "published")
        .orderBy("position")
        .orderBy("created_at")
        .execute(),
    show: (rows, { projects, projectRedirects }): ShownTestimonial[] =>
      rows.map((row) => toShownTestimonial(row, projects, projectRedirects)).filter((shown) => shown !== undefined),
    empty: [] as ShownTestimonial[],
  }),
});
