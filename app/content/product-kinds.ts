/** The kinds of system the catalogue holds; a record's kind picks its generated drawings and the rules that apply to it. */
export const PRODUCT_KINDS = ["bifold", "lift-and-slide", "slim-slider", "pivot", "swing", "casement-window", "curtain-wall"] as const;

export type ProductKind = (typeof PRODUCT_KINDS)[number];
