import { channelLabelIn, SHIPPED_CHANNELS, type ChannelChoice } from "#app/lib/leads/channels";
import type { CsvValue } from "../platform/csv.server";
import type { Submission } from "../platform/db-schema";

/** What the source columns read besides the row: the channels' names (loadChannels); none: the shipped names. */
export interface SourceLookups {
  channels?: readonly Pick<ChannelChoice, "key" | "label">[];
}

/**
 * Where each lead came from (decision 073), as the last columns of the leads export: its channel, then its first
 * touch as recorded. Empty for leads stored before it was recorded (their channel says "Not recorded").
 */
export const SOURCE_CSV_COLUMNS: readonly [string, (row: Submission, lookups: SourceLookups) => CsvValue][] = [
  // Named as the owners name it when the export is made (decision 077).
  ["Channel", (row, lookups) => channelLabelIn(lookups.channels ?? SHIPPED_CHANNELS, row.source_channel)],
  ["Referring site", (row) => row.source_referrer],
  ["Landing page", (row) => row.source_landing],
  ["utm_source", (row) => row.source_utm_source],
  ["utm_medium", (row) => row.source_utm_medium],
  ["utm_campaign", (row) => row.source_utm_campaign],
  ["Paid click", (row) => (row.source_paid === null ? null : row.source_paid ? "yes" : "no")],
];
