/**
 * The images of a project as the gallery shows them: sources and alt text for each of its 1..imageCount images.
 *
 * The generated scenes show each project from several views, chosen per project by the image generator
 * (scripts/images/scenes.mjs, `projectViews`). `projectViews` below repeats that choice so each image can be
 * described; tests/unit/project-gallery.test.ts checks that both agree for every project. When a real photo
 * replaces a drawing (content/photos/), its description goes into the project's `imageAlts` and wins.
 */
import type { Project, ProjectScene } from "../content/projects";
import { projectImage, type ImageSources } from "./images";

export type ProjectView = "hero" | "corner" | "interior" | "entrance" | "light" | "detail" | "terrace" | "wide" | "plaza";

const RESIDENTIAL: ReadonlySet<ProjectScene["building"]> = new Set(["house-modern", "house-gable", "townhouses", "cabin"]);
const RESIDENTIAL_VIEWS: readonly ProjectView[] = ["corner", "interior", "entrance", "light", "detail", "terrace", "wide"];
const OTHER_VIEWS: readonly ProjectView[] = ["corner", "interior", "entrance", "light", "detail", "wide", "plaza"];
const SECOND_VIEWS: readonly ProjectView[] = ["interior", "light", "corner"];

/** FNV-1a, as the generator's hashString. */
function hashString(text: string): number {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h >>> 0;
}

/** The generator's seeded random numbers (mulberry32), only the parts the choice of views uses. */
function seeded(seed: string) {
  let a = hashString(seed);
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
    shuffle: <T>(list: readonly T[]): T[] => {
      const out = [...list];
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
  };
}

/** The view each generated image of a project shows, in order; the first is always the main exterior ("hero"). */
export function projectViews(project: Pick<Project, "id" | "imageCount" | "scene">): ProjectView[] {
  const r = seeded(`views:${project.id}`);
  const pool = RESIDENTIAL.has(project.scene.building) ? RESIDENTIAL_VIEWS : OTHER_VIEWS;
  const second = r.pick(SECOND_VIEWS);
  const rest = r.shuffle(pool.filter((view) => view !== second));
  return ["hero" as const, second, ...rest].slice(0, project.imageCount);
}

const BUILDING: Record<ProjectScene["building"], { long: string; short: string }> = {
  "house-modern": { long: "a modern flat-roofed house", short: "house" },
  "house-gable": { long: "a gabled family house", short: "house" },
  townhouses: { long: "a row of townhouses", short: "townhouses" },
  midrise: { long: "a mid-rise residential building", short: "building" },
  school: { long: "a campus building", short: "building" },
  "commercial-box": { long: "a commercial building", short: "building" },
  cabin: { long: "an A-frame mountain home", short: "house" },
};

const SETTING: Record<ProjectScene["setting"], string> = {
  coast: "above the sea",
  mountain: "below the mountains",
  forest: "among tall conifers",
  city: "on a city street",
  suburb: "on a quiet residential street",
  lake: "beside the lake",
};

const LIGHT: Record<ProjectScene["timeOfDay"], string> = {
  morning: "in the morning sun",
  noon: "at midday",
  dusk: "at dusk, its windows lit",
  overcast: "under an overcast sky",
};

/** The generator shows the "light" view at dusk, or in the morning when the main image already is at dusk. */
const otherLight = (timeOfDay: ProjectScene["timeOfDay"]) => (timeOfDay === "dusk" ? "morning" : "dusk");

/** Alt text of a generated image by its view. */
export function describeView(project: Pick<Project, "name" | "scene">, view: ProjectView): string {
  const { building, setting, timeOfDay } = project.scene;
  const { long, short } = BUILDING[building];
  const it = short === "townhouses" ? "the townhouses" : `the ${short}`;
  const text: Record<ProjectView, string> = {
    hero: `${long} ${SETTING[setting]}, ${LIGHT[timeOfDay]}`,
    light: `${it} ${LIGHT[otherLight(timeOfDay)]}`,
    corner: `${it} seen from one corner`,
    wide: `a wider view of ${it} in ${setting === "city" ? "the street" : "its setting"}`,
    plaza: `${it} seen from across the street`,
    interior: "the view out from inside, through wide glazing",
    entrance: "the front entrance",
    detail: "a close-up of the windows at a corner of the building",
    terrace: "the terrace and its wide sliding doors",
  };
  return `${project.name}: ${text[view]}`;
}

export interface GalleryImage {
  /** 1-based, as in the image URL. */
  n: number;
  image: ImageSources;
  alt: string;
}

/** Every image of a project, the main (5:3) image first. */
export function projectGallery(project: Project): GalleryImage[] {
  const views = projectViews(project);
  return views.map((view, i) => ({
    n: i + 1,
    image: projectImage(project.id, i + 1),
    alt: project.imageAlts?.[i] ?? describeView(project, view),
  }));
}

/** The main image of a project and its alt text (the first view is always the main exterior). */
export function projectMainImage(project: Project): GalleryImage {
  return { n: 1, image: projectImage(project.id, 1), alt: project.imageAlts?.[0] ?? describeView(project, "hero") };
}
