/**
 * The fields of a product's "Where it is shown" page (decision 039), shared by the page and its action: each
 * landing's place for the product's card ("<section>:<place>", empty for none) and its "also listed" checkbox.
 * Browser-safe.
 */
export const placementField = (landingId: string) => `at_${landingId}`;
export const listedField = (landingId: string) => `listed_${landingId}`;
