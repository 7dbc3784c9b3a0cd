import { SETTINGS_FORM, settingsValues } from "#app/lib/admin/settings-form";
import { ENERGY_FIGURES_FORM, energyFiguresValues } from "#app/lib/admin/energy-figures-form";
import { checkedLine } from "#app/lib/energy";
import type { ServerContentKind } from "./editor-page.server";
import { energy as energyDefinition } from "./kinds/energy.server";
import { settings as settingsDefinition } from "./kinds/settings.server";
import { oneRecordKind } from "./one-record-kind.server";
import { SETTINGS_ID, storedSettings } from "./settings.server";
import { ENERGY_FIGURES_ID, storedEnergy } from "./energy-figures.server";
import { productClaimConflicts } from "./energy-claims.server";

/**
 * The editor parts of the two one-record kinds, the company details and the energy figures; every other kind's is
 * beside its definition (kinds/<kind>-editor.server.ts; the product's in catalogue/product-editor.server.ts).
 */

/** The company details (decision 040): one record, edited in place, never deleted; a version names its name and phone. */
export const settingsKind = oneRecordKind({
  form: SETTINGS_FORM,
  id: SETTINGS_ID,
  read: storedSettings,
  toValues: settingsValues,
  describe: (settings) => `${settings.name}, ${settings.phone}, ${settings.email}`,
  definition: settingsDefinition,
});

/**
 * The energy and rebate figures (decision 043): one record, edited in place, never deleted. A change that would put a
 * stored product's energy claims in conflict with the figures (a certified U-value above its level's new figure, a
 * Step Code recommendation for a product the new BC minimum excludes) is refused, naming the products, rather than
 * taking them off the site. A version names its amounts and its check date.
 */
export const energyKind = oneRecordKind({
  form: ENERGY_FIGURES_FORM,
  id: ENERGY_FIGURES_ID,
  read: storedEnergy,
  toValues: energyFiguresValues,
  describe(energy) {
    const levels = energy.levels.map((level) => `${level.name} ${level.maxU === undefined ? "not stated" : level.maxU.toFixed(2)}`).join(", ");
    return `${levels}; rebate $${energy.rebate.standard.perUnit} or $${energy.rebate.incomeQualified.perUnit} per unit. ${checkedLine(energy)}`;
  },
  check: async (input, _values, store) => productClaimConflicts(store, input),
  definition: energyDefinition,
});
