/**
 * Which energy and rebate figures have gone unchecked too long (issue 34 point 4): the staff front page lists each
 * figure whose checked date is more than STALE_AFTER_DAYS before today, until someone confirms it (sets today's date)
 * or corrects it. Pure: the day is given, so a test moves the clock.
 */
import type { Energy } from "../content/energy.schema";
import { formatCheckedDate, statedLevels } from "./energy";

/** How long a figure may go unchecked before staff are asked to check it again. */
export const STALE_AFTER_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where a figure lives in the record, for the editor's link: "levels.energy-star", "rebate.standard", "stepCode". */
export type FigureKey = `levels.${string}` | "rebate.standard" | "rebate.incomeQualified" | "stepCode";

/** A figure's place in the staff editor (its fieldset's id): /admin/energy#figure-levels-energy-star. */
export function figureAnchor(key: FigureKey): string {
  return `figure-${key.replace(/\./g, "-")}`;
}

export interface StaleFigure {
  key: FigureKey;
  /** "ENERGY STAR Canada", "The standard rebate (CleanBC Better Homes …)". */
  name: string;
  checkedOn: string;
  /** "checked in April 2026". */
  checkedText: string;
  /** The page that states it, where staff check it. */
  sourceUrl: string;
  /** Whole days since it was checked (a month alone counts from its first day: never fresher than it may be). */
  days: number;
}

/** Every figure with its checked date and its page, in the order the energy page shows them. */
export function energyFigures(content: Energy): Omit<StaleFigure, "days" | "checkedText">[] {
  const { standard, incomeQualified } = content.rebate;
  return [
    // A level not stated yet has no figure to check (decision 046): it joins the list once stated.
    ...statedLevels(content).map((level) => ({ key: `levels.${level.id}` as const, name: level.name, checkedOn: level.checkedOn, sourceUrl: level.source.url })),
    { key: "rebate.standard", name: `The standard rebate (${standard.name})`, checkedOn: standard.checkedOn, sourceUrl: standard.sources[0]!.url },
    {
      key: "rebate.incomeQualified",
      name: `The income-qualified rebate (${incomeQualified.name})`,
      checkedOn: incomeQualified.checkedOn,
      sourceUrl: incomeQualified.sources[0]!.url,
    },
    { key: "stepCode", name: "The Step Code minimum for houses", checkedOn: content.stepCode.checkedOn, sourceUrl: content.stepCode.source.url },
  ];
}

/** "2026-04" or "2026-04-15" as the instant its day (or its month's first day) starts, UTC. */
function checkedInstant(checkedOn: string): number {
  return Date.parse(`${checkedOn.length === 7 ? `${checkedOn}-01` : checkedOn}T00:00:00Z`);
}

/** The figures not checked for more than STALE_AFTER_DAYS on `today` (an instant), oldest first. */
export function staleFigures(content: Energy, today: number, afterDays = STALE_AFTER_DAYS): StaleFigure[] {
  return energyFigures(content)
    .map((figure) => ({ ...figure, checkedText: `checked ${formatCheckedDate(figure.checkedOn)}`, days: Math.floor((today - checkedInstant(figure.checkedOn)) / DAY_MS) }))
    .filter((figure) => figure.days > afterDays)
    .sort((a, b) => b.days - a.days);
}
