/**
 * The query parameters each page reads. The page cache keeps a page per path and per value of these alone, and
 * renders it with them alone: "/about?x=1", "/about?x=2", … are all "/about", rendered once, rather than one render,
 * compression and cache entry each. A page not listed reads none. A page that starts reading a parameter is listed
 * here too (tests/unit/page-query.test.ts finds every parameter the routes read and fails on one missing here).
 */

/** Parameters read by the page at exactly this path. */
export const PAGE_QUERY_PARAMS: Readonly<Record<string, readonly string[]>> = {
  // app/routes/journal.tsx: the page of the list.
  "/journal": ["page"],
  // app/routes/projects.tsx: the filter (project-filter.server.ts), the page of the gallery and the project opened
  // (by its address, or an earlier one).
  "/projects": ["family", "product", "area", "page", "project"],
  // app/routes/quote.tsx: the product of "Ask about …".
  "/quote": ["product"],
  // app/routes/energy-and-rebates.tsx: the rebate estimator's income level and project cost (answered per request,
  // never cached), with its counts per product (PAGE_QUERY_PATTERNS).
  "/energy-and-rebates": ["income", "cost"],
  // app/routes/visit.tsx: the booking's steps so far and the week paged to (answered per request, never cached).
  "/visit": ["showroom", "purpose", "week", "date", "slot"],
};

/**
 * Parameters of every public page read by the visit's first touch (decision 073), never by a page's render: the
 * recorder reads them in the browser (app/lib/leads/first-touch-recorder.ts), and a lead form's page reached with them
 * gets its hidden field from server/first-touch-page.ts. Left out of the cache's address on purpose: a campaign's link
 * is served the one cached page.
 */
export const FIRST_TOUCH_QUERY_PARAMS: readonly string[] = ["utm_source", "utm_medium", "utm_campaign", "gclid", "fbclid"];

/**
 * Parameters read by the page at exactly this path whose names follow a pattern: one per catalogue product, so they
 * cannot be listed. Kept in name order, first value each, at most MAX_PATTERN_PARAMS of them.
 */
export const PAGE_QUERY_PATTERNS: Readonly<Record<string, RegExp>> = {
  // app/routes/energy-and-rebates.tsx: the rebate estimator's count per product (app/lib/rebate-estimate-form.ts).
  "/energy-and-rebates": /^units-[a-z0-9][a-z0-9-]{0,79}$/,
};
/** More parameters of a pattern than any page's products: the rest are left out of the address. */
export const MAX_PATTERN_PARAMS = 100;

/** Parameters read by every page below a path. */
const PREFIX_QUERY_PARAMS: readonly (readonly [string, readonly string[]])[] = [
  // app/routes/visit-manage.tsx: what was just done, and the day chosen to move to (answered per request, never cached).
  ["/visit/manage/", ["done", "date"]],
];

/** React Router's own: a data request's routes (and an index route's marker); route discovery's manifest request. */
const DATA_REQUEST_PARAMS = ["_routes", "index"];
const MANIFEST_PATH = "/__manifest";
const MANIFEST_PARAMS = ["paths", "version"];

/** The parameters the page at a path reads ("/journal.data" is the journal's data). */
export function pageQueryParams(pathname: string): readonly string[] {
  if (pathname === MANIFEST_PATH) return MANIFEST_PARAMS;
  const data = pathname.endsWith(".data");
  const page = data ? pathname.slice(0, -".data".length) || "/" : pathname;
  const own =
    PAGE_QUERY_PARAMS[page === "/_root" ? "/" : page] ?? PREFIX_QUERY_PARAMS.find(([prefix]) => page.startsWith(prefix))?.[1] ?? [];
  return data ? [...own, ...DATA_REQUEST_PARAMS] : own;
}

/** The pattern of the parameters the page at a path reads by pattern, if any. */
function pageQueryPattern(pathname: string): RegExp | undefined {
  const page = pathname.endsWith(".data") ? pathname.slice(0, -".data".length) || "/" : pathname;
  return PAGE_QUERY_PATTERNS[page];
}

/**
 * The address a page is cached under and rendered from: the path, then the parameters it reads in a fixed order,
 * each with the first value given (as URLSearchParams.get reads it); everything else in the query is left out.
 */
export function pageCacheKey(pathname: string, search: string): string {
  const names = pageQueryParams(pathname);
  const pattern = pageQueryPattern(pathname);
  if ((names.length === 0 && !pattern) || search.length <= 1) return pathname;
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of names) {
    const value = given.get(name);
    if (value !== null) kept.set(name, value);
  }
  if (pattern) {
    const matching = [...new Set(given.keys())].filter((name) => pattern.test(name) && !names.includes(name)).sort();
    for (const name of matching.slice(0, MAX_PATTERN_PARAMS)) kept.set(name, given.get(name)!);
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}
