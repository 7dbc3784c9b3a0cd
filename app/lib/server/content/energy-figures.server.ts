import type { Kysely, Transaction } from "kysely";
import { energy as shippedEnergy } from "#app/content/energy";
import { checkEnergy, type Energy } from "#app/content/energy.schema";
import type { EnergyFiguresTable } from "./content-schema";
import { storedRecordReader, type RecordRow } from "./stored-record.server";

/**
 * The energy and rebate figures as stored (decision 043): the one row of energy_figures, checked by the energy schema.
 * A row that fails it (or none yet) gives the shipped figures, logged: never half-valid ones.
 */

/** The one row's id. */
export const ENERGY_FIGURES_ID = "figures";

/** The figures of the row (none: the shipped ones). */
export const storedEnergy: (row: RecordRow | undefined) => Energy = storedRecordReader<Energy>(
  shippedEnergy,
  (record) => {
    const { energy, errors } = checkEnergy(record);
    return { record: energy, errors };
  },
  "The stored energy figures are left out of the site (the shipped ones show)",
);

/** The stored row (a database or a transaction of one). */
export function energyFiguresRow(db: Kysely<any> | Transaction<any>): Promise<EnergyFiguresTable | undefined> {
  return (db as Kysely<{ energy_figures: EnergyFiguresTable }>).selectFrom("energy_figures").selectAll().where("id", "=", ENERGY_FIGURES_ID).executeTakeFirst();
}

/** The figures as stored now: what a staff edit of a product is checked against. */
export async function currentEnergy(db: Kysely<any> | Transaction<any>): Promise<Energy> {
  return storedEnergy(await energyFiguresRow(db));
}
