import { z } from "#app/lib/zod";
import { sitePath, slug } from "./schema";

/** A card on a landing page: a product (by id) or another landing page. */
export const landingCardSchema = z.union([
  z.strictObject({
    /** Id of a record in products.ts. */
    product: slug,
    /** Line above the card's heading; the manufacturer when absent. */
    note: z.string().min(3).max(60).optional(),
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
  /**
   * Products also listed under this page's address (decision 039): the product "s91" listed on "/passive" is also
   * served at /passive/s91 (the last part of its own address), with its own address as canonical, and this page's
   * card for it links there.
   */
  alsoListed: z.array(slug).optional(),
});

export type LandingCard = z.infer<typeof landingCardSchema>;
export type LandingSection = z.infer<typeof landingSectionSchema>;
export type Landing = z.infer<typeof landingSchema>;

/** A pivot door design: its name and what its panel shows (the image's alt text). */
export const pivotDesignSchema = z.strictObject({
  name: z.string().trim().min(2).max(40),
  description: z.string().trim().min(20).max(120),
});

/** The designs in the order they are shown (decision 039): at least one, each name once (whatever its capitals). */
export const pivotDesignsSchema = z
  .array(pivotDesignSchema)
  .min(1, "at least one design is needed")
  .refine((designs) => new Set(designs.map((d) => d.name.toLowerCase())).size === designs.length, { message: "names must be unique" });

export type PivotDesign = z.infer<typeof pivotDesignSchema>;
