import { products } from "#app/content/products";
import type { DiagramChoice } from "#app/lib/admin/diagram-choices";

/**
 * The opening diagrams the build draws (scripts/images/drawings.mjs, from the shipped catalogue), as an owner chooses
 * one for a product's type: named by how the sash or panel opens (the caption the shipped catalogue gives it), not by
 * the diagram's key. Read on the server, so the staff page's script does not carry the catalogue.
 */
export const DIAGRAM_CHOICES: readonly DiagramChoice[] = [
  ...new Map(products.flatMap((product) => product.typologies).map((typology) => [typology.kind, typology.caption] as const)),
]
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label));
