import type { FirstTouch } from "./first-touch";
import { channelLabelIn, type ChannelChoice } from "./channels";

/** The columns of a lead that say where it came from (decision 073). */
export interface LeadSourceColumns {
  source_channel: string | null;
  source_referrer: string | null;
  source_landing: string | null;
  source_utm_source: string | null;
  source_utm_medium: string | null;
  source_utm_campaign: string | null;
  source_paid: number | null;
}

/** Where a lead came from, as its page shows it; null for a lead stored before it was recorded. */
export interface LeadSourceView extends FirstTouch {
  channel: string;
  channelKey: string;
  /** What the channel covers, in a few words. */
  hint: string | null;
}

/** Where a lead came from, its channel named as the owners name it (`channels`, loadChannels, decision 077). */
export function leadSourceView(row: LeadSourceColumns, channels: readonly ChannelChoice[]): LeadSourceView | null {
  if (row.source_channel === null) return null;
  return {
    channel: channelLabelIn(channels, row.source_channel),
    channelKey: row.source_channel,
    hint: channels.find((channel) => channel.key === row.source_channel)?.hint ?? null,
    referrer: row.source_referrer,
    landing: row.source_landing,
    utmSource: row.source_utm_source,
    utmMedium: row.source_utm_medium,
    utmCampaign: row.source_utm_campaign,
    paid: row.source_paid === 1,
  };
}
