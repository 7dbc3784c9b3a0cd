import { ENERGY_FIGURES_FORM, energyFiguresValues } from "#app/lib/admin/energy-figures-form";
import { checkedLine } from "#app/lib/energy";
import { productClaimConflicts } from "../energy-claims.server";
import { ENERGY_FIGURES_ID, storedEnergy } from "../energy-figures.server";
import { oneRecordKind } from "../one-record-kind.server";
import { energy as energyDefinition } from "./energy.server";

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
