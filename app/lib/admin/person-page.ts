/** The person page's form (decision 071), for the page and its action. Browser-safe. */

/** A split's checkboxes are named `lead:<id>` (a post keeps one value per name). */
export const SPLIT_FIELD_PREFIX = "lead:";
