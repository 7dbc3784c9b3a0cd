import { z } from "zod";
import { sitePath, slug } from "./schema";

/** A card on a landing page: a product (by id) or another landing page. */
export const landingCardSchema = z.union([
  z.strictObject({
    /** Id of a record in products.ts. */
    product: slug,
    /** Line above the card's heading; the manufacturer when absent. */
    note: z.string().min(3).max(60).optional(),
    /** Link to an alias path instead of the product's primary. */
    to: sitePath.optional(),
  }),
  z.strictObject({
    /** Path of another landing page. */
    page: sitePath,
    name: z.string().min(3).max(60),
    text: z.string().min(20).max(160),
  }),
]);

export const landingSectionSchema = z.strictObject({
  heading: z.string().min(3).max(40).optional(),
  cards: z.array(landingCardSchema).min(1),
});

export const landingSchema = z.strictObject({
  path: sitePath,
  /** The page title (before "| Helios Windows & Doors"). */
  title: z.string().min(3).max(60),
  /** The page's one h1. */
  heading: z.string().min(3).max(60),
  eyebrow: z.string().min(3).max(40).optional(),
  /** The meta description. */
  description: z.string().min(50).max(170),
  intro: z.array(z.string().min(40)).min(1),
  sections: z.array(landingSectionSchema).min(1),
  /** Adds the Visit Our Showroom banner. */
  showroomBanner: z.boolean().optional(),
  /** Adds the gallery of pivot door designs. */
  pivotGallery: z.boolean().optional(),
});

export type LandingCard = z.infer<typeof landingCardSchema>;
export type LandingSection = z.infer<typeof landingSectionSchema>;
export type Landing = z.infer<typeof landingSchema>;

/** A pivot door design: a name from Greek myth and what its panel shows (the image's alt text). */
export const pivotDesignSchema = z.strictObject({
  name: z.string().regex(/^[A-Z][a-z]+$/, "must be one capitalised word"),
  description: z.string().min(20).max(120),
});

/** Exactly 26 designs, unique and in alphabetical order (the order they are shown in). */
export const pivotDesignsSchema = z
  .array(pivotDesignSchema)
  .length(26)
  .refine((designs) => new Set(designs.map((d) => d.name)).size === designs.length, { message: "names must be unique" })
  .refine(
    (designs) => designs.every((d, i) => i === 0 || designs[i - 1]!.name.localeCompare(d.name, "en") < 0),
    { message: "must be in alphabetical order" },
  );

export type PivotDesign = z.infer<typeof pivotDesignSchema>;
