import type { Kysely } from "kysely";
import { currentEnergy } from "./energy-figures.server";
import { products as seedProducts } from "#app/content/products";
import type { Product } from "#app/content/schema";
import { checkProduct } from "#app/content/validate";
import {
  COVER_ALT_FIELD,
  COVER_IMAGE_FIELD,
  PICTURE_FIELDS,
  PICTURE_LIST_NAMES,
  PICTURE_LISTS,
  pictureMessages,
  rowField,
  type PictureList,
} from "#app/lib/admin/product-pictures-form";
import type { RawFields } from "#app/lib/forms/fields";
import type { MediaRef } from "#app/lib/media";
import type { PublicProductFile } from "#app/lib/product-files";
import { productDrawings, type ProductDrawings } from "#app/lib/product-drawings";
import { productImageIds, productPictures, shownPictures, type ProductPictures } from "#app/lib/product-pictures";
import type { Store } from "../platform/database.server";
import type { ProductsTable } from "./content-schema";
import { updateItemFields } from "./content-store.server";
import { publicProductFiles } from "./product-files.server";
import { productRecord } from "./product-rows.server";
import { withDescriptions } from "./media-descriptions.server";

/**
 * The pictures part of a product's editor (decision 037): the stored record as the form's values, a post read back
 * into the record's cover, renders, typologies and sections, checked by the build's rules (checkProduct) and by the
 * library (an image must still be there) before it is saved as a revision of the product.
 */

/** A little over each field's limit: enough to show a too-long value back with its error, never a huge one. */
const VALUE_CAP = 500;
/** Library images offered in the pictures' lists, newest first (the chosen ones are always offered). */
export const LIBRARY_CHOICES = 60;

/**
 * The drawings a product shows where nothing is uploaded (public/generated, drawn at build for app/content/products.ts):
 * its own, or a shipped product's of its kind as a stand-in (app/lib/product-drawings.ts), and how many places of each
 * list have one. The one answer for its page, its cards, its link preview, its preview and the pictures form's rules.
 */
export function drawingsFor(product: Pick<Product, "id" | "kind" | "family" | "typologies">): ProductDrawings {
  return productDrawings(product, seedProducts);
}

/** A stored product's drawings, by its stored kind and typologies (a stand-in's typology only where it draws the same). */
export function storedDrawings(row: ProductsTable): ProductDrawings {
  const record = productRecord(row);
  return drawingsFor({ id: row.slug, kind: row.kind, family: row.family, typologies: list(record.typologies) } as Pick<Product, "id" | "kind" | "family" | "typologies">);
}

/** The name of the shipped product whose drawings stand in for this one's, or null when they are its own. */
export function standInTitle(row: ProductsTable): string | null {
  const drawings = storedDrawings(row);
  return drawings.standIn ? (seedProducts.find((product) => product.id === drawings.id)?.title ?? null) : null;
}

type Row = Record<string, unknown>;
const list = (value: unknown): Row[] => (Array.isArray(value) ? value.filter((row): row is Row => Boolean(row) && typeof row === "object") : []);
const text = (value: unknown): string => (typeof value === "string" ? value : "");

/** The stored product as the pictures form's values. */
export function pictureValues(row: ProductsTable): Record<string, string> {
  const record = productRecord(row);
  const values: Record<string, string> = { [COVER_IMAGE_FIELD]: text(record.coverImage), [COVER_ALT_FIELD]: text(record.coverAlt) };
  for (const name of PICTURE_LIST_NAMES) {
    list(record[name]).forEach((entry, index) => {
      const n = index + 1;
      for (const part of PICTURE_LISTS[name].text) values[rowField(name, n, part)] = text(entry[part]);
      values[rowField(name, n, "image")] = text(entry.image);
      values[rowField(name, n, "from")] = String(n);
      values[rowField(name, n, "order")] = String(n);
    });
  }
  return values;
}

/** The pictures form's values as posted, as text (to read, or to show again with their errors). */
export function postedPictureValues(fields: RawFields): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of PICTURE_FIELDS) {
    const value = fields[name];
    if (typeof value === "string") values[name] = value.slice(0, VALUE_CAP);
  }
  return values;
}

/** The library images a form's values name, by id (deleted ones marked), to show and check them. */
export async function libraryImages(store: Store, ids: readonly string[]): Promise<Map<string, MediaRef & { name: string; available: boolean }>> {
  const wanted = [...new Set(ids.filter(Boolean))];
  if (!wanted.length) return new Map();
  const rows = (await (store.db as unknown as Kysely<any>)
    .selectFrom("media")
    .select(["id", "width", "height", "original_name", "deleted_at"])
    .where("id", "in", wanted)
    .execute()) as { id: string; width: number; height: number; original_name: string; deleted_at: number | null }[];
  return new Map(rows.map((row) => [row.id, { id: row.id, width: Number(row.width), height: Number(row.height), name: row.original_name, available: row.deleted_at === null }]));
}

/** The images the pictures' lists offer: the newest of the library, then any chosen one not among them. */
export async function pictureChoices(store: Store, values: Record<string, string>): Promise<{ id: string; name: string; width: number; height: number; described?: string }[]> {
  const newest = (await (store.db as unknown as Kysely<any>)
    .selectFrom("media")
    .select(["id", "width", "height", "original_name"])
    .where("deleted_at", "is", null)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(LIBRARY_CHOICES)
    .execute()) as { id: string; width: number; height: number; original_name: string }[];
  const choices = newest.map((row) => ({ id: row.id, name: row.original_name, width: Number(row.width), height: Number(row.height) }));
  const chosen = await libraryImages(store, imageIds(values));
  for (const image of chosen.values()) {
    if (image.available && !choices.some((choice) => choice.id === image.id)) choices.push({ id: image.id, name: image.name, width: image.width, height: image.height });
  }
  return withDescriptions(store, choices);
}

function imageIds(values: Record<string, string>): string[] {
  return PICTURE_FIELDS.filter((name) => name.endsWith("image")).flatMap((name) => (values[name] ? [values[name]] : []));
}

/** One posted row: its field number, its place, where it was (its drawing's place), and its values. */
interface PostedRow {
  n: number;
  order: number;
  from: number | undefined;
  entry: Row;
}

/** A list's rows as posted: removed and empty rows left out, the others in the places staff gave them. */
function postedRows(name: PictureList, values: Record<string, string>): PostedRow[] {
  const { max, text: parts } = PICTURE_LISTS[name];
  const rows: PostedRow[] = [];
  for (let n = 1; n <= max; n++) {
    if (values[rowField(name, n, "remove")]) continue;
    const entry: Row = {};
    for (const part of parts) entry[part] = (values[rowField(name, n, part)] ?? "").trim();
    const image = (values[rowField(name, n, "image")] ?? "").trim();
    if (image) entry.image = image;
    if (!image && parts.every((part) => entry[part] === "")) continue;
    const order = Number.parseInt(values[rowField(name, n, "order")] ?? "", 10);
    const from = Number.parseInt(values[rowField(name, n, "from")] ?? "", 10);
    rows.push({ n, order: Number.isFinite(order) ? order : n, from: Number.isFinite(from) ? from : undefined, entry });
  }
  return rows.sort((a, b) => a.order - b.order || a.n - b.n);
}

export type PicturesSave = { ok: true } | { ok: false; errors: Record<string, string>; values: Record<string, string> };

/**
 * Saves the posted pictures to the stored product: each list rebuilt from its rows, every chosen image checked in the
 * library, a row without a picture kept only at its drawing's place, then the record checked by the build's rules
 * (checkProduct). Refused, the messages come back by field; saved, it is one revision of the product.
 */
export async function savePictures(store: Store, row: ProductsTable, fields: RawFields, actor: string): Promise<PicturesSave> {
  const values = postedPictureValues(fields);
  const errors: Record<string, string> = {};
  const images = await libraryImages(store, imageIds(values));
  const record = productRecord(row);
  const drawn = storedDrawings(row);
  /** Where a record's path ("renders.1.alt") is shown: the field of the row now at that index. */
  const fieldAt = new Map<string, string>([["coverAlt", COVER_ALT_FIELD], ["coverImage", COVER_IMAGE_FIELD]]);

  const cover = values[COVER_IMAGE_FIELD]?.trim() ?? "";
  if (cover && !images.get(cover)?.available) errors[COVER_IMAGE_FIELD] = pictureMessages.missingImage;
  record.coverAlt = (values[COVER_ALT_FIELD] ?? "").trim();
  if (cover) record.coverImage = cover;
  else delete record.coverImage;

  for (const name of PICTURE_LIST_NAMES) {
    const rows = postedRows(name, values);
    rows.forEach(({ n, from, entry }, index) => {
      const imageField = rowField(name, n, "image");
      const image = typeof entry.image === "string" ? entry.image : "";
      if (image && !images.get(image)?.available) errors[imageField] = pictureMessages.missingImage;
      if (!image && (from !== index + 1 || index + 1 > drawn[name])) errors[imageField] = pictureMessages.noDrawing;
      for (const part of [...PICTURE_LISTS[name].text, "image"]) fieldAt.set(`${name}.${index}.${part}`, rowField(name, n, part as "image"));
    });
    record[name] = rows.map((posted) => posted.entry);
    fieldAt.set(name, `${name}-list`);
  }

  const { errors: lines } = checkProduct(record, await currentEnergy(store.db));
  for (const line of lines) {
    const match = /^Invalid product "[^"]*": ([\w.]+): (.*)$/.exec(line);
    const field = match ? (fieldAt.get(match[1]!) ?? fieldAt.get(match[1]!.split(".")[0]!) ?? "pictures") : "pictures";
    errors[field] ??= match ? match[2]! : line;
  }
  if (Object.keys(errors).length) return { ok: false, errors, values };

  await updateItemFields(
    store,
    "product",
    row.id,
    {
      cover_alt: String(record.coverAlt),
      cover_image: cover || null,
      renders: JSON.stringify(record.renders),
      typologies: JSON.stringify(record.typologies),
      sections: JSON.stringify(record.sections),
    },
    { actor },
  );
  return { ok: true };
}

/**
 * What staff uploaded to a product, as its page shows them (any status: the staff preview): the library pictures still
 * there, drawn ones elsewhere, and its files in their order.
 */
export async function uploadedParts(store: Store, product: Product): Promise<{ product: Product; pictures: ProductPictures; files: PublicProductFile[] }> {
  const images = await libraryImages(store, productImageIds(product));
  const live = new Map([...images].filter(([, image]) => image.available));
  const shown = shownPictures(product, productPictures(product, live), drawingsFor(product));
  const files = (await publicProductFiles(store.db as unknown as Kysely<any>)).get(product.id) ?? [];
  return { ...shown, files };
}
