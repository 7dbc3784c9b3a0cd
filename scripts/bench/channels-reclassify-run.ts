// Times the re-classification a save of the owners' channels runs (decision 077) on a store seeded by
// export-seed.ts: `channels-reclassify-run.ts <data dir> [database url]`. Puts the seeded "spring-show" leads (one in
// five) in an owners' channel with 100 rules, then takes the rules away again; prints each pass's time and rows.
import { SHIPPED_CHANNELS_RECORD, type ChannelsRecord } from "#app/lib/admin/channels-form";
import { reclassifyLeads } from "#app/lib/server/content/kinds/channels.server";
import { openStore } from "#app/lib/server/platform/database.server";

const [dataDir, databaseUrl] = process.argv.slice(2);
if (!dataDir) {
  console.error("usage: channels-reclassify-run.ts <data dir> [database url]");
  process.exit(2);
}

const rules: ChannelsRecord["rules"] = [
  ...Array.from({ length: 49 }, (_, n) => ({ on: "source" as const, value: `campaign-${n}`, channel: "home-shows" })),
  ...Array.from({ length: 50 }, (_, n) => ({ on: "referrer" as const, value: `site-${n}.example`, channel: "home-shows" })),
  { on: "source", value: "spring-show", channel: "home-shows" },
];
const withRules: ChannelsRecord = { channels: [...SHIPPED_CHANNELS_RECORD.channels, { key: "home-shows", label: "Home shows" }], rules };

const store = openStore({ dataDir, databaseUrl: databaseUrl || undefined });
try {
  const total = (await store.db.selectFrom("submissions").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n;
  for (const [name, record] of [["100 rules", withRules], ["100 rules again (nothing changes)", withRules], ["no rules", SHIPPED_CHANNELS_RECORD]] as const) {
    const started = performance.now();
    const changed = await store.db.transaction().execute((trx) => reclassifyLeads(trx, record));
    console.log(`${store.dialect}, ${total} leads, ${name}: ${changed} re-classified in ${Math.round(performance.now() - started)} ms`);
  }
} finally {
  await store.close();
}
