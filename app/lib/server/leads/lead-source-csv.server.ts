import { channelLabel } from "#app/lib/leads/channels";
import type { CsvValue } from "../platform/csv.server";
import type { Submission } from "../platform/db-schema";

/**
 * Where each lead came from (decision 073), as the last columns of the leads export: its channel, then its first
 * touch as recorded. Empty for leads stored before it was recorded (their channel says "Not recorded").
 */
export const SOURCE_CSV_COLUMNS: readonly [string, (row: Submission) => CsvValue][] = [
  ["Channel", (row) => channelLabel(row.source_channel)],
  ["Referring site", (row) => row.source_referrer],
  ["Landing page", (row) => row.source_landing],
  ["utm_source", (row) => row.source_utm_source],
  ["utm_medium", (row) => row.source_utm_medium],
  ["utm_campaign", (row) => row.source_utm_campaign],
  ["Paid click", (row) => (row.source_paid === null ? null : row.source_paid ? "yes" : "no")],
];
