import type { DateFilter } from "#app/lib/admin/lead-date-filter";
import { FilterInput } from "./FilterControls";

/**
 * The inbox's filter by the day a lead was received (decision 075), both days included, Pacific time: a week's bar on
 * the front page opens the inbox with it set. Drawn as the inbox's other filters (InboxFilters.tsx).
 */
export function DateFilters({ filter }: { filter: DateFilter }) {
  return (
    <>
      <FilterInput name="from" type="date" label="Received from" value={filter.from} />
      <FilterInput name="to" type="date" label="Received to" value={filter.to} />
    </>
  );
}
