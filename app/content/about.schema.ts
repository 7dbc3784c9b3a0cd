import { z } from "#app/lib/zod";

const wordCount = (text: string): number => text.trim().split(/\s+/).filter(Boolean).length;

export const processStepSchema = z.object({
  step: z.enum(["Design", "Build", "Install"]),
  /** 140 to 260 characters. */
  text: z.string().min(140).max(260),
});
export const aboutSchema = z.object({
  /** The company story: 3 or 4 paragraphs, 250 to 400 words in total. */
  story: z
    .array(z.string().min(80))
    .min(3)
    .max(4)
    .refine(
      (paragraphs) => {
        const words = paragraphs.reduce((sum, p) => sum + wordCount(p), 0);
        return words >= 250 && words <= 400;
      },
      { message: "story must be 250 to 400 words in total" },
    ),
  /** Our Process: Design, Build, Install, in that order. */
  process: z
    .array(processStepSchema)
    .length(3)
    .refine((steps) => steps.map((s) => s.step).join() === "Design,Build,Install", {
      message: "process steps must be Design, Build, Install in that order",
    }),
  commitment: z.object({
    heading: z.string().min(3).max(60),
    /** 150 to 300 characters. */
    text: z.string().min(150).max(300),
  }),
  /** The project (an id from projects.ts) whose main image accompanies the story. */
  storyProject: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  /** Home page About Us teaser, 180 to 320 characters. */
  teaser: z.string().min(180).max(320),
  hero: z.object({
    /** One sentence, under 140 characters. */
    promise: z.string().min(20).max(139),
  }),
});

export type ProcessStep = z.infer<typeof processStepSchema>;
export type About = z.infer<typeof aboutSchema>;
