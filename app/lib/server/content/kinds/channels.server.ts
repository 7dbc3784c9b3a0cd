import { sql, type Transaction } from "kysely";
import { channelsRecordSchema, SHIPPED_CHANNELS_RECORD, type ChannelsRecord } from "#app/lib/admin/channels-form";
import { ownerRuleFor, type ChannelRule } from "#app/lib/leads/channels";
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
  { table: "lead_channels", id: CHANNELS_ID, shipped: SHIPPED_CHANNELS_RECORD, check: schemaCheck(channelsRecordSchema, "channels") },
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

/** Referring sites a save lists by name at most; beyond, its referrer rules are matched by pattern (LIKE). */
const LISTED_HOSTS_MAX = 2_000;

/**
 * Each rule's test in SQL, as ownerRuleFor's: a campaign source's whole value in lower case; a referring site by the
 * stored hosts it covers (read once, `hosts`), or by pattern when they are too many to list.
 */
function ruleTests(rules: readonly ChannelRule[], hosts: ReadonlyMap<ChannelRule, string[]> | undefined) {
  return rules.flatMap((rule) => {
    if (rule.on === "source") return [{ rule, test: sql<boolean>`lower(source_utm_source) = ${rule.value}` }];
    if (!hosts) return [{ rule, test: sql<boolean>`(source_referrer = ${rule.value} OR source_referrer LIKE ${`%.${rule.value}`})` }];
    const covered = hosts.get(rule) ?? [];
    return covered.length ? [{ rule, test: sql<boolean>`source_referrer IN (${sql.join(covered)})` }] : [];
  });
}

/**
 * Puts every stored lead in the channel the record's rules give it, in one UPDATE of the leads whose channel changes:
 * the owners' rules (the first that holds) over the shipped channel each lead keeps. Only the leads a rule covers or an
 * earlier rule moved are looked at; leads stored before first touches were kept stay "Not recorded". Runs inside the
 * transaction that stores the record, so the leads and the rules never disagree.
 */
export async function reclassifyLeads(trx: Transaction<any>, record: ChannelsRecord): Promise<number> {
  const { rules } = record;
  // The stored referring sites each referrer rule covers first (a site is in the rule that comes first for it).
  let hosts: Map<ChannelRule, string[]> | undefined;
  const referrerRules = rules.filter((rule) => rule.on === "referrer");
  if (referrerRules.length) {
    const stored = await sql<{ host: string }>`SELECT DISTINCT source_referrer AS host FROM submissions WHERE source_referrer IS NOT NULL AND source_base_channel IS NOT NULL`.execute(trx);
    hosts = new Map();
    let listed = 0;
    for (const { host } of stored.rows) {
      const rule = ownerRuleFor({ referrer: host, utmSource: null }, referrerRules);
      if (!rule) continue;
      hosts.set(rule, [...(hosts.get(rule) ?? []), host]);
      listed++;
    }
    if (listed > LISTED_HOSTS_MAX) hosts = undefined;
  }
  const tests = ruleTests(rules, hosts);
  const channel = tests.length
    ? sql<string>`CASE ${sql.join(tests.map(({ rule, test }) => sql`WHEN ${test} THEN ${rule.channel}`), sql` `)} ELSE source_base_channel END`
    : sql<string>`source_base_channel`;
  // The leads a rule may move: those an earlier rule moved, and those a rule covers now.
  const looked = sql.join([sql`source_channel <> source_base_channel`, ...tests.map(({ test }) => test)], sql` OR `);
  const result = await sql`UPDATE submissions SET source_channel = ${channel} WHERE source_base_channel IS NOT NULL AND (${looked}) AND source_channel <> ${channel}`.execute(trx);
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
