import type { Product, Spec } from "../content/schema";
import { bcMinimumNotice } from "./energy";
import { energy as shippedEnergy } from "../content/energy";
import type { Energy } from "../content/energy.schema";

/** A specification's value with its unit, as shown everywhere: "4.0 m", "RC2", "1.1 W/m²K", "up to 72 mm". */
export function formatSpec(spec: Spec): string {
  return spec.unit ? `${spec.value} ${spec.unit}` : spec.value;
}

/** What a comparison shows where a product publishes no value for a row. */
export const NOT_PUBLISHED = "On request";
/** What it shows where a product has no Step Code recommendation: the whole building decides. */
export const NO_STEP_CODE = "Assessed per project";

export interface ComparisonRow {
  label: string;
  /** One cell per product, in the order given; null where that product publishes no value. */
  values: (string | null)[];
  /** Shown in place of a null value. */
  fallback: string;
}

/**
 * The rows of a comparison table of products: every specification any of them publishes (in the order they first
 * appear), then the Step Code recommendation when any has one.
 */
export function comparisonRows(products: readonly Product[], energy: Energy = shippedEnergy): ComparisonRow[] {
  const labels: string[] = [];
  for (const product of products) for (const spec of product.specifications) if (!labels.includes(spec.label)) labels.push(spec.label);
  const rows: ComparisonRow[] = labels.map((label) => ({
    label,
    fallback: NOT_PUBLISHED,
    values: products.map((product) => {
      const spec = product.specifications.find((candidate) => candidate.label === label);
      return spec ? formatSpec(spec) : null;
    }),
  }));
  if (products.some((product) => product.stepCode)) {
    rows.push({
      label: "Recommended for",
      // A system that misses the BC minimum for homes says so rather than "assessed per project".
      values: products.map((product) => product.stepCode?.label ?? bcMinimumNotice(product, energy)?.heading ?? null),
      fallback: NO_STEP_CODE,
    });
  }
  return rows;
}
