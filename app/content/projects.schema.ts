import { z } from "#app/lib/zod";
import { PROJECT_AREA_IDS } from "../lib/content/projects";

/** A lowercase, hyphenated identifier derived from the project name, e.g. "2601-east-hastings". */
const idSlug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be a lowercase slug");

/** The 30 project names, in the order the gallery shows them. */
export const projectNames = [
  "Lions Bay",
  "Craft Residence",
  "Madrona Drive",
  "Park Residence",
  "Royal St",
  "Anmore",
  "Villa Project",
  "The Narrows",
  "Pandora Drive",
  "2601 East Hastings",
  "E 18th",
  "Crescent Residence",
  "Fort Langley",
  "15A Ave",
  "Regal",
  "Revelstoke",
  "Pivot Project",
  "Swaan",
  "Macbeth",
  "236A St",
  "E 15th",
  "27 Ave",
  "Serano",
  "28 Ave",
  "41 Ave",
  "Highcreek",
  "Plan Your Space",
  "Morgan Creek",
  "North Island College",
  "Cowichan Secondary",
] as const;

export const projectTypeSchema = z.enum(["Residence", "Multi-family", "Commercial", "Institutional"]);

/** Parameters of the generated architectural illustration, so each project looks different. */
export const projectSceneSchema = z.object({
  building: z.enum([
    "house-modern",
    "house-gable",
    "townhouses",
    "midrise",
    "school",
    "commercial-box",
    "cabin",
  ]),
  setting: z.enum(["coast", "mountain", "forest", "city", "suburb", "lake"]),
  timeOfDay: z.enum(["morning", "noon", "dusk", "overcast"]),
  storeys: z.number().int().min(1).max(6),
  glazing: z.enum(["high", "medium"]),
});

export const projectSchema = z.object({
  /** Slug of the name; also the folder for drop-in photos (content/photos/projects/{id}/1.jpg). */
  id: idSlug,
  /** One of projectNames. */
  name: z.enum(projectNames),
  /** A British Columbia municipality or community. */
  location: z.string().min(3).max(40),
  type: projectTypeSchema,
  /** The area of British Columbia the gallery files it under (app/lib/content/projects.ts). */
  area: z.enum(PROJECT_AREA_IDS),
  /** The year the work was finished. */
  year: z.number().int().min(1990).max(2100),
  /** The catalogue products (ids) its scope describes: the product pages show the project. */
  products: z.array(idSlug).min(1).max(14),
  /** One sentence on which kinds of products went in. */
  scope: z.string().min(60).max(180),
  /** How many generated images the project has; the first is the main (5/3) image. */
  imageCount: z.number().int().min(3).max(8),
  scene: projectSceneSchema,
  /**
   * Alt text for images replaced by real photos (content/photos/projects/{id}/{n}.jpg), by position: entry n-1
   * describes image n; null keeps the description of the generated image, e.g. [null, "The kitchen at dusk"].
   * Generated images are described from their scene (app/lib/project-gallery.ts).
   */
  imageAlts: z.array(z.string().min(10).max(200).nullable()).optional(),
}).refine((project) => (project.imageAlts?.length ?? 0) <= project.imageCount, {
  message: "imageAlts cannot describe more images than imageCount",
  path: ["imageAlts"],
});

export type Project = z.infer<typeof projectSchema>;
export type ProjectScene = z.infer<typeof projectSceneSchema>;
export type ProjectType = z.infer<typeof projectTypeSchema>;

/**
 * The projects the site shipped with. At the first start they seed the database (app/lib/server/content/seed.server.ts);
 * from then on staff edit them in the staff area, and this file is not read again.
 *
 * All projects: exactly 30, unique ids, in the order of projectNames. */
export const projectsSchema = z
  .array(projectSchema)
  .length(projectNames.length)
  .refine((items) => new Set(items.map((p) => p.id)).size === items.length, {
    message: "project ids must be unique",
  })
  .refine((items) => items.every((p, i) => p.name === projectNames[i]), {
    message: "projects must follow the order of projectNames",
  });
