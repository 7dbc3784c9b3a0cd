/**
 * Projects as the public pages use them: their addresses, and the areas and types staff choose from. Pure
 * TypeScript and free of the catalogue, so pages may use it in the browser at no cost (the filter, which needs the
 * catalogue, is app/lib/server/content/project-filter.server.ts, run by loaders).
 */
import type { ProjectItem } from "./types";

export const PROJECTS_PATH = "/projects";

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
