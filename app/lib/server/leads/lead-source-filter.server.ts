import { sql, type SelectQueryBuilder } from "kysely";
import { NOT_RECORDED, type SourceFilter } from "#app/lib/admin/lead-source-filter";
import type { Database } from "../platform/db-schema";

/**
 * Narrows a query of submissions to a source filter (decision 073): its channel as stored, or none stored; its source
 * as the campaign's utm_source or the referring site, whole, any case.
 */
export function applySourceFilter<O>(query: SelectQueryBuilder<Database, "submissions", O>, filter: SourceFilter): SelectQueryBuilder<Database, "submissions", O> {
  let narrowed = query;
  if (filter.channel) {
    narrowed = filter.channel === NOT_RECORDED ? narrowed.where("source_channel", "is", null) : narrowed.where("source_channel", "=", filter.channel);
  }
  const source = filter.source?.toLowerCase();
  if (source) {
    narrowed = narrowed.where((eb) => eb.or([eb(sql<string>`lower(source_utm_source)`, "=", source), eb("source_referrer", "=", source)]));
  }
  return narrowed;
}
