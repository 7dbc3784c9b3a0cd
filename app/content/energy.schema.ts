import { z } from "#app/lib/zod";
import { CREDENTIALS_MESSAGE, hasCredentials } from "#app/lib/web-address";
import { PRODUCT_KINDS } from "./product-kinds";
import { CERTIFIABLE_LEVELS, CERTIFICATION_BASIS, LEVEL_IDS, OPTIONAL_LEVELS, U_BASES, type LevelId } from "./energy-bases";

export {
  CERTIFIABLE_LEVELS,
  CERTIFICATION_BASIS,
  LEVEL_IDS,
  OPTIONAL_LEVELS,
  U_BASES,
  U_BASIS_NAMES,
  type CertifiableLevel,
  type LevelId,
  type UBasis,
} from "./energy-bases";

/** "2026-04-15" or "2026-04": a real calendar day or month. */
function realDate(value: string): boolean {
  const full = value.length === 7 ? `${value}-01` : value;
  const date = new Date(`${full}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(full);
}

/**
 * When a figure was checked on the page that states it: the day ("2026-11-26", as every shipped figure and every
 * staff edit or confirm gives it), or the month ("2026-04") a record stored before the figures had their day may still
 * hold. A year alone is not enough to tell a reader how fresh a figure is. Sorting the text sorts the dates (a month
 * before any day in it).
 */
export const checkedOnSchema = z
  .string()
  .regex(/^\d{4}-\d{2}(-\d{2})?$/, "must be the day a figure was checked, like 2026-04-15, or its month, like 2026-04")
  .refine(realDate, { message: "must be a real calendar date" });

/** A certificate's date: the day it was checked in the programme's list. */
const checkedDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be the day the certification was checked, like 2026-04-15")
  .refine(realDate, { message: "must be a real calendar date" });

/** Where a figure comes from: the page that states it, never a site's home page. */
export const energySourceSchema = z.object({
  name: z.string().min(5).max(120),
  url: z
    .string()
    .url()
    .startsWith("https://")
    // An address that does not parse is refused by url() above; this check speaks only of one that does.
    .refine((url) => !URL.canParse(url) || new URL(url).pathname.replace(/\/+$/, "") !== "", {
      message: "must be the page that states the figure, not a site's home page",
    })
    .refine((url) => !hasCredentials(url), { message: CREDENTIALS_MESSAGE }),
});

/** A U-value in W/m²K: positive, at most two decimals. */
export const uValueSchema = z
  .number()
  .positive()
  .max(6)
  .refine((value) => Math.round(value * 100) / 100 === value, { message: "at most two decimals" });

/** A dollar amount, whole dollars. */
const dollars = z.number().int().positive();

/** One plain sentence. */
const sentence = z.string().min(10).max(220);

/** Prose that states a U figure itself: the page shows figures from their own fields, so a change is made once. */
const STATES_A_FIGURE = /\d\.\d/;


/** What a level states with its figure, all together or none (a level of OPTIONAL_LEVELS may be "not stated"). */
const STATED_PARTS = ["maxU", "source", "checkedOn"] as const;
const ALL_OR_NONE = "state the highest U-value, the page that states it and the day it was checked together, or leave all of them empty (not stated)";

export const energyLevelSchema = z.object({
  id: z.enum(LEVEL_IDS),
  /** As named on the page and in the statements: "ENERGY STAR Canada". */
  name: z.string().min(5).max(60),
  /**
   * "rule": a product meets it when its figure does (the BC minimum). "certification": only a certification record
   * lets a product carry the name; a figure below the level's says "below the figure, not certified".
   */
  kind: z.enum(["rule", "certification"]),
  /** The highest U-value that meets the level, W/m²K; absent while the level is not stated (OPTIONAL_LEVELS only). */
  maxU: uValueSchema.optional(),
  /** Passive House: the highest U-value once installed in the wall, W/m²K. */
  installedMaxU: uValueSchema.optional(),
  /** Passive House: the climate zone the figures are for, as PHI names it ("cool-temperate"). */
  climateZone: z.string().min(3).max(40).optional(),
  /** The BC minimum: which products it covers, what the page calls them, and where it does not apply. */
  appliesTo: z
    .object({
      kinds: z.array(z.enum(PRODUCT_KINDS)).min(1),
      /** "windows and sliding glass doors for low-rise homes". */
      products: z.string().min(10).max(120),
      /** Where a product that misses it can still be used: "commercial buildings, interior openings and unheated spaces". */
      outside: z.string().min(10).max(160),
    })
    .optional(),
  /** One or two plain sentences: what the level is and who sets it; its figures come from the fields above. */
  explanation: z
    .string()
    .min(40)
    .max(400)
    .refine((text) => !STATES_A_FIGURE.test(text), { message: "must not state a U figure: the page shows maxU and installedMaxU" }),
  /** The page that states maxU; absent with it. */
  source: energySourceSchema.optional(),
  /** The day maxU was checked there; absent with it. */
  checkedOn: checkedOnSchema.optional(),
}).superRefine((level, context) => {
  const given = STATED_PARTS.filter((part) => level[part] !== undefined);
  if (given.length === STATED_PARTS.length) return;
  if (given.length) {
    for (const part of STATED_PARTS) if (level[part] === undefined) context.addIssue({ code: "custom", path: [part], message: `must be given with the others: ${ALL_OR_NONE}` });
    return;
  }
  if (!(OPTIONAL_LEVELS as readonly LevelId[]).includes(level.id)) {
    for (const part of STATED_PARTS) context.addIssue({ code: "custom", path: [part], message: `must be given: the ${level.name} level always states its figure` });
  }
  if (level.installedMaxU !== undefined) context.addIssue({ code: "custom", path: ["installedMaxU"], message: "must be left out while the level's own figure is not stated" });
});

/** A level with its figure: a U-value, the page that states it and the day it was checked. */
const stated = (level: EnergyLevelEntry): level is EnergyLevel => level.maxU !== undefined && level.source !== undefined && level.checkedOn !== undefined;

/** One stream of the window and door rebate: what it pays and what a claim needs. */
export const rebateStreamSchema = z.object({
  /** As the programme names it: "CleanBC Better Homes Energy Savings Program". */
  name: z.string().min(5).max(100),
  /** The most it pays per window or door. */
  perUnit: dollars,
  /** The most it pays per home, where the programme states one. */
  maximum: dollars.optional(),
  /** The share of the cost it is capped at, in percent, where it states one (95 or 60 by income level). */
  costShares: z.array(z.number().int().min(1).max(100)).min(1).max(3).optional(),
  /**
   * What must happen before the work starts, where the stream asks it ("The household pre-registers …"): the energy
   * page and the rebate estimator show it first, as a warning, since work started before it cannot be claimed.
   */
  preRegistration: sentence.optional(),
  /** What a claim needs, one plain sentence each, in the order a homeowner meets them (after the pre-registration). */
  needs: z.array(sentence).min(2).max(6),
  /** The pages that state the amounts and the needs. */
  sources: z.array(energySourceSchema).min(1).max(3),
  checkedOn: checkedOnSchema,
});

export const energySchema = z
  .object({
    /**
     * In LEVEL_IDS order, from the most lenient to the strictest: each stated maxU below the one before. A level of
     * OPTIONAL_LEVELS may be left out (a record stored before it existed) or present without its figure (not stated).
     */
    levels: z.array(energyLevelSchema).min(LEVEL_IDS.length - OPTIONAL_LEVELS.length).max(LEVEL_IDS.length),
    rebate: z.object({
      /** "CleanBC Better Homes window and door rebate". */
      programme: z.string().min(5).max(80),
      /** The certification both streams pay for; the rebate follows it, never a published Uw. */
      requiresCertification: z.enum(CERTIFIABLE_LEVELS),
      standard: rebateStreamSchema,
      incomeQualified: rebateStreamSchema,
    }),
    /** The BC Energy Step Code's minimum for new houses. */
    stepCode: z.object({
      /** The lowest step the BC Building Code asks of new houses (Part 9). */
      houseMinimumStep: z.number().int().min(1).max(5),
      /** Since when, a month: "2023-05". */
      since: z.string().regex(/^\d{4}-\d{2}$/, "must be a month like 2023-05").refine(realDate, { message: "must be a real month" }),
      source: energySourceSchema,
      checkedOn: checkedOnSchema,
    }),
  })
  .refine(
    (energy) => {
      const figures = energy.levels.filter(stated);
      return figures.every((level, index) => index === 0 || level.maxU < figures[index - 1]!.maxU);
    },
    { message: "levels go from the most lenient to the strictest: each maxU must be below the one before", path: ["levels"] },
  )
  .refine((energy) => new Set(energy.levels.map((level) => level.id)).size === energy.levels.length, {
    message: "each level appears once",
    path: ["levels"],
  })
  .refine(
    (energy) => {
      const ids = energy.levels.map((level) => level.id);
      const required = LEVEL_IDS.filter((id) => !(OPTIONAL_LEVELS as readonly LevelId[]).includes(id));
      return required.every((id) => ids.includes(id)) && ids.every((id, index) => index === 0 || LEVEL_IDS.indexOf(id) > LEVEL_IDS.indexOf(ids[index - 1]!));
    },
    { message: `the levels are ${LEVEL_IDS.join(", ")}, in that order (${OPTIONAL_LEVELS.join(", ")} may be left out)`, path: ["levels"] },
  )
  .refine(
    (energy) => {
      // A level half stated is refused on its own fields; here, a level with no figure at all (or none in the record).
      const level = energy.levels.find((candidate) => candidate.id === energy.rebate.requiresCertification);
      return level !== undefined && STATED_PARTS.some((part) => level[part] !== undefined);
    },
    { message: "must be a level whose figure is stated (give its highest U-value, source and checked day first)", path: ["rebate", "requiresCertification"] },
  )
  .refine(
    (energy) =>
      energy.levels.every((level) =>
        level.id === "bc-minimum" ? level.kind === "rule" && level.appliesTo !== undefined : level.kind === "certification",
      ),
    { message: "the BC minimum is a rule with appliesTo; ENERGY STAR, Most Efficient and Passive House are certifications", path: ["levels"] },
  )
  .refine((energy) => energy.levels.every((level) => level.installedMaxU === undefined || level.maxU === undefined || level.installedMaxU >= level.maxU), {
    message: "installedMaxU cannot be below maxU",
    path: ["levels"],
  })
  .refine(
    (energy) => {
      const { perUnit, maximum } = energy.rebate.standard;
      const income = energy.rebate.incomeQualified;
      return (maximum === undefined || perUnit <= maximum) && (income.maximum === undefined || income.perUnit <= income.maximum);
    },
    { message: "the amount per window or door cannot exceed the maximum", path: ["rebate"] },
  );


/** Text the spec sheet's fonts print: Latin letters, digits and common punctuation (the sheet refuses any other). */
const PRINTABLE = /^[\x20-\x7E\u00A0-\u00FF\u2013\u2014\u2018\u2019\u201C\u201D\u2026\u00B2\u00B3]*$/;
const printable = (schema: z.ZodString) =>
  schema.refine((text) => PRINTABLE.test(text), { message: "use Latin letters, digits and common punctuation: the spec sheet prints it" });

/** The reference of a listing or certificate, as listed. */
const referenceSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9 ./-]{1,39}$/, "must be the reference as listed: letters, digits, spaces, dots, slashes or dashes");

/**
 * One configuration's energy record (issue 33): its U-value, the basis the value is stated on, the certification it
 * holds if any, and the document that states it with the day it was checked. Never entered without that document.
 */
export const energyRecordSchema = z
  .object({
    /** The configuration as the document names it: operation, glazing, spacer ("two-panel, triple glazing"). */
    configuration: printable(z.string().trim().min(5, "must name the configuration, like “two-panel, triple glazing”").max(160)),
    uValue: uValueSchema,
    basis: z.enum(U_BASES, { message: "must be a Uw to EN ISO 10077 or a CSA/NFRC certified U-factor" }),
    /**
     * ENERGY STAR or ENERGY STAR Most Efficient (certifying body or NRCan reference) or Passive House (certificate), when
     * the configuration is certified. A level not stated on the site cannot be claimed (energyClaimErrors).
     */
    certification: z
      .object({
        level: z.enum(CERTIFIABLE_LEVELS),
        certifiedBy: printable(z.string().trim().min(2).max(80)).optional(),
        reference: referenceSchema.optional(),
      })
      .optional(),
    /** The document that states the figure (and the certification). */
    source: energySourceSchema.extend({ name: printable(z.string().min(5).max(120)) }),
    /** The day the figure was checked in that document. */
    checkedOn: checkedDaySchema,
  })
  .refine((record) => !record.certification || record.certification.certifiedBy !== undefined || record.certification.reference !== undefined, {
    message: "needs the certifying body or the reference number (the NRCan reference for ENERGY STAR, the certificate for Passive House)",
    path: ["certification", "reference"],
  })
  .refine((record) => record.certification?.level !== "passive-house" || record.certification.reference !== undefined, {
    message: "a Passive House certification needs its certificate's id",
    path: ["certification", "reference"],
  })
  .refine((record) => !record.certification || record.basis === CERTIFICATION_BASIS[record.certification.level], {
    message: "ENERGY STAR Canada (and its Most Efficient designation) certifies a CSA/NFRC U-factor and Passive House a Uw to EN ISO 10077: the basis must match the certification",
    path: ["basis"],
  });

export type EnergyRecordEntry = z.infer<typeof energyRecordSchema>;

export type Energy = z.infer<typeof energySchema>;
/** A level as the record holds it: with its figure, or (OPTIONAL_LEVELS) not stated. */
export type EnergyLevelEntry = z.infer<typeof energyLevelSchema>;
export type EnergySource = z.infer<typeof energySourceSchema>;
/** A level with its figure stated: the only kind a page, a sheet or a product's claim speaks of (statedLevels). */
export type EnergyLevel = EnergyLevelEntry & { maxU: number; source: EnergySource; checkedOn: string };
export type RebateStream = z.infer<typeof rebateStreamSchema>;

/** The record checked (the shipped one at build, the stored one on every read): the figures, or a line per problem. */
export function checkEnergy(record: unknown): { energy: Energy; errors: [] } | { energy: undefined; errors: string[] } {
  const result = energySchema.safeParse(record);
  if (result.success) return { energy: result.data, errors: [] };
  return { energy: undefined, errors: result.error.issues.map((issue) => `energy.${issue.path.join(".") || "(record)"}: ${issue.message}`) };
}
