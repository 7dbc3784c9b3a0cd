import { PERIOD_WEEKS, type DashboardFilter } from "#app/lib/admin/dashboard-filter";
import type { ChannelChoice } from "#app/lib/server/dashboard/dashboard-page.server";

const control = "mt-1 block w-full rounded-sm border border-[#8b8578] bg-white px-3 py-2 text-base text-ink";
const label = "block text-sm font-semibold text-ink";

/**
 * The front page's period and channel, a plain GET form (it works without JavaScript, and the address can be kept):
 * a bar clicked then opens the inbox with the same channel.
 */
export function DashboardFilters({ filter, channels }: { filter: DashboardFilter; channels: readonly ChannelChoice[] }) {
  return (
    <form method="get" action="/admin/overview" aria-label="Period and channel" className="mt-6 flex flex-wrap items-end gap-4 border border-stone bg-white p-4 print:hidden">
      <div>
        <label htmlFor="overview-weeks" className={label}>
          Period
        </label>
        <select id="overview-weeks" name="weeks" defaultValue={String(filter.weeks)} className={control}>
          {PERIOD_WEEKS.map((weeks) => (
            <option key={weeks} value={weeks}>
              The last {weeks} weeks
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="overview-channel" className={label}>
          Channel
        </label>
        <select id="overview-channel" name="channel" defaultValue={filter.channel ?? ""} className={control}>
          <option value="">Every channel</option>
          {channels.map((channel) => (
            <option key={channel.key} value={channel.key}>
              {channel.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-primary">
        Show
      </button>
    </form>
  );
}
