/**
 * How a product's published Uw stands against the energy levels of app/content/energy.ts, and whether a replacement
 * project may qualify for the window and door rebate. Pure functions: the energy page, the product pages and the spec
 * sheets all say the same thing from the same figures.
 */
import { energy } from "../content/energy";
import type { Energy, EnergyLevel } from "../content/energy.schema";
import type { Product } from "../content/schema";

/** The page that explains the levels and the rebate. */
export const ENERGY_PATH = "/energy-and-rebates";
export const ENERGY_LINK_TEXT = "Energy and rebates explained";

const UNIT = "W/m²K";
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** A threshold as the page shows it, always two decimals: 1.61, 0.80. */
export function formatU(value: number): string {
  return value.toFixed(2);
}

/** "U ≤ 1.22 W/m²K". */
export function thresholdText(maxU: number): string {
  return `U ≤ ${formatU(maxU)} ${UNIT}`;
}

/**
 * A checked date as the page shows it, with its preposition: "2026-11-23" → "on November 23, 2026", "2026-11" → "in
 * November 2026", "2026" → "in 2026".
 */
export function formatCheckedDate(iso: string): string {
  const match = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(iso);
  const month = match?.[2] ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || (match[2] && !month)) throw new Error(`not a date: "${iso}"`);
  if (match[3]) return `on ${month} ${Number(match[3])}, ${match[1]}`;
  if (month) return `in ${month} ${match[1]}`;
  return `in ${match[1]}`;
}

/** Dollars as written in Canadian English copy: 100 → "$100", 9500 → "$9,500". */
export function formatDollars(amount: number): string {
  return `$${amount.toLocaleString("en-CA")}`;
}

/** A whole-window U-value a product publishes in its specifications. */
export interface PublishedUw {
  value: number;
  /** "from 2.3": the value of the best configuration; others are higher. */
  lowest: boolean;
  /** As the record gives it, with its unit: "1.1 W/m²K", "from 2.3 W/m²K". */
  text: string;
}

/**
 * The Uw a product publishes: its "(Uw)" specification in W/m²K, a single value or "from …". Null when it publishes
 * none (a frame value, Uf, is not a Uw and is not compared).
 */
export function publishedUw(product: Pick<Product, "specifications">): PublishedUw | null {
  const spec = product.specifications.find((candidate) => /\(Uw\)/.test(candidate.label) && candidate.unit === UNIT);
  const match = spec ? /^(from )?(\d+(?:\.\d+)?)$/.exec(spec.value) : null;
  if (!spec || !match) return null;
  return { value: Number(match[2]), lowest: Boolean(match[1]), text: `${spec.value} ${UNIT}` };
}

export interface LevelStanding {
  level: EnergyLevel;
  meets: boolean;
}

export interface EnergyStanding {
  uw: number | null;
  /** Every level, from the most lenient to the strictest; empty when no Uw is published. */
  levels: LevelStanding[];
  /** The strictest level the Uw meets; null when it meets none or none is published. */
  best: EnergyLevel | null;
}

/** Which of the levels a published Uw meets (U at or below the level's figure). */
export function energyStanding(uw: number | null, levels: readonly EnergyLevel[] = energy.levels): EnergyStanding {
  if (uw === null || !Number.isFinite(uw)) return { uw: null, levels: [], best: null };
  const standing = levels.map((level) => ({ level, meets: uw <= level.maxU }));
  return { uw, levels: standing, best: standing.filter((entry) => entry.meets).at(-1)?.level ?? null };
}

/** "A, B and C"; "A or B" with `or`. */
function listOf(names: string[], joiner: "and" | "or"): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} ${joiner} ${names.at(-1)}`;
}

/** A level as a sentence names it: "the BC minimum (U ≤ 1.61 W/m²K)"; programme names stand alone. */
const named = (entries: LevelStanding[]) =>
  entries.map(({ level }) => `${level.id === "bc-minimum" ? "the " : ""}${level.name} (${thresholdText(level.maxU)})`);

/** What is said of systems that publish no whole-window Uw: one ("this system") or several, named. */
export function noUwStatement(several = false): string {
  return several
    ? `No whole-window Uw is published for these systems, so we cannot say how they stand against the BC minimum, ENERGY STAR or Passive House. Ask us and we will send the thermal data for your configurations.`
    : `No whole-window Uw is published for this system, so we cannot say how it stands against the BC minimum, ENERGY STAR or Passive House. Ask us and we will send the thermal data for your configuration.`;
}

/** The sentence a page or sheet shows for a product's published Uw against the levels. */
export function standingStatement(uw: PublishedUw | null, levels: readonly EnergyLevel[] = energy.levels): string {
  if (!uw) return noUwStatement();
  const standing = energyStanding(uw.value, levels);
  const met = standing.levels.filter((entry) => entry.meets);
  const missed = standing.levels.filter((entry) => !entry.meets);
  if (uw.lowest) {
    if (!met.length) {
      return `Its published Uw starts from ${uw.text.replace(/^from /, "")}, so no configuration meets ${listOf(named(missed), "or")}.`;
    }
    return `Its published Uw starts from ${uw.text.replace(/^from /, "")}: its best configurations meet ${listOf(named(met), "and")}. Others may not; ask us for the figure for yours.`;
  }
  if (!met.length) return `At its published Uw of ${uw.text}, this system does not meet ${listOf(named(missed), "or")}.`;
  const meets = `At its published Uw of ${uw.text}, this system meets ${listOf(named(met), "and")}.`;
  return missed.length ? `${meets} It does not reach ${listOf(named(missed), "or")}.` : meets;
}

export type RebateStatus = "may-qualify" | "does-not-qualify" | "no-uw";

export interface RebateNote {
  status: RebateStatus;
  text: string;
}

/** What a replacement project may expect of the window and door rebate, from the product's published Uw. */
export function rebateNote(uw: PublishedUw | null, rebate: Energy["rebate"] = energy.rebate): RebateNote {
  const asks = thresholdText(rebate.maxU);
  if (!uw) {
    return {
      status: "no-uw",
      text: `Without a published Uw we cannot say whether a replacement may qualify for the ${rebate.programme}, which asks for ${asks}; the data for your configuration will tell.`,
    };
  }
  if (uw.value > rebate.maxU) {
    return {
      status: "does-not-qualify",
      text: `It does not qualify for the ${rebate.programme}, which asks for ${asks}.`,
    };
  }
  const amounts = `${formatDollars(rebate.perUnit)} per window or door, up to ${formatDollars(rebate.maximum)}, or ${formatDollars(rebate.incomeQualified.perUnit)} each, up to ${formatDollars(rebate.incomeQualified.maximum)}, in the income-qualified programme`;
  return {
    status: "may-qualify",
    text: uw.lowest
      ? `A replacement project may qualify for the ${rebate.programme} (${amounts}) where the configuration reaches ${asks} and the programme's conditions are met.`
      : `A replacement project may qualify for the ${rebate.programme} (${amounts}) if it meets the programme's conditions.`,
  };
}

/** Everything a product's energy section says, in the order shown. */
export interface ProductEnergy {
  uw: PublishedUw | null;
  standing: EnergyStanding;
  statement: string;
  rebate: RebateNote;
}

export function productEnergy(product: Pick<Product, "specifications">, content: Energy = energy): ProductEnergy {
  const uw = publishedUw(product);
  return {
    uw,
    standing: energyStanding(uw?.value ?? null, content.levels),
    statement: standingStatement(uw, content.levels),
    rebate: rebateNote(uw, content.rebate),
  };
}

/** The line under the figures: when they were checked. */
export function checkedLine(content: Energy = energy): string {
  return `Figures checked ${formatCheckedDate(content.checked)}.`;
}

/** What a product's spec sheet says about its energy performance, with the energy page's address on this site. */
export function specSheetEnergy(product: Pick<Product, "specifications">, siteUrl: string, content: Energy = energy) {
  const { statement, rebate } = productEnergy(product, content);
  return { statement, rebate: rebate.text, linkText: ENERGY_LINK_TEXT, pageUrl: `${siteUrl.replace(/\/$/, "")}${ENERGY_PATH}`, checked: checkedLine(content) };
}
