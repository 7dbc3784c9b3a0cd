import type { Energy } from "#app/content/energy.schema";
import { statedLevels } from "#app/lib/energy";
import { estimateProducts, estimateRebate, rebateFigures, type EstimateProduct } from "#app/lib/rebate-estimate";
import { readEstimateForm, type EstimateErrors, type EstimateValues } from "#app/lib/rebate-estimate-form";
import type { RebateEstimate } from "#app/lib/rebate-estimate";

/**
 * The estimator section of the energy page is spliced into the cached page between these two (decision 055): the page
 * without a query is rendered once, and an estimate renders only this section. React writes them exactly like this.
 */
export const ESTIMATOR_START = '<template data-splice="estimator-start"></template>';
export const ESTIMATOR_END = '<template data-splice="estimator-end"></template>';

/** What the estimator section is drawn from (RebateEstimator's props). */
export interface EstimatorView {
  products: readonly EstimateProduct[];
  /** The income-qualified stream's cost shares, percent: one choice each. */
  costShares: readonly number[];
  /** "ENERGY STAR Canada": the certification the rebate pays for. */
  levelName: string;
  values: EstimateValues;
  errors: EstimateErrors;
  estimate: RebateEstimate | null;
}

/** The estimator for a query: its section's props, whether the query carries the form, and whether it was refused. */
export interface EstimatorAnswer {
  view: EstimatorView;
  submitted: boolean;
  refused: boolean;
}

/** Reads the estimator's query (a GET form) against the live products and figures, and estimates when it can. */
export function estimatorAnswer(
  products: Parameters<typeof estimateProducts>[0],
  energy: Energy,
  params: URLSearchParams,
): EstimatorAnswer {
  const choices = estimateProducts(products, energy);
  const form = readEstimateForm(params, choices, energy);
  const certification = statedLevels(energy).find((level) => level.id === energy.rebate.requiresCertification);
  return {
    view: {
      products: choices,
      costShares: energy.rebate.incomeQualified.costShares ?? [],
      levelName: certification?.name ?? "",
      values: form.values,
      errors: form.errors,
      estimate: form.request ? estimateRebate(form.request, rebateFigures(energy)) : null,
    },
    submitted: form.submitted,
    refused: Object.keys(form.errors).length > 0,
  };
}
