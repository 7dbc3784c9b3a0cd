import { ESTIMATOR_END, ESTIMATOR_START } from "../app/lib/rebate-estimator-view";

/**
 * The served energy page cut at its estimator section (decision 055): everything up to and including the start
 * marker, and everything from the end marker on. An estimate is the two with the section rendered for its query
 * between them; the markers stay, so the page is the same HTML a whole render of that query would be.
 */
export interface EstimatorSlot {
  head: Buffer;
  tail: Buffer;
}

function onlyIndexOf(html: string, marker: string): number {
  const index = html.indexOf(marker);
  return index >= 0 && html.indexOf(marker, index + marker.length) < 0 ? index : -1;
}

/** The page cut at its estimator section, or undefined unless each marker is there exactly once, in order. */
export function estimatorSlot(html: string): EstimatorSlot | undefined {
  const start = onlyIndexOf(html, ESTIMATOR_START);
  const end = onlyIndexOf(html, ESTIMATOR_END);
  if (start < 0 || end < start + ESTIMATOR_START.length) return undefined;
  return {
    head: Buffer.from(html.slice(0, start + ESTIMATOR_START.length)),
    tail: Buffer.from(html.slice(end)),
  };
}

/** The page with `section` (HTML React rendered, so escaped) in the estimator's place. */
export function spliceEstimator(slot: EstimatorSlot, section: string): Buffer {
  return Buffer.concat([slot.head, Buffer.from(section), slot.tail]);
}
