/**
 * A team member's own editor (decision 041): name, title, one-sentence bio (the build's rules of team.schema.ts) and
 * a photo from the image library. The rules that need the database (a photo still in the library, or a drawn
 * portrait) are the server's (kinds/team-member-editor.server.ts). Browser-safe.
 */
import { z } from "#app/lib/zod";
import { teamMemberSchema } from "#app/content/team.schema";
import type { EditorForm } from "./content-kinds";

export const teamMemberEditorSchema = z.object({
  name: teamMemberSchema.shape.name,
  title: teamMemberSchema.shape.title,
  bio: teamMemberSchema.shape.bio,
  photo: z.string().trim().max(100).default(""),
});

export type TeamMemberEditorInput = z.output<typeof teamMemberEditorSchema>;

export const TEAM_MEMBER_FORM = {
  kind: "team_member",
  schema: teamMemberEditorSchema,
  labels: { name: "Name", title: "Title", bio: "About them", photo: "Photo" },
  order: ["name", "title", "bio", "photo"],
} satisfies EditorForm<typeof teamMemberEditorSchema>;
