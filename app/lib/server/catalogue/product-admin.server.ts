import type { Kysely } from "kysely";
import type { Energy } from "#app/content/energy.schema";
import { currentEnergy } from "../content/energy-figures.server";
import { landings } from "#app/content/landings";
import { aliasPath, catalogueOf } from "#app/lib/catalogue";
import type { Product } from "#app/content/schema";
import { checkProduct } from "#app/content/validate";
import { RECORD_FIELD, recordErrors } from "#app/lib/admin/product-form";
import { landingOfPath, lastSegment } from "#app/lib/catalogue-roots";
import type { RawFields } from "#app/lib/forms/fields";
import {
  MAX_SPEC_LINES,
  specLabelField,
  specUnitField,
  specValueField,
  type ProductDetails,
  type ProductEditorInput,
} from "#app/lib/forms/staff/product-editor";
import type { Store } from "../platform/database.server";
import type { ContentDatabase, ProductsTable } from "../content/content-schema";
import { contentDb, saveItem, updateItemFields, type EditableFields } from "../content/content-store.server";
import { keepOldProductPath } from "../content/owner-content.server";
import { productColumns, productRecord } from "../content/product-rows.server";
import { renderMarkdown } from "../content/markdown.server";
import type { ProductArticleData } from "#app/components/ProductArticle";

/**
 * What the staff product pages need beyond the shared content store (decision 036): the Details part's values both
 * ways, the check of the whole record with the build's rules, the addresses a product may take, and its save.
 */

/** The landings a product's page may be listed under: the catalogue's, but the collections page and the alias-only passive collection. */
export function landingChoices(): { value: string; label: string }[] {
  return landings
    .filter((landing) => landing.path !== "/collections" && landing.path !== "/passive" && !landing.path.startsWith("/passive/"))
    .map((landing) => ({ value: landing.path, label: `${landing.heading} (${landing.path})` }));
}

const LANDING_PATHS = new Set(landings.map((landing) => landing.path));

/** A stored product (or none, for a new one) as the Details form's values: the specification as rows, a few empty ones after. */
export function productFormValues(row?: ProductsTable): Record<string, string> {
  if (!row) return { status: "draft", landing: "", family: "", kind: "" };
  const record = productRecord(row) as Partial<Product>;
  const values: Record<string, string> = {
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    manufacturer: row.manufacturer,
    family: row.family,
    kind: row.kind,
    summary: row.summary,
    description: row.description,
    energy_notes: row.energy_notes,
    landing: landingOfPath(row.path),
    segment: lastSegment(row.path),
    status: row.status,
    step_label: record.stepCode?.label ?? "",
    step_from: record.stepCode ? String(record.stepCode.from) : "",
    step_to: record.stepCode ? String(record.stepCode.to) : "",
  };
  if (Array.isArray(record.advantages)) values.advantages = record.advantages.join("\n");
  (Array.isArray(record.specifications) ? record.specifications : []).slice(0, MAX_SPEC_LINES).forEach((spec, i) => {
    values[specLabelField(i + 1)] = spec.label;
    values[specValueField(i + 1)] = spec.value;
    values[specUnitField(i + 1)] = spec.unit === "" ? "none" : spec.unit;
  });
  return values;
}

/** A little over each field's limit: enough to show a too-long value back with its error, never a huge one. */
const VALUE_CAP = 5_000;

const POSTED_FIELDS = [
  "slug",
  "title",
  "subtitle",
  "manufacturer",
  "family",
  "kind",
  "summary",
  "description",
  "energy_notes",
  "step_label",
  "step_from",
  "step_to",
  "advantages",
  "landing",
  "segment",
  "status",
  ...Array.from({ length: MAX_SPEC_LINES }, (_, i) => [specLabelField(i + 1), specValueField(i + 1), specUnitField(i + 1)]).flat(),
];

/** The Details form as posted, as text (capped), to parse or to fill the form in again. */
export function postedProductValues(fields: RawFields): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of POSTED_FIELDS) {
    const value = fields[field];
    if (typeof value === "string") values[field] = value.slice(0, VALUE_CAP);
  }
  return values;
}

/** A version of a product as its history shows it. */
export function describeProductRevision(snapshot: Record<string, unknown>): string {
  const status = snapshot.status === "published" ? "shown" : snapshot.status === "hidden" ? "hidden" : "draft";
  let specs = 0;
  try {
    const lines: unknown = typeof snapshot.specifications === "string" ? JSON.parse(snapshot.specifications) : [];
    specs = Array.isArray(lines) ? lines.length : 0;
  } catch {
    // A version whose lines are not JSON says it has none, rather than break the history.
  }
  return `${String(snapshot.title ?? "")}, ${status}, ${specs} specification line${specs === 1 ? "" : "s"}, ${String(snapshot.path ?? "")}`;
}

/** The parts of a new product this page does not edit, until staff give them on their own pages (pictures, files). */
function newProductParts(details: ProductDetails): Pick<Product, "coverAlt" | "renders" | "typologies" | "sections" | "relatedFiles"> {
  return {
    coverAlt: `Drawing of the ${details.title} by ${details.manufacturer}: ${details.subtitle}`.slice(0, 160),
    renders: [{ alt: `Drawing of the ${details.title}, ${details.subtitle}`.slice(0, 140) }],
    typologies: [],
    sections: [],
    relatedFiles: [],
  };
}

/** The whole record after this edit: the stored product (or a new one's defaults) with the Details part's fields. */
export function editedRecord(row: ProductsTable | undefined, details: ProductDetails): Record<string, unknown> {
  const before = row ? productRecord(row) : newProductParts(details);
  const record: Record<string, unknown> = { ...before, ...details, id: row ? row.slug : details.id };
  for (const key of Object.keys(record)) if (record[key] === undefined) delete record[key];
  return record;
}

type Refusal = { status: number; errors: Record<string, string> };

async function productWith(db: Kysely<ContentDatabase>, column: "slug" | "path", value: string, exceptId: string | undefined) {
  let query = db.selectFrom("products").select(["id", "title"]).where(column, "=", value);
  if (exceptId) query = query.where("id", "!=", exceptId);
  return query.executeTakeFirst();
}

/**
 * The addresses the landings list other products under (decision 039: "also listed under"): a product may not take
 * one, or its page and the alias would be the same address.
 */
async function aliasAddresses(db: ReturnType<typeof contentDb>, ownId: string | undefined): Promise<Set<string>> {
  const [landingRows, productRows] = await Promise.all([
    db.selectFrom("landings").select(["path", "also_listed"]).where("deleted_at", "is", null).execute(),
    db.selectFrom("products").select(["id", "slug", "path"]).where("deleted_at", "is", null).execute(),
  ]);
  const pathOf = new Map(productRows.filter((row) => row.id !== ownId).map((row) => [row.slug, row.path]));
  const addresses = new Set<string>();
  for (const landing of landingRows) {
    let listed: unknown;
    try {
      listed = JSON.parse(landing.also_listed);
    } catch {
      continue;
    }
    if (!Array.isArray(listed)) continue;
    for (const id of listed) {
      const path = typeof id === "string" ? pathOf.get(id) : undefined;
      if (path) addresses.add(aliasPath(landing.path, path));
    }
  }
  return addresses;
}

/**
 * The Details save's refusals beyond the form's schema: the whole record checked by the build's rules, each message by
 * its field (422); an id or address another product has, or an address that still leads to another product (409);
 * an address a landing or an alias has, or a landing that is not one (422).
 */
export async function checkProductEdit(input: ProductEditorInput, store: Store, id: string | undefined): Promise<Refusal | undefined> {
  const db = contentDb(store);
  const row = id ? await db.selectFrom("products").selectAll().where("id", "=", id).executeTakeFirst() : undefined;
  const { details } = input;
  if (!LANDING_PATHS.has(landingOfPath(details.path)) || !landingChoices().some((choice) => choice.value === landingOfPath(details.path))) {
    return { status: 422, errors: { landing: "Please choose the page the product is listed under." } };
  }
  if (LANDING_PATHS.has(details.path) || (await aliasAddresses(db, id)).has(details.path)) {
    return { status: 422, errors: { segment: `${details.path} is already a page of the catalogue: choose another address.` } };
  }
  const { product, errors } = checkProduct(editedRecord(row, details), await currentEnergy(db), 0);
  if (!product || errors.length) {
    const fieldErrors = recordErrors(errors);
    return { status: 422, errors: Object.keys(fieldErrors).length ? fieldErrors : { [RECORD_FIELD]: errors.join(" ") } };
  }
  const conflicts: Record<string, string> = {};
  if (!row) {
    const other = await productWith(db, "slug", details.id, id);
    if (other) conflicts.slug = `Another product (${other.title}) already has the id ${details.id}: choose another.`;
  }
  const sameAddress = await productWith(db, "path", details.path, id);
  if (sameAddress) conflicts.segment = `Another product (${sameAddress.title}) already has the address ${details.path}: choose another.`;
  else {
    const old = await db.selectFrom("product_paths").select("product_id").where("path", "=", details.path).executeTakeFirst();
    if (old && old.product_id !== id) {
      conflicts.segment = `${details.path} was another product's address and still leads to it: choose another.`;
    }
  }
  return Object.keys(conflicts).length ? { status: 409, errors: conflicts } : undefined;
}

/** The columns the Details part writes; the pictures, files, energy records and catalogue order are left as they are. */
function detailColumns(input: ProductEditorInput): Partial<EditableFields<"product">> {
  const { details } = input;
  return {
    path: details.path,
    family: details.family,
    kind: details.kind,
    manufacturer: details.manufacturer,
    title: details.title,
    subtitle: details.subtitle,
    summary: details.summary,
    description: details.description,
    specifications: JSON.stringify(details.specifications),
    step_code: details.stepCode ? JSON.stringify(details.stepCode) : null,
    energy_notes: details.energyNotes,
    advantages: details.advantages ? JSON.stringify(details.advantages) : null,
    status: input.status,
  };
}

/** The position a new product takes: after every other, at the end of the catalogue. */
async function lastPosition(store: Store): Promise<number> {
  const row = await contentDb(store)
    .selectFrom("products")
    .select((eb) => eb.fn.max("position").as("last"))
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

/**
 * Saves the Details part: a stored product's fields of this page only (one revision); a new product whole, with the
 * defaults of the parts other pages edit, at the end of the catalogue. The product kind's save (product-editor.server.ts)
 * then puts a new product's card on its landing.
 */
export async function saveProductDetails(store: Store, id: string | undefined, input: ProductEditorInput, actor: string) {
  const options = { actor, hook: keepOldProductPath, uniqueField: "path" };
  if (id) return updateItemFields(store, "product", id, detailColumns(input), options);
  const record = editedRecord(undefined, input.details) as unknown as Product;
  const columns = productColumns(record, await lastPosition(store), input.status);
  // `certifications` is the column energy records replaced (decision 038): left empty.
  return saveItem(store, "product", undefined, { ...columns, certifications: null }, options);
}

/**
 * A stored product as its public page's data, for the staff preview (any status), or the lines that keep it off the
 * site; the route adds what other features give (its spec sheet, uploaded pictures and files).
 */
export function productPreview(row: ProductsTable, energy: Energy): { path: string; page: Omit<ProductArticleData, "specSheet" | "pictures" | "files"> | null; problems: string[] } {
  const { product, errors } = checkProduct(productRecord(row), energy, 0);
  if (!product || errors.length) return { path: row.path, page: null, problems: errors };
  const trail = catalogueOf([product]).breadcrumbTrail(product.path);
  return {
    path: row.path,
    page: { product, descriptionHtml: renderMarkdown(product.description), trail, projects: [], projectCount: 0 },
    problems: [],
  };
}

/** Shows a product (published) or hides it (its page answers 410), changing nothing else; recorded as a revision. */
export function setProductStatus(store: Store, id: string, status: ProductsTable["status"], actor: string) {
  return updateItemFields(store, "product", id, { status }, { actor, hook: keepOldProductPath, uniqueField: "path" });
}
