import type { Kysely } from "kysely";
import type { Product } from "#app/content/schema";
import { PROJECT_BASE_FIELDS, PROJECT_FORM, photoRows, withPhotoRows, type PhotoRow } from "#app/lib/admin/project-form";
import type { MediaRef } from "#app/lib/content/types";
import type { RawFields } from "#app/lib/forms/fields";
import { isProductField, MAIN_PHOTO_FIELD, type ProjectEditorInput, MAX_PROJECT_PHOTOS, MAX_PROJECT_PRODUCTS, photoAltField, photoCaptionField, photoIdField, productField } from "#app/lib/forms/staff/project-editor";
import { projectItemMainImage, type GalleryImage } from "#app/lib/project-gallery";
import type { Store } from "../../platform/database.server";
import { toProjectItem, storedPhotos, storedProducts } from "../content-rows.server";
import type { ProjectsTable } from "../content-schema";
import { contentDb, firstPosition, saveItem, slugInUse, updateItemFields, type EditableFields } from "../content-store.server";
import type { ServerContentKind } from "../editor-page.server";
import { keepOldProjectSlug } from "../owner-content.server";
import { project as projectDefinition } from "./project.server";
import { PRODUCT_FAMILIES } from "../project-filter.server";

/**
 * The projects' editor (decisions 030, 033) and what the staff project pages need of the database and the catalogue,
 * beyond the shared content store.
 */

/** The product families the editor groups its checkboxes by: the catalogue's own three (the filter's, without the passive-house collection). */
const CATALOGUE_FAMILIES = PRODUCT_FAMILIES.filter((family) => family.id !== "passive");

export interface ProductGroup {
  family: string;
  name: string;
  products: { id: string; title: string; subtitle: string }[];
}

/** The live catalogue's products by family, in catalogue order, for the editor's "Products used" checkboxes. */
export function productGroups(products: readonly Product[]): ProductGroup[] {
  return CATALOGUE_FAMILIES.map(({ id: family, name }) => ({
    family,
    name,
    products: products.filter((product) => product.family === family).map((product) => ({ id: product.id, title: product.title, subtitle: product.subtitle })),
  }));
}

/** A stored project (or nothing, for a new one) as the editor's form values. */
export function projectFormValues(row?: ProjectsTable): Record<string, string> {
  if (!row) return { name: "", slug: "", place: "", area: "", year: "", type: "", scope: "", status: "published", [MAIN_PHOTO_FIELD]: "" };
  const values: Record<string, string> = {
    name: row.name,
    slug: row.slug,
    place: row.place,
    area: row.area,
    year: String(row.year),
    type: row.type,
    scope: row.scope,
    status: row.status,
    [MAIN_PHOTO_FIELD]: row.main_media_id ?? "",
  };
  for (const id of storedProducts(row)) values[productField(id)] = "on";
  const rows = storedPhotos(row).map((photo) => ({ id: photo.mediaId, alt: photo.alt, caption: photo.caption ?? "" }));
  return withPhotoRows(values, rows);
}

/** A little over each field's limit: enough to show a too-long value back with its error, never a huge one. */
const VALUE_CAP = 2_000;

/** The names the editor's form posts: its fields, the photo rows and the product checkboxes. */
const POSTED_FIELDS = [
  ...PROJECT_BASE_FIELDS,
  MAIN_PHOTO_FIELD,
  ...Array.from({ length: MAX_PROJECT_PHOTOS }, (_, i) => [photoIdField(i + 1), photoAltField(i + 1), photoCaptionField(i + 1)]).flat(),
];

/** The editor's values as posted, as text, to parse or to fill the form in again. */
export function postedProjectValues(fields: RawFields): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of POSTED_FIELDS) {
    const value = fields[field];
    if (typeof value === "string") values[field] = value.slice(0, VALUE_CAP);
  }
  // The product boxes the page listed (the live catalogue's), ticked ones only.
  const boxes = Object.keys(fields).filter((name) => isProductField(name) && (fields[name] === "on" || fields[name] === "true"));
  for (const name of boxes.slice(0, MAX_PROJECT_PRODUCTS)) values[name] = "on";
  return values;
}

/** An image a photo row shows: its size for the thumbnail, its file name, and whether it is still in the library. */
export interface PhotoImage extends MediaRef {
  name: string;
  available: boolean;
}

/** The images of these photo rows (deleted ones too, marked), by id; an id the library never had is left out. */
export async function photoImages(store: Store, ids: readonly string[]): Promise<Record<string, PhotoImage>> {
  const wanted = [...new Set(ids.filter(Boolean))];
  if (!wanted.length) return {};
  const rows = await (store.db as unknown as Kysely<any>)
    .selectFrom("media")
    .select(["id", "width", "height", "original_name", "deleted_at"])
    .where("id", "in", wanted)
    .execute();
  return Object.fromEntries(
    (rows as { id: string; width: number; height: number; original_name: string; deleted_at: number | null }[]).map((row) => [
      row.id,
      { id: row.id, width: Number(row.width), height: Number(row.height), name: row.original_name, available: row.deleted_at === null },
    ]),
  );
}

/** The numbers (from 1) of the photo rows whose image is no longer in the library. */
export function missingPhotos(rows: readonly PhotoRow[], images: Readonly<Record<string, PhotoImage>>): number[] {
  return rows.flatMap((row, i) => (images[row.id]?.available ? [] : [i + 1]));
}

/** Live projects by the images they have as photos: the library says where an image is used before it is deleted. */
export async function projectPhotoUses(store: Store): Promise<Map<string, string[]>> {
  const rows = await contentDb(store).selectFrom("projects").select(["name", "photos"]).where("deleted_at", "is", null).execute();
  const uses = new Map<string, string[]>();
  for (const row of rows) {
    for (const photo of storedPhotos(row)) {
      const names = uses.get(photo.mediaId) ?? [];
      if (!names.includes(row.name)) uses.set(photo.mediaId, [...names, row.name]);
    }
  }
  return uses;
}

/** The main image of each project as the gallery shows it (its main photo, or its first drawing), for thumbnails. */
export async function projectThumbnails(store: Store, rows: readonly ProjectsTable[]): Promise<Map<string, GalleryImage | undefined>> {
  const images = await photoImages(
    store,
    rows.flatMap((row) => storedPhotos(row).map((photo) => photo.mediaId)),
  );
  const media = new Map(Object.values(images).filter((image) => image.available).map((image) => [image.id, { id: image.id, width: image.width, height: image.height }]));
  return new Map(rows.map((row) => [row.id, projectItemMainImage(toProjectItem(row, media))]));
}

/** A version of a project as its history shows it. */
export function describeProjectRevision(snapshot: Record<string, unknown>): string {
  const name = typeof snapshot.name === "string" ? snapshot.name : "";
  const shown = snapshot.status === "published" ? "shown" : "hidden";
  const photos = typeof snapshot.photos === "string" ? storedPhotos({ photos: snapshot.photos }).length : 0;
  const pictures = photos === 0 ? "no photos" : photos === 1 ? "1 photo" : `${photos} photos`;
  return `“${name}”, ${String(snapshot.place ?? "")} ${String(snapshot.year ?? "")}, ${shown}, ${pictures}, /projects/${String(snapshot.slug ?? "")}`;
}

/** The ids of a project's products that no stored product has (the catalogue as stored, hidden products included). */
export async function unknownProducts(store: Store, ids: readonly string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await contentDb(store).selectFrom("products").select("slug").where("slug", "in", [...ids]).where("deleted_at", "is", null).execute();
  const known = new Set(rows.map((row) => row.slug));
  return ids.filter((id) => !known.has(id));
}

/** What staff edit of a project (its drawing and its place in the gallery are kept as they are). */
export function projectFields(input: ProjectEditorInput): Omit<EditableFields<"project">, "drawing" | "position"> {
  return {
    slug: input.slug,
    name: input.name,
    place: input.place,
    area: input.area,
    year: input.year,
    type: input.type,
    scope: input.scope,
    products: JSON.stringify(input.products),
    photos: JSON.stringify(input.photos),
    main_media_id: input.main_media_id,
    status: input.status,
  };
}

/** Saves a project; a new one goes first in the gallery, with no drawing. */
export async function saveProject(store: Store, id: string | undefined, input: ProjectEditorInput, actor: string) {
  const values = id ? projectFields(input) : { ...projectFields(input), drawing: null, position: await firstPosition(store, "project") };
  return saveItem(store, "project", id, values as EditableFields<"project">, { actor, hook: keepOldProjectSlug, uniqueField: "slug" });
}

/** Shows a project on the site (published) or hides it (draft), changing nothing else; recorded as a revision. */
export async function setProjectStatus(store: Store, id: string, status: ProjectsTable["status"], actor: string) {
  return updateItemFields(store, "project", id, { status }, { actor, hook: keepOldProjectSlug, uniqueField: "slug" });
}

export const projectKind: ServerContentKind<"project", typeof PROJECT_FORM.schema> = {
  definition: projectDefinition,
  form: PROJECT_FORM,
  toValues: projectFormValues,
  fromPosted: postedProjectValues,
  describe: describeProjectRevision,
  async check(input, values, store, id) {
    const rows = photoRows(values);
    const missing = missingPhotos(rows, await photoImages(store, rows.map((photo) => photo.id)));
    if (missing.length) {
      const gone = "This image is no longer in the library: remove this photo, or bring the image back under Images.";
      return { status: 422, errors: Object.fromEntries(missing.map((n) => [photoIdField(n), gone])) };
    }
    if (await slugInUse(store.db, "projects", input.slug, id)) return { status: 409, errors: this.conflict!(input) };
    // Only products the catalogue holds (a box from an old page, or a forged one, names none).
    const unknown = await unknownProducts(store, input.products);
    if (unknown.length) return { status: 422, errors: { products: `Not in the catalogue: ${unknown.join(", ")}. Untick it and save again.` } };
    return undefined;
  },
  conflict: (input) => ({ slug: `Another project already has the address /projects/${input.slug}: choose another.` }),
  save: saveProject,
};
