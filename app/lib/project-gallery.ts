/**
 * The images of a project as the gallery shows them: sources and alt text for each of its 1..imageCount images.
 *
 * The generated scenes show each project from several views, chosen per project by the image generator
 * (scripts/images/scenes.mjs, `projectViews`). `projectViews` below repeats that choice so each image can be
 * described; tests/unit/project-gallery.test.ts checks that both agree for every project. When a real photo
 * replaces a drawing (content/photos/), its description goes into the project's `imageAlts` and wins.
 */
import type { Project } from "../content/projects";
import type { ProjectItem, ProjectScene } from "./content/types";
import { projectImage, type ImageSources } from "./images";
import { mediaImage, mediaOgImage } from "./media";

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
export function projectViews(project: { id: string; imageCount: number; scene: ProjectScene }): ProjectView[] {
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
export function describeView(project: { name: string; scene: ProjectScene }, view: ProjectView): string {
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
  /** 1-based position in the gallery (for a drawing, as in the image URL). */
  n: number;
  image: Omit<ImageSources, "group">;
  alt: string;
  caption: string | null;
}

/** What the drawn pictures of a project need: its name, the key of its files, how many there are and the scene. */
interface Drawn {
  name: string;
  key: string;
  imageCount: number;
  scene: ProjectScene;
  alts?: readonly (string | null)[];
}

function drawingGallery(drawn: Drawn): GalleryImage[] {
  const views = projectViews({ id: drawn.key, imageCount: drawn.imageCount, scene: drawn.scene });
  return views.map((view, i) => ({
    n: i + 1,
    image: projectImage(drawn.key, i + 1),
    alt: drawn.alts?.[i] ?? describeView(drawn, view),
    caption: null,
  }));
}

const drawnRecord = (project: Project): Drawn => ({
  name: project.name,
  key: project.id,
  imageCount: project.imageCount,
  scene: project.scene,
  alts: project.imageAlts,
});

/** Every image of a project record of the content files, the main (5:3) image first. */
export function projectGallery(project: Project): GalleryImage[] {
  return drawingGallery(drawnRecord(project));
}

/** The main image of a project record and its alt text (the first view is always the main exterior). */
export function projectMainImage(project: Project): GalleryImage {
  return projectGallery(project)[0]!;
}

/**
 * Every image of a project as staff keep it: its uploaded photos, the main one first, or while it has none, its drawn
 * pictures. A project with neither has no images (its pages show its name alone).
 */
export function projectItemImages(project: ProjectItem): GalleryImage[] {
  if (project.photos.length) {
    return project.photos.map((photo, i) => ({ n: i + 1, image: mediaImage(photo.image), alt: photo.alt, caption: photo.caption }));
  }
  return project.drawing ? drawingGallery({ name: project.name, ...project.drawing }) : [];
}

/** The main image of a project, if it has any. */
export function projectItemMainImage(project: ProjectItem): GalleryImage | undefined {
  return projectItemImages(project)[0];
}

/** The Open Graph image of a project: its main photo's link-preview JPEG, or the largest file of its main drawing. */
export function projectItemOgImage(project: ProjectItem): { path: string; width: number; height: number; alt: string } | undefined {
  const photo = project.photos[0];
  if (photo) return { ...mediaOgImage(photo.image), alt: photo.alt };
  const main = projectItemMainImage(project);
  if (!main) return undefined;
  // The srcset lists the widths ascending; the last is the largest generated WebP, at the image's intrinsic size.
  const largest = main.image.webpSrcSet.split(", ").at(-1)!.split(" ")[0]!;
  return { path: largest, width: main.image.width, height: main.image.height, alt: main.alt };
}

/** What a small project tile shows (product and landing pages, a project's page): name, place, year, main image. */
export interface ProjectCardData {
  slug: string;
  name: string;
  place: string;
  year: number;
  main: GalleryImage | null;
}

export function projectCardData(project: ProjectItem): ProjectCardData {
  return { slug: project.slug, name: project.name, place: project.place, year: project.year, main: projectItemMainImage(project) ?? null };
}
