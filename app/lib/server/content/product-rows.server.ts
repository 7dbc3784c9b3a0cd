import type { Energy } from "#app/content/energy.schema";
import type { Product } from "#app/content/schema";
import { checkProduct } from "#app/content/validate";
import type { ProductsTable } from "./content-schema";

/** A product's columns, without the bookkeeping every content row has. */
export type ProductColumns = Omit<ProductsTable, "id" | "created_at" | "updated_at" | "updated_by" | "deleted_at" | "certifications">;

const json = (value: unknown): string => JSON.stringify(value);
const optionalJson = (value: unknown): string | null => (value === undefined ? null : JSON.stringify(value));

/** A product record as its row: scalar fields as columns, lists and nested parts as JSON (decision 034). */
export function productColumns(product: Product, position: number, status: ProductsTable["status"] = "published"): ProductColumns {
  return {
    slug: product.id,
    path: product.path,
    family: product.family,
    kind: product.kind,
    manufacturer: product.manufacturer,
    title: product.title,
    subtitle: product.subtitle,
    summary: product.summary,
    description: product.description,
    specifications: json(product.specifications),
    step_code: optionalJson(product.stepCode),
    energy_records: optionalJson(product.energyRecords),
    energy_notes: product.energyNotes,
    cover_alt: product.coverAlt,
    cover_image: product.coverImage ?? null,
    renders: json(product.renders),
    typologies: json(product.typologies),
    sections: json(product.sections),
    related_files: json(product.relatedFiles),
    advantages: optionalJson(product.advantages),
    status,
    position,
  };
}

/** A JSON column read back; text that is not JSON stays text, so the schema names the field it spoils. */
function parsed(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A row as the record the catalogue schema checks: the inverse of productColumns. */
export function productRecord(row: ProductColumns): Record<string, unknown> {
  const record: Record<string, unknown> = {
    id: row.slug,
    path: row.path,
    family: row.family,
    kind: row.kind,
    manufacturer: row.manufacturer,
    title: row.title,
    subtitle: row.subtitle,
    summary: row.summary,
    description: row.description,
    specifications: parsed(row.specifications),
    stepCode: parsed(row.step_code),
    energyRecords: parsed(row.energy_records),
    energyNotes: row.energy_notes,
    coverAlt: row.cover_alt,
    coverImage: row.cover_image ?? undefined,
    renders: parsed(row.renders),
    typologies: parsed(row.typologies),
    sections: parsed(row.sections),
    relatedFiles: parsed(row.related_files),
    advantages: parsed(row.advantages),
  };
  // An absent optional part is left out, as the TypeScript records leave it out.
  for (const key of Object.keys(record)) if (record[key] === undefined) delete record[key];
  return record;
}

/**
 * A stored product checked by the rules the build checks app/content/products.ts with (app/content/validate.ts): its
 * schema and what it may claim about energy, against the energy figures. Answers the product, or the same lines the
 * build prints (`Invalid product "sd95": specifications.0.unit: …`).
 */
export function storedProduct(row: ProductColumns, energy: Energy): { product: Product; errors: [] } | { product: undefined; errors: string[] } {
  const { product, errors } = checkProduct(productRecord(row), energy, row.position);
  return product && !errors.length ? { product, errors: [] } : { product: undefined, errors };
}
