/**
 * Projects as the public pages use them: their addresses, and the areas and types staff choose from. Pure
 * TypeScript and free of the catalogue, so pages may use it in the browser at no cost (the filter, which needs the
 * catalogue, is app/lib/server/content/project-filter.server.ts, run by loaders).
 */
import { pagePath } from "../pagination";
import type { ProjectItem } from "./types";

export const PROJECTS_PATH = "/projects";

/**
 * Projects on a page of the gallery: the page's HTML holds at most this many tiles, whatever the number of projects
 * (docs/decisions/035-gallery-pages.md). A multiple of two and three, so every row is full at every layout; the 30
 * projects of the seed fit on the first page.
 */
export const PROJECTS_PAGE_SIZE = 36;

/** The gallery's filter parameters, in the order its addresses name them. */
export const PROJECT_FILTER_PARAMS = ["family", "product", "area"] as const;
export type ProjectFilterValues = Readonly<Record<(typeof PROJECT_FILTER_PARAMS)[number], string | null>>;

/** No filter: the whole gallery. */
export const WHOLE_GALLERY: ProjectFilterValues = { family: null, product: null, area: null };

/** The gallery's address for a filter and a page: /projects, /projects?area=okanagan&page=2 (empty parts left out). */
export function galleryPath(filter: ProjectFilterValues, page = 1): string {
  const params = new URLSearchParams();
  for (const name of PROJECT_FILTER_PARAMS) {
    const value = filter[name];
    if (value) params.set(name, value);
  }
  return pagePath(PROJECTS_PATH, params, page);
}

/** The public page of a project. */
export function projectPath(project: Pick<ProjectItem, "slug">): string {
  return `${PROJECTS_PATH}/${project.slug}`;
}

/** The areas of British Columbia a project is filed under: what "projects near Kelowna" means. */
export const PROJECT_AREAS = [
  { id: "metro-vancouver", name: "Metro Vancouver" },
  { id: "fraser-valley", name: "Fraser Valley" },
  { id: "sea-to-sky", name: "Sea to Sky" },
  { id: "sunshine-coast", name: "Sunshine Coast" },
  { id: "vancouver-island", name: "Vancouver Island" },
  { id: "okanagan", name: "Okanagan" },
  { id: "thompson-cariboo", name: "Thompson and Cariboo" },
  { id: "kootenay-rockies", name: "Kootenay Rockies" },
  { id: "northern-bc", name: "Northern BC" },
] as const;

export type ProjectAreaId = (typeof PROJECT_AREAS)[number]["id"];
export const PROJECT_AREA_IDS = PROJECT_AREAS.map((area) => area.id) as [ProjectAreaId, ...ProjectAreaId[]];

export function areaName(id: string): string {
  return PROJECT_AREAS.find((area) => area.id === id)?.name ?? id;
}

/** What kind of building a project is. */
export const PROJECT_TYPES = ["Residence", "Multi-family", "Commercial", "Institutional", "School", "Renovation"] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

/** "1 project", "12 projects". */
export function projectCount(n: number): string {
  return `${n} ${n === 1 ? "project" : "projects"}`;
}

/** The gallery's result count: "No projects", "1 project", "12 projects". */
export function resultCount(n: number): string {
  return n === 0 ? "No projects" : projectCount(n);
}

/** A project tile's details: "Residence · Lions Bay · 2025". */
export function projectDetails(project: Pick<ProjectItem, "type" | "place" | "year">): string {
  return `${project.type} · ${project.place} · ${project.year}`;
}
