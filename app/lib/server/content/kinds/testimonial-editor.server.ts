import { TESTIMONIAL_FORM } from "#app/lib/admin/testimonial-form";
import type { Store } from "../../platform/database.server";
import { stringValues } from "../../platform/request-body.server";
import { contentDb, listInOrder, listItemRows, saveItem, updateItemFields } from "../content-store.server";
import type { ServerContentKind } from "../editor-page.server";
import { lastPosition } from "../ordered-list.server";
import { testimonial } from "./testimonial.server";

/**
 * The testimonials' staff pages (decision 041): the editor's server part, on the content kind frame (030), and what
 * the list shows and changes. What the kind is (kinds/testimonial.server.ts) is its definition.
 */

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
  definition: testimonial,
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
