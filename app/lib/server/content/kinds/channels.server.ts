import { sql, type RawBuilder, type Transaction } from "kysely";
import { channelsRecordSchema, SHIPPED_CHANNELS_RECORD, type ChannelsRecord } from "#app/lib/admin/channels-form";
import type { ChannelRule } from "#app/lib/leads/channels";
import type { Store } from "../../platform/database.server";
import type { WriteHook } from "../content-store.server";
import { SEED_ACTOR, seedKindOnce } from "../seed.server";
import { oneStoredRecord, schemaCheck } from "../stored-record.server";
import { defineKind, snapshotPart } from "./definition.server";

/**
 * The owners' channels (decision 077): one record, changed in place, never deleted; the names of the six shipped
 * channels, the owners' own channels and their rules source → channel. Staff-only, but every instance keeps it in its
 * content snapshot (`channels`): a lead is classified by it when stored, without a read, and a save is live on this
 * instance at once and on the others within the content poll.
 */

/** The one record's id. */
export const CHANNELS_ID = "channels";

export const { read: storedChannels, row: channelsRow, current: currentChannels } = oneStoredRecord<ChannelsRecord, { data: string; updated_at: number }>(
  { table: "lead_channels", id: CHANNELS_ID, shipped: SHIPPED_CHANNELS_RECORD, check: schemaCheck(channelsRecordSchema, "channels") as never },
  "The stored channels are left out (the shipped names and rules apply)",
);

/** The first start with the channels table fills its one row with the shipped names and no rules. */
export function seedChannels(store: Store, now = Date.now()): Promise<boolean> {
  return seedKindOnce(
    store,
    "channels",
    () => [{ id: CHANNELS_ID, data: JSON.stringify(SHIPPED_CHANNELS_RECORD), created_at: now, updated_at: now, updated_by: SEED_ACTOR, deleted_at: null }],
    now,
  );
}

/** The channel a lead's stored columns fall in by the owners' rules, in SQL (as ownerRuleFor), else its shipped one. */
function channelExpression(rules: readonly ChannelRule[]): RawBuilder<string> {
  if (!rules.length) return sql<string>`source_base_channel`;
  const cases = rules.map((rule) =>
    rule.on === "source"
      ? sql`WHEN lower(source_utm_source) = ${rule.value} THEN ${rule.channel}`
      : sql`WHEN source_referrer = ${rule.value} OR source_referrer LIKE ${`%.${rule.value}`} THEN ${rule.channel}`,
  );
  return sql<string>`CASE ${sql.join(cases, sql` `)} ELSE source_base_channel END`;
}

/**
 * Puts every stored lead in the channel the record's rules give it, in one UPDATE of the leads whose channel changes
 * (the owners' rules over the shipped channel each lead keeps). Leads stored before first touches were kept stay
 * "Not recorded". Inside the transaction that stores the record, so the leads and the rules never disagree.
 */
export async function reclassifyLeads(trx: Transaction<any>, record: ChannelsRecord): Promise<number> {
  const channel = channelExpression(record.rules);
  const result = await sql`UPDATE submissions SET source_channel = ${channel} WHERE source_base_channel IS NOT NULL AND source_channel <> ${channel}`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}

/** Every write of the record (a save, a restore of an earlier version) re-classifies the stored leads with it. */
export const reclassifyOnWrite: WriteHook<"channels"> = async (trx, _before, after) => {
  await reclassifyLeads(trx, storedChannels(after));
};

export const channels = defineKind({
  kind: "channels",
  records: { one: CHANNELS_ID },
  creatable: false,
  delete: { never: "The channels cannot be deleted: change them instead." },
  ordered: false,
  images: "none",
  seed: seedChannels,
  snapshot: snapshotPart({
    field: "channels",
    read: (db) => channelsRow(db),
    show: (row): ChannelsRecord => storedChannels(row),
    empty: SHIPPED_CHANNELS_RECORD,
  }),
});
