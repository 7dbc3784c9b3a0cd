import type { SelectQueryBuilder } from "kysely";
import type { DateFilter } from "#app/lib/admin/lead-date-filter";
import { endOfPacificDay, parsePacificDate } from "#app/lib/pacific-time";
import type { Database } from "../platform/db-schema";

/**
 * Narrows a query of submissions to the days they were received (decision 075): from the first instant of `from`
 * to the last of `to`, Pacific time, on the index of created_at.
 */
export function applyDateFilter<O>(query: SelectQueryBuilder<Database, "submissions", O>, filter: DateFilter): SelectQueryBuilder<Database, "submissions", O> {
  let narrowed = query;
  const from = filter.from ? parsePacificDate(filter.from) : undefined;
  const to = filter.to ? endOfPacificDay(filter.to) : undefined;
  if (from !== undefined) narrowed = narrowed.where("created_at", ">=", from);
  if (to !== undefined) narrowed = narrowed.where("created_at", "<", to);
  return narrowed;
}
