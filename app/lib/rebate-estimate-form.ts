/**
 * The rebate estimator's GET form (/energy-and-rebates?units-s700=4&income=95&cost=12000#estimate): its field names and
 * the reading of a query into an estimate request, with a message per field for what cannot be read. Unknown
 * parameters are ignored; a count or cost out of range is refused, never clamped silently.
 */
import type { Energy } from "../content/energy.schema";
import { MAX_PROJECT_COST, MAX_UNITS_PER_PRODUCT, type EstimateProduct, type EstimateRequest } from "./rebate-estimate";

/** The field of a product's count: "units-s700". */
export const UNITS_FIELD_PREFIX = "units-";
export const INCOME_FIELD = "income";
export const COST_FIELD = "cost";
/** The income field's value for a household that is not income-qualified. */
export const NOT_INCOME_QUALIFIED = "no";
/** The form's fragment: what the page shows after sending, the result or (when it could not be made) the problems. */
export const ESTIMATE_ID = "estimate";

export const unitsField = (productId: string) => `${UNITS_FIELD_PREFIX}${productId}`;

/** What the visitor entered, as entered, to fill the form in again. */
export interface EstimateValues {
  units: Record<string, string>;
  income: string;
  cost: string;
}

export type EstimateErrors = Partial<Record<string, string>>;

export interface EstimateForm {
  values: EstimateValues;
  errors: EstimateErrors;
  /** Null until the form was sent, and while a field is refused. */
  request: EstimateRequest | null;
  /** Whether the query carries the form at all. */
  submitted: boolean;
}

/** The longest value read from a field: longer is not a count or a cost. */
const MAX_FIELD_LENGTH = 20;

function wholeNumber(raw: string): number | null {
  const cleaned = raw.replace(/[\s,$]/g, "");
  return /^\d{1,9}$/.test(cleaned) ? Number(cleaned) : null;
}

/** Reads the query of the estimator's form against the catalogue's products and the figures. */
export function readEstimateForm(params: URLSearchParams, products: readonly EstimateProduct[], content: Energy): EstimateForm {
  const field = (value: string | null) => (value ?? "").trim().slice(0, MAX_FIELD_LENGTH + 1);
  const income = params.get(INCOME_FIELD);
  const cost = params.get(COST_FIELD);
  const values: EstimateValues = { units: {}, income: field(income) || NOT_INCOME_QUALIFIED, cost: field(cost) };
  const submitted = income !== null || cost !== null || products.some((product) => params.has(unitsField(product.id)));
  const errors: EstimateErrors = {};
  const units: EstimateRequest["units"][number][] = [];
  for (const product of products) {
    const raw = field(params.get(unitsField(product.id)));
    values.units[product.id] = raw;
    if (!raw) continue;
    const count = raw.length > MAX_FIELD_LENGTH ? null : wholeNumber(raw);
    if (count === null || count > MAX_UNITS_PER_PRODUCT) {
      errors[unitsField(product.id)] = `Enter how many ${product.title} windows or doors, a whole number from 0 to ${MAX_UNITS_PER_PRODUCT}.`;
    } else if (count > 0) units.push({ product, count });
  }
  const shares = content.rebate.incomeQualified.costShares ?? [100];
  let incomeShare: number | null = null;
  if (values.income !== NOT_INCOME_QUALIFIED) {
    const share = wholeNumber(values.income);
    if (share === null || !shares.includes(share)) errors[INCOME_FIELD] = "Choose whether the household is income-qualified, and at which level.";
    else incomeShare = share;
  }
  let projectCost: number | null = null;
  if (values.cost) {
    const cost = values.cost.length > MAX_FIELD_LENGTH ? null : wholeNumber(values.cost);
    if (cost === null || cost < 1 || cost > MAX_PROJECT_COST) {
      errors[COST_FIELD] = `Enter the project cost in whole dollars, like 12000, up to ${MAX_PROJECT_COST.toLocaleString("en-CA")}.`;
    } else projectCost = cost;
  }
  if (submitted && !units.length && !Object.keys(errors).length) errors[ESTIMATE_ID] = "Enter how many windows or doors of at least one product.";
  const request = submitted && !Object.keys(errors).length ? { units, incomeShare, projectCost } : null;
  return { values, errors, request, submitted };
}
