/**
 * The rebate estimator (issue 34 point 5): what the window and door rebate's two streams may pay towards a replacement,
 * from the products and counts a homeowner picks (or a quote's openings), whether the household is income-qualified and
 * the project cost. Pure: the energy page's GET form and the quote request's summary make the same estimate from the
 * same figures (app/content/energy.ts).
 *
 * Only units of a product with the certification the rebate needs count, from the catalogue's energy records. The
 * standard stream pays per unit up to its maximum per home; the income-qualified stream pays up to its amount per unit,
 * capped at the household's share of the cost. The two do not combine, and the programme decides: this is an estimate.
 */
import type { Energy } from "../content/energy.schema";
import { certificationFor, checkedLine, formatDollars, type EnergyRecord } from "./energy";

/** The most units of one product the estimator takes: more than any home has windows and doors. */
export const MAX_UNITS_PER_PRODUCT = 200;
/** The highest project cost it takes, in dollars. */
export const MAX_PROJECT_COST = 10_000_000;

/**
 * The figures an estimate is made from: the rebate's streams, the name of the certification it pays for and the day
 * the figures were checked. Small enough for the quote request's island to carry (not the whole energy module).
 */
export interface RebateFigures {
  rebate: Energy["rebate"];
  /** "ENERGY STAR Canada". */
  levelName: string;
  /** "Figures checked in April 2026." */
  checked: string;
}

export function rebateFigures(content: Energy): RebateFigures {
  const level = content.levels.find((candidate) => candidate.id === content.rebate.requiresCertification);
  return { rebate: content.rebate, levelName: level?.name ?? "certified", checked: checkedLine(content) };
}

/** What the estimator needs of a product: whether it holds the certification the rebate pays for. */
export interface EstimateProduct {
  id: string;
  title: string;
  certified: boolean;
}

export interface EstimateRequest {
  /** The products picked and how many of each; a product may appear once. */
  units: readonly { product: EstimateProduct; count: number }[];
  /** The cost share (percent) the household's income level caps the income-qualified stream at; null when not income-qualified. */
  incomeShare: number | null;
  /** The project cost in whole dollars; null when not given. */
  projectCost: number | null;
}

/** One picked product as the estimate lists it. */
export interface EstimateUnit {
  id: string;
  title: string;
  count: number;
  counts: boolean;
  /** "counts: ENERGY STAR Canada certified" or "does not count: not ENERGY STAR Canada certified". */
  note: string;
}

/** Why a stream's estimate is what it is: its amount per unit, its maximum per home, or the share of the cost. */
export type EstimateCap = "per-unit" | "maximum" | "cost-share" | "cost-share-unknown" | "none-counted";

export interface StreamEstimate {
  stream: "standard" | "income-qualified";
  /** The programme's name for the stream. */
  name: string;
  /** The estimate, whole dollars. */
  amount: number;
  cap: EstimateCap;
  /** One sentence: the amount and how it was reached. */
  text: string;
}

export interface RebateEstimate {
  units: EstimateUnit[];
  /** Units that count (certified), with their counts. */
  countedUnits: number;
  totalUnits: number;
  standard: StreamEstimate;
  /** Only for an income-qualified household. */
  incomeQualified: StreamEstimate | null;
  /** That the two streams do not combine. */
  combine: string;
  /** What must happen before the work starts, shown first; null when no stream asks it. */
  warning: string | null;
  /** The steps of a claim, in order, after the warning. */
  steps: string[];
  /** "Figures checked in April 2026." */
  checked: string;
  /** That the programme decides: never a promise. */
  decides: string;
}

export const PROGRAMME_DECIDES =
  "This is an estimate, not a promise: the programme decides who qualifies and what it pays, and its rules change. Read its pages before the work starts.";

/** The estimator's view of catalogue products: certified when a record holds the level the rebate requires. */
export function estimateProducts(products: readonly (EnergyRecord & { id: string; title: string })[], content: Energy): EstimateProduct[] {
  const level = content.rebate.requiresCertification;
  return products.map((product) => ({ id: product.id, title: product.title, certified: certificationFor(product, level) !== undefined }));
}

function unitsText(count: number): string {
  return `${count} certified ${count === 1 ? "window or door" : "windows and doors"}`;
}

function standardEstimate(content: RebateFigures, counted: number): StreamEstimate {
  const stream = content.rebate.standard;
  const base = { stream: "standard" as const, name: stream.name };
  if (!counted) return { ...base, amount: 0, cap: "none-counted", text: `$0: no chosen window or door is ${content.levelName} certified.` };
  const full = stream.perUnit * counted;
  if (stream.maximum !== undefined && full > stream.maximum) {
    return {
      ...base,
      amount: stream.maximum,
      cap: "maximum",
      text: `${formatDollars(stream.maximum)}, the most it pays per home (${unitsText(counted)} at ${formatDollars(stream.perUnit)} each would be ${formatDollars(full)}).`,
    };
  }
  return { ...base, amount: full, cap: "per-unit", text: `${formatDollars(full)}: ${unitsText(counted)} at ${formatDollars(stream.perUnit)} each.` };
}

function incomeEstimate(content: RebateFigures, counted: number, share: number, cost: number | null): StreamEstimate {
  const stream = content.rebate.incomeQualified;
  const base = { stream: "income-qualified" as const, name: stream.name };
  if (!counted) return { ...base, amount: 0, cap: "none-counted", text: `$0: no chosen window or door is ${content.levelName} certified.` };
  const full = stream.perUnit * counted;
  const perUnit = `${unitsText(counted)} at up to ${formatDollars(stream.perUnit)} each`;
  const byMaximum = stream.maximum !== undefined && full > stream.maximum ? stream.maximum : full;
  if (cost === null) {
    return {
      ...base,
      amount: byMaximum,
      cap: "cost-share-unknown",
      text: `Up to ${formatDollars(byMaximum)} (${perUnit}), and no more than ${share}% of the project cost: give the cost for a closer estimate.`,
    };
  }
  const byShare = Math.floor((cost * share) / 100);
  if (byShare < byMaximum) {
    return {
      ...base,
      amount: byShare,
      cap: "cost-share",
      text: `${formatDollars(byShare)}, capped at ${share}% of the ${formatDollars(cost)} project cost (${perUnit} would be ${formatDollars(full)}).`,
    };
  }
  return {
    ...base,
    amount: byMaximum,
    cap: byMaximum < full ? "maximum" : "per-unit",
    text:
      byMaximum < full
        ? `${formatDollars(byMaximum)}, the most it pays per home (${perUnit} would be ${formatDollars(full)}).`
        : `${formatDollars(full)}: ${perUnit}, within ${share}% of the ${formatDollars(cost)} project cost.`,
  };
}

/** The estimate for a request, from the figures given. */
export function estimateRebate(request: EstimateRequest, content: RebateFigures): RebateEstimate {
  const level = content.levelName;
  const units: EstimateUnit[] = request.units
    .filter((unit) => unit.count > 0)
    .map(({ product, count }) => ({
      id: product.id,
      title: product.title,
      count,
      counts: product.certified,
      note: product.certified ? `counts: ${level} certified (its certified configuration)` : `does not count: not ${level} certified`,
    }))
    // The units that count first, each group in the order given.
    .sort((a, b) => Number(b.counts) - Number(a.counts));
  const countedUnits = units.filter((unit) => unit.counts).reduce((sum, unit) => sum + unit.count, 0);
  const totalUnits = units.reduce((sum, unit) => sum + unit.count, 0);
  const { standard, incomeQualified } = content.rebate;
  const income = request.incomeShare !== null;
  const chosen = income ? incomeQualified : standard;
  const preRegistration = incomeQualified.preRegistration ?? standard.preRegistration ?? null;
  const warning = chosen.preRegistration
    ? `First: ${lowerFirst(chosen.preRegistration)}`
    : preRegistration
      ? `If the household may be income-qualified, first: ${lowerFirst(preRegistration)}`
      : null;
  return {
    units,
    countedUnits,
    totalUnits,
    standard: standardEstimate(content, countedUnits),
    incomeQualified: income ? incomeEstimate(content, countedUnits, request.incomeShare!, request.projectCost) : null,
    combine: "The two streams do not combine: each window or door is claimed in one stream only, never in both.",
    warning,
    steps: chosen.needs,
    checked: content.checked,
    decides: PROGRAMME_DECIDES,
  };
}

function lowerFirst(text: string): string {
  return text.replace(/^The /, "the ");
}
