import { NOT_RECORDED, type SourceFilter } from "#app/lib/admin/lead-source-filter";
import { CHANNEL_LABELS, CHANNELS } from "#app/lib/leads/channels";
import { FilterSelect } from "./InboxFilters";

const CHANNEL_OPTIONS = [...CHANNELS.map((channel) => ({ value: channel, label: CHANNEL_LABELS[channel] })), { value: NOT_RECORDED, label: "Not recorded" }];

/** The inbox's filters by where leads came from (decision 073): the channel, and a campaign source or referring site. */
export function SourceFilters({ filter }: { filter: SourceFilter }) {
  return (
    <>
      <FilterSelect name="channel" label="Channel" value={filter.channel} all="Any channel" options={CHANNEL_OPTIONS} />
      <div>
        <label htmlFor="filter-source" className="block text-sm font-semibold text-ink">
          Source
        </label>
        <input
          id="filter-source"
          name="source"
          type="text"
          defaultValue={filter.source ?? ""}
          aria-describedby="filter-source-hint"
          className="mt-1 block w-full rounded-sm border border-[#8b8578] bg-white px-3 py-2 text-base text-ink"
        />
        <p id="filter-source-hint" className="mt-1 text-xs text-muted">
          A campaign's utm_source or a referring site, like spring-show or www.google.com
        </p>
      </div>
    </>
  );
}
