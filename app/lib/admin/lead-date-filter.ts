import { parsePacificDate } from "../pacific-time";

/**
 * The inbox's filter by the day a lead was received (decision 075): from and to, Pacific days ("2026-11-16"), both
 * included. The front page's bars open the inbox at their week with it. Browser-safe.
 */
export interface DateFilter {
  from?: string;
  to?: string;
}

/** A day as the address carries it, or undefined for anything that is not a real day. */
function dayParam(value: string | null): string | undefined {
  const day = (value ?? "").trim();
  return parsePacificDate(day) === undefined ? undefined : day;
}

/** The date filter of an inbox or export address; a day that is not a real date is ignored. */
export function parseDateFilter(params: URLSearchParams): DateFilter {
  const from = dayParam(params.get("from"));
  const to = dayParam(params.get("to"));
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

/** Writes the date filter into an address's parameters. */
export function setDateParams(filter: DateFilter, params: URLSearchParams): void {
  if (filter.from) params.set("from", filter.from);
  if (filter.to) params.set("to", filter.to);
}

/** How many of the date filters are in use. */
export const dateFiltersInUse = (filter: DateFilter): number => (filter.from ? 1 : 0) + (filter.to ? 1 : 0);
