import { products } from "#app/content/products";

/**
 * The opening diagrams the site draws (scripts/images/drawings.mjs), as an owner chooses one for a product's type:
 * named by how the sash or panel opens (the caption the shipped catalogue gives it), not by the diagram's key.
 */
export const DIAGRAM_CHOICES: readonly { value: string; label: string }[] = [
  ...new Map(products.flatMap((product) => product.typologies).map((typology) => [typology.kind, typology.caption] as const)),
]
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label));

/** The choices for a row whose stored diagram is `current`: the drawn ones, and the stored one if it is not among them. */
export function diagramChoices(current: string): readonly { value: string; label: string }[] {
  return !current || DIAGRAM_CHOICES.some((choice) => choice.value === current) ? DIAGRAM_CHOICES : [...DIAGRAM_CHOICES, { value: current, label: current }];
}
