import { checkEnergy, type Energy } from "#app/content/energy.schema";
import { energyFigures, staleFigures, type FigureKey, type StaleFigure } from "#app/lib/energy-staleness";
import { formatCheckedDate } from "#app/lib/energy";
import { pacificDateOf } from "#app/lib/pacific-time";
import type { Store } from "../platform/database.server";
import { contentDb, updateItemFields } from "./content-store.server";
import { ENERGY_FIGURES_ID, energyFiguresRow, storedEnergy } from "./energy-figures.server";
import type { ContentService } from "./content-service.server";

/**
 * The staff front page's list of energy figures past their check (issue 34 point 4, decision 043), and its "Confirm":
 * the figure is still what its page states, so its checked day becomes today (in BC), one revision by whoever
 * confirmed it. The list follows the content clock, so it fills again by itself as figures age.
 */

/** The figures not checked for STALE_AFTER_DAYS on the content clock's day, oldest first. */
export function staleFiguresNow(content: Pick<ContentService, "current" | "now">): StaleFigure[] {
  return staleFigures(content.current().energy, content.now());
}

/** The intent of the list's Confirm button. */
export const CONFIRM_FIGURE_INTENT = "confirm-figure";

/** Times a confirm is tried again when an edit lands between its read and its write. */
const CONFIRM_ATTEMPTS = 3;

class ChangedMeanwhile extends Error {}

/** The record with one figure's checked day set. */
function withCheckedOn(energy: Energy, key: FigureKey, day: string): Energy {
  const copy = structuredClone(energy);
  if (key === "stepCode") copy.stepCode.checkedOn = day;
  else if (key === "rebate.standard") copy.rebate.standard.checkedOn = day;
  else if (key === "rebate.incomeQualified") copy.rebate.incomeQualified.checkedOn = day;
  else for (const level of copy.levels) if (`levels.${level.id}` === key) level.checkedOn = day;
  return copy;
}

export type ConfirmAnswer = { ok: true; message: string } | { ok: false; status: number; message: string };

/** Confirms one figure as checked today: a figure key the record does not have is a 400. */
export async function confirmFigure(store: Store, key: unknown, actor: string, now: number): Promise<ConfirmAnswer> {
  const db = contentDb(store);
  for (let attempt = 1; ; attempt += 1) {
    const row = await energyFiguresRow(db);
    const energy = storedEnergy(row);
    const figure = energyFigures(energy).find((candidate) => candidate.key === key);
    if (!row || !figure) return { ok: false, status: 400, message: "That figure is not known: reload the page and try again." };
    const day = pacificDateOf(now);
    const confirmed = withCheckedOn(energy, figure.key, day);
    const { errors } = checkEnergy(confirmed);
    if (errors.length) return { ok: false, status: 409, message: "The stored figures do not pass the rules: correct them in the energy figures editor." };
    try {
      await updateItemFields(store, "energy", ENERGY_FIGURES_ID, { data: JSON.stringify(confirmed) }, {
        actor,
        now,
        hook: async (_trx, before) => {
          if (before?.data !== row.data) throw new ChangedMeanwhile();
        },
      });
    } catch (error) {
      if (error instanceof ChangedMeanwhile && attempt < CONFIRM_ATTEMPTS) continue;
      if (error instanceof ChangedMeanwhile) return { ok: false, status: 409, message: "The figures were changed meanwhile: reload the page and try again." };
      throw error;
    }
    return { ok: true, message: `${figure.name}: confirmed as checked ${formatCheckedDate(day)}.` };
  }
}
