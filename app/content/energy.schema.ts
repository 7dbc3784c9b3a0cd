import { z } from "zod";

/** A calendar date, "2026-11-23". */
/**
 * When a figure was checked, as precisely as it is known: a day ("2026-11-23"), a month ("2026-11") or a year ("2026").
 * Sorting the text sorts the dates.
 */
const isoDate = z
  .string()
  .regex(/^\d{4}(-\d{2}(-\d{2})?)?$/, "must be a date like 2026-11-23, a month like 2026-11 or a year like 2026")
  .refine(
    (value) => {
      const full = value.length === 4 ? `${value}-01-01` : value.length === 7 ? `${value}-01` : value;
      return !Number.isNaN(Date.parse(`${full}T00:00:00Z`)) && new Date(`${full}T00:00:00Z`).toISOString().startsWith(full);
    },
    { message: "must be a real calendar date" },
  );

/** Where a figure comes from: the publisher's own page. */
export const energySourceSchema = z.object({
  name: z.string().min(5).max(120),
  url: z.string().url().startsWith("https://"),
});

/** A U-value in W/m²K: positive, at most two decimals. */
const uValue = z
  .number()
  .positive()
  .max(6)
  .refine((value) => Math.round(value * 100) / 100 === value, { message: "at most two decimals" });

/** A dollar amount, whole dollars. */
const dollars = z.number().int().positive();

export const energyLevelSchema = z.object({
  id: z.enum(["bc-minimum", "energy-star", "energy-star-most-efficient", "passive-house"]),
  /** As named on the page and in the statements: "ENERGY STAR Canada". */
  name: z.string().min(5).max(60),
  /** The highest U-value that meets the level, W/m²K. */
  maxU: uValue,
  /** One or two plain sentences: what the level is and who sets it. */
  explanation: z.string().min(40).max(400),
  source: energySourceSchema,
  checked: isoDate,
});

export const energySchema = z
  .object({
    /** The date shown on the page: the oldest of the dates below, so no figure is claimed fresher than it is. */
    checked: isoDate,
    /** From the most lenient to the strictest: each maxU below the one before. */
    levels: z.array(energyLevelSchema).length(4),
    rebate: z.object({
      programme: z.string().min(5).max(80),
      /** The highest U-value a replacement window or door may have to qualify, W/m²K. */
      maxU: uValue,
      perUnit: dollars,
      maximum: dollars,
      /** The income-qualified stream of the same programme. */
      incomeQualified: z.object({ perUnit: dollars, maximum: dollars, source: energySourceSchema, checked: isoDate }),
      /** The conditions, one plain sentence each. */
      conditions: z.array(z.string().min(10).max(200)).min(2).max(6),
      source: energySourceSchema,
      checked: isoDate,
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
  .refine((energy) => energy.rebate.perUnit <= energy.rebate.maximum && energy.rebate.incomeQualified.perUnit <= energy.rebate.incomeQualified.maximum, {
    message: "the amount per window or door cannot exceed the maximum",
    path: ["rebate"],
  })
  .refine(
    (energy) => {
      const dates = [...energy.levels.map((level) => level.checked), energy.rebate.checked, energy.rebate.incomeQualified.checked];
      return energy.checked === [...dates].sort()[0];
    },
    { message: "checked must be the oldest date a figure was checked on", path: ["checked"] },
  );

export type Energy = z.infer<typeof energySchema>;
export type EnergyLevel = z.infer<typeof energyLevelSchema>;
export type EnergySource = z.infer<typeof energySourceSchema>;
