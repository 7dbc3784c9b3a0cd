import { SETTINGS_FORM, settingsValues } from "#app/lib/admin/settings-form";
import { oneRecordKind } from "../one-record-kind.server";
import { SETTINGS_ID, storedSettings } from "../settings.server";
import { settings as settingsDefinition } from "./settings.server";

/** The company details (decision 040): one record, edited in place, never deleted; a version names its name and phone. */
export const settingsKind = oneRecordKind({
  form: SETTINGS_FORM,
  id: SETTINGS_ID,
  read: storedSettings,
  toValues: settingsValues,
  describe: (settings) => `${settings.name}, ${settings.phone}, ${settings.email}`,
  definition: settingsDefinition,
});
