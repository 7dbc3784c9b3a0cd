import { z } from "#app/lib/zod";
import { CREDENTIALS_MESSAGE, hasCredentials } from "#app/lib/web-address";
import { energyRecordSchema } from "./energy.schema";
import { PRODUCT_KINDS } from "./product-kinds";

/** A URL path inside the site: starts with "/", no trailing slash (except the home page). */
export const sitePath = z
  .string()
  .regex(/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/, "must be a site path like /doors/swing/sd95");

export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lowercase slug");

/** The units a specification may be given in; "" for a class without a unit (RC2). */
export const SPEC_UNITS = ["", "m", "mm", "kg", "dB", "W/m²K"] as const;

/** A number ("4.0"), a range ("21-58"), "up to 72" or "from 2.3". */
const NUMERIC_VALUE = /^(?:up to |from )?\d+(?:\.\d+)?(?:-\d+(?:\.\d+)?)?$/;
/** A rating class without a unit: burglar resistance "RC2". */
const CLASS_VALUE = /^RC[1-6]$/;

/** One row of a product's Specifications grid. Values are published figures only, never estimates. */
export const specSchema = z
  .object({
    label: z.string().min(2).max(60),
    /** The value as shown, without its unit: "4.0", "21-58", "up to 72", "from 2.3", "RC2". */
    value: z
      .string()
      .refine((value) => NUMERIC_VALUE.test(value) || CLASS_VALUE.test(value), {
        message: 'must be a number, a range, "up to …", "from …" or a class like RC2, without the unit',
      }),
    /** Unit shown after the value; empty string when the value has none (RC2). */
    unit: z.enum(SPEC_UNITS),
  })
  .refine((spec) => !NUMERIC_VALUE.test(spec.value) || spec.unit !== "", {
    message: "a number needs a unit",
    path: ["unit"],
  })
  .refine((spec) => !CLASS_VALUE.test(spec.value) || spec.unit === "", {
    message: "a class like RC2 has no unit",
    path: ["unit"],
  });

export const stepCodeSchema = z
  .object({
    /** As shown on the badge, e.g. "Step Code 2-4", "Step Code 5 (Net Zero) to Passive". */
    label: z.string().regex(/^Step Code [1-5]\b/, 'must start with "Step Code " and a step from 1 to 5'),
    /** The lowest and highest step it is recommended for; 6 stands for Passive House level. */
    from: z.number().int().min(1).max(5),
    to: z.number().int().min(1).max(6),
  })
  .refine((step) => step.to >= step.from, { message: "to must not be below from", path: ["to"] })
  .refine((step) => step.label.startsWith(`Step Code ${step.from}`), {
    message: "the label must start with the step in from",
    path: ["label"],
  })
  .refine((step) => (step.to === 6) === /Passive$/.test(step.label), {
    message: 'to is 6 exactly when the label ends with "Passive"',
    path: ["to"],
  });

/** Prose the energy module and the Step Code note already say: a record repeating it says it twice on its page. */
const REPEATED_ENERGY_PROSE = /whole building|rates whole|not a certificate|U ≤|ENERGY STAR|since 2022|on request/i;

/**
 * An image staff uploaded to the library (app/lib/media.ts ids): a product's picture shown through the media pipeline
 * instead of its drawing. Optional everywhere: until one is uploaded, the drawn picture stays (decision 037).
 */
export const libraryImage = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, "must be an image of the library");

export const typologySchema = z.object({
  /** Key of the generated diagram, e.g. "fixed", "single-sash", "two-panel-lift-slide". */
  kind: slug,
  caption: z.string().min(3).max(80),
  /** An uploaded picture of this configuration, shown instead of the diagram. */
  image: libraryImage.optional(),
});

export const relatedFileSchema = z.object({
  label: z.string().min(3).max(80),
  /** Absolute https URL of an external brochure. The generated spec sheet is added automatically. */
  href: z.string().url().startsWith("https://").refine((href) => !hasCredentials(href), CREDENTIALS_MESSAGE),
});

export const productSchema = z.object({
  /** Stable id used for image and PDF file names. */
  id: slug,
  /** Primary URL; aliases live in app/content/landings.ts. */
  path: sitePath,
  family: z.enum(["doors", "windows", "curtain-walls"]),
  /** The system's kind, used to pick the generated drawings. */
  kind: z.enum(PRODUCT_KINDS),
  manufacturer: z.string().min(2).max(40),
  title: z.string().min(2).max(60),
  subtitle: z.string().min(5).max(120),
  /** One or two sentences used as the page's meta description and card text. */
  summary: z.string().min(60).max(170),
  /** Original copy, 120 to 250 words, paragraphs separated by blank lines. */
  description: z.string().refine(
    (text) => {
      const words = text.trim().split(/\s+/).length;
      return words >= 120 && words <= 250;
    },
    { message: "must be 120 to 250 words" },
  ),
  specifications: z.array(specSchema).min(1),
  stepCode: stepCodeSchema.optional(),
  /**
   * The energy records, one per configuration (double or triple glazing…): its U-value and basis, the certification it
   * holds if any, and the document that states it with the day it was checked. Every energy statement of the site comes
   * from them; a product without one says "ask us". A figure without a citable document is not a record.
   */
  energyRecords: z
    .array(energyRecordSchema)
    .max(12)
    .refine((records) => new Set(records.map((record) => record.configuration.toLowerCase())).size === records.length, {
      message: "each configuration has one record",
    })
    .optional(),
  /**
   * What is particular to this product's energy performance; never invent figures. The standing against the energy
   * levels, the rebate, the Step Code explanation and the offer of data come from app/content/energy.ts and
   * step-code.ts, so a record does not repeat them.
   */
  energyNotes: z
    .string()
    .min(40)
    .max(400)
    .refine((text) => !REPEATED_ENERGY_PROSE.test(text), {
      message: "must not explain the Step Code or the energy levels again: the page already adds both, from the energy figures",
    }),
  /** Alt text of the cover image (the page's first and largest picture). */
  coverAlt: z.string().min(20).max(160),
  /** The uploaded cover (also the link preview); without it, the drawn cover. */
  coverImage: libraryImage.optional(),
  /** Alt text of the extra renders, one per picture; `image` an uploaded one instead of the drawn render. */
  renders: z.array(z.object({ alt: z.string().min(10).max(140), image: libraryImage.optional() })).min(1).max(4),
  typologies: z.array(typologySchema).max(8),
  /** Section drawings; the caption is shown under the drawing; `image` an uploaded drawing instead of the drawn one. */
  sections: z.array(z.object({ caption: z.string().min(3).max(80), image: libraryImage.optional() })).max(4),
  relatedFiles: z.array(relatedFileSchema),
  /** SD115 only: the Advantages list of its own layout. */
  advantages: z.array(z.string().min(10).max(160)).optional(),
});

export type Product = z.infer<typeof productSchema>;
export type Spec = z.infer<typeof specSchema>;
