/**
 * A pivot door design's own editor (decision 039 as amended): its name, the description of its panel (the picture's
 * alt text) and its photo from the image library, with the build's rules for a design. The rules that need the
 * database (a name no other design has, whatever its capitals; a photo still in the library, or a drawn panel) are the
 * server's (pivot-designs-admin.server.ts). Browser-safe.
 */
import { z } from "#app/lib/zod";
import { pivotDesignSchema } from "#app/content/landings.schema";
import type { EditorForm } from "./content-kinds";

export const pivotDesignEditorSchema = z.object({
  ...pivotDesignSchema.shape,
  photo: z.string().trim().max(100).default(""),
});

export type PivotDesignEditorInput = z.output<typeof pivotDesignEditorSchema>;

export const PIVOT_DESIGN_FORM = {
  kind: "pivot_design",
  schema: pivotDesignEditorSchema,
  labels: { name: "Name", description: "Description", photo: "Photo" },
  order: ["name", "description", "photo"],
} satisfies EditorForm<typeof pivotDesignEditorSchema>;
