import type { Kysely, Transaction } from "kysely";
import { CHANNEL_HINTS, isChannel, type ChannelChoice, type ChannelRule } from "#app/lib/leads/channels";
import type { ChannelsRecord } from "#app/lib/admin/channels-form";
import { currentChannels } from "../content/kinds/channels.server";

/**
 * The channels as staff read them (decision 077): the owners' names, in their order, each with what it covers. The
 * one place the inbox, a lead's page, the export and the dashboard take channels' names from.
 */

const RULE_WORDS: Record<ChannelRule["on"], string> = { source: "campaign source", referrer: "referring site" };

/** What an owners' channel covers: its rules, in a few words. */
function ownHint(key: string, rules: readonly ChannelRule[]): string {
  const own = rules.filter((rule) => rule.channel === key);
  if (!own.length) return "your own channel, with no rule sending leads to it yet";
  return own.map((rule) => `${RULE_WORDS[rule.on]} ${rule.value}`).join(", ");
}

/** The channels of a record, as staff read them. */
export function channelChoices(record: ChannelsRecord): ChannelChoice[] {
  return record.channels.map((channel) => ({
    key: channel.key,
    label: channel.label,
    hint: isChannel(channel.key) ? CHANNEL_HINTS[channel.key] : ownHint(channel.key, record.rules),
  }));
}

/** The current channels, as stored (the shipped names before the owners change any). */
export async function loadChannels(db: Kysely<any> | Transaction<any>): Promise<ChannelChoice[]> {
  return channelChoices(await currentChannels(db));
}
