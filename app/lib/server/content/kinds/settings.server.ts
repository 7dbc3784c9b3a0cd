import { seedSettings } from "../seed.server";
import { SETTINGS_ID } from "../settings.server";
import { defineKind } from "./definition.server";

/** The company details (decision 040): one record, changed in place, never deleted. */
export const settings = defineKind({
  kind: "settings",
  records: { one: SETTINGS_ID },
  creatable: false,
  delete: { never: "The company details cannot be deleted: change them instead." },
  ordered: false,
  images: "none",
  seed: seedSettings,
  snapshot: { core: ["settings"] },
});
