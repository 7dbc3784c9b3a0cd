import { CHANNELS_FORM, channelsValues } from "#app/lib/admin/channels-form";
import { saveItem } from "../content-store.server";
import { oneRecordKind } from "../one-record-kind.server";
import { channels as channelsDefinition, CHANNELS_ID, reclassifyOnWrite, storedChannels } from "./channels.server";

/**
 * The owners' channels' editor (decision 077): one record, edited in place, never deleted. A save stores the checked
 * record and re-classifies the stored leads in the same transaction; a version names its channels and rules.
 */
const base = oneRecordKind({
  form: CHANNELS_FORM,
  id: CHANNELS_ID,
  read: storedChannels,
  toValues: channelsValues,
  describe: (record) => `${record.channels.map((channel) => channel.label).join(", ")}; ${record.rules.length === 1 ? "1 rule" : `${record.rules.length} rules`}`,
  definition: channelsDefinition,
});

export const channelsKind: typeof base = {
  ...base,
  save: (store, _id, input, actor) => saveItem(store, "channels", CHANNELS_ID, { data: JSON.stringify(input) }, { actor, hook: reclassifyOnWrite }),
};
