import { parseSourceFilter } from "./lead-source-filter";

/**
 * The staff front page's choices (decision 075): how many weeks it looks back on, and one channel (or the leads whose
 * channel was not recorded). A plain GET form sends them; unknown values fall back to the defaults. Browser-safe.
 */
export const PERIOD_WEEKS = [4, 12, 26] as const;
export type PeriodWeeks = (typeof PERIOD_WEEKS)[number];
export const DEFAULT_PERIOD_WEEKS: PeriodWeeks = 12;

export interface DashboardFilter {
  weeks: PeriodWeeks;
  /** A channel's key (a shipped one or the owners' own, decision 077), or NOT_RECORDED. */
  channel?: string;
}

export function parseDashboardFilter(params: URLSearchParams): DashboardFilter {
  const weeks = Number(params.get("weeks"));
  const { channel } = parseSourceFilter(params);
  return {
    weeks: (PERIOD_WEEKS as readonly number[]).includes(weeks) ? (weeks as PeriodWeeks) : DEFAULT_PERIOD_WEEKS,
    ...(channel ? { channel } : {}),
  };
}

/** The inbox's address for some leads of the front page: its channel filter carried along (`extra` first). */
export function inboxHref(filter: Pick<DashboardFilter, "channel">, extra: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
  if (filter.channel && !params.has("channel")) params.set("channel", filter.channel);
  const text = params.toString();
  return `/admin/submissions${text ? `?${text}` : ""}`;
}
