/**
 * The first segments of the catalogue's addresses. Each has a catch-all route (app/routes.ts) rendered by the product
 * module, which finds a stored product by its address (or an earlier one, or a hidden one): a product staff create
 * gets its page without a change to the route list (decision 036). Landings keep their own routes. No imports: the
 * route list reads this.
 */
export const CATALOGUE_ROOTS = ["doors", "windows", "curtain", "passive"] as const;

/** The product families of the catalogue record (`Product["family"]`), as staff choose them. */
export const PRODUCT_FAMILIES = [
  { id: "doors", name: "Doors" },
  { id: "windows", name: "Windows" },
  { id: "curtain-walls", name: "Curtain walls" },
] as const;

/** The landing a product's page is listed under: its address without the last segment ("/windows/alumil/s77": "/windows/alumil"). */
export function landingOfPath(path: string): string {
  return path.slice(0, path.lastIndexOf("/")) || "/";
}

/** The last segment of a product's address ("s77"). */
export function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}
