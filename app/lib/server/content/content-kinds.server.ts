import { SETTINGS_FORM, settingsValues } from "#app/lib/admin/settings-form";
import { ENERGY_FIGURES_FORM, energyFiguresValues } from "#app/lib/admin/energy-figures-form";
import { checkedLine } from "#app/lib/energy";
import type { ServerContentKind } from "./editor-page.server";
import { energy as energyDefinition } from "./kinds/energy.server";
import { settings as settingsDefinition } from "./kinds/settings.server";
import { postedText } from "./kinds/posted-text.server";
import { saveItem } from "./content-store.server";
import { SETTINGS_ID, storedSettings } from "./settings.server";
import { ENERGY_FIGURES_ID, storedEnergy } from "./energy-figures.server";
import { productClaimConflicts } from "./energy-claims.server";

/**
 * The editor parts of the two one-record kinds, the company details and the energy figures; every other kind's is
 * beside its definition (kinds/<kind>-editor.server.ts; the product's in catalogue/product-editor.server.ts).
 */

/** The company details (decision 040): one record, edited in place, never deleted; a version names its name and phone. */
export const settingsKind: ServerContentKind<"settings", typeof SETTINGS_FORM.schema> = {
  definition: settingsDefinition,
  form: SETTINGS_FORM,
  toValues: (row) => settingsValues(storedSettings(row)),
  fromPosted: postedText,
  describe(snapshot) {
    const settings = storedSettings({ data: String(snapshot.data ?? ""), updated_at: Number(snapshot.updated_at ?? 0) });
    return `${settings.name}, ${settings.phone}, ${settings.email}`;
  },
  save: (store, _id, input, actor) => saveItem(store, "settings", SETTINGS_ID, { data: JSON.stringify(input) }, { actor }),
};

/**
 * The energy and rebate figures (decision 043): one record, edited in place, never deleted. A change that would put a
 * stored product's energy claims in conflict with the figures (a certified U-value above its level's new figure, a
 * Step Code recommendation for a product the new BC minimum excludes) is refused, naming the products, rather than
 * taking them off the site. A version names its amounts and its check date.
 */
export const energyKind: ServerContentKind<"energy", typeof ENERGY_FIGURES_FORM.schema> = {
  definition: energyDefinition,
  form: ENERGY_FIGURES_FORM,
  toValues: (row) => energyFiguresValues(storedEnergy(row)),
  fromPosted: postedText,
  describe(snapshot) {
    const energy = storedEnergy({ data: String(snapshot.data ?? ""), updated_at: Number(snapshot.updated_at ?? 0) });
    const levels = energy.levels.map((level) => `${level.name} ${level.maxU === undefined ? "not stated" : level.maxU.toFixed(2)}`).join(", ");
    return `${levels}; rebate $${energy.rebate.standard.perUnit} or $${energy.rebate.incomeQualified.perUnit} per unit. ${checkedLine(energy)}`;
  },
  check: async (input, _values, store) => productClaimConflicts(store, input),
  save: (store, _id, input, actor) => saveItem(store, "energy", ENERGY_FIGURES_ID, { data: JSON.stringify(input) }, { actor }),
};
