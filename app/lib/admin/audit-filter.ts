import { isAuditArea, type AuditArea } from "./audit";

/** The audit log page's filter, as its query string says it (`?who=…&kind=…&from=2026-11-01&to=2026-11-30&page=2`). */
export interface AuditQuery {
  who?: string;
  kind?: AuditArea;
  /** Dates (YYYY-MM-DD), Pacific time, inclusive. */
  from?: string;
  to?: string;
  page: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_PAGE = 100_000;

/** Reads the filter from the query string; anything it cannot read is left out rather than refused. */
export function parseAuditQuery(params: URLSearchParams): AuditQuery {
  const who = params.get("who")?.trim().slice(0, 254) || undefined;
  const kind = params.get("kind");
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const page = Number(params.get("page") ?? "1");
  return {
    who,
    kind: isAuditArea(kind) ? kind : undefined,
    from: DATE.test(from) ? from : undefined,
    to: DATE.test(to) ? to : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The query string of a filter (a page other than the first included). */
export function auditSearch(query: AuditQuery, overrides: Partial<AuditQuery> = {}): string {
  const merged = { ...query, ...overrides };
  const params = new URLSearchParams();
  if (merged.who) params.set("who", merged.who);
  if (merged.kind) params.set("kind", merged.kind);
  if (merged.from) params.set("from", merged.from);
  if (merged.to) params.set("to", merged.to);
  if (merged.page > 1) params.set("page", String(merged.page));
  const text = params.toString();
  return text ? `?${text}` : "";
}
