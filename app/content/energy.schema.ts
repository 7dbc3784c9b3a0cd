import { z } from "zod";
import { PRODUCT_KINDS } from "./product-kinds";
import { CERTIFIABLE_LEVELS, CERTIFICATION_BASIS, LEVEL_IDS, U_BASES } from "./energy-bases";

export { CERTIFIABLE_LEVELS, CERTIFICATION_BASIS, LEVEL_IDS, U_BASES, U_BASIS_NAMES, type LevelId, type UBasis } from "./energy-bases";

/** "2026-04-15" or "2026-04": a real calendar day or month. */
function realDate(value: string): boolean {
  const full = value.length === 7 ? `${value}-01` : value;
  const date = new Date(`${full}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(full);
}

/**
 * When a figure was checked on the page that states it: the day ("2026-04-15"), or the month ("2026-04") where only
 * the month is known. A year alone is not enough to tell a reader how fresh a figure is. Sorting the text sorts the dates.
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
    .refine((url) => new URL(url).pathname.replace(/\/+$/, "") !== "", {
      message: "must be the page that states the figure, not a site's home page",
    }),
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


export const energyLevelSchema = z.object({
  id: z.enum(LEVEL_IDS),
  /** As named on the page and in the statements: "ENERGY STAR Canada". */
  name: z.string().min(5).max(60),
  /**
   * "rule": a product meets it when its figure does (the BC minimum). "certification": only a certification record
   * lets a product carry the name; a figure below the level's says "below the figure, not certified".
   */
  kind: z.enum(["rule", "certification"]),
  /** The highest U-value that meets the level, W/m²K. */
  maxU: uValueSchema,
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
  source: energySourceSchema,
  checkedOn: checkedOnSchema,
});

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
    /** From the most lenient to the strictest: each maxU below the one before. */
    levels: z.array(energyLevelSchema).length(LEVEL_IDS.length),
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
  .refine((energy) => energy.levels.every((level, index) => index === 0 || level.maxU < energy.levels[index - 1]!.maxU), {
    message: "levels go from the most lenient to the strictest: each maxU must be below the one before",
    path: ["levels"],
  })
  .refine((energy) => new Set(energy.levels.map((level) => level.id)).size === energy.levels.length, {
    message: "each level appears once",
    path: ["levels"],
  })
  .refine(
    (energy) =>
      energy.levels.every((level) =>
        level.id === "bc-minimum" ? level.kind === "rule" && level.appliesTo !== undefined : level.kind === "certification",
      ),
    { message: "the BC minimum is a rule with appliesTo; ENERGY STAR and Passive House are certifications", path: ["levels"] },
  )
  .refine((energy) => energy.levels.every((level) => level.installedMaxU === undefined || level.installedMaxU >= level.maxU), {
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
    /** ENERGY STAR (certifying body or NRCan reference) or Passive House (certificate), when the configuration is certified. */
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
    message: "ENERGY STAR Canada certifies a CSA/NFRC U-factor and Passive House a Uw to EN ISO 10077: the basis must match the certification",
    path: ["basis"],
  });

export type EnergyRecordEntry = z.infer<typeof energyRecordSchema>;

export type Energy = z.infer<typeof energySchema>;
export type EnergyLevel = z.infer<typeof energyLevelSchema>;
export type EnergySource = z.infer<typeof energySourceSchema>;
export type RebateStream = z.infer<typeof rebateStreamSchema>;

/** The record checked (the shipped one at build, the stored one on every read): the figures, or a line per problem. */
export function checkEnergy(record: unknown): { energy: Energy; errors: [] } | { energy: undefined; errors: string[] } {
  const result = energySchema.safeParse(record);
  if (result.success) return { energy: result.data, errors: [] };
  return { energy: undefined, errors: result.error.issues.map((issue) => `energy.${issue.path.join(".") || "(record)"}: ${issue.message}`) };
}
