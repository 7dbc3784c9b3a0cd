import type { Spec as Specification } from "#app/content/schema";

/** Size and weight limits a product record publishes, read from its specification entries. */

export type LimitKind = "height" | "leafWidth" | "leafWeight";

/**
 * Which specification labels publish a limit, and of what. Every label the catalogue uses is either here or in
 * SPECIFICATION_LABELS_WITHOUT_LIMIT, so a new label is a decision, not a silent omission (a unit test checks it).
 */
export const LIMIT_BY_LABEL: Readonly<Record<string, LimitKind>> = {
  "Maximum height": "height",
  "Maximum leaf width": "leafWidth",
  "Maximum leaf weight": "leafWeight",
  "Maximum sash weight": "leafWeight",
  "Sash weight": "leafWeight",
};

/** Labels that describe the system but limit no size of an opening. */
export const SPECIFICATION_LABELS_WITHOUT_LIMIT: readonly string[] = [
  "Burglar resistance",
  "Frame depth",
  "Frame U-value (Uf)",
  "Glazing thickness",
  "Sash depth",
  "Sound insulation",
  "Thermal transmittance (Uw)",
  "Threshold height",
  "Visible face width",
  "Visible width",
];

/** Units a length limit may be published in, as millimetres. */
const MM_PER_UNIT: Readonly<Record<string, number>> = { mm: 1, m: 1000 };
/** Units a weight limit may be published in, as kilograms. */
const KG_PER_UNIT: Readonly<Record<string, number>> = { kg: 1 };

/** "4.0", "up to 180": a single published maximum (a range or "from …" is not a limit). */
const MAXIMUM_VALUE = /^(?:up to\s+)?(\d+(?:\.\d+)?)$/i;

export interface PublishedLimit {
  kind: LimitKind;
  /** Millimetres for heights and widths, kilograms for weights. */
  value: number;
  /** As the record publishes it, for notes: "1.5 m", "200 kg". */
  text: string;
}

export type ProductLimits = Partial<Record<LimitKind, PublishedLimit>>;

/** The limit one specification entry publishes, if it publishes one in a unit we can read. */
export function limitFromSpecification(specification: Specification): PublishedLimit | undefined {
  const kind = LIMIT_BY_LABEL[specification.label];
  if (!kind) return undefined;
  const match = MAXIMUM_VALUE.exec(specification.value.trim());
  if (!match) return undefined;
  const factor = (kind === "leafWeight" ? KG_PER_UNIT : MM_PER_UNIT)[specification.unit];
  if (factor === undefined) return undefined;
  return { kind, value: Number(match[1]) * factor, text: `${match[1]} ${specification.unit}` };
}

/** Every limit a record publishes, by kind (the first entry of a kind wins). */
export function productLimits(specifications: readonly Specification[]): ProductLimits {
  const limits: ProductLimits = {};
  for (const specification of specifications) {
    const limit = limitFromSpecification(specification);
    if (limit) limits[limit.kind] ??= limit;
  }
  return limits;
}
