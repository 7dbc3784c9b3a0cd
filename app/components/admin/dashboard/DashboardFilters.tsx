import { PERIOD_WEEKS, type DashboardFilter } from "#app/lib/admin/dashboard-filter";
import type { ChannelChoice } from "#app/lib/server/dashboard/dashboard-page.server";
import { FilterSelect } from "../submission/FilterControls";

const PERIOD_OPTIONS = PERIOD_WEEKS.map((weeks) => ({ value: weeks, label: `The last ${weeks} weeks` }));

/**
 * The front page's period and channel, a plain GET form (it works without JavaScript, and the address can be kept):
 * a bar clicked then opens the inbox with the same channel.
 */
export function DashboardFilters({ filter, channels }: { filter: DashboardFilter; channels: readonly ChannelChoice[] }) {
  return (
    <form method="get" action="/admin/overview" aria-label="Period and channel" className="mt-6 flex flex-wrap items-end gap-4 border border-stone bg-white p-4 print:hidden">
      <FilterSelect id="overview-weeks" name="weeks" label="Period" value={filter.weeks} options={PERIOD_OPTIONS} />
      <FilterSelect id="overview-channel" name="channel" label="Channel" value={filter.channel} all="Every channel" options={channels.map(({ key, label }) => ({ value: key, label }))} />
      <button type="submit" className="btn btn-primary">
        Show
      </button>
    </form>
  );
}
