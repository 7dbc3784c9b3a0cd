/**
 * The parts of a product's editor, each its own staff page under /admin/products/:id: the details (the text, the
 * specification and the address), its pictures and files, its energy records, and where the catalogue shows it.
 * Each page saves its part of the one product record (with a revision in its history). Browser-safe.
 */
export const PRODUCT_TABS = [
  { tab: "details", label: "Details", suffix: "" },
  { tab: "pictures", label: "Pictures and files", suffix: "/pictures" },
  { tab: "energy", label: "Energy", suffix: "/energy" },
  { tab: "placement", label: "Where it is shown", suffix: "/placement" },
] as const;

export type ProductTab = (typeof PRODUCT_TABS)[number]["tab"];

/** The staff page of one part of a stored product's editor: /admin/products/sd95/energy. */
export function productTabPath(id: string, tab: ProductTab): string {
  const entry = PRODUCT_TABS.find((candidate) => candidate.tab === tab)!;
  return `/admin/products/${encodeURIComponent(id)}${entry.suffix}`;
}
