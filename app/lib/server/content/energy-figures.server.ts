import type { Kysely, Transaction } from "kysely";
import { energy as shippedEnergy } from "#app/content/energy";
import { checkEnergy, type Energy } from "#app/content/energy.schema";
import type { EnergyFiguresTable } from "./content-schema";

/**
 * The energy and rebate figures as stored (decision 043): the one row of energy_figures, checked by the energy schema.
 * A row that fails it (or none yet) gives the shipped figures, logged: never half-valid ones.
 */

/** The one row's id. */
export const ENERGY_FIGURES_ID = "figures";

/** The last row checked, by edit time and text: a reload checks it again only when it changed. */
let checked: { updatedAt: number; data: string; energy: Energy } | undefined;

export function storedEnergy(row: Pick<EnergyFiguresTable, "data" | "updated_at"> | undefined): Energy {
  if (!row) return shippedEnergy;
  if (checked?.updatedAt === Number(row.updated_at) && checked.data === row.data) return checked.energy;
  let record: unknown;
  try {
    record = JSON.parse(row.data);
  } catch {
    record = row.data;
  }
  const { energy, errors } = checkEnergy(record);
  if (errors.length) console.error(`The stored energy figures are left out of the site (the shipped ones show):\n${errors.join("\n")}`);
  checked = { updatedAt: Number(row.updated_at), data: row.data, energy: energy ?? shippedEnergy };
  return checked.energy;
}

/** The stored row (a database or a transaction of one). */
export function energyFiguresRow(db: Kysely<any> | Transaction<any>): Promise<EnergyFiguresTable | undefined> {
  return (db as Kysely<{ energy_figures: EnergyFiguresTable }>).selectFrom("energy_figures").selectAll().where("id", "=", ENERGY_FIGURES_ID).executeTakeFirst();
}

/** The figures as stored now: what a staff edit of a product is checked against. */
export async function currentEnergy(db: Kysely<any> | Transaction<any>): Promise<Energy> {
  return storedEnergy(await energyFiguresRow(db));
}
