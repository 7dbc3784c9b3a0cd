import type { DateFilter } from "#app/lib/admin/lead-date-filter";

const control = "mt-1 block w-full rounded-sm border border-[#8b8578] bg-white px-3 py-2 text-base text-ink";
const label = "block text-sm font-semibold text-ink";

/**
 * The inbox's filter by the day a lead was received (decision 075), both days included, Pacific time: a week's bar on
 * the front page opens the inbox with it set. Drawn as the inbox's other filters (InboxFilters.tsx).
 */
export function DateFilters({ filter }: { filter: DateFilter }) {
  return (
    <>
      <div>
        <label htmlFor="filter-from" className={label}>
          Received from
        </label>
        <input id="filter-from" name="from" type="date" defaultValue={filter.from ?? ""} className={control} />
      </div>
      <div>
        <label htmlFor="filter-to" className={label}>
          Received to
        </label>
        <input id="filter-to" name="to" type="date" defaultValue={filter.to ?? ""} className={control} />
      </div>
    </>
  );
}
