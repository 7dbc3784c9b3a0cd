import { pivotDesignSchema } from "#app/content/landings.schema";
import { fieldErrors } from "#app/lib/forms/fields";
import type { Store } from "../platform/database.server";
import { PIVOT_DESIGN_FORM } from "#app/lib/admin/pivot-design-form";
import { stringValues } from "../platform/request-body.server";
import { ContentConflict, contentDb, listInOrder, recordedVersion, reorderItems, saveItem, setDeleted, updateItemFields } from "./content-store.server";
import type { ServerContentKind } from "./editor-page.server";
import { pivotDesign } from "./kinds/pivot-design.server";
import type { PivotDesignsTable } from "./content-schema";
import { coverAvailable, coverChoices } from "./journal-admin.server";

/**
 * The pivot door designs in the owners' hands (decision 039): each one's name, description (its picture's alt text)
 * and optional photo from the image library, in an order of staff's. The shipped designs keep their drawn panel until
 * a photo is chosen; a design added later has no drawn panel, so it needs a photo. At least one design stays, and no
 * two share a name (whatever their capitals).
 */

export interface DesignInput {
  name: string;
  description: string;
  photo: string;
}

/** The designs on the site, in order, and the removed ones (to bring back). */
export async function pivotDesignsForStaff(store: Store) {
  const live = await listInOrder(store, "pivot_design");
  const removed = await contentDb(store).selectFrom("pivot_designs").selectAll().where("deleted_at", "is not", null).orderBy("name").execute();
  const photos = await coverChoices(store, live.flatMap((row) => (row.media_id ? [row.media_id] : [])));
  return { live, removed, photos };
}

/** How a design's problems read when they are not about a form being saved (a version being restored). */
interface ProblemWords {
  taken: string;
  gone: string;
}

const SAVE_WORDS: ProblemWords = {
  taken: "Another design has this name: choose another.",
  gone: "That image is no longer in the library: choose another.",
};

/** A design as stored, in the gallery or taken off it. */
function storedDesign(store: Store, id: string): Promise<PivotDesignsTable | undefined> {
  return contentDb(store).selectFrom("pivot_designs").selectAll().where("id", "=", id).executeTakeFirst() as Promise<PivotDesignsTable | undefined>;
}

/** A design's problems, by field: the build's rules for one design, a unique name, and a picture to show. */
async function designErrors(store: Store, input: DesignInput, id: string | undefined, words: ProblemWords = SAVE_WORDS): Promise<Record<string, string>> {
  const parsed = pivotDesignSchema.safeParse({ name: input.name, description: input.description });
  const errors: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error);
  for (const key of Object.keys(errors)) errors[key] = errors[key]!.charAt(0).toUpperCase() + errors[key]!.slice(1);
  const others = await listInOrder(store, "pivot_design");
  const name = input.name.trim().toLowerCase();
  if (name && others.some((row) => row.id !== id && row.name.toLowerCase() === name)) errors.name ??= words.taken;
  if (input.photo && !(await coverAvailable(store, input.photo))) errors.photo = words.gone;
  const drawn = id ? (await storedDesign(store, id))?.drawing : null;
  if (!input.photo && !drawn) errors.photo = "Choose a photo: only the designs the site shipped with have a drawn panel.";
  return errors;
}

/** Saves a design (id undefined: a new one, at the end of the gallery). Answers its id, or its field errors. */
export async function savePivotDesign(
  store: Store,
  id: string | undefined,
  input: DesignInput,
  actor: string,
): Promise<{ id: string } | { errors: Record<string, string> }> {
  if (id && !(await listInOrder(store, "pivot_design")).some((row) => row.id === id)) return { errors: { name: "That design is not in the gallery any more." } };
  const errors = await designErrors(store, input, id);
  if (Object.keys(errors).length) return { errors };
  const fields = { name: input.name.trim(), description: input.description.trim(), media_id: input.photo || null };
  if (id) return updateItemFields(store, "pivot_design", id, fields, { actor });
  const last = await listInOrder(store, "pivot_design");
  const position = last.length ? Math.max(...last.map((row) => Number(row.position))) + 1 : 0;
  return saveItem(store, "pivot_design", undefined, { ...fields, drawing: null, position }, { actor });
}

/** Moves a design one place up or down the gallery (a "move" revision). */
export async function movePivotDesign(store: Store, id: string, direction: "up" | "down", actor: string): Promise<void> {
  await reorderItems(
    store,
    "pivot_design",
    (ids) => {
      const order = [...ids];
      const index = order.indexOf(id);
      const other = direction === "up" ? index - 1 : index + 1;
      if (index < 0 || other < 0 || other >= order.length) return order;
      [order[index], order[other]] = [order[other]!, order[index]!];
      return order;
    },
    { actor, moved: id },
  );
}

/** Takes a design off the gallery (kept, to bring back); the last one stays. */
export async function removePivotDesign(store: Store, id: string, actor: string): Promise<string | undefined> {
  const live = await listInOrder(store, "pivot_design");
  if (!live.some((row) => row.id === id)) return "That design is not in the gallery.";
  if (live.length === 1) return "The gallery needs at least one design.";
  await setDeleted(store, "pivot_design", id, true, { actor });
  return undefined;
}

/** Brings a removed design back (at its old place), unless another design has its name by now. */
export async function bringBackPivotDesign(store: Store, id: string, actor: string): Promise<string | undefined> {
  const row = await storedDesign(store, id);
  if (!row?.deleted_at) return "That design is not removed.";
  const live = await listInOrder(store, "pivot_design");
  if (live.some((other) => other.name.toLowerCase() === row.name.toLowerCase())) return `Another design is called ${row.name} now: rename it first.`;
  await setDeleted(store, "pivot_design", id, false, { actor });
  return undefined;
}

/**
 * Why a recorded version of a design cannot be restored now, or nothing: restoring runs the rules of a save (its name
 * taken meanwhile by another design, whatever the capitals; its photo gone from the library). A version that is not
 * the design's answers nothing here: the shared restore then answers 404.
 */
export async function pivotRestoreProblem(store: Store, id: string, revisionId: string): Promise<string | undefined> {
  const version = await recordedVersion(store, "pivot_design", id, revisionId);
  if (!version) return undefined;
  const name = String(version.name ?? "");
  const input = { name, description: String(version.description ?? ""), photo: version.media_id ?? "" };
  const errors = await designErrors(store, input, id, {
    taken: `Another design is called “${name}” now: rename that design first, or edit this one instead.`,
    gone: "Its photo is no longer in the library: choose a photo above and save instead.",
  });
  const problems = Object.values(errors);
  return problems.length ? `That version was not restored. ${problems.join(" ")}` : undefined;
}

/** A version in a design's history: its name, its picture and the start of its description. */
export function describePivotDesign(snapshot: Record<string, unknown>): string {
  const description = String(snapshot.description ?? "");
  const short = description.length > SUMMARY_LENGTH ? `${description.slice(0, SUMMARY_LENGTH - 1).trimEnd()}…` : description;
  return `“${String(snapshot.name ?? "")}”, ${snapshot.media_id ? "a photo" : "the drawn panel"}: ${short}`;
}

/** How much of a description a history line shows. */
const SUMMARY_LENGTH = 60;

/**
 * A design's own page (/admin/pivot-designs/:id) on the content kind frame (030): its fields, its history and the
 * restore of an earlier version, checked by the same rules as a save. New designs are added, moved and taken off the
 * gallery from the list.
 */
export const pivotDesignKind: ServerContentKind<"pivot_design", typeof PIVOT_DESIGN_FORM.schema> = {
  definition: pivotDesign,
  form: PIVOT_DESIGN_FORM,
  ownDelete: { remove: removePivotDesign, bringBack: bringBackPivotDesign },
  toValues: (row): Record<string, string> => (row ? { name: row.name, description: row.description, photo: row.media_id ?? "" } : {}),
  fromPosted(fields) {
    const { name = "", description = "", photo = "" } = stringValues(fields);
    return { name, description, photo };
  },
  describe: describePivotDesign,
  async check(input, _values, store, id) {
    const stored = id ? await storedDesign(store, id) : undefined;
    if (!stored) return { status: 404, errors: { name: "Designs are added from the list of designs." } };
    if (stored.deleted_at) return { status: 409, errors: { name: "This design is off the gallery: bring it back first." } };
    const errors = await designErrors(store, input, id);
    if (!Object.keys(errors).length) return undefined;
    return { status: errors.name === SAVE_WORDS.taken ? 409 : 422, errors };
  },
  conflict: () => ({ name: SAVE_WORDS.taken }),
  async save(store, id, input, actor) {
    const saved = await savePivotDesign(store, id, input, actor);
    // Checked just before; a name taken in between is the one change another save can make meanwhile.
    if ("errors" in saved) throw new ContentConflict("name", SAVE_WORDS.taken);
    return saved;
  },
  checkRestore: pivotRestoreProblem,
};
