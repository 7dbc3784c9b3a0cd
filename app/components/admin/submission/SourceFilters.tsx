import { NOT_RECORDED, type SourceFilter } from "#app/lib/admin/lead-source-filter";
import type { ChannelChoice } from "#app/lib/leads/channels";

const control = "mt-1 block w-full rounded-sm border border-[#8b8578] bg-white px-3 py-2 text-base text-ink";
const label = "block text-sm font-semibold text-ink";
const hint = "mt-1 text-xs text-muted";


/**
 * The inbox's filters by where leads came from (decision 073): the channel, and a campaign source or referring site.
 * Drawn as the inbox's other filters (InboxFilters.tsx).
 */
export function SourceFilters({ filter, channels }: { filter: SourceFilter; channels: readonly Pick<ChannelChoice, "key" | "label">[] }) {
  // The channels as the owners name them (decision 077), then the leads stored before channels were kept.
  const options = [...channels.map((channel) => ({ value: channel.key, label: channel.label })), { value: NOT_RECORDED, label: "Not recorded" }];
  return (
    <>
      <div>
        <label htmlFor="filter-channel" className={label}>
          Channel
        </label>
        <select id="filter-channel" name="channel" defaultValue={filter.channel ?? ""} className={control}>
          <option value="">Any channel</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="filter-source" className={label}>
          Source
        </label>
        <input id="filter-source" name="source" type="text" defaultValue={filter.source ?? ""} aria-describedby="filter-source-hint" className={control} />
        <p id="filter-source-hint" className={hint}>
          A campaign's utm_source or a referring site, like spring-show or www.google.com
        </p>
      </div>
    </>
  );
}
