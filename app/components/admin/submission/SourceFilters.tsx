import { NOT_RECORDED, type SourceFilter } from "#app/lib/admin/lead-source-filter";
import type { ChannelChoice } from "#app/lib/leads/channels";
import { FilterInput, FilterSelect } from "./FilterControls";

/**
 * The inbox's filters by where leads came from (decision 073): the channel, and a campaign source or referring site.
 * Drawn as the inbox's other filters (InboxFilters.tsx).
 */
export function SourceFilters({ filter, channels }: { filter: SourceFilter; channels: readonly Pick<ChannelChoice, "key" | "label">[] }) {
  // The channels as the owners name them (decision 077), then the leads stored before channels were kept.
  const options = [...channels.map((channel) => ({ value: channel.key, label: channel.label })), { value: NOT_RECORDED, label: "Not recorded" }];
  return (
    <>
      <FilterSelect name="channel" label="Channel" value={filter.channel} all="Any channel" options={options} />
      <FilterInput name="source" label="Source" value={filter.source} hint="A campaign's utm_source or a referring site, like spring-show or www.google.com" />
    </>
  );
}
