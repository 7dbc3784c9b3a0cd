/**
 * The energy and rebate figures' editor form (decision 043), shared by its page and its server part. Browser-safe. The
 * form is flat text fields; the record they make is checked by the one energy schema (app/content/energy.schema.ts),
 * and each of its problems is shown, in plain words, by the field it is about.
 */
import { overLimitMessage } from "#app/lib/forms/character-limit";
import { typedDateOrAsTyped } from "#app/lib/forms/typed-date";
import { z } from "#app/lib/zod";
import { LEVEL_IDS, OPTIONAL_LEVELS, type LevelId } from "#app/content/energy-bases";
import { energy as shippedEnergy } from "#app/content/energy";
import { energySchema, type Energy, type RebateStream } from "#app/content/energy.schema";
import { PRODUCT_KINDS } from "#app/content/product-kinds";
import { energyFigures, type FigureKey } from "#app/lib/energy-staleness";

export { figureAnchor } from "#app/lib/energy-staleness";
import type { EditorForm } from "./content-kinds";

/** The two rebate streams, as the form names them. */
export const STREAMS = { standard: "standard", income: "incomeQualified" } as const;
export type StreamField = keyof typeof STREAMS;
/** Source rows a stream's form offers (the schema allows three; empty rows are left out). */
export const STREAM_SOURCE_ROWS = 3;
/** Any one field's text at most, before the schema's own limits (a forged post of megabytes stops here). */
const FIELD_MAX = 2_000;
/** A checked date may be "today" anywhere: a day ahead of UTC is allowed, never more. */
const DAY_MS = 24 * 60 * 60 * 1000;

export const LEVEL_NAMES: Record<LevelId, string> = {
  "bc-minimum": "BC minimum",
  "energy-star": "ENERGY STAR",
  "most-efficient": "ENERGY STAR Most Efficient",
  "passive-house": "Passive House",
};

/** A level that may be left "not stated" (decision 046): its figure, source and checked day all empty. */
export const isOptionalLevel = (id: LevelId) => (OPTIONAL_LEVELS as readonly LevelId[]).includes(id);
/** The parts an optional level states together, or none of them. */
const STATED_FIELDS = ["max_u", "source_name", "source_url", "checked_on"] as const;
export const STREAM_NAMES: Record<StreamField, string> = { standard: "Standard rebate", income: "Income-qualified rebate" };

export const levelField = (id: LevelId, part: string) => `level_${id}_${part}`;
export const levelKindField = (kind: string) => levelField("bc-minimum", `kind_${kind}`);
export const streamField = (stream: StreamField, part: string) => `${stream}_${part}`;
export const streamSourceField = (stream: StreamField, n: number, part: "name" | "url") => streamField(stream, `source_${n}_${part}`);


const LEVEL_PARTS = {
  name: "name",
  max_u: "highest U-value (W/m²K)",
  installed_max_u: "highest U-value installed (W/m²K)",
  climate_zone: "climate zone",
  explanation: "explanation",
  source_name: "source: page title",
  source_url: "source: page address",
  checked_on: "checked on",
} as const;
const BC_PARTS = { applies_products: "products it covers", applies_outside: "where it does not apply" } as const;
const STREAM_PARTS = {
  name: "programme name",
  per_unit: "amount per window or door ($)",
  maximum: "most per home ($)",
  cost_shares: "share of the cost (%)",
  pre_registration: "before the work starts",
  needs: "what a claim needs",
  checked_on: "checked on",
} as const;

function buildLabels(): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const id of LEVEL_IDS) {
    for (const [part, words] of Object.entries(LEVEL_PARTS)) labels[levelField(id, part)] = `${LEVEL_NAMES[id]}: ${words}`;
    if (id === "bc-minimum") {
      for (const [part, words] of Object.entries(BC_PARTS)) labels[levelField(id, part)] = `${LEVEL_NAMES[id]}: ${words}`;
      for (const kind of PRODUCT_KINDS) labels[levelKindField(kind)] = `${LEVEL_NAMES[id]}: covers ${kind.replace(/-/g, " ")}`;
    }
  }
  labels.rebate_programme = "Rebate programme";
  labels.rebate_requires = "Certification the rebate pays for";
  for (const stream of Object.keys(STREAMS) as StreamField[]) {
    for (const [part, words] of Object.entries(STREAM_PARTS)) labels[streamField(stream, part)] = `${STREAM_NAMES[stream]}: ${words}`;
    for (let n = 1; n <= STREAM_SOURCE_ROWS; n += 1) {
      labels[streamSourceField(stream, n, "name")] = `${STREAM_NAMES[stream]}: source ${n} page title`;
      labels[streamSourceField(stream, n, "url")] = `${STREAM_NAMES[stream]}: source ${n} page address`;
    }
  }
  labels.step_code_minimum = "Step Code: lowest step for new houses";
  labels.step_code_since = "Step Code: since (month)";
  labels.step_code_source_name = "Step Code: source page title";
  labels.step_code_source_url = "Step Code: source page address";
  labels.step_code_checked_on = "Step Code: checked on";
  return labels;
}

export const ENERGY_FIGURES_LABELS = buildLabels();
export const ENERGY_FIGURES_FIELDS = Object.keys(ENERGY_FIGURES_LABELS);
/** Fields a post of the form may have: its own, and the frame's few (intent, revision). */
export const ENERGY_FIGURES_MAX_FIELDS = ENERGY_FIGURES_FIELDS.length + 5;

/** The checked-on field of each figure the staleness list names. */
export function checkedOnField(key: FigureKey): string {
  if (key === "stepCode") return "step_code_checked_on";
  if (key === "rebate.standard") return streamField("standard", "checked_on");
  if (key === "rebate.incomeQualified") return streamField("income", "checked_on");
  return levelField(key.slice("levels.".length) as LevelId, "checked_on");
}

const numberText = (value: number | undefined) => (value === undefined ? "" : String(value));

/** The stored figures as the form's values. */
export function energyFiguresValues(energy: Energy): Record<string, string> {
  const values: Record<string, string> = {};
  // A record stored before a level existed lacks it: the form offers it as shipped (not stated) to be filled in.
  const levels = LEVEL_IDS.flatMap((id) => energy.levels.find((level) => level.id === id) ?? shippedEnergy.levels.find((level) => level.id === id) ?? []);
  for (const level of levels) {
    const id = level.id;
    values[levelField(id, "name")] = level.name;
    values[levelField(id, "max_u")] = numberText(level.maxU);
    values[levelField(id, "installed_max_u")] = numberText(level.installedMaxU);
    values[levelField(id, "climate_zone")] = level.climateZone ?? "";
    values[levelField(id, "explanation")] = level.explanation;
    values[levelField(id, "source_name")] = level.source?.name ?? "";
    values[levelField(id, "source_url")] = level.source?.url ?? "";
    values[levelField(id, "checked_on")] = level.checkedOn ?? "";
    if (level.appliesTo) {
      values[levelField(id, "applies_products")] = level.appliesTo.products;
      values[levelField(id, "applies_outside")] = level.appliesTo.outside;
      for (const kind of level.appliesTo.kinds) values[levelKindField(kind)] = "on";
    }
  }
  values.rebate_programme = energy.rebate.programme;
  values.rebate_requires = energy.rebate.requiresCertification;
  for (const field of Object.keys(STREAMS) as StreamField[]) {
    const stream: RebateStream = energy.rebate[STREAMS[field]];
    values[streamField(field, "name")] = stream.name;
    values[streamField(field, "per_unit")] = numberText(stream.perUnit);
    values[streamField(field, "maximum")] = numberText(stream.maximum);
    values[streamField(field, "cost_shares")] = (stream.costShares ?? []).join(", ");
    values[streamField(field, "pre_registration")] = stream.preRegistration ?? "";
    values[streamField(field, "needs")] = stream.needs.join("\n");
    values[streamField(field, "checked_on")] = stream.checkedOn;
    stream.sources.slice(0, STREAM_SOURCE_ROWS).forEach((source, i) => {
      values[streamSourceField(field, i + 1, "name")] = source.name;
      values[streamSourceField(field, i + 1, "url")] = source.url;
    });
  }
  values.step_code_minimum = String(energy.stepCode.houseMinimumStep);
  values.step_code_since = energy.stepCode.since;
  values.step_code_source_name = energy.stepCode.source.name;
  values.step_code_source_url = energy.stepCode.source.url;
  values.step_code_checked_on = energy.stepCode.checkedOn;
  return values;
}

/** A number as typed ("1.22", "$2,000"): undefined when empty, NaN when not a number. */
function numberOf(text: string): number | undefined {
  const cleaned = text.replace(/[$,%\s]/g, "");
  if (!cleaned) return undefined;
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** The form's values as the energy record (unchecked), and the fields whose text could not be read. */
function energyRecord(values: Record<string, string>): { record: Record<string, unknown>; unreadable: Record<string, string> } {
  const text = (name: string) => (values[name] ?? "").trim();
  const unreadable: Record<string, string> = {};
  const number = (name: string, example: string, optional = false) => {
    const value = numberOf(text(name));
    if (value === undefined && !optional) unreadable[name] = `Give the figure, like ${example}.`;
    if (value !== undefined && Number.isNaN(value)) unreadable[name] = `Give a number, like ${example}.`;
    return value === undefined || Number.isNaN(value) ? undefined : value;
  };
  const optionalText = (name: string) => text(name) || undefined;
  const levels = LEVEL_IDS.map((id): Record<string, unknown> => {
    // An optional level with its figure, source and day all empty is not stated: it is saved without them.
    if (isOptionalLevel(id) && STATED_FIELDS.every((part) => !text(levelField(id, part))) && !text(levelField(id, "installed_max_u"))) {
      return {
        id,
        name: text(levelField(id, "name")),
        kind: "certification",
        climateZone: optionalText(levelField(id, "climate_zone")),
        explanation: text(levelField(id, "explanation")),
      };
    }
    const level: Record<string, unknown> = {
      id,
      name: text(levelField(id, "name")),
      kind: id === "bc-minimum" ? "rule" : "certification",
      maxU: number(levelField(id, "max_u"), "1.22"),
      installedMaxU: number(levelField(id, "installed_max_u"), "0.85", true),
      climateZone: optionalText(levelField(id, "climate_zone")),
      explanation: text(levelField(id, "explanation")),
      source: { name: text(levelField(id, "source_name")), url: text(levelField(id, "source_url")) },
      checkedOn: typedDateOrAsTyped(text(levelField(id, "checked_on"))),
    };
    if (id === "bc-minimum") {
      level.appliesTo = {
        kinds: PRODUCT_KINDS.filter((kind) => values[levelKindField(kind)] === "on"),
        products: text(levelField(id, "applies_products")),
        outside: text(levelField(id, "applies_outside")),
      };
    }
    return level;
  });
  const stream = (field: StreamField) => {
    const shares = text(streamField(field, "cost_shares"));
    const shareList = shares ? shares.split(/[\s,;]+/).filter(Boolean).map(numberOf) : [];
    if (shareList.some((share) => share === undefined || Number.isNaN(share))) {
      unreadable[streamField(field, "cost_shares")] = "Give each share as a whole percent, like 95, 60.";
    }
    return {
      name: text(streamField(field, "name")),
      perUnit: number(streamField(field, "per_unit"), "100"),
      maximum: number(streamField(field, "maximum"), "2000", true),
      costShares: shareList.length ? shareList : undefined,
      preRegistration: optionalText(streamField(field, "pre_registration")),
      needs: text(streamField(field, "needs"))
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
      sources: Array.from({ length: STREAM_SOURCE_ROWS }, (_, i) => ({
        name: text(streamSourceField(field, i + 1, "name")),
        url: text(streamSourceField(field, i + 1, "url")),
      })).filter((source) => source.name || source.url),
      checkedOn: typedDateOrAsTyped(text(streamField(field, "checked_on"))),
    };
  };
  return {
    record: {
      levels,
      rebate: {
        programme: text("rebate_programme"),
        requiresCertification: text("rebate_requires"),
        standard: stream("standard"),
        incomeQualified: stream("income"),
      },
      stepCode: {
        houseMinimumStep: number("step_code_minimum", "3"),
        since: text("step_code_since"),
        source: { name: text("step_code_source_name"), url: text("step_code_source_url") },
        checkedOn: typedDateOrAsTyped(text("step_code_checked_on")),
      },
    },
    unreadable,
  };
}

const STREAM_PATHS: Record<string, string> = { perUnit: "per_unit", costShares: "cost_shares", preRegistration: "pre_registration", checkedOn: "checked_on" };
const LEVEL_PATHS: Record<string, string> = { maxU: "max_u", installedMaxU: "installed_max_u", climateZone: "climate_zone", checkedOn: "checked_on" };

/** The form field a problem of the record is about (the record's path, as the energy schema names it). */
export function fieldOfPath(path: readonly PropertyKey[]): string {
  const [top, second, third, fourth, fifth] = path.map(String);
  if (top === "levels") {
    const id = LEVEL_IDS[Number(second)] ?? LEVEL_IDS[0];
    if (third === undefined) return levelField(id, "max_u");
    if (third === "source") return levelField(id, fourth === "name" ? "source_name" : "source_url");
    // The kinds are tick boxes: a problem with them shows by the text of what the level covers.
    if (third === "appliesTo") return levelField(id, fourth === "outside" ? "applies_outside" : "applies_products");
    return levelField(id, LEVEL_PATHS[third] ?? third);
  }
  if (top === "rebate") {
    if (second === "programme") return "rebate_programme";
    if (second === "requiresCertification") return "rebate_requires";
    const field: StreamField = second === "incomeQualified" ? "income" : "standard";
    if (third === undefined) return streamField(field, "per_unit");
    if (third === "sources") return streamSourceField(field, Number(fourth ?? 0) + 1, fifth === "name" ? "name" : "url");
    return streamField(field, STREAM_PATHS[third] ?? third);
  }
  if (top === "stepCode") {
    if (second === "houseMinimumStep") return "step_code_minimum";
    if (second === "source") return third === "name" ? "step_code_source_name" : "step_code_source_url";
    if (second === "checkedOn") return "step_code_checked_on";
    return `step_code_${second ?? "minimum"}`;
  }
  return "rebate_programme";
}

/** The schema's own words ("must be a real calendar date") as a sentence. */
const sentence = (message: string) => (/^must\b/.test(message) ? `It ${message}.` : message);

/** A schema problem in plain words, for the field it is about (`typed`: what the field holds). */
export function plainMessage(issue: z.core.$ZodIssue, field: string, typed = ""): string {
  const what = ENERGY_FIGURES_LABELS[field]?.split(": ").pop() ?? "this";
  if (!typed.trim() && (issue.code === "too_small" || issue.code === "invalid_type")) return `Give the ${what}.`;
  switch (issue.code) {
    case "too_small":
      if (issue.origin === "string") return Number(issue.minimum) <= 1 ? `Give the ${what}.` : `Write at least ${issue.minimum} characters.`;
      if (issue.origin === "array") return Number(issue.minimum) <= 1 ? `Give at least one.` : `Give at least ${issue.minimum}, one a line.`;
      return `Give a figure of at least ${issue.minimum}.`;
    case "too_big":
      if (issue.origin === "string") return overLimitMessage(Math.max(typed.length, Number(issue.maximum) + 1), Number(issue.maximum));
      if (issue.origin === "array") return `Give at most ${issue.maximum}.`;
      return `Give a figure of at most ${issue.maximum}.`;
    case "invalid_type":
      return `Give the ${what}.`;
    case "invalid_value":
      return "Choose one of the options.";
    case "invalid_format":
      if (issue.format === "url" || issue.format === "starts_with") return "Give the page's address, starting with https://.";
      return sentence(issue.message);
    case "not_multiple_of":
      return "Give a whole number.";
    default:
      return sentence(issue.message);
  }
}

/** "2026-11-27" of an instant, UTC. */
const isoDay = (instant: number) => new Date(instant).toISOString().slice(0, 10);

/**
 * The editor's schema: every field as text, read into the energy record and checked by the energy schema, each
 * problem on its field in plain words; a checked date cannot be in the future (it would keep a figure off the staleness
 * list). The output is the checked record.
 */
export const energyFiguresEditorSchema = z
  .object(Object.fromEntries(ENERGY_FIGURES_FIELDS.map((name) => [name, z.string().max(FIELD_MAX).optional()])))
  .transform((values, context): Energy => {
    const { record, unreadable } = energyRecord(values as Record<string, string>);
    const problems: Record<string, string> = { ...unreadable };
    // Optional parts left empty are left out, as the shipped record leaves them out.
    const checked = energySchema.safeParse(JSON.parse(JSON.stringify(record)));
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = fieldOfPath(issue.path);
        problems[field] ??= issue.path.includes("kinds") ? "Tick at least one kind of product it covers." : plainMessage(issue, field, (values as Record<string, string | undefined>)[field]);
      }
    } else {
      const latest = isoDay(Date.now() + DAY_MS);
      for (const figure of energyFigures(checked.data)) {
        if (figure.checkedOn > latest) problems[checkedOnField(figure.key)] ??= "The day it was checked cannot be in the future.";
      }
    }
    for (const [field, message] of Object.entries(problems)) context.addIssue({ code: "custom", path: [field], message });
    return Object.keys(problems).length || !checked.success ? z.NEVER : checked.data;
  });

export const ENERGY_FIGURES_FORM = {
  kind: "energy",
  schema: energyFiguresEditorSchema,
  labels: ENERGY_FIGURES_LABELS,
  order: ENERGY_FIGURES_FIELDS,
} satisfies EditorForm<typeof energyFiguresEditorSchema>;
