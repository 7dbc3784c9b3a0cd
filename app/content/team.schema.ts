import { z } from "#app/lib/zod";

/** A lowercase, hyphenated identifier, e.g. "eleni-papadakis". */
const idSlug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lowercase slug");
export const teamMemberSchema = z.object({
  /** Stable id, also used for the generated portrait's file name. */
  id: idSlug,
  name: z.string().trim().min(3).max(60),
  title: z.string().trim().min(3).max(60),
  /** One sentence, 60 to 160 characters. */
  bio: z.string().trim().min(60).max(160),
  /** Alt text of the illustrated portrait. */
  portraitAlt: z.string().startsWith("Illustrated portrait of ").max(100),
});

export type TeamMember = z.infer<typeof teamMemberSchema>;

/** The whole team: exactly ten members, unique ids. */
export const teamSchema = z
  .array(teamMemberSchema)
  .length(10)
  .refine((members) => new Set(members.map((m) => m.id)).size === members.length, {
    message: "team member ids must be unique",
  });
