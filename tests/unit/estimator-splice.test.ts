import { createElement, Fragment } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { productById } from "#app/content/catalogue";
import { energy } from "#app/content/energy";
import { RebateEstimator } from "#app/components/RebateEstimator";
import { estimatorAnswer, ESTIMATOR_END, ESTIMATOR_START } from "#app/lib/rebate-estimator-view";
import { renderEstimatorSection } from "#server/estimate-page";
import { estimatorSlot, spliceEstimator } from "#server/estimator-splice";
import { ENERGY_STAR_RECORD, UW_RECORD, withRecords } from "../support/energy-records";

const products = [withRecords(productById("s700")!, [ENERGY_STAR_RECORD]), withRecords(productById("s560")!, [UW_RECORD])];
const answer = (query: string) => estimatorAnswer(products, energy, new URLSearchParams(query));

/** The energy page's estimator as the route writes it: the section between its markers, in a page. */
function page(query = "") {
  const section = renderToString(
    createElement(
      Fragment,
      null,
      createElement("template", { "data-splice": "estimator-start" }),
      createElement(RebateEstimator, answer(query).view),
      createElement("template", { "data-splice": "estimator-end" }),
    ),
  );
  return `<!DOCTYPE html><html><body><h2>Estimate your rebate</h2>${section}<h2>Where our systems stand</h2></body></html>`;
}

describe("the estimator's splice into the cached energy page", () => {
  it("finds the markers React writes, each exactly once", () => {
    const html = page();
    expect(html.split(ESTIMATOR_START)).toHaveLength(2);
    expect(html.split(ESTIMATOR_END)).toHaveLength(2);
    expect(estimatorSlot(html)).toBeDefined();
  });

  it("refuses a page without both markers, with a marker twice, or with them out of order", () => {
    expect(estimatorSlot("<p>no markers</p>")).toBeUndefined();
    expect(estimatorSlot(`${ESTIMATOR_START}<p></p>`)).toBeUndefined();
    expect(estimatorSlot(`${ESTIMATOR_START}${ESTIMATOR_START}${ESTIMATOR_END}`)).toBeUndefined();
    expect(estimatorSlot(`${ESTIMATOR_START}${ESTIMATOR_END}${ESTIMATOR_END}`)).toBeUndefined();
    expect(estimatorSlot(`${ESTIMATOR_END}${ESTIMATOR_START}`)).toBeUndefined();
  });

  it("gives the page a whole render of the query would give, with the estimate inserted", () => {
    const query = "units-s700=3&units-s560=1&income=no&cost=";
    const spliced = spliceEstimator(estimatorSlot(page())!, renderEstimatorSection(answer(query).view)).toString("utf8");
    expect(spliced).toBe(page(query));
    expect(spliced).toContain("Your rebate estimate");
    expect(spliced.split(ESTIMATOR_START)).toHaveLength(2);
    expect(spliced.split(ESTIMATOR_END)).toHaveLength(2);
    // What is outside the section is the cached page's, unchanged.
    expect(spliced.startsWith(`<!DOCTYPE html><html><body><h2>Estimate your rebate</h2>${ESTIMATOR_START}`)).toBe(true);
    expect(spliced.endsWith(`${ESTIMATOR_END}<h2>Where our systems stand</h2></body></html>`)).toBe(true);
  });

  it("keeps what a visitor typed escaped, and shows the form's problems", () => {
    const typed = '"><script>x</script>';
    const refused = answer(`units-s700=${encodeURIComponent(typed)}&income=no`);
    expect(refused.refused).toBe(true);
    const spliced = spliceEstimator(estimatorSlot(page())!, renderEstimatorSection(refused.view)).toString("utf8");
    expect(spliced).not.toContain("<script>");
    expect(spliced).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    expect(spliced).toContain("The estimate could not be made:");
  });
});
