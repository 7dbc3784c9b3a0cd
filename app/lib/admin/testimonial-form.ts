/**
 * A testimonial's own editor (decision 041): the quote, who said it and their company or label (the build's rules of
 * testimonials.schema.ts), an optional project of the gallery it speaks of, and whether the site shows it. That the
 * project exists is the server's check (kinds/testimonial-editor.server.ts). Browser-safe.
 */
import { z } from "#app/lib/zod";
import { testimonialSchema } from "#app/content/testimonials.schema";
import type { EditorForm } from "./content-kinds";

/** Shown on the home page, or kept off the site. */
export const TESTIMONIAL_STATUSES = ["published", "hidden"] as const;

export const testimonialEditorSchema = z.object({
  text: testimonialSchema.shape.text,
  author: testimonialSchema.shape.author,
  label: testimonialSchema.shape.label,
  project: z.string().trim().max(120).default(""),
  status: z.enum(TESTIMONIAL_STATUSES, "choose shown or hidden"),
});

export type TestimonialEditorInput = z.output<typeof testimonialEditorSchema>;

export const TESTIMONIAL_FORM = {
  kind: "testimonial",
  schema: testimonialEditorSchema,
  labels: { text: "Quote", author: "Who said it", label: "Company or label", project: "Project", status: "On the site" },
  order: ["text", "author", "label", "project", "status"],
} satisfies EditorForm<typeof testimonialEditorSchema>;
