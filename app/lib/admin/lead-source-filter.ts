import { CHANNELS } from "../leads/channels";
import { MAX_UTM_LENGTH } from "../leads/first-touch";

/**
 * The inbox's filters by where leads came from (decision 073): a channel (or "not recorded": leads stored before it
 * was kept), and a source, matched against the campaign's utm_source and the referring site, whole, any case.
 */
export const NOT_RECORDED = "none";

/** A channel's stored key: a shipped one, or the owners' own (decision 077); one that is no channel finds nothing. */
const CHANNEL_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const CHANNEL_KEY_MAX = 40;

export interface SourceFilter {
  /** A channel's key (any current one: the owners add their own), or NOT_RECORDED. */
  channel?: string;
  source?: string;
}

/** The source filter of an inbox or export address; unknown values are ignored. */
export function parseSourceFilter(params: URLSearchParams): SourceFilter {
  const channel = params.get("channel") ?? "";
  const source = (params.get("source") ?? "").replace(/\s+/g, " ").trim().toLowerCase().slice(0, MAX_UTM_LENGTH);
  return {
    channel: channel.length <= CHANNEL_KEY_MAX && CHANNEL_KEY.test(channel) ? channel : undefined,
    source: source || undefined,
  };
}

/** Writes the source filter into an address's parameters. */
export function setSourceParams(filter: SourceFilter, params: URLSearchParams): void {
  if (filter.channel) params.set("channel", filter.channel);
  if (filter.source) params.set("source", filter.source);
}

/** How many of the source filters are in use. */
export const sourceFiltersInUse = (filter: SourceFilter): number => (filter.channel ? 1 : 0) + (filter.source ? 1 : 0);

/** The shipped channels' keys and "not recorded" (the owners' own channels add to these). */
export const CHANNEL_FILTER_VALUES: readonly string[] = [...CHANNELS, NOT_RECORDED];
