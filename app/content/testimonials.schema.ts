import { z } from "#app/lib/zod";

/** A lowercase, hyphenated identifier. */
const idSlug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lowercase slug");

export const testimonialSchema = z.object({
  id: idSlug,
  /** The person quoted (fictional). */
  author: z.string().trim().min(3, "must be at least 3 characters").max(60, "must be at most 60 characters"),
  /** A company or a label such as "Homeowner, North Vancouver". */
  label: z.string().trim().min(3, "must be at least 3 characters").max(80, "must be at most 80 characters"),
  /** The quote itself, 120 to 320 characters, without surrounding quotation marks. */
  text: z
    .string()
    .trim()
    .min(120, "must be at least 120 characters")
    .max(320, "must be at most 320 characters")
    .refine((text) => !/^["“”]|["“”]$/.test(text), "must not be wrapped in quotation marks: the page adds them"),
});

export type Testimonial = z.infer<typeof testimonialSchema>;

/** All testimonials: exactly six, unique ids. */
export const testimonialsSchema = z
  .array(testimonialSchema)
  .length(6)
  .refine((items) => new Set(items.map((t) => t.id)).size === items.length, {
    message: "testimonial ids must be unique",
  });
