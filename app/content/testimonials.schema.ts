import { z } from "#app/lib/zod";

/** A lowercase, hyphenated identifier. */
const idSlug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lowercase slug");

export const testimonialSchema = z.object({
  id: idSlug,
  /** The person quoted (fictional). */
  author: z.string().trim().min(3).max(60),
  /** A company or a label such as "Homeowner, North Vancouver". */
  label: z.string().trim().min(3).max(80),
  /** The quote itself, 120 to 320 characters, without surrounding quotation marks. */
  text: z
    .string()
    .trim()
    .min(120)
    .max(320)
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
