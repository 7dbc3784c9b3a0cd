import { ENERGY_FIGURES_ID } from "../energy-figures.server";
import { seedEnergyFigures } from "../seed.server";
import { defineKind } from "./definition.server";

/** The energy and rebate figures (decision 043): one record, changed in place, never deleted. */
export const energy = defineKind({
  kind: "energy",
  records: { one: ENERGY_FIGURES_ID },
  creatable: false,
  delete: { never: "The energy figures cannot be deleted: change them instead." },
  ordered: false,
  images: "none",
  seed: seedEnergyFigures,
  // The products are checked against them: snapshot.server.ts reads them first.
  snapshot: { core: ["energy"] },
});
