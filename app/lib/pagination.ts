/**
 * Lists shown a page at a time (the journal, the projects gallery): page 1 is the list's own address, page n > 1 adds
 * "?page=n". Pure, so the pages' components can build the links in the browser as well.
 */

/** The query parameter naming a page of a list: /journal?page=2. */
export const PAGE_PARAM = "page";

/** How many pages `total` items take, `size` a page; an empty list still has its first page. */
export function pageCountOf(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/**
 * The page a "?page=" value names: 1 when there is none; null when it names no page (not a whole number, out of
 * range, or "1", whose address is the list's own, so it is never a second copy of it).
 */
export function readPageNumber(value: string | null, pageCount: number): number | null {
  if (value === null) return 1;
  if (!/^[1-9][0-9]{0,5}$/.test(value) || value === "1") return null;
  const page = Number(value);
  return page <= pageCount ? page : null;
}

/** The items on page `page` (1-based). */
export function pageItems<T>(items: readonly T[], page: number, size: number): T[] {
  return items.slice((page - 1) * size, page * size);
}

/** The address of page `page` of a list at `path` whose other parameters are `query` (page 1 without "?page="). */
export function pagePath(path: string, query: URLSearchParams, page: number): string {
  const params = new URLSearchParams(query);
  params.delete(PAGE_PARAM);
  if (page > 1) params.set(PAGE_PARAM, String(page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
