import { z } from "zod";

/** A URL path inside the site: starts with "/", no trailing slash (except the home page). */
export const sitePath = z
  .string()
  .regex(/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/, "must be a site path like /doors/swing/sd95");

export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lowercase slug");

/** One row of a product's Specifications grid. Values come from SPEC.md section 9 only. */
export const specSchema = z.object({
  label: z.string().min(2).max(60),
  /** The value as shown, e.g. "4.0", "21-58", "up to 72", "RC2". */
  value: z.string().min(1).max(40),
  /** Unit shown after the value ("m", "mm", "kg", "dB", "W/m²K"); empty string when the value has none (e.g. RC2). */
  unit: z.string().max(12),
});

export const stepCodeSchema = z.object({
  /** As shown on the badge, e.g. "Step Code 2-4", "Step Code 5 (Net Zero) to Passive". */
  label: z.string().regex(/^Step Code /, 'must start with "Step Code "'),
  /** The lowest and highest step it is recommended for; 6 stands for Passive House level. */
  from: z.number().int().min(1).max(5),
  to: z.number().int().min(1).max(6),
});

export const typologySchema = z.object({
  /** Key of the generated diagram, e.g. "fixed", "single-sash", "two-panel-lift-slide". */
  kind: slug,
  caption: z.string().min(3).max(80),
});

export const relatedFileSchema = z.object({
  label: z.string().min(3).max(80),
  /** Absolute https URL of an external brochure. The generated spec sheet is added automatically. */
  href: z.string().url().startsWith("https://"),
});

export const productSchema = z.object({
  /** Stable id used for image and PDF file names. */
  id: slug,
  /** Primary URL; aliases live in app/content/routes.ts. */
  path: sitePath,
  family: z.enum(["doors", "windows", "curtain-walls"]),
  /** The system's kind, used to pick the generated drawings. */
  kind: z.enum([
    "bifold",
    "lift-and-slide",
    "slim-slider",
    "pivot",
    "swing",
    "casement-window",
    "curtain-wall",
  ]),
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
  /** Honest notes about energy performance; never invent figures. */
  energyNotes: z.string().min(40).max(600),
  /** Captions of the extra renders; the cover is generated as well. */
  renders: z.array(z.object({ alt: z.string().min(10).max(140) })).min(1).max(4),
  typologies: z.array(typologySchema).max(8),
  sections: z.array(z.object({ caption: z.string().min(3).max(80) })).max(4),
  relatedFiles: z.array(relatedFileSchema),
  /** SD115 only: the Advantages list of its own layout. */
  advantages: z.array(z.string().min(10).max(160)).optional(),
});

export type Product = z.infer<typeof productSchema>;
export type Spec = z.infer<typeof specSchema>;
