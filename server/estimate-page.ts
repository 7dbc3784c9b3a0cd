import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { RebateEstimator } from "../app/components/RebateEstimator";
import { catalogueOf } from "../app/lib/catalogue";
import { ENERGY_PATH } from "../app/lib/energy";
import { COST_FIELD, INCOME_FIELD, NOT_INCOME_QUALIFIED, unitsField } from "../app/lib/rebate-estimate-form";
import { estimatorAnswer, ESTIMATOR_START, type EstimatorView } from "../app/lib/rebate-estimator-view";
import type { AppServices } from "../app/lib/server/platform/services.server";
import { estimatorSlot, spliceEstimator, type EstimatorSlot } from "./estimator-splice";
import { classesOfHtml } from "./page-css";
import type { CachedPage, PageCache } from "./page-cache";
import { sendPrivateVariant } from "./private-page-variant";
import { searchOf } from "./trailing-slash";

/**
 * The rebate estimator's answers (decision 055). The estimator is a GET form on the energy page, so an estimate is that
 * page with a query. Rendering the whole page per query cost 30–45 ms (and its stylesheet cut and compression more);
 * instead the page without a query comes from the page cache, and only the estimator's section is rendered for the
 * query and spliced in between its markers. The section has no script, so the page's Content-Security-Policy (which
 * hashes its inline scripts) holds for the spliced page as it is.
 */


/** The cached page's cut, made once per cached page (a new render is a new page object). */
const slots = new WeakMap<CachedPage, EstimatorSlot | null>();

function slotOf(page: CachedPage): EstimatorSlot | undefined {
  let slot = slots.get(page);
  if (slot === undefined) {
    slot = estimatorSlot(page.identity.toString("utf8")) ?? null;
    slots.set(page, slot);
  }
  return slot ?? undefined;
}

/** The estimator's section for a view, as React renders it within the page. */
export function renderEstimatorSection(view: EstimatorView): string {
  return renderToString(createElement(RebateEstimator, view));
}

export interface EstimatePagesOptions {
  pages: PageCache;
  services: AppServices;
  origin: string;
}

/**
 * Express middleware for GET and HEAD of the energy page with the estimator's query: the cached page with the
 * estimate's section, 200 (400 with the form's problems when refused), private. Anything else, and a page without
 * the markers, goes on to the page cache, which renders it whole.
 */
export function estimatePages({ pages, services, origin }: EstimatePagesOptions) {
  return (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.path !== ENERGY_PATH) return next();
    const search = searchOf(req.originalUrl);
    if (search.length <= 1) return next();
    const { products, landings, energy } = services.content.current();
    const answer = estimatorAnswer(catalogueOf(products, landings).products, energy, new URLSearchParams(search));
    if (!answer.submitted) return next();
    pages
      .get(ENERGY_PATH, origin)
      .then(async (page) => {
        const slot = page.status === 200 ? slotOf(page) : undefined;
        if (!slot) return next();
        const body = spliceEstimator(slot, renderEstimatorSection(answer.view));
        await sendPrivateVariant(req, res, page, body, answer.refused ? 400 : 200);
      })
      .catch(next);
  };
}

/**
 * The classes the estimator's section draws in the states the page without a query does not show (the form's
 * problems, an estimate with both streams): the cached page keeps their rules in its cut stylesheet
 * (server/page-css.ts), so a spliced section is styled. Found by rendering those states from the live figures.
 */
export function estimatorStateClasses(services: AppServices): (html: string) => Iterable<string> | undefined {
  const byEnergy = new WeakMap<object, Set<string>>();
  return (html) => {
    if (!html.includes(ESTIMATOR_START)) return undefined;
    const { products, landings, energy } = services.content.current();
    let classes = byEnergy.get(energy);
    if (!classes) {
      const live = catalogueOf(products, landings).products;
      const choices = estimatorAnswer(live, energy, new URLSearchParams()).view.products;
      const units = (count: string) => choices.map((product): [string, string] => [unitsField(product.id), count]);
      const refused = new URLSearchParams([[INCOME_FIELD, "?"], [COST_FIELD, "?"], ...units("?")]);
      const share = energy.rebate.incomeQualified.costShares?.[0];
      const estimated = new URLSearchParams([[INCOME_FIELD, share === undefined ? NOT_INCOME_QUALIFIED : String(share)], [COST_FIELD, "20000"], ...units("2")]);
      const nothingCounted = new URLSearchParams([[INCOME_FIELD, NOT_INCOME_QUALIFIED]]);
      classes = new Set<string>();
      for (const params of [refused, estimated, nothingCounted]) {
        for (const name of classesOfHtml(renderEstimatorSection(estimatorAnswer(live, energy, params).view))) classes.add(name);
      }
      byEnergy.set(energy, classes);
    }
    return classes;
  };
}
