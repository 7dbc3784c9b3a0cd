import { energy as shippedEnergy } from "#app/content/energy";
import { energySchema, type Energy } from "#app/content/energy.schema";
import type { EnergyFiguresTable } from "./content-schema";
import { oneStoredRecord, schemaCheck } from "./stored-record.server";

/**
 * The energy and rebate figures as stored (decision 043): the one row of energy_figures, checked by the energy schema.
 * A row that fails it (or none yet) gives the shipped figures, logged: never half-valid ones.
 */

/** The one row's id. */
export const ENERGY_FIGURES_ID = "figures";

/**
 * The figures of a row (none: the shipped ones); the stored row; the figures as stored now (what a staff edit of a
 * product is checked against).
 */
export const { read: storedEnergy, row: energyFiguresRow, current: currentEnergy } = oneStoredRecord<Energy, EnergyFiguresTable>(
  { table: "energy_figures", id: ENERGY_FIGURES_ID, shipped: shippedEnergy, check: schemaCheck(energySchema, "energy") },
  "The stored energy figures are left out of the site (the shipped ones show)",
);
