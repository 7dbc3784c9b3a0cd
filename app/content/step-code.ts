/**
 * What a product's Step Code label means, said once for the product pages, the landing cards and the spec sheets.
 * The BC Energy Step Code rates whole buildings: a product's label is a recommendation, never a certificate.
 */
export const STEP_CODE_NOTE =
  "The BC Energy Step Code rates whole buildings, not single products. This is our recommendation of the steps this system suits; your energy advisor confirms it for your building.";

/** For products without a recommendation. */
export const NO_STEP_CODE_NOTE =
  "No Step Code recommendation is published for this system. The BC Energy Step Code rates whole buildings, so we can supply its data to your energy advisor for your project.";
