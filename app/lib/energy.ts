/**
 * What the site says about a product's energy performance, from its record and the dated figures of
 * app/content/energy.ts. Pure functions: the energy page, the product pages and cards, the quote lines and the spec
 * sheets all say the same thing from the same figures.
 *
 * Every statement comes from the product's energy records (one per configuration: U-value, basis, certification, the
 * document that states it and the day it was checked); a product without one says "ask us", never a guess.
 * Two kinds of level: a rule (the BC minimum), which a product meets when its recorded U-value does; and a certification
 * (ENERGY STAR, Passive House), which a product carries only with a record that holds it. A recorded Uw below a
 * certification's figure says "below the figure, not certified", and the rebate follows the certification, never the Uw.
 */
import { energy } from "../content/energy";
import { CERTIFICATION_INCLUDES, NRCAN_LEVELS, U_BASIS_NAMES, type CertifiableLevel } from "../content/energy-bases";
import type { Energy, EnergyLevel, EnergyLevelEntry, EnergyRecordEntry, EnergySource } from "../content/energy.schema";
import type { Product } from "../content/schema";

/** The page that explains the levels and the rebate. */
export const ENERGY_PATH = "/energy-and-rebates";
export const ENERGY_LINK_TEXT = "Energy and rebates explained";

const UNIT = "W/m²K";
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** Whether a level states its figure (a U-value, the page that states it, the day checked); decision 046. */
export function isStated(level: EnergyLevelEntry): level is EnergyLevel {
  return level.maxU !== undefined && level.source !== undefined && level.checkedOn !== undefined;
}

/**
 * The levels with their figures, from the most lenient to the strictest: the only ones a page, a sheet, a standing or
 * the staleness list speaks of. A level not stated yet (ENERGY STAR Most Efficient until staff give its figure) is
 * left out everywhere a visitor looks.
 */
export function statedLevels(content: Pick<Energy, "levels"> = energy): EnergyLevel[] {
  return content.levels.filter(isStated);
}

/** A threshold as the page shows it, always two decimals: 1.61, 0.80. */
export function formatU(value: number): string {
  return value.toFixed(2);
}

/** "U ≤ 1.22 W/m²K". */
export function thresholdText(maxU: number): string {
  return `U ≤ ${formatU(maxU)} ${UNIT}`;
}

/** A month as prose: "2023-05" → "May 2023". */
export function formatMonth(iso: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(iso);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) throw new Error(`not a month: "${iso}"`);
  return `${month} ${match[1]}`;
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

/** "95% or 60%". */
export function formatShares(shares: readonly number[]): string {
  return listOf(
    shares.map((share) => `${share}%`),
    "or",
  );
}

/** "A, B and C"; "A or B" with `or`. */
function listOf(names: string[], joiner: "and" | "or"): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} ${joiner} ${names.at(-1)}`;
}

/** Every figure's checked date, oldest first. */
function checkedDates(content: Energy): string[] {
  const { rebate, stepCode } = content;
  return [...statedLevels(content).map((level) => level.checkedOn), rebate.standard.checkedOn, rebate.incomeQualified.checkedOn, stepCode.checkedOn].sort();
}

/** The date the page states for its figures: the oldest, so no figure is claimed fresher than it is. */
export function oldestCheckedOn(content: Energy = energy): string {
  return checkedDates(content)[0]!;
}

/** The line under the figures: when they were checked. */
export function checkedLine(content: Energy = energy): string {
  return `Figures checked ${formatCheckedDate(oldestCheckedOn(content))}.`;
}

/** A whole-window U-value of a product: its best energy record, or (for the BC minimum warning) its "(Uw)" line. */
export interface PublishedUw {
  value: number;
  /** "from 2.3": the value of the best configuration; others are higher. */
  lowest: boolean;
  /** As the record gives it, with its unit: "1.1 W/m²K", "from 2.3 W/m²K". */
  text: string;
  /** "Uw" or "U-factor": what the figure is, by its basis (a specification line is a Uw). */
  name: "Uw" | "U-factor";
}

/**
 * The Uw a product's "(Uw)" specification line publishes, a single value or "from …"; null when it publishes none (a
 * frame value, Uf, is not a Uw). It is shown in the specifications and used only to warn (the BC minimum notice), never
 * to claim a standing: a figure without its document is not an energy record.
 */
export function publishedUw(product: Pick<Product, "specifications">): PublishedUw | null {
  const spec = product.specifications.find((candidate) => /\(Uw\)/.test(candidate.label) && candidate.unit === UNIT);
  const match = spec ? /^(from )?(\d+(?:\.\d+)?)$/.exec(spec.value) : null;
  if (!spec || !match) return null;
  return { value: Number(match[2]), lowest: Boolean(match[1]), text: `${spec.value} ${UNIT}`, name: "Uw" };
}

/** A product's energy records, best (lowest U) first. */
export function energyRecordsOf(product: Pick<Product, "energyRecords">): EnergyRecordEntry[] {
  return [...(product.energyRecords ?? [])].sort((a, b) => a.uValue - b.uValue);
}

/** The U-value of a product's best record, "from …" when another configuration's is higher; null without a record. */
export function recordedU(product: Pick<Product, "energyRecords">): PublishedUw | null {
  const [best, ...others] = energyRecordsOf(product);
  if (!best) return null;
  const lowest = others.some((record) => record.uValue > best.uValue);
  return { value: best.uValue, lowest, text: `${lowest ? "from " : ""}${best.uValue} ${UNIT}`, name: best.basis === "uw-en-iso-10077" ? "Uw" : "U-factor" };
}

/** One record as a line: "Triple glazing: Uw to EN ISO 10077 1.10 W/m²K (Alumil S700 technical sheet, checked on …)". */
export function energyRecordText(record: EnergyRecordEntry): string {
  return `${record.configuration}: ${U_BASIS_NAMES[record.basis]} ${formatU(record.uValue)} ${UNIT}, stated in ${record.source.name}, checked ${formatCheckedDate(record.checkedOn)}.`;
}

/** What a page needs of a product to speak of its energy performance. */
export type EnergyRecord = Pick<Product, "energyRecords">;

/**
 * Where a product stands against one level.
 * rule: "meets", "best-meet" (its best configurations), "does-not-meet".
 * certification: "certified" (a record), "below-not-certified", "best-below-not-certified", "above".
 */
export type LevelStatus = "meets" | "best-meet" | "does-not-meet" | "certified" | "below-not-certified" | "best-below-not-certified" | "above";

export interface LevelStanding {
  level: EnergyLevel;
  status: LevelStatus;
  /** The record holding the certification, for "certified". */
  certification?: EnergyRecordEntry;
  /** The table cell: "Meets", "Below the ENERGY STAR Canada figure (1.22), not certified". */
  cell: string;
  /** After the level's name in a product's list: "meets", "below the figure, not certified". */
  short: string;
}

export interface EnergyStanding {
  uw: PublishedUw | null;
  /** Every level, from the most lenient to the strictest; empty when the product has no energy record. */
  levels: LevelStanding[];
}

/** Whether a certification held counts as a level's: the same level, or one that includes it (Most Efficient is ENERGY STAR). */
export function certificationCounts(held: CertifiableLevel, levelId: string): boolean {
  return held === levelId || (CERTIFICATION_INCLUDES[held] ?? []).some((included) => included === levelId);
}

/**
 * The record holding a product's certification for a level, the best (lowest U) first; undefined when none does. A
 * certification that includes the level counts (an ENERGY STAR Most Efficient record is ENERGY STAR certified).
 */
export function certificationFor(product: EnergyRecord, levelId: string): EnergyRecordEntry | undefined {
  const records = energyRecordsOf(product);
  return records.find((record) => record.certification?.level === levelId) ?? records.find((record) => record.certification && certificationCounts(record.certification.level, levelId));
}

function levelStanding(level: EnergyLevel, uw: PublishedUw, product: EnergyRecord): LevelStanding {
  const figure = formatU(level.maxU);
  if (level.kind === "certification") {
    const certification = certificationFor(product, level.id);
    if (certification) return { level, status: "certified", certification, cell: "Certified", short: "certified" };
    if (uw.value > level.maxU) return { level, status: "above", cell: `Above the figure (${figure})`, short: "above the figure" };
    return uw.lowest
      ? {
          level,
          status: "best-below-not-certified",
          cell: `Best configurations below the ${level.name} figure (${figure}), not certified`,
          short: "best configurations below the figure, not certified",
        }
      : { level, status: "below-not-certified", cell: `Below the ${level.name} figure (${figure}), not certified`, short: "below the figure, not certified" };
  }
  if (uw.value > level.maxU) return { level, status: "does-not-meet", cell: "Does not meet", short: "does not meet" };
  return uw.lowest
    ? { level, status: "best-meet", cell: "Best configurations meet", short: "best configurations meet" }
    : { level, status: "meets", cell: "Meets", short: "meets" };
}

/** How a product stands against every level, from its energy records; no levels without a record. */
export function energyStanding(product: EnergyRecord, levels: readonly EnergyLevel[] = statedLevels()): EnergyStanding {
  const uw = recordedU(product);
  if (!uw) return { uw, levels: [] };
  return { uw, levels: levels.map((level) => levelStanding(level, uw, product)) };
}

/** A level as a sentence names it: "the BC minimum (U ≤ 1.61 W/m²K)"; programme names stand alone. */
function named(level: EnergyLevel): string {
  return `${level.id === "bc-minimum" ? "the " : ""}${level.name} (${thresholdText(level.maxU)})`;
}

/** "the ENERGY STAR Canada figure (U ≤ 1.22 W/m²K)". */
function figureOf(level: EnergyLevel): string {
  return `the ${level.name} figure (${thresholdText(level.maxU)})`;
}

/** What a visitor without a record should ask for: the two ratings the BC rule and the rebate go by. */
export const ASK_FOR_RATING = "the CSA/NFRC U-factor or the NRCan ENERGY STAR reference";

/** Why a European Uw does not settle the BC minimum or the rebate (said where no record is on file). */
const WHY_CANADIAN_RATING = "BC's minimum is set on the Canadian rating (a CSA/NFRC U-factor) and the rebate pays only for ENERGY STAR certified windows and doors";

/**
 * What is said of systems without an energy record, in one paragraph: from the Uw the specifications show when there
 * is one (the maker's European rating, not the Canadian one the BC minimum and the rebate go by), then what that
 * means (no standing, no certification, no rebate) and what to ask for. One system ("this system") or several. Never a
 * guess: a figure without its document is not a record.
 */
export function noUwStatement(several = false, shown: PublishedUw | null = null): string {
  const ask = `Ask us for ${ASK_FOR_RATING} of your configuration${several ? "s" : ""}.`;
  const standing = several
    ? "so we cannot say how they stand against the BC minimum, and none of them is ENERGY STAR or Passive House certified or eligible for the rebate."
    : "so we cannot say how it stands against the BC minimum, and it is not ENERGY STAR or Passive House certified or eligible for the rebate.";
  if (!several && shown) {
    const figure = shown.lowest
      ? `The Uw “${shown.text}” in the specifications is the maker's European rating of its best configuration.`
      : `The ${shown.text} in the specifications is the maker's Uw, a European rating.`;
    return `${figure} ${WHY_CANADIAN_RATING}. Neither is on file for this system, ${standing} ${ask}`;
  }
  return `No rated U-value is on file for ${several ? "these systems" : "this system"}. ${WHY_CANADIAN_RATING}, ${standing} ${ask}`;
}

/** "ENERGY STAR Canada certified for <configuration>: certified U-factor 1.10 W/m²K, NRCan reference 123, checked on …". */
export function certificationText(level: EnergyLevel, certification: EnergyRecordEntry): string {
  const nrcan = NRCAN_LEVELS.some((id) => id === level.id);
  const what = nrcan ? "certified U-factor" : "certified Uw";
  const held = certification.certification;
  const by = [
    held?.certifiedBy ? `certified by ${held.certifiedBy}` : null,
    held?.reference ? `${nrcan ? "NRCan reference" : "certificate"} ${held.reference}` : null,
  ].filter(Boolean);
  return `It is ${level.name} certified for ${certification.configuration}: ${what} ${formatU(certification.uValue)} ${UNIT}, ${by.join(", ")}, checked ${formatCheckedDate(certification.checkedOn)}.`;
}

/** The sentences a page or sheet shows for a product's standing against the levels. */
export function standingStatement(product: EnergyRecord & Partial<Pick<Product, "specifications">>, levels: readonly EnergyLevel[] = statedLevels()): string {
  const { uw, levels: standing } = energyStanding(product, levels);
  if (!uw) return noUwStatement(false, product.specifications ? publishedUw({ specifications: product.specifications }) : null);
  const sentences: string[] = [];
  const rules = standing.filter((entry) => entry.level.kind === "rule");
  const met = rules.filter((entry) => entry.status !== "does-not-meet").map((entry) => named(entry.level));
  const missed = rules.filter((entry) => entry.status === "does-not-meet").map((entry) => named(entry.level));
  const from = uw.text.replace(/^from /, "");
  if (uw.lowest) {
    if (met.length) sentences.push(`Its published ${uw.name} starts from ${from}: its best configurations meet ${listOf(met, "and")}; ask us for the figure for yours.`);
    if (missed.length) sentences.push(`Its published ${uw.name} starts from ${from}, so no configuration meets ${listOf(missed, "or")}.`);
  } else {
    if (met.length) sentences.push(`At its published ${uw.name} of ${uw.text}, this system meets ${listOf(met, "and")}.`);
    if (missed.length) sentences.push(`At its published ${uw.name} of ${uw.text}, this system does not meet ${listOf(missed, "or")}.`);
  }
  for (const entry of standing) {
    if (entry.status !== "certified") continue;
    // Held through a stricter certification that includes it (Most Efficient is ENERGY STAR): that one's sentence says it.
    const held = entry.certification!.certification!.level;
    if (held !== entry.level.id && standing.some((other) => other.level.id === held && other.status === "certified")) continue;
    sentences.push(certificationText(entry.level, entry.certification!));
  }
  const below = standing.filter((entry) => entry.status === "below-not-certified" || entry.status === "best-below-not-certified");
  for (const entry of below) {
    const subject = entry.status === "best-below-not-certified" ? "Its best configurations are" : "It is";
    sentences.push(`${subject} below ${figureOf(entry.level)} but not ${entry.level.name} certified: a published ${uw.name} is not a certification.`);
  }
  const above = standing.filter((entry) => entry.level.kind === "certification" && entry.status === "above");
  if (above.length) sentences.push(`It is above ${listOf(above.map((entry) => figureOf(entry.level)), "and")}.`);
  return sentences.join(" ");
}

export type RebateStatus = "may-qualify" | "not-certified";

export interface RebateNote {
  status: RebateStatus;
  text: string;
}

/** Both streams' amounts, as a clause: "$100 per window or door, up to $2,000, or up to $950 each in the …". */
function rebateAmounts(rebate: Energy["rebate"]): string {
  const { standard, incomeQualified } = rebate;
  const standardText = `${formatDollars(standard.perUnit)} per window or door${standard.maximum ? `, up to ${formatDollars(standard.maximum)}` : ""}`;
  return `${standardText}, or up to ${formatDollars(incomeQualified.perUnit)} each in the income-qualified ${incomeQualified.name}`;
}

/**
 * What a replacement project may expect of the window and door rebate. It follows the certification the rebate needs,
 * never the published Uw: a product without that certification on record is not eligible.
 */
export function rebateNote(product: EnergyRecord, content: Energy = energy): RebateNote {
  const { rebate } = content;
  const level = statedLevels(content).find((candidate) => candidate.id === rebate.requiresCertification)!;
  const certification = certificationFor(product, level.id);
  if (!certification) {
    return {
      status: "not-certified",
      // Said of one product or of several at once (a quote's line for the products without a Uw).
      text: `Not eligible for the ${rebate.programme}, which pays only for ${level.name} certified windows and doors; no such certification is on record.`,
    };
  }
  return {
    status: "may-qualify",
    text: `A replacement with its ${level.name} certified configuration may qualify for the ${rebate.programme} (${rebateAmounts(rebate)}) when the invoice carries its NRCan reference and the programme's conditions are met.`,
  };
}

/** Where a product may be used, when the BC minimum covers its kind and its best published Uw misses it. */
export interface BcMinimumNotice {
  /** "Not for low-rise homes". */
  heading: string;
  /** The product page's explanation. */
  text: string;
  /** The card's line, after the heading and a colon: "its Uw is above the BC minimum (…). Ask us …". */
  short: string;
  /** After a sentence that already says it misses the minimum (a quote's line): "Not for low-rise homes: it can be used …". */
  where: string;
  level: EnergyLevel;
  uw: PublishedUw;
}

/**
 * The BC minimum rule, computed from the records: a window or sliding glass door whose best published Uw is above the
 * minimum cannot be used in a low-rise home. Null when the rule does not cover the product, it publishes no Uw, or it
 * meets the minimum.
 */
export function bcMinimumNotice(product: Pick<Product, "title" | "kind" | "specifications" | "energyRecords">, content: Energy = energy): BcMinimumNotice | null {
  const level = statedLevels(content).find((candidate) => candidate.id === "bc-minimum");
  const uw = recordedU(product) ?? publishedUw(product);
  if (!level?.appliesTo || !uw || !level.appliesTo.kinds.includes(product.kind) || uw.value <= level.maxU) return null;
  const { products, outside } = level.appliesTo;
  return {
    heading: "Not for low-rise homes",
    text: `At a published ${uw.name} ${uw.lowest ? "starting from" : "of"} ${uw.text.replace(/^from /, "")}, the ${product.title} does not meet ${named(level)} that ${products} must reach, so it cannot be used in a house or other low-rise home in BC. It can be used where that rule does not apply, such as ${outside}. Ask us whether it suits your building.`,
    short: `its ${uw.name} is above ${named(level)}. Ask us where it can be used.`,
    where: `Not for low-rise homes: it can be used where that rule does not apply, such as ${outside}.`,
    level,
    uw,
  };
}

/** What the page says where a Step Code label names a step below the house minimum; null when it names none. */
export interface StepCodeMinimumNote {
  text: string;
  source: EnergySource;
  checkedOn: string;
}

export function stepCodeMinimumNote(stepCode: Product["stepCode"], content: Energy = energy): StepCodeMinimumNote | null {
  const minimum = content.stepCode.houseMinimumStep;
  if (!stepCode || stepCode.from >= minimum) return null;
  const below = Array.from({ length: minimum - stepCode.from }, (_, index) => stepCode.from + index);
  const steps = below.length > 1 ? `Steps ${listOf(below.map(String), "and")}` : `Step ${below[0]}`;
  return {
    text: `About ${steps} in this label: since ${formatMonth(content.stepCode.since)} the BC Building Code has asked new houses and other small buildings (Part 9) to reach at least Step ${minimum}, so ${steps} ${below.length > 1 ? "are" : "is"} no longer enough for a new house. For a new house, read this recommendation from Step ${minimum}. The Step Code applies to new buildings, not to replacing windows or doors.`,
    source: content.stepCode.source,
    checkedOn: content.stepCode.checkedOn,
  };
}

/** Everything a product's energy section says, in the order shown. */
export interface ProductEnergy {
  uw: PublishedUw | null;
  standing: EnergyStanding;
  statement: string;
  rebate: RebateNote;
}

export function productEnergy(product: EnergyRecord & Partial<Pick<Product, "specifications">>, content: Energy = energy): ProductEnergy {
  const levels = statedLevels(content);
  const standing = energyStanding(product, levels);
  return { uw: standing.uw, standing, statement: standingStatement(product, levels), rebate: rebateNote(product, content) };
}

/** What a product's spec sheet says about its energy performance, with the energy page's address on this site. */
export function specSheetEnergy(product: EnergyRecord & Pick<Product, "title" | "kind" | "stepCode" | "specifications">, siteUrl: string, content: Energy = energy) {
  const { statement, rebate, uw } = productEnergy(product, content);
  const notice = bcMinimumNotice(product, content);
  const stepNote = stepCodeMinimumNote(product.stepCode, content);
  return {
    statement,
    records: energyRecordsOf(product).map(energyRecordText),
    // Without a record the statement already says the rebate needs a certification it does not have (as on the page).
    rebate: uw ? rebate.text : null,
    notice: notice ? `${notice.heading}. ${notice.text}` : null,
    stepCodeNote: stepNote?.text ?? null,
    linkText: ENERGY_LINK_TEXT,
    pageUrl: `${siteUrl.replace(/\/$/, "")}${ENERGY_PATH}`,
    checked: checkedLine(content),
  };
}
