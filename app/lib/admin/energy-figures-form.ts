/**
 * The energy and rebate figures' editor form (decision 043), shared by its page and its server part. Browser-safe. The
 * form is flat text fields, each declared once in the field map below (field-map.ts, decision 057); the record they
 * make is checked by the one energy schema (app/content/energy.schema.ts), and each of its problems is shown, in plain
 * words, by the field it is about.
 */
import { overLimitMessage } from "#app/lib/forms/character-limit";
import { typedDateOrAsTyped } from "#app/lib/forms/typed-date";
import type { z } from "#app/lib/zod";
import { LEVEL_IDS, OPTIONAL_LEVELS, type LevelId } from "#app/content/energy-bases";
import { energy as shippedEnergy } from "#app/content/energy";
import { energySchema, type Energy } from "#app/content/energy.schema";
import { PRODUCT_KINDS } from "#app/content/product-kinds";
import { energyFigures, type FigureKey } from "#app/lib/energy-staleness";
import { recordForm, toValues, unreadable, type FieldSpec, type RecordPath } from "./field-map";

export { figureAnchor } from "#app/lib/energy-staleness";

/** The two rebate streams, as the form names them. */
export const STREAMS = { standard: "standard", income: "incomeQualified" } as const;
export type StreamField = keyof typeof STREAMS;
/** Source rows a stream's form offers (the schema allows three; empty rows are left out). */
export const STREAM_SOURCE_ROWS = 3;
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
/** The parts an optional level states together, or none of them (its installed figure with them). */
const STATED_FIELDS = ["max_u", "installed_max_u", "source_name", "source_url", "checked_on"] as const;
export const STREAM_NAMES: Record<StreamField, string> = { standard: "Standard rebate", income: "Income-qualified rebate" };

export const levelField = (id: LevelId, part: string) => `level_${id}_${part}`;
export const levelKindField = (kind: string) => levelField("bc-minimum", `kind_${kind}`);
export const streamField = (stream: StreamField, part: string) => `${stream}_${part}`;
export const streamSourceField = (stream: StreamField, n: number, part: "name" | "url") => streamField(stream, `source_${n}_${part}`);

/** The checked-on field of each figure the staleness list names. */
export function checkedOnField(key: FigureKey): string {
  if (key === "stepCode") return "step_code_checked_on";
  if (key === "rebate.standard") return streamField("standard", "checked_on");
  if (key === "rebate.incomeQualified") return streamField("income", "checked_on");
  return levelField(key.slice("levels.".length) as LevelId, "checked_on");
}

/** A number as typed ("1.22", "$2,000"): undefined when empty, NaN when not a number. */
function numberOf(text: string): number | undefined {
  const cleaned = text.replace(/[$,%\s]/g, "");
  if (!cleaned) return undefined;
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** A figure's reader: a number, or its problem (`example`: one like it); an optional one may be left empty. */
const figure =
  (example: string, optional = false) =>
  (text: string) => {
    const value = numberOf(text);
    if (value === undefined) return optional ? undefined : unreadable(`Give the figure, like ${example}.`);
    return Number.isNaN(value) ? unreadable(`Give a number, like ${example}.`) : value;
  };
const optionalText = (text: string) => text || undefined;
const checkedOn = typedDateOrAsTyped;

/** A source page's two fields (its problems as a whole show by its address). */
const sourceFields = (name: (part: "name" | "url") => string, what: string, at: RecordPath): FieldSpec[] => [
  { name: name("name"), label: `${what}page title`, path: [...at, "name"] },
  { name: name("url"), label: `${what}page address`, path: [...at, "url"], errorsOf: [at] },
];

function levelFields(id: LevelId, i: number): FieldSpec[] {
  const at = ["levels", i];
  const label = (words: string) => `${LEVEL_NAMES[id]}: ${words}`;
  const field = (part: string, words: string, path: string | RecordPath, more: Partial<FieldSpec> = {}): FieldSpec => ({
    name: levelField(id, part),
    label: label(words),
    path: [...at, ...(typeof path === "string" ? [path] : path)],
    ...more,
  });
  return [
    field("name", "name", "name"),
    // An optional level's figure is checked with its other stated parts (finish, below). A problem of the whole level
    // (of the levels, for the first) shows by its figure.
    field("max_u", "highest U-value (W/m²K)", "maxU", { fromText: figure("1.22", isOptionalLevel(id)), errorsOf: i === 0 ? [at, ["levels"]] : [at] }),
    field("installed_max_u", "highest U-value installed (W/m²K)", "installedMaxU", { fromText: figure("0.85", true) }),
    field("climate_zone", "climate zone", "climateZone", { fromText: optionalText }),
    field("explanation", "explanation", "explanation"),
    ...sourceFields((part) => levelField(id, `source_${part}`), label("source: "), [...at, "source"]),
    field("checked_on", "checked on", "checkedOn", { fromText: checkedOn }),
    ...(id === "bc-minimum"
      ? [
          field("applies_products", "products it covers", ["appliesTo", "products"]),
          field("applies_outside", "where it does not apply", ["appliesTo", "outside"]),
          // The kinds are tick boxes: a problem with them shows by the text of what the level covers.
          ...PRODUCT_KINDS.map(
            (kind): FieldSpec => ({
              name: levelKindField(kind),
              label: label(`covers ${kind.replace(/-/g, " ")}`),
              path: [...at, "appliesTo", "kinds"],
              adds: true,
              toText: (kinds) => (((kinds ?? []) as string[]).includes(kind) ? "on" : undefined),
              fromText: (text) => (text === "on" ? kind : undefined),
              errorsOn: levelField(id, "applies_products"),
            }),
          ),
        ]
      : []),
  ];
}

function streamFields(stream: StreamField): FieldSpec[] {
  const at = ["rebate", STREAMS[stream]];
  const field = (part: string, words: string, key: string, more: Partial<FieldSpec> = {}): FieldSpec => ({
    name: streamField(stream, part),
    label: `${STREAM_NAMES[stream]}: ${words}`,
    path: [...at, key],
    ...more,
  });
  return [
    field("name", "programme name", "name"),
    // A problem of the whole stream (of the rebate, for the standard one) shows by its amount.
    field("per_unit", "amount per window or door ($)", "perUnit", { fromText: figure("100"), errorsOf: stream === "standard" ? [at, ["rebate"]] : [at] }),
    field("maximum", "most per home ($)", "maximum", { fromText: figure("2000", true) }),
    field("cost_shares", "share of the cost (%)", "costShares", {
      toText: (shares) => ((shares ?? []) as number[]).join(", "),
      fromText: (text) => {
        const shares = text ? text.split(/[\s,;]+/).filter(Boolean).map(numberOf) : [];
        if (shares.some((share) => share === undefined || Number.isNaN(share))) return unreadable("Give each share as a whole percent, like 95, 60.");
        return shares.length ? shares : undefined;
      },
    }),
    field("pre_registration", "before the work starts", "preRegistration", { fromText: optionalText }),
    field("needs", "what a claim needs", "needs", {
      toText: (needs) => ((needs ?? []) as string[]).join("\n"),
      fromText: (text) =>
        text
          .split(/\r?\n/)
          .map((line) => line.trim())
          .filter(Boolean),
    }),
    field("checked_on", "checked on", "checkedOn", { fromText: checkedOn }),
    ...Array.from({ length: STREAM_SOURCE_ROWS }, (_, i) =>
      sourceFields((part) => streamSourceField(stream, i + 1, part), `${STREAM_NAMES[stream]}: source ${i + 1} `, [...at, "sources", i]),
    ).flat(),
  ];
}

/** Each field of the form, in its order. */
const ENERGY_FIGURES_FIELDS: FieldSpec[] = [
  ...LEVEL_IDS.flatMap(levelFields),
  // A problem no field holds shows by the programme's name.
  { name: "rebate_programme", label: "Rebate programme", path: ["rebate", "programme"], errorsOf: [[]] },
  { name: "rebate_requires", label: "Certification the rebate pays for", path: ["rebate", "requiresCertification"] },
  ...(Object.keys(STREAMS) as StreamField[]).flatMap(streamFields),
  { name: "step_code_minimum", label: "Step Code: lowest step for new houses", path: ["stepCode", "houseMinimumStep"], fromText: figure("3") },
  { name: "step_code_since", label: "Step Code: since (month)", path: ["stepCode", "since"] },
  ...sourceFields((part) => `step_code_source_${part}`, "Step Code: source ", ["stepCode", "source"]),
  { name: "step_code_checked_on", label: "Step Code: checked on", path: ["stepCode", "checkedOn"], fromText: checkedOn },
];

/** The stored figures as the form's values. */
export function energyFiguresValues(energy: Energy): Record<string, string> {
  // A record stored before a level existed lacks it: the form offers it as shipped (not stated) to be filled in.
  const levels = LEVEL_IDS.map((id) => energy.levels.find((level) => level.id === id) ?? shippedEnergy.levels.find((level) => level.id === id));
  return toValues(ENERGY_FIGURES_FIELDS, { ...energy, levels });
}

/**
 * The record as read, ready to check: an optional level with its figure, source, day and installed figure all empty is
 * not stated (saved without them), one with some of them must give its figure; empty source rows and parts left empty
 * are left out, as the shipped record leaves them out.
 */
function finishRecord(record: Record<string, unknown>, values: Readonly<Record<string, string | undefined>>, problems: Record<string, string>) {
  const levels = record.levels as Record<string, unknown>[];
  LEVEL_IDS.forEach((id, i) => {
    if (!isOptionalLevel(id)) return;
    const level = levels[i]!;
    if (STATED_FIELDS.some((part) => values[levelField(id, part)]?.trim())) {
      if (level.maxU === undefined) problems[levelField(id, "max_u")] ??= "Give the figure, like 1.22.";
    } else for (const key of ["maxU", "installedMaxU", "source", "checkedOn"]) delete level[key];
  });
  const rebate = record.rebate as Record<string, { sources: { name: string; url: string }[] }>;
  for (const key of Object.values(STREAMS)) rebate[key]!.sources = rebate[key]!.sources.filter((source) => source.name || source.url);
  return JSON.parse(JSON.stringify(record)) as unknown;
}


/** The schema's own words ("must be a real calendar date") as a sentence. */
const sentence = (message: string) => (/^must\b/.test(message) ? `It ${message}.` : message);

/** A schema problem in plain words, for the field it is about (`typed`: what the field holds). */
export function plainMessage(issue: z.core.$ZodIssue, field: string, typed = ""): string {
  const what = ENERGY_FIGURES_FORM.labels[field]?.split(": ").pop() ?? "this";
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
 * The editor's form: every field as text, read into the energy record and checked by the energy schema, each problem
 * on its field in plain words; a checked date cannot be in the future (it would keep a figure off the staleness list).
 */
export const ENERGY_FIGURES_FORM = recordForm({
  kind: "energy",
  fields: ENERGY_FIGURES_FIELDS,
  base: () => ({ levels: LEVEL_IDS.map((id) => ({ id, kind: id === "bc-minimum" ? "rule" : "certification" })) }),
  finish: finishRecord,
  schema: energySchema,
  message: (issue, field, typed) => (issue.path.includes("kinds") ? "Tick at least one kind of product it covers." : plainMessage(issue, field, typed)),
  check(energy) {
    const latest = isoDay(Date.now() + DAY_MS);
    const future = energyFigures(energy).filter((stated) => stated.checkedOn > latest);
    return Object.fromEntries(future.map((stated) => [checkedOnField(stated.key), "The day it was checked cannot be in the future."]));
  },
  fieldMax: 2_000,
});
