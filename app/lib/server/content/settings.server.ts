import { shippedSettings } from "#app/content/settings";
import { checkSettings, settingsSchema, type CompanySettings } from "#app/content/settings.schema";
import type { SettingsTable } from "./content-schema";
import { oneStoredRecord, schemaCheck } from "./stored-record.server";

/**
 * The company details as stored (decision 040): the one settings row, checked by the settings schema (stored-record.server.ts).
 * A row that fails it (or none yet) gives the shipped details, logged: never half-valid ones.
 */

/** The one settings row's id. */
export const SETTINGS_ID = "company";

/**
 * The details of a row (none: the shipped ones); the stored row; the details as stored now, for what is written in a
 * transaction (a visit's mails and calendar file).
 */
export const { read: storedSettings, row: settingsRow, current: currentSettings } = oneStoredRecord<CompanySettings, SettingsTable>(
  { table: "settings", id: SETTINGS_ID, shipped: shippedSettings, check: schemaCheck(settingsSchema, "settings") },
  "The stored company details are left out of the site (the shipped ones show)",
);

/**
 * The company details a mail was queued with (outbox.company, decision 045), checked by the settings schema like the
 * stored record; undefined when the row has none (queued before) or they fail it, and the caller reads the stored ones.
 */
export function queuedSettings(json: string | null | undefined): CompanySettings | undefined {
  if (!json) return undefined;
  // Mails queued between two edits carry the same text: it is checked once.
  if (lastQueued?.json === json) return lastQueued.settings;
  let settings: CompanySettings | undefined;
  try {
    settings = checkSettings(JSON.parse(json)).settings ?? undefined;
  } catch {
    settings = undefined;
  }
  lastQueued = { json, settings };
  return settings;
}

/** The last queued details checked, by their text. */
let lastQueued: { json: string; settings: CompanySettings | undefined } | undefined;
