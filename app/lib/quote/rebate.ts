/**
 * The rebate estimate of a quote request (issue 34 point 5): the same estimate as the energy page's estimator, from
 * the schedule's openings (their products and quantities) instead of a visitor's counts. The quote asks neither the
 * household's income nor the cost, so it estimates the standard stream and names the pre-registration first.
 */
import { estimateRebate, type EstimateRequest, type RebateEstimate, type RebateFigures } from "../rebate-estimate";
import { ADVISE, findQuoteProduct, type QuoteCatalogue } from "./catalogue";
import { rebateApplies } from "./energy";

/** The openings' products and quantities, one entry per product in the order first scheduled; "advise me" rows count for none. */
export function quoteEstimateRequest(openings: readonly { product: string; quantity: number }[], catalogue: QuoteCatalogue): EstimateRequest {
  const counts = new Map<string, number>();
  for (const opening of openings) {
    if (opening.product === ADVISE || !findQuoteProduct(catalogue, opening.product) || !(opening.quantity > 0)) continue;
    counts.set(opening.product, (counts.get(opening.product) ?? 0) + opening.quantity);
  }
  const units = [...counts].map(([id, count]) => {
    const product = findQuoteProduct(catalogue, id)!;
    return { product: { id, title: product.title, certified: product.energy.certified }, count };
  });
  return { units, incomeShare: null, projectCost: null };
}

/** The estimate a quote's summary shows: only for a replacement (the rebate is for one), and once a product is scheduled. */
export function quoteRebateEstimate(
  openings: readonly { product: string; quantity: number }[],
  catalogue: QuoteCatalogue,
  projectType: string | null | undefined,
  figures: RebateFigures,
): RebateEstimate | null {
  if (!rebateApplies(projectType)) return null;
  const request = quoteEstimateRequest(openings, catalogue);
  return request.units.length ? estimateRebate(request, figures) : null;
}
